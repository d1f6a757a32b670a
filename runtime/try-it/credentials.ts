// Credentials typed into the console: kept in sessionStorage (gone when the
// tab closes), in localStorage only when the reader ticks "Remember on this
// device", and removed from both by "Forget". Never in the URL, never logged.
// Storage that throws (privacy modes) acts as empty.

export const CREDENTIAL_PREFIX = 'brokerdocs.tryIt.credential.';
/** The server last chosen or typed, for the next operation (not a secret: this tab only). */
export const SERVER_KEY = 'brokerdocs.tryIt.server';

function area(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function read(kind: 'session' | 'local', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'session' | 'local', key: string, value: string | null): void {
  try {
    if (value === null) area(kind)?.removeItem(key);
    else area(kind)?.setItem(key, value);
  } catch {
    // Full or refused: the value lives in the form only.
  }
}

/** The credential of a scheme: this tab's, else the one remembered on this device. */
export function readCredential(scheme: string): string {
  return read('session', CREDENTIAL_PREFIX + scheme) ?? read('local', CREDENTIAL_PREFIX + scheme) ?? '';
}

export function isRemembered(scheme: string): boolean {
  return read('local', CREDENTIAL_PREFIX + scheme) !== null;
}

export function saveCredential(scheme: string, value: string, remember: boolean): void {
  write('session', CREDENTIAL_PREFIX + scheme, value || null);
  write('local', CREDENTIAL_PREFIX + scheme, remember && value ? value : null);
}

/** Every saved credential, of every scheme, from both storages. */
export function forgetCredentials(): void {
  for (const kind of ['session', 'local'] as const) {
    const storage = area(kind);
    if (!storage) continue;
    try {
      for (const key of Object.keys(storage)) if (key.startsWith(CREDENTIAL_PREFIX)) storage.removeItem(key);
    } catch {
      // Nothing to forget where nothing could be kept.
    }
  }
}

export function readServer(): string | null {
  return read('session', SERVER_KEY);
}

export function saveServer(url: string): void {
  write('session', SERVER_KEY, url);
}
