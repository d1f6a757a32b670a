// What a docs version may be called. A name becomes a folder
// (`versioned_docs/version-<name>`) and, by default, a URL segment, so it is
// kept to characters that are safe in both everywhere.

/** The docs folder itself, as Docusaurus names it. */
export const CURRENT_VERSION = 'current';

const MAX_LENGTH = 32;
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Why `name` cannot name a version, or `undefined` when it can. */
export function invalidVersionName(name: string): string | undefined {
  if (name.trim() === '') return 'a version name cannot be empty';
  if (name === CURRENT_VERSION) return `"${CURRENT_VERSION}" is reserved for the docs folder itself`;
  if (name.length > MAX_LENGTH) return `a version name has at most ${MAX_LENGTH} characters ("${name}" has ${name.length})`;
  if (!SAFE_NAME.test(name)) return `"${name}" may only hold letters, digits, ".", "_" and "-", starting with a letter or digit`;
  return undefined;
}

/** Folder of a released version's docs, relative to the site. */
export function versionDocsFolder(name: string): string {
  return `versioned_docs/version-${name}`;
}

/** Sidebars file of a released version, relative to the site. */
export function versionSidebarsFile(name: string): string {
  return `versioned_sidebars/version-${name}-sidebars.json`;
}

/** Folder of a released version's OpenAPI snapshot, relative to the site. */
export function versionSpecFolder(name: string): string {
  return `versioned_openapi/version-${name}`;
}

export const VERSIONS_FILE = 'versions.json';
