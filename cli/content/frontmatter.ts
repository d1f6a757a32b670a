// Front matter: parsed by gray-matter, validated by one zod schema, every
// problem reported with the file and line of the key.
import matter from 'gray-matter';
import { z } from 'zod';
import { closest, error, warning, type Diagnostic } from '../diagnostics.js';

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
  tags: stringList.optional(),
  image: z.string().optional(),
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
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object each time: gray-matter caches by content otherwise.
    parsed = matter(text, {});
  } catch (caught) {
    const mark = (caught as { mark?: { line?: number; column?: number } }).mark;
    const reason = (caught as { reason?: string }).reason ?? (caught as Error).message;
    return {
      frontMatter: {},
      body: stripFrontMatterBlock(text),
      bodyLineOffset: frontMatterLines(text),
      diagnostics: [
        error(
          'front-matter-syntax',
          `Invalid YAML in front matter: ${reason}`,
          { file, line: mark?.line !== undefined ? mark.line + 2 : 1, column: mark?.column !== undefined ? mark.column + 1 : undefined },
          'Front matter is YAML between two `---` lines; quote values that contain ":" or "#".',
        ),
      ],
    };
  }
  const bodyLineOffset = frontMatterLines(text);
  const raw = parsed.data ?? {};
  const diagnostics: Diagnostic[] = [];
  const result = frontMatterSchema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      const value = (raw as Record<string, unknown>)[key];
      diagnostics.push(
        error(
          'front-matter-invalid',
          `Front matter "${key}": ${issue.message.replace(/^Invalid input: /, '')}, received ${JSON.stringify(value) ?? 'nothing'}`,
          { file, line: lineOfKey(text, key) },
        ),
      );
    }
  }
  for (const key of Object.keys(raw)) {
    if (KNOWN.includes(key)) continue;
    const suggestion = closest(key, KNOWN);
    diagnostics.push(
      warning('front-matter-unknown-key', `Unknown front matter key "${key}"`, { file, line: lineOfKey(text, key) }, suggestion ? `Did you mean "${suggestion}"?` : undefined),
    );
  }
  return {
    frontMatter: result.success ? result.data : {},
    body: parsed.content,
    bodyLineOffset,
    diagnostics,
  };
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

function lineOfKey(text: string, key: string): number | undefined {
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i++) {
    if (/^---\s*$/.test(lines[i]!)) break;
    if (lines[i]!.startsWith(`${key}:`)) return i + 1;
  }
  return undefined;
}
