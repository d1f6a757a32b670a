// Front matter: parsed by gray-matter, validated by one zod schema, every
// problem reported with the file and line of the key.
import matter from 'gray-matter';
import { load as loadYaml } from 'js-yaml';
import * as z from 'zod';
import { describeValue, issueProblem, valueAt } from '../config/schema-issues.js';
import { closest, editDistance, error, warning, type Diagnostic } from '../diagnostics.js';

const stringList = z.union([z.array(z.string()), z.string().transform((s) => [s])]);

export const frontMatterSchema = z.looseObject({
  /** Doc id; default: the file name without extension. */
  id: z.string().regex(/^[^/]+$/, 'must not contain "/"').optional(),
  /** Page title; default: the first `#` heading, else the file name. */
  title: z.string().optional(),
  /** Label in the sidebar; default: the title. */
  sidebar_label: z.string().optional(),
  /** Order inside its folder for generated sidebars. */
  sidebar_position: z.number().optional(),
  /** Route of the page relative to the docs root (absolute) or its folder. */
  slug: z.string().optional(),
  /** Meta description and search snippet. */
  description: z.string().optional(),
  keywords: stringList.optional(),
  /** Drafts are left out of production builds. Default: `false`. */
  draft: z.boolean().optional(),
  /** Unlisted pages build but stay out of the sidebar, search and sitemap. */
  unlisted: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  hide_title: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  /** Doc id of the previous page, or `null` for none. */
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_label: z.string().optional(),
  /** Strings, or Docusaurus' `{ label, permalink }` objects (read as their label). */
  tags: z.union([z.array(z.union([z.string(), z.looseObject({ label: z.string() }).transform((tag) => tag.label)])), z.string().transform((s) => [s])]).optional(),
  /** A blog post's date (YAML reads an unquoted 2024-05-01 as a date); default: the one in its file name. */
  date: z.union([z.string(), z.date()]).optional(),
  /** A blog post's authors: keys of the authors file, or `{ name, title, url, image_url }` (checked by the blog, blog/authors.ts). */
  authors: z.unknown().optional(),
  /** A blog post's single author, as Docusaurus 2 wrote it (also `author_url`, `author_title`, `author_image_url`). */
  author: z.string().optional(),
  author_url: z.string().optional(),
  author_title: z.string().optional(),
  author_image_url: z.string().optional(),
  authorURL: z.string().optional(),
  authorTitle: z.string().optional(),
  authorImageURL: z.string().optional(),
  image: z.string().optional(),
  /** When the doc was last changed and by whom, shown instead of git's (docs.showLastUpdateTime, showLastUpdateAuthor). */
  last_update: z
    .strictObject({
      // YAML reads an unquoted 2024-05-01 as a date.
      date: z.union([z.string(), z.date()]).optional(),
      author: z.string().optional(),
    })
    .optional(),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;

const KNOWN = Object.keys(frontMatterSchema.shape);

export interface ParsedSource {
  frontMatter: FrontMatter;
  /** The Markdown after the front matter. */
  body: string;
  /** Lines taken by the front matter block, to map body lines back to the file. */
  bodyLineOffset: number;
  diagnostics: Diagnostic[];
}

export function parseFrontMatter(source: string, file: string): ParsedSource {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (isUnclosed(text)) {
    // gray-matter would read the whole file as YAML: an empty page, or an error about some line of the Markdown.
    const problem = error('front-matter-unclosed', 'Front matter is not closed: add a line with --- after the front matter that starts at line 1', { file, line: 1 });
    return { frontMatter: {}, body: text.slice(text.indexOf('\n') + 1 || text.length), bodyLineOffset: 1, diagnostics: [problem] };
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object each time: gray-matter caches by content otherwise. YAML is read by js-yaml 4, as
    // the OpenAPI document is, not by gray-matter's own js-yaml 3 (the bundle leaves that out, see scripts/bundle/cli.mjs).
    parsed = matter(text, { engines: { yaml: (yaml: string) => loadYaml(yaml) as object } });
  } catch (caught) {
    const mark = (caught as { mark?: { line?: number; column?: number } }).mark;
    const reason = (caught as { reason?: string }).reason ?? (caught as Error).message;
    // js-yaml notices a repeated key only after its value, so its mark is on a later line.
    const repeated = /duplicated mapping key/.test(reason) ? repeatedKeyLine(text) : undefined;
    return {
      frontMatter: {},
      body: stripFrontMatterBlock(text),
      bodyLineOffset: frontMatterLines(text),
      diagnostics: [
        error(
          'front-matter-syntax',
          `Invalid YAML in front matter: ${reason}`,
          // At the end of an unclosed block, js-yaml's mark can be one line past the end of the file.
          repeated ? { file, line: repeated } : { file, line: mark?.line !== undefined ? Math.min(mark.line + 2, text.split('\n').length) : 1, column: mark?.column !== undefined ? mark.column + 1 : undefined },
          'Front matter is YAML between two `---` lines; quote values that contain ":" or "#".',
        ),
      ],
    };
  }
  const bodyLineOffset = frontMatterLines(text);
  const raw = parsed.data ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    // `title:value` without a space, or a bare list: YAML reads a string or a list, not keys.
    const found = Array.isArray(raw) ? 'a list' : `${typeof raw === 'string' ? 'string ' : ''}${describeValue(raw, 'yaml')}`;
    const problem = error('front-matter-invalid', `Front matter must be \`key: value\` lines, found ${found}`, { file, line: 2 }, 'Write each field as `name: value`, with a space after the colon.');
    return { frontMatter: {}, body: parsed.content, bodyLineOffset, diagnostics: [problem] };
  }
  const diagnostics: Diagnostic[] = [];
  const result = frontMatterSchema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      diagnostics.push(error('front-matter-invalid', `Front matter "${key}": ${issueProblem(issue, valueAt(raw, issue.path), { vocabulary: 'yaml' })}`, { file, line: lineOfKey(text, key) }));
    }
  }
  // Other keys are the writer's own (Docusaurus passes them through to plugins and themes): only a likely typo of a known key is worth a word.
  for (const key of Object.keys(raw)) {
    if (KNOWN.includes(key)) continue;
    const suggestion = closest(key, KNOWN);
    // A short key of the writer's own is close to some known key by chance (bitwarden's `adr` is two edits from `id`): a typo changes less than half a key.
    if (suggestion && editDistance(key.toLowerCase(), suggestion.toLowerCase()) * 2 < key.length) diagnostics.push(warning('front-matter-unknown-key', `Unknown front matter key "${key}"`, { file, line: lineOfKey(text, key) }, `Did you mean "${suggestion}"?`));
  }
  return {
    frontMatter: result.success ? result.data : {},
    body: parsed.content,
    bodyLineOffset,
    diagnostics,
  };
}

/** Front matter opens, as gray-matter reads it (`---`, not `----`, at the very start), and no line starting with `---` closes it. */
function isUnclosed(text: string): boolean {
  return text.startsWith('---') && text[3] !== '-' && text.indexOf('\n---', 3) === -1;
}

/** Number of lines before the body starts (0 when there is no front matter). */
function frontMatterLines(text: string): number {
  const match = /^---[^\n]*\n([\s\S]*?\n)?---[^\n]*(\n|$)/.exec(text);
  if (!match) return 0;
  return match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0);
}

function stripFrontMatterBlock(text: string): string {
  const match = /^---[^\n]*\n([\s\S]*?\n)?---[^\n]*(\n|$)/.exec(text);
  return match ? text.slice(match[0].length) : text;
}

/** The line of a top-level key, quoted or not; the first line of the front matter when it cannot be told (a complex or aliased key). */
/** The line of a top-level key of the file's front matter (its second line when the key is not found). */
export function lineOfKey(text: string, key: string): number {
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    if (/^---\s*$/.test(lines[i]!)) break;
    const written = /^\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^']|'')*)'|([^\s:#][^:]*?))\s*:/.exec(lines[i]!);
    if (written && (written[1] ?? written[2]?.replace(/''/g, "'") ?? written[3]) === key) return i + 1;
  }
  return 2;
}

/** The line of the first top-level key written twice. */
function repeatedKeyLine(text: string): number | undefined {
  const seen = new Set<string>();
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    if (/^---\s*$/.test(lines[i]!)) break;
    const key = /^([^\s:#][^:]*?)\s*:(\s|$)/.exec(lines[i]!)?.[1];
    if (key === undefined) continue;
    if (seen.has(key)) return i + 1;
    seen.add(key);
  }
  return undefined;
}

