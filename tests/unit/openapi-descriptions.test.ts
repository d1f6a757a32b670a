// Descriptions are rendered with the site's Markdown renderer and cached up
// to a size, so a large document's descriptions are not all held at once. A
// description rendered again after leaving the cache gives the same HTML and
// does not report its links or problems twice.
import { describe, expect, it } from 'vitest';
import { createHighlighter } from '../../cli/content/highlight/highlighter.js';
import { createLinkResolver } from '../../cli/content/link-resolver.js';
import { createMarkdownRenderer } from '../../cli/content/markdown.js';
import { createDescriptionRenderer } from '../../cli/openapi/descriptions.js';
import type { SourceLocator } from '../../cli/openapi/locate.js';

const locator = { descriptionLine: () => ({ file: 'api.yaml', line: 7 }), keepsLines: () => true } as unknown as SourceLocator;

async function renderer(cacheCharacters?: number) {
  const markdown = createMarkdownRenderer(await createHighlighter());
  const resolveLink = createLinkResolver({ baseUrl: '/', routesByFile: new Map([['guide.md', '/guide']]), from: { relative: 'api.yaml', route: '/api' } });
  return createDescriptionRenderer({ markdown, resolveLink, file: 'api.yaml', locator, cacheCharacters });
}

describe('API descriptions', () => {
  it.each([
    ['within the cache', undefined],
    ['evicted between uses', 1],
  ])('give the same HTML and record links and problems once: %s', async (_, cacheCharacters) => {
    const describeText = await renderer(cacheCharacters);
    const shared = 'See the [guide](guide.md) and [nowhere](missing.md).';
    const other = 'Another description, long enough to push the first one out of a tiny cache.';
    const first = describeText.html(shared);
    describeText.html(other);
    expect(describeText.html(shared)).toBe(first);
    expect(first).toContain('href="/guide"');
    expect(describeText.links.filter((link) => link.line === 7)).toHaveLength(describeText.links.length);
    expect(describeText.links.length).toBeGreaterThan(0);
    const counts = { links: describeText.links.length, diagnostics: describeText.diagnostics.length };
    describeText.html(other);
    describeText.html(shared);
    expect({ links: describeText.links.length, diagnostics: describeText.diagnostics.length }).toEqual(counts);
  });
});
