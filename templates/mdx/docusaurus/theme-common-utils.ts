// The smaller helpers of @docusaurus/theme-common that sites' own components
// and swizzled theme files call: a storage slot (localStorage, as Docusaurus
// keeps a reader's choices), a query-string value, plural forms, an error for
// a hook used outside its provider, and composed providers. Each works on the
// server (no storage, no query string) and in an island in the browser.
import { createElement, useCallback, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  listen(onChange: (event: StorageEvent) => void): () => void;
}

function storage(persistence?: 'localStorage' | 'sessionStorage' | 'none'): Storage | undefined {
  if (typeof window === 'undefined' || persistence === 'none') return undefined;
  try {
    return persistence === 'sessionStorage' ? window.sessionStorage : window.localStorage;
  } catch {
    // A browser that refuses storage (private mode, a sandboxed frame): as on the server.
    return undefined;
  }
}

export function createStorageSlot(key: string, options?: { persistence?: 'localStorage' | 'sessionStorage' | 'none' }): StorageSlot {
  const store = () => storage(options?.persistence);
  return {
    get: () => {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (value) => {
      try {
        store()?.setItem(key, value);
      } catch {
        // Full or refused: the choice lasts the page.
      }
    },
    del: () => {
      try {
        store()?.removeItem(key);
      } catch {
        // As above.
      }
    },
    listen: (onChange) => {
      if (typeof window === 'undefined') return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** The slot's value, kept current, and the slot. */
export function useStorageSlot(key: string | null, options?: { persistence?: 'localStorage' | 'sessionStorage' | 'none' }): [string | null, StorageSlot] {
  const slot = createStorageSlot(key ?? '', options);
  const value = useSyncExternalStore(
    (onChange) => (key ? slot.listen(onChange) : () => undefined),
    () => (key ? slot.get() : null),
    () => null,
  );
  return [value, slot];
}

/** A query-string parameter of the page's address and a setter that replaces it in place (no reload); none on the server. */
export function useQueryStringValue(key: string | null): string | null {
  return useSyncExternalStore(
    subscribeToAddress,
    () => (key && typeof window !== 'undefined' ? new URLSearchParams(window.location.search).get(key) : null),
    () => null,
  );
}

export function useQueryString(key: string): [string, (value: string | null) => void] {
  const value = useQueryStringValue(key) ?? '';
  const set = useCallback((next: string | null) => replaceQuery(key, next === null || next === '' ? [] : [next]), [key]);
  return [value, set];
}

export function useQueryStringList(key: string): [string[], (values: string[]) => void] {
  const joined = useSyncExternalStore(
    subscribeToAddress,
    () => (typeof window !== 'undefined' ? new URLSearchParams(window.location.search).getAll(key).join('\u0000') : ''),
    () => '',
  );
  const set = useCallback((values: string[]) => replaceQuery(key, values), [key]);
  return [joined ? joined.split('\u0000') : [], set];
}

function subscribeToAddress(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('popstate', onChange);
  addressListeners.add(onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    addressListeners.delete(onChange);
  };
}

const addressListeners = new Set<() => void>();

function replaceQuery(key: string, values: readonly string[]): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(key);
  for (const value of values) url.searchParams.append(key, value);
  window.history.replaceState(window.history.state, '', url);
  for (const listener of addressListeners) listener();
}

/** Picks the plural form of a message written `one|other` (or more forms) for a count, by the page's language. */
export function usePluralForm(): { selectMessage(count: number, message: string): string } {
  const language = typeof document !== 'undefined' ? document.documentElement.lang || 'en' : 'en';
  return {
    selectMessage(count, message) {
      const forms = message.split('|');
      if (forms.length === 1) return forms[0]!;
      let rules: Intl.PluralRules;
      try {
        rules = new Intl.PluralRules(language);
      } catch {
        rules = new Intl.PluralRules('en');
      }
      const categories = rules.resolvedOptions().pluralCategories;
      const index = categories.indexOf(rules.select(count));
      return (forms[Math.min(index < 0 ? forms.length - 1 : index, forms.length - 1)] ?? forms.at(-1)!).trim();
    },
  };
}

/** What Docusaurus' hooks throw outside their provider. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`.trim());
    this.name = 'ReactContextError';
  }
}

/** One provider made of several, the first outermost. */
export function composeProviders(providers: ReadonlyArray<ComponentType<{ children: ReactNode }>>): ComponentType<{ children: ReactNode }> {
  return function ComposedProviders({ children }: { children: ReactNode }) {
    return providers.reduceRight<ReactNode>((inner, Provider) => createElement(Provider, null, inner), children);
  };
}
