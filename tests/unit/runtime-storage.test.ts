// The runtime's storage wrapper against a stand-in window: it never throws,
// warns once when storage is unavailable, logs failed reads, writes and
// deletes, and passes on changes made in other tabs.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createStorage } from '../../runtime/storage.js';

/** A Map-backed Storage whose operations can be made to fail. */
function memoryStorage(failing: { get?: boolean; set?: boolean; remove?: boolean } = {}): Storage {
  const data = new Map<string, string>();
  const failure = () => new Error('storage failure');
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem(key) {
      if (failing.get && key !== '__brokerdocs_probe__') throw failure();
      return data.get(key) ?? null;
    },
    setItem(key, value) {
      if (failing.set && key !== '__brokerdocs_probe__') throw failure();
      data.set(key, value);
    },
    removeItem(key) {
      if (failing.remove && key !== '__brokerdocs_probe__') throw failure();
      data.delete(key);
    },
  };
}

type Listener = (event: { storageArea: Storage | null; key: string | null; newValue: string | null }) => void;
let listeners: Set<Listener>;

function installWindow(localStorage: () => Storage): void {
  listeners = new Set();
  vi.stubGlobal('window', {
    get localStorage() {
      return localStorage();
    },
    addEventListener: (type: string, listener: Listener) => type === 'storage' && listeners.add(listener),
    removeEventListener: (type: string, listener: Listener) => type === 'storage' && listeners.delete(listener),
  });
}

let warn: MockInstance<Console['warn']>;
let error: MockInstance<Console['error']>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createStorage', () => {
  it('reads, writes and deletes through localStorage', () => {
    const backing = memoryStorage();
    installWindow(() => backing);
    const storage = createStorage();
    expect(storage.get('theme')).toBeNull();
    storage.set('theme', 'dark');
    expect(backing.getItem('theme')).toBe('dark');
    expect(storage.get('theme')).toBe('dark');
    storage.remove('theme');
    expect(storage.get('theme')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('when storage is unavailable, warns once and acts as empty', () => {
    installWindow(() => {
      throw new Error('SecurityError: access denied');
    });
    const storage = createStorage();
    storage.set('theme', 'dark');
    expect(storage.get('theme')).toBeNull();
    storage.remove('theme');
    expect(storage.get('docusaurus.announcement.id')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('Browser storage is not available');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed read, write or delete with the key, and carries on', () => {
    installWindow(() => memoryStorage({ get: true, set: true, remove: true }));
    const storage = createStorage();
    expect(storage.get('theme')).toBeNull();
    expect(() => storage.set('theme', 'dark')).not.toThrow();
    expect(() => storage.remove('theme')).not.toThrow();
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      'Could not read "theme" from browser storage.',
      'Could not write "theme" to browser storage.',
      'Could not delete "theme" from browser storage.',
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('passes on changes to a key made in another tab, and stops when unsubscribed', () => {
    const backing = memoryStorage();
    installWindow(() => backing);
    const storage = createStorage();
    const seen: (string | null)[] = [];
    const unsubscribe = storage.subscribe('theme', (value) => seen.push(value));
    const fire = (key: string, newValue: string | null, area: Storage | null = backing) => listeners.forEach((listener) => listener({ storageArea: area, key, newValue }));
    fire('theme', 'dark');
    fire('other', 'x');
    fire('theme', 'light', memoryStorage()); // sessionStorage or another area: not ours
    fire('theme', null);
    unsubscribe();
    fire('theme', 'dark');
    expect(seen).toEqual(['dark', null]);
  });
});
