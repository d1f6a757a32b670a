// Docs' front-matter tags, as Docusaurus' docs plugin shows them: under each
// tagged doc a link per tag, a page per tag listing its docs (with their
// descriptions) at `<docs>/<tagsBasePath>/<tag>`, and a page of every tag by
// first letter. The docs folder's tags.yml gives a tag its label, route and
// description, and a tag it does not list is a warning at the doc's line.
// Unlisted docs show their tags but are on no tag's page; tag pages are in
// the sitemap, not in search or llms.txt
// (tests/fixtures/sites/docusaurus-doc-tags).
import { describe, expect, it } from 'vitest';
import { builtFixtureForFile } from '../support/built-fixture.js';

describe('docs with tags, in a Docusaurus site', () => {
  const built = builtFixtureForFile('docusaurus-doc-tags');
  const { read } = built;
  const article = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));

  it('shows each doc’s tags under it, each a link to its tag’s page, labelled and routed as the tags file says', async () => {
    expect(built.run.status).toBe(0);
    expect(built.output()).not.toContain('broken');
    expect(article(await read('docs/charts/index.html'))).toContain(
      '<footer class="doc-tags"><div class="blog-post-tags"><b>Tags:</b><ul><li><a class="blog-tag" href="/log/docs/topics/tides">Tides</a></li><li><a class="blog-tag" href="/log/docs/topics/sea-charts">Charts</a></li></ul></div></footer>',
    );
    // A tag the tags file does not list is shown, and named at the doc's tags line.
    expect(article(await read('docs/clock/index.html'))).toContain('href="/log/docs/topics/clockwork">clockwork</a>');
    expect(built.output()).toMatch(/warning\s+docs\/clock\.md:2\s+Tag "clockwork" is not in docs\/tags\.yml\s+\[tag-not-predefined\]/);
    // A tag written as an object is read by its label; an unlisted doc still shows its tags.
    expect(article(await read('docs/clock/index.html'))).toContain('href="/log/docs/topics/tides">Tides</a>');
    // A bare key of tags.yml is labelled by itself capitalized, as Docusaurus does.
    expect(article(await read('docs/hidden/index.html'))).toContain('href="/log/docs/topics/moorings">Moorings</a>');
    expect(article(await read('docs/intro/index.html'))).not.toContain('doc-tags');
  });

  it('lists a tag’s docs, with their descriptions, on its page, and every tag with its count on the tags page', async () => {
    const tides = article(await read('docs/topics/tides/index.html'));
    expect(tides).toContain('<h1 class="doc-title">2 docs tagged with &quot;Tides&quot;</h1>');
    expect(tides).toContain('<p>When the water turns, and how high it comes.</p>\n<p><a href="/log/docs/topics">View all tags</a></p>');
    expect(tides).toContain('<li><a href="/log/docs/charts">Reading charts</a>: How a chart shows the depth</li>\n<li><a href="/log/docs/clock">The tide clock</a></li>');
    expect(tides).not.toContain('Hidden mooring list');
    expect(article(await read('docs/topics/sea-charts/index.html'))).toContain('One doc tagged with &quot;Charts&quot;');
    const all = article(await read('docs/topics/index.html'));
    expect(all).toContain('<h1 class="doc-title">Tags</h1>');
    expect(all.replace(/<a class="hash-link"[^>]*>#<\/a>/g, '')).toMatch(
      /<h2 id="c">C <\/h2>\n<ul>\n<li><a href="\/log\/docs\/topics\/sea-charts">Charts<\/a> \(1\)<\/li>\n<li><a href="\/log\/docs\/topics\/clockwork">clockwork<\/a> \(1\)<\/li>\n<\/ul>\n<h2 id="t">T <\/h2>\n<ul>\n<li><a href="\/log\/docs\/topics\/tides">Tides<\/a> \(2\)<\/li>/,
    );
    // Only unlisted docs have "moorings": it has no page.
    await expect(read('docs/topics/moorings/index.html')).rejects.toThrow();
  });

  it('puts the tag pages in the sitemap, and not in the search index or llms.txt', async () => {
    expect(await read('sitemap.xml')).toContain('https://log.example.org/log/docs/topics/tides</loc>');
    const search = await read('search-index-default.json');
    expect(search).toContain('Reading charts');
    expect(search).not.toContain('tagged with');
    expect(await read('llms.txt')).not.toContain('topics');
  });
});
