// Page bodies kept one byte a character: a single two-byte piece (shiki's
// theme names are such strings) made V8 store a whole page body at two bytes
// a character, which doubled the memory a first build of a large site holds
// (10,000 pages: 330 MB of bodies where 165 MB will do).
import v8 from 'node:v8';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHighlighter } from '../../cli/content/highlight/highlighter.js';
import { createLinkResolver } from '../../cli/content/link-resolver.js';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../cli/content/markdown.js';
import { oneByteString } from '../../cli/large-strings.js';

/** How V8 stores `text`, read off its serialisation: a one-byte string's tag is `"`, a two-byte one's `c` (after padding). */
function storedOneByte(text: string): boolean {
  const bytes = v8.serialize(text);
  let at = 2; // after the version header
  while (bytes[at] === 0) at++; // padding that aligns a two-byte string's characters
  if (bytes[at] !== 0x22 && bytes[at] !== 0x63) throw new Error(`unexpected serialisation tag ${bytes[at]}`);
  return bytes[at] === 0x22;
}

/** Plain ASCII that V8 stores two bytes a character: a slice of a two-byte string. */
const wideAscii = (text: string) => `\u2019${text}`.slice(1);

describe('oneByteString', () => {
  it('stores Latin-1 text one byte a character, the same characters', () => {
    const wide = wideAscii('<pre class="shiki">café</pre>');
    expect(storedOneByte(wide)).toBe(false);
    const narrow = oneByteString(wide);
    expect(narrow).toBe(wide);
    expect(storedOneByte(narrow)).toBe(true);
  });

  it('leaves text with characters beyond Latin-1 as it is', () => {
    const text = 'it’s 5 €';
    expect(oneByteString(text)).toBe(text);
    expect(storedOneByte(oneByteString(text))).toBe(false);
  });
});

describe('highlighted code in a page body', () => {
  let markdown: MarkdownRenderer;
  beforeAll(async () => {
    // No cache: the blocks come from shiki, as on a first build (a cache read back from JSON is one byte wide anyway).
    const highlighter = await createHighlighter();
    await highlighter.prepare(['json', 'go']);
    markdown = createMarkdownRenderer(highlighter);
  });

  it('keeps an ASCII page one byte a character', () => {
    const resolveLink = createLinkResolver({ baseUrl: '/', routesByFile: new Map(), from: { relative: 'page.md', route: '/page' } });
    const source = ['Some text.', '', '```json', '{ "s": "ok" }', '```', '', '```go', 'func main() { fmt.Println("hi") }', '```', ''].join('\n');
    const { html } = markdown.render(source, { file: 'docs/page.md', lineOffset: 0, resolveLink });
    expect(html).toContain('<pre class="shiki shiki-themes github-light github-dark"');
    expect(storedOneByte(html)).toBe(true);
  });
});
