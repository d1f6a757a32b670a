// Descriptions in the document are Markdown, rendered by the site's own
// pipeline so they look like the manual and their links are rewritten and
// checked the same way. A description shared by many operations (a common
// parameter, an error response) is rendered once. Its tags are HTML or
// Redoc's, not MDX (description-tags.ts).
import { LRUCache } from 'lru-cache';
import type { Diagnostic } from '../diagnostics.js';
import type { LinkReference, LinkResolver, MarkdownEnv } from '../content/env.js';
import type { MarkdownRenderer } from '../content/markdown.js';
import type { SourceLocator } from './locate.js';
import { prepareDescriptionTags } from './description-tags.js';

export interface DescriptionRenderer {
  /** HTML of a Markdown description; `undefined` for none. */
  html(text: string | undefined): string | undefined;
  /** What rendering a description recorded (headings, sections), when it had any headings. */
  outline(text: string | undefined): Pick<MarkdownEnv, 'headings' | 'sections'> | undefined;
  /** Internal links found so far, with their lines in the spec where they could be found. */
  readonly links: LinkReference[];
  readonly diagnostics: Diagnostic[];
}

/** How much description HTML (and its Markdown) the cache keeps, in characters. */
const CACHE_CHARACTERS = 8_000_000;

export function createDescriptionRenderer(options: { markdown: MarkdownRenderer; resolveLink: LinkResolver; file: string; locator: SourceLocator; cacheCharacters?: number }): DescriptionRenderer {
  const { markdown, resolveLink, file, locator, cacheCharacters = CACHE_CHARACTERS } = options;
  // The recent descriptions' HTML, up to a size: a large document's every description is not held at once.
  const cache = new LRUCache<string, string>({ maxSize: cacheCharacters, sizeCalculation: (html, text) => html.length + text.length });
  // A description rendered again after it left the cache must not add its links and problems twice.
  const recorded = new Set<string>();
  const outlines = new Map<string, MarkdownEnv>();
  const links: LinkReference[] = [];
  const diagnostics: Diagnostic[] = [];
  return {
    links,
    diagnostics,
    outline: (text) => (text === undefined ? undefined : outlines.get(text)),
    html(text) {
      if (text === undefined || text.trim() === '') return undefined;
      const cached = cache.get(text);
      if (cached !== undefined) return cached;
      const source = prepareDescriptionTags(text);
      let rendered = markdown.render(source, { file, lineOffset: 0, resolveLink });
      let writtenIn = file;
      if (rendered.env.links.length || rendered.env.diagnostics.length) {
        // Only now is it worth finding where the text is written (the
        // locator parses the YAML with positions, which costs time).
        const at = locator.descriptionLine(text);
        if (at) {
          rendered = markdown.render(source, { file: at.file, lineOffset: at.line - 1, resolveLink });
          writtenIn = at.file;
        }
      }
      if (!recorded.has(text)) {
        recorded.add(text);
        // A link's line is in the file the description is written in, which may be one the spec's `$ref`s name.
        links.push(...rendered.env.links.map((link) => linkWhereWritten(link, text, writtenIn)));
        diagnostics.push(...rendered.env.diagnostics);
        if (rendered.env.headings.length) outlines.set(text, rendered.env);
      }
      cache.set(text, rendered.html);
      return rendered.html;
    },
  };

  /**
   * A link of a description at its place in the file it is written in. In a
   * `|` block the text's lines are the file's; a folded or plain scalar joins
   * its lines, so the link is found in the file by what it says.
   */
  function linkWhereWritten(link: LinkReference, text: string, writtenIn: string): LinkReference {
    const placed = writtenIn === file ? link : { ...link, file: writtenIn };
    if (locator.keepsLines(text)) return placed;
    const found = locator.positionInDescription(text, link.written);
    return found ? { ...placed, line: found.line, column: found.column } : placed;
  }
}

/** Description text for search: Markdown syntax and link targets dropped. */
export function plainText(markdownText: string | undefined): string {
  if (!markdownText) return '';
  return markdownText
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[`*_#>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
