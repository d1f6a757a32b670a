// The one rule of the runtime's fetch caches (search indexes, page data, the
// split reference's anchor map): callers asking for the same key while it
// loads share that load, a value once loaded is kept, and a failed load is
// forgotten, so that the next use tries again (the deferred script's loader in
// entry.tsx too). A dropped connection must not
// break a feature until the page is reloaded. (copy-page.ts keeps only the
// last page's Markdown, by the same rule.)

export interface LoadOnce<K, V> {
  get(key: K): Promise<V>;
}

export function loadOnce<K, V>(load: (key: K) => Promise<V>): LoadOnce<K, V> {
  const loads = new Map<K, Promise<V>>();
  return {
    get(key) {
      let pending = loads.get(key);
      if (!pending) {
        pending = load(key);
        loads.set(key, pending);
        pending.catch(() => {
          if (loads.get(key) === pending) loads.delete(key);
        });
      }
      return pending;
    },
  };
}
