// The package's version, for `--version`. Read from package.json beside the
// code rather than the working folder: cli/version.ts in the sources and
// dist/cli.cjs in the bundle (whose import.meta.url is its own file) both sit
// one folder below it.
import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  if (typeof manifest.version !== 'string') throw new Error('package.json has no version');
  return manifest.version;
}
