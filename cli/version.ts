// The package's version, for `--version`: from our own package.json, found as
// the runtime's files are (packageRoot), not from the working folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from './assets/runtime.js';

export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof manifest.version !== 'string') throw new Error('package.json has no version');
  return manifest.version;
}
