// The docs version of the page shown and the reader's preferred one, for the
// version dropdown, the version banner and navbar doc links. The preferred
// version is stored per docs plugin (`docs-preferred-version-default`, the key
// Docusaurus readers already have) when versionPersistence is localStorage:
// choosing a version in the dropdown or visiting a versioned page stores it,
// and a stored name that is no longer a version is removed. Storage is read
// after mount, so the server render and hydration agree.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Href, NavbarLink, PageData, SiteData, VersionInfo } from './contracts/types.js';
import { useServices } from './services.js';
import { useSite } from './site-context.js';

export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/** The version a page belongs to and its equivalents in the others; none for pages outside every version. */
export function pageVersion(page: PageData): { name: string; alternates: Record<string, Href> } | undefined {
  const name = page.kind === 'doc' ? page.version : page.kind === 'api' ? page.docsVersion : undefined;
  if (!name) return undefined;
  return { name, alternates: (page.kind === 'doc' || page.kind === 'api' ? page.alternates : undefined) ?? {} };
}

/** The site's versions; an unversioned site has one, the current docs, which Docusaurus labels "Next". */
export function siteVersions(site: SiteData): VersionInfo[] {
  if (site.docs.versions.length) return site.docs.versions;
  return [{ name: 'current', label: 'Next', path: site.baseUrl, mainDocHref: site.baseUrl, isLast: true }];
}

export interface DocsVersionState {
  /** The version of the page shown, when it belongs to one. */
  active?: VersionInfo;
  /** The reader's preferred version, once read from storage. */
  preferred?: VersionInfo;
  /** The version served at the docs root. */
  last: VersionInfo;
  /** The version readers see where a page does not say: the page's, else the preferred one, else the last. */
  shown: VersionInfo;
  /** The page shown in another version: the same doc, else that version's main doc. */
  targetIn(version: VersionInfo): Href;
  /** Remembers a version the reader chose. */
  choose(name: string): void;
}

const DocsVersionContext = createContext<DocsVersionState | null>(null);

export function DocsVersionProvider({ page, children }: { page: PageData; children: ReactNode }) {
  const site = useSite();
  const { storage } = useServices();
  const { pluginId, versionPersistence } = site.docs;
  const persist = versionPersistence === 'localStorage';
  const key = preferredVersionKey(pluginId);
  const versions = useMemo(() => siteVersions(site), [site]);
  const [preferredName, setPreferredName] = useState<string | null>(null);
  const current = useMemo(() => pageVersion(page), [page]);
  const activeName = current?.name;

  useEffect(() => {
    if (!persist) return;
    const known = (name: string | null) => name !== null && versions.some((version) => version.name === name);
    const stored = storage.get(key);
    if (known(stored)) setPreferredName(stored);
    else if (stored !== null) storage.remove(key);
    // Another tab's choice applies here too.
    return storage.subscribe(key, (value) => setPreferredName(known(value) ? value : null));
  }, [persist, key, storage, versions]);

  useEffect(() => {
    if (!persist || !activeName) return;
    storage.set(key, activeName);
    setPreferredName(activeName);
  }, [persist, key, storage, activeName]);

  const choose = useCallback(
    (name: string) => {
      if (!persist) return;
      storage.set(key, name);
      setPreferredName(name);
    },
    [persist, key, storage],
  );

  const value = useMemo((): DocsVersionState => {
    const find = (name: string | null | undefined) => (name ? versions.find((version) => version.name === name) : undefined);
    const last = versions.find((version) => version.isLast) ?? versions[0]!;
    const active = find(activeName);
    const preferred = find(preferredName);
    return {
      active,
      preferred,
      last,
      shown: active ?? preferred ?? last,
      targetIn: (version) => (version.name === activeName ? page.permalink : current?.alternates[version.name]) ?? version.mainDocHref,
      choose,
    };
  }, [versions, activeName, preferredName, page, current, choose]);
  return <DocsVersionContext.Provider value={value}>{children}</DocsVersionContext.Provider>;
}

export function useDocsVersion(): DocsVersionState {
  const state = useContext(DocsVersionContext);
  if (!state) throw new Error('useDocsVersion() was called outside <DocsVersionProvider>.');
  return state;
}

/** A navbar link's target in the version shown (doc and docSidebar items of a versioned site). */
export function useVersionedLink(link: NavbarLink): NavbarLink {
  const { active, preferred } = useDocsVersion();
  if (!link.versions) return link;
  const href = (active && link.versions[active.name]) || (preferred && link.versions[preferred.name]) || link.href;
  return { ...link, href, activePrefix: link.activePrefix === undefined ? undefined : href };
}
