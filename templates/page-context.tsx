// The page shown, for the parts of the chrome that depend on more than its
// address (the locale dropdown links to the page's own translations).
import { createContext, useContext } from 'react';
import type { PageData } from './contracts/types.js';

const PageContext = createContext<PageData | null>(null);

export const PageProvider = PageContext.Provider;

export function usePage(): PageData {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() was called outside <PageProvider>.');
  return page;
}
