// The Markdown export takes a page's block structure from the site's own
// parse of it (content/block-outline.ts) instead of parsing the page again.
// Both must read every page alike: the export of each Markdown file of the
// manual and of the fixtures is the same with the kept outline as without,
// and a page the export's parser would read otherwise keeps none.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHighlighter } from '../../cli/content/highlight/highlighter.js';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../cli/content/markdown.js';
import { parseFrontMatter } from '../../cli/content/frontmatter.js';
import { prepareMdx } from '../../cli/content/mdx/prepare.js';
import { createBlockParser } from '../../cli/llms/blocks.js';
import { mdxAsMarkdown } from '../../cli/llms/mdx.js';
import { pageMarkdown } from '../../cli/llms/page.js';
import { repoRoot } from '../support/paths.js';

let markdown: MarkdownRenderer;
const parse = createBlockParser();
const absolutize = (written: string) => `https://x.test/${written}`;

beforeAll(async () => {
  const highlighter = await createHighlighter();
  markdown = createMarkdownRenderer(highlighter);
});

/** The outline the site's render of `source` kept, if any. */
function outlineOf(source: string, keepBlockOutline = true) {
  return markdown.render(source, { file: 'page.md', lineOffset: 0, resolveLink: (href) => ({ href }), keepBlockOutline }).env.blockOutline;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : markdownFiles(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

describe('the block outline the site keeps for the Markdown export', () => {
  it('gives every page of the manual and the fixtures the export it gets from its own parse', () => {
    const files = [...markdownFiles(path.join(repoRoot, 'content')), ...markdownFiles(path.join(repoRoot, 'tests/fixtures'))];
    let kept = 0;
    for (const file of files) {
      const source = prepareMdx(parseFrontMatter(readFileSync(file, 'utf8'), file).body).source;
      const body = mdxAsMarkdown(source);
      const outline = outlineOf(source);
      if (!outline || body !== source) continue;
      kept++;
      const input = { title: 'T', body, absolutize };
      expect(pageMarkdown(parse, { ...input, outline }), file).toBe(pageMarkdown(parse, input));
    }
    // Most pages are plain Markdown: the outline is kept and used for them.
    expect(kept).toBeGreaterThan(files.length / 2);
  });

  it('reads code, headings, the leading title and admonitions as the export’s parser does', () => {
    const source = [
      '# Leading title {#top}',
      '',
      '- item',
      '  :::tip[In a list]',
      '  Lead paragraph with [a link](other.md).',
      '',
      '  ```js',
      '  const link = "[not](rewritten.md)";',
      '  ```',
      '  :::',
      '',
      ':::danger',
      '',
      '    indented code',
      '',
      '## Heading {#custom}',
      ':::',
    ].join('\n');
    const outline = outlineOf(source);
    expect(outline).toBeDefined();
    expect(outline!.title).toEqual([0, 1]);
    expect(outline!.admonitions.map(({ type, leadParagraph }) => [type, leadParagraph])).toEqual([['tip', true], ['danger', false]]);
    expect(parse(source, outline)).toEqual(parse(source));
  });

  it('is kept only for docs pages, and not when the site reads what the export does not', () => {
    expect(outlineOf('Text.', false)).toBeUndefined();
    // A type the site shows as a note (with a warning) is text to the export.
    expect(outlineOf(':::success\nDone.\n:::')).toBeUndefined();
    // A component block: the export reads the line as HTML.
    expect(outlineOf('<Tabs>\n\nText.\n\n</Tabs>')).toBeUndefined();
    expect(outlineOf(':::note\nText.\n:::')).toBeDefined();
    // A page that opens with a comment has no leading title, to the export as to the site.
    expect(outlineOf('<!-- note -->\n# Title')!.title).toBeUndefined();
  });
});
