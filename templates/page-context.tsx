// The page shown, for the parts of the chrome that depend on more than its
// address (the locale dropdown links to the page's own translations).
import { createContext, useContext } from 'react';
import type { PageData } from './contracts/types.js';

// App provides it around everything that renders: no default page exists, and no check is paid for.
const PageContext = createContext<PageData>(null as unknown as PageData);

export const PageProvider = PageContext.Provider;

export function usePage(): PageData {
  return useContext(PageContext);
}
