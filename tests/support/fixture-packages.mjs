// The packages some fixture sites import from their own node_modules (a
// Docusaurus sidebars file requiring a package, an MDX page importing a
// component library). They are kept in tests/fixtures/site-packages/<site
// folder>/<package>, since node_modules/ is never committed, and copied into
// tests/fixtures/sites/<site folder>/node_modules/<package> before the tests
// (a vitest global setup) and the bench use those sites.
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** Copies every fixture package into its site's node_modules; returns the packages' destinations. */
export async function installFixturePackages() {
  const installed = [];
  const root = path.join(fixtures, 'site-packages');
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'package.json') continue;
    const source = entry.parentPath ?? entry.path;
    const relative = path.relative(root, source);
    const destination = path.join(fixtures, 'sites', path.dirname(relative), 'node_modules', path.basename(relative));
    await cp(source, destination, { recursive: true, force: true });
    installed.push(destination);
  }
  return installed;
}

/** As a vitest global setup. */
export default async function setup() {
  await installFixturePackages();
}
