// Site-wide data (navbar, sidebars, footer…) for every component under the root.
import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from './contracts/types.js';

const SiteContext = createContext<SiteData | null>(null);

export function SiteProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() was called outside <SiteProvider>.');
  return site;
}
