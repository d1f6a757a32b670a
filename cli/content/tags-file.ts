// A docs version's or the blog's file of predefined tags (`tags.yml`, Docusaurus 3.4's
// `tags` option): each key a tag docs and posts name in their front matter, with the
// label shown, the permalink of its page under the tags route and a
// description for that page. A file that does not read, or an entry that is
// not a list of fields, is a warning at its line; the rest is used.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readYamlFile } from '../content/yaml-file.js';
import { closest, lineOf, severityFor, warning, type Diagnostic, type SeverityOption } from '../diagnostics.js';
import { lineOfKey } from './frontmatter.js';
import { capitalize, kebabCase } from '../routes/slug.js';

export interface PredefinedTag {
  label: string;
  /** The route of its page under the tags route (`/product-releases`): the file's, else the key in kebab case. */
  permalink: string;
  description?: string;
}

export interface TagsFile {
  /** The file, relative to the site (for diagnostics). */
  file: string;
  tags: Map<string, PredefinedTag>;
}

/** The version's tags file; undefined when the config names none or the folder has none. */
export function readTagsFile(docsDir: string, tagsPath: string | false | null, siteDir: string): { tagsFile?: TagsFile; diagnostics: Diagnostic[] } {
  if (!tagsPath) return { diagnostics: [] };
  const absolute = path.resolve(docsDir, tagsPath);
  if (!existsSync(absolute)) return { diagnostics: [] };
  const { file, source, value, diagnostics: unread } = readYamlFile(absolute, siteDir, { code: 'tags-file-invalid', what: 'The tags file', hint: 'Write one key per tag, each with label, permalink and description below it.' });
  if (unread.length) return { diagnostics: unread };
  const tags = new Map<string, PredefinedTag>();
  const diagnostics: Diagnostic[] = [];
  if (value === null || value === undefined) return { tagsFile: { file, tags }, diagnostics };
  if (typeof value !== 'object' || Array.isArray(value)) return { diagnostics: [warning('tags-file-invalid', 'The tags file must map keys to tags', { file, line: 1 }, 'Write `key:` lines, each with label, permalink and description below it.')] };
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    // `key:` with nothing below it is a tag labelled by its key.
    if (entry === null || entry === undefined) tags.set(key, tagOf(key, {}));
    else if (typeof entry === 'object' && !Array.isArray(entry)) tags.set(key, tagOf(key, entry as Record<string, unknown>));
    else diagnostics.push(warning('tags-file-invalid', `Tag "${key}" is not a list of fields`, { file, line: lineOfTopKey(source, key) }, 'Give it label, permalink and description on lines below it.'));
  }
  return { tagsFile: { file, tags }, diagnostics };
}

/**
 * A page's tags the tags file does not list (`onInlineTags`), at its `tags:` line; none when the option is `ignore`.
 * `page` is the doc or post: its file relative to the site and on disk.
 */
export function inlineTagsDiagnostic(page: { file: string; absolute: string }, inline: readonly string[], tagsFile: TagsFile, option: SeverityOption): Diagnostic | undefined {
  const severity = severityFor(option);
  if (!inline.length || !severity) return undefined;
  const near = inline.map((tag) => closest(tag, tagsFile.tags.keys())).filter(Boolean);
  return {
    severity,
    code: 'tag-not-predefined',
    message: `Tag${inline.length > 1 ? 's' : ''} ${inline.map((tag) => `"${tag}"`).join(', ')} ${inline.length > 1 ? 'are' : 'is'} not in ${tagsFile.file}`,
    location: { file: page.file, line: lineOfKey(readFileSync(page.absolute, 'utf8'), 'tags') },
    hint: near.length ? `Did you mean ${near.map((key) => `"${key}"`).join(', ')}?` : `Add ${inline.length > 1 ? 'them' : 'it'} to ${tagsFile.file}, or set onInlineTags to 'ignore'.`,
  };
}

function tagOf(key: string, entry: Record<string, unknown>): PredefinedTag {
  const text = (field: unknown) => (typeof field === 'string' && field.trim() ? field.trim() : undefined);
  const permalink = text(entry.permalink);
  const description = text(entry.description);
  // Docusaurus' defaults: the key capitalized, its page at the key in kebab case.
  return { label: text(entry.label) ?? capitalize(key), permalink: permalink ?? `/${kebabCase(key)}`, ...(description ? { description } : {}) };
}

/** The line of a key at the start of a line (a top-level key), or 1. */
function lineOfTopKey(source: string, key: string): number {
  const at = source.search(new RegExp(`^["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`, 'm'));
  return at < 0 ? 1 : lineOf(source, at);
}
