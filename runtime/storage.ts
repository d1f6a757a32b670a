// Browser storage that never throws: when localStorage is unavailable
// (privacy mode, sandboxed iframe, quota) it warns once and acts as empty;
// read, write and delete failures are logged.
import type { SiteStorage } from '../templates/contracts/types.js';

function probe(): Storage | null {
  try {
    const storage = window.localStorage;
    const key = '__brokerdocs_probe__';
    storage.setItem(key, key);
    storage.removeItem(key);
    return storage;
  } catch (caught) {
    console.warn('Browser storage is not available; settings such as the colour mode will not be remembered.', caught);
    return null;
  }
}

export function createStorage(): SiteStorage {
  const storage = probe();
  return {
    get(key) {
      if (!storage) return null;
      try {
        return storage.getItem(key);
      } catch (caught) {
        console.error(`Could not read "${key}" from browser storage.`, caught);
        return null;
      }
    },
    set(key, value) {
      if (!storage) return;
      try {
        storage.setItem(key, value);
      } catch (caught) {
        console.error(`Could not write "${key}" to browser storage.`, caught);
      }
    },
    remove(key) {
      if (!storage) return;
      try {
        storage.removeItem(key);
      } catch (caught) {
        console.error(`Could not delete "${key}" from browser storage.`, caught);
      }
    },
    subscribe(key, onChange) {
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event.newValue);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
