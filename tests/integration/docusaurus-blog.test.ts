// A Docusaurus website's blog built with its docs
// (tests/fixtures/sites/docusaurus-blog): posts dated by their file names or
// front matter, their authors, tags and reading time above and below them;
// list pages of two posts each showing the text above a truncate marker; a
// page per tag, every tag, the archive; the sidebar of recent posts; RSS,
// Atom and JSON feeds. A draft is left out; an unlisted post is built but
// listed nowhere. A problem is a warning at its file and line.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokerdocs, type CliRun } from '../support/cli.js';
import { temporaryDir } from '../support/paths.js';
import { builtEditedCopy, builtFixtureForFile } from '../support/built-fixture.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus-blog');

/** The article of a page: its title, body and pagination. */
function article(html: string): string {
  const start = html.indexOf('<article class="doc">');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</article>', start));
}

/** The titles of the previews of a list page, in order. */
function previewTitles(html: string): string[] {
  return [...html.matchAll(/<h2 class="blog-preview-title"><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)].map((match) => `${match[2]} ${match[1]}`);
}

describe('a Docusaurus website with a blog', () => {
  const built = builtFixtureForFile('docusaurus-blog');
  const { read } = built;

  it('builds the posts and the pages listing them, and warns at its line of the author the authors file lacks', () => {
    expect(built.run.status).toBe(0);
    // One doc, five posts (the draft left out), two list pages, four tags, the tags page, three authors' pages, the authors page and the archive.
    expect(built.output()).toContain('Built 18 pages');
    expect(built.output()).toMatch(/warning\s+blog\/storm-report\.md:5\s+Blog author "nobody" is not in the authors file\s+\[blog-author-unknown\]/);
    // The docs' links to the blog and a post's link to another by its file are checked (onBrokenLinks: 'throw') and found.
    expect(built.output()).not.toContain('broken');
  });

  it('routes each post as Docusaurus does: by the date of its file or folder name, by its YYYY/MM/DD folders, or by its slug', () => {
    for (const route of ['blog/2024/03/01/first-light', 'blog/2024/04/15/night-shift', 'blog/2024/05/20/winter-stock', 'blog/storms/june', 'blog/2024/06/12/quiet-note']) {
      expect(existsSync(path.join(built.out, route, 'index.html')), route).toBe(true);
    }
    // A draft is left out of a production build.
    expect(existsSync(path.join(built.out, 'blog/2024/06/10/unfinished/index.html'))).toBe(false);
  });

  it('shows a post’s date, reading time and authors under its title, its tags below it, and the newer and older posts', async () => {
    const html = article(await read('blog/2024/03/01/first-light/index.html'));
    expect(html).toContain('<h1 class="doc-title">First light</h1>');
    expect(html).toContain('<time dateTime="2024-03-01">March 1, 2024</time> · 1 min read');
    // Authors by key from authors.yml: name, title, picture and profiles, in the order written; the name leads to the author's page.
    expect(html).toContain('<a class="blog-author-link" href="/blog/authors/mara"><img class="blog-author-image" src="/img/mara.svg" alt="" width="40" height="40" loading="lazy"/><span class="blog-author-name">Mara Quell</span></a><span class="blog-author-title">Head keeper</span><ul class="blog-author-socials" aria-label="Profiles of Mara Quell"><li><a href="https://github.com/mara-quell" target="_blank" rel="noopener noreferrer">GitHub</a></li><li><a href="https://x.com/maraquell" target="_blank" rel="noopener noreferrer">X</a></li><li><a href="https://fosstodon.example/@mara" target="_blank" rel="noopener noreferrer">Mastodon</a></li></ul>');
    expect(html.indexOf('Mara Quell')).toBeLessThan(html.indexOf('Tobin Reef'));
    // A tag of tags.yml shows its label there.
    expect(html).toContain('<a class="blog-tag" href="/blog/tags/lamps">Lamps</a>');
    // A bare key of tags.yml is labelled by itself capitalized, as Docusaurus does.
    expect(html).toContain('<a class="blog-tag" href="/blog/tags/season-start">Season start</a>');
    // The whole post, past its truncate marker, and its link to another post by file.
    expect(html).toContain('id="trimming-the-wick"');
    expect(html).toContain('<a href="/blog/2024/04/15/night-shift">the night shift</a>');
    // The oldest post: only a newer one.
    expect(html).toMatch(/<nav class="pagination"[^>]*><a class="pagination-link pagination-prev" href="\/blog\/2024\/04\/15\/night-shift" rel="prev">.*The night shift<\/span><\/a><\/nav>/);
    // An inline author, and the newest post's older neighbour.
    expect(await read('blog/2024/04/15/night-shift/index.html')).toContain('<a class="blog-author-link" href="https://example.org/iris"><span class="blog-author-name">Iris Vane</span></a><span class="blog-author-title">Visiting keeper</span>');
    const newest = await read('blog/storms/june/index.html');
    expect(newest).toContain('<time dateTime="2024-06-02">June 2, 2024</time>');
    expect(newest).toMatch(/<nav class="pagination"[^>]*><span><\/span><a class="pagination-link pagination-next" href="\/blog\/2024\/05\/20\/winter-stock" rel="next">/);
  });

  it('lists the posts newest first, two a page, each with the text above its truncate marker and a link to the rest', async () => {
    const first = await read('blog/index.html');
    expect(previewTitles(first)).toEqual(['Storm report /blog/storms/june', 'Winter stock /blog/2024/05/20/winter-stock']);
    // The MDX post's text above {/* truncate */}, not below it, and a link to the rest; a post without a marker shows whole, without one.
    expect(first).toContain('<p>Oil for ninety nights, counted twice.</p>');
    expect(first).not.toContain('Forty tins of oil');
    expect(first).toContain('<a class="blog-read-more" href="/blog/2024/05/20/winter-stock" aria-label="Read more: Winter stock">Read more</a>');
    expect(first).not.toContain('href="/blog/storms/june" aria-label="Read more');
    expect(first).toContain('<a class="pagination-link pagination-next" href="/blog/page/2"><span class="pagination-label">Older entries »</span></a>');
    const second = await read('blog/page/2/index.html');
    expect(previewTitles(second)).toEqual(['The night shift /blog/2024/04/15/night-shift', 'First light /blog/2024/03/01/first-light']);
    expect(second).toContain('<p>The lamp came on at dusk, the first time since autumn.</p>');
    expect(second).not.toContain('Trimming the wick');
    // The folder post's image, copied under its hashed name, in the preview too.
    expect(second).toMatch(/<img src="\/assets\/images\/horn-[0-9a-f]{10}\.svg" alt="The fog horn">/);
    expect(second).toContain('<a class="pagination-link pagination-prev" href="/blog"><span class="pagination-label">« Newer entries</span></a>');
    // The unlisted post is on no list page.
    expect(first + second).not.toContain('A quiet note');
  });

  it('gives each tag a page of its posts, lists every tag with its count, and every post by year in the archive', async () => {
    const watch = await read('blog/tags/watch/index.html');
    expect(watch).toContain('<h1 class="doc-title">2 posts tagged with &quot;Watch&quot;</h1>');
    expect(previewTitles(watch)).toEqual(['Storm report /blog/storms/june', 'The night shift /blog/2024/04/15/night-shift']);
    expect(watch).toContain('<a href="/blog/tags">View all tags</a>');
    expect(await read('blog/tags/season-start/index.html')).toContain('<h1 class="doc-title">One post tagged with &quot;Season start&quot;</h1>');
    const tags = await read('blog/tags/index.html');
    expect([...tags.matchAll(/<a class="blog-tag" href="([^"]+)">([^<]+) <span class="blog-tag-count">(\d+)<\/span>/g)].map((m) => `${m[2]} ${m[3]} ${m[1]}`)).toEqual([
      'Lamps 2 /blog/tags/lamps',
      'Season start 1 /blog/tags/season-start',
      'supplies 1 /blog/tags/supplies',
      'Watch 2 /blog/tags/watch',
    ]);
    const archive = await read('blog/archive/index.html');
    expect(archive).toContain('<h2>2024</h2>');
    expect([...archive.matchAll(/<time dateTime="([^"]+)">[^<]+<\/time> <a href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      '2024-06-02 /blog/storms/june',
      '2024-05-20 /blog/2024/05/20/winter-stock',
      '2024-04-15 /blog/2024/04/15/night-shift',
      '2024-03-01 /blog/2024/03/01/first-light',
    ]);
  });

  it('gives each author of authors.yml with a page one listing their posts, and lists every such author with their count', async () => {
    const authors = await read('blog/authors/index.html');
    expect(authors).toContain('<h1 class="doc-title">Authors</h1>');
    expect([...authors.matchAll(/<a class="blog-author-link" href="([^"]+)">(?:<img[^>]*>)?<span class="blog-author-name">([^<]+)<\/span><\/a><span class="blog-author-title">[^<]*<\/span><span class="blog-author-count">([^<]+)<\/span>/g)].map((m) => `${m[2]} ${m[1]} ${m[3]}`)).toEqual([
      'Mara Quell /blog/authors/mara 2 posts',
      // `page: { permalink }` names the page; a key in camel case is kebab-cased, as lodash does for Docusaurus.
      'Tobin Reef /blog/authors/night-watch 2 posts',
      'Ansel Dunmore /blog/authors/old-keeper 0 posts',
    ]);
    const mara = await read('blog/authors/mara/index.html');
    expect(mara).toContain('<h1 class="doc-title">Mara Quell</h1>');
    expect(mara).toContain('<p class="blog-author-description">Keeper of the north light since the spring of 2019.</p>');
    expect(mara).toContain('<a href="/blog/authors">View all authors</a>');
    // Her listed posts, newest first (the unlisted and the draft are not listed), two a page as every list.
    expect(previewTitles(mara)).toEqual(['Storm report /blog/storms/june', 'First light /blog/2024/03/01/first-light']);
    expect(await read('blog/authors/old-keeper/index.html')).toContain('<p class="blog-no-posts">This author has not written any posts yet.</p>');
    // An author without a page keeps their own link.
    expect(await read('blog/2024/04/15/night-shift/index.html')).toContain('<a class="blog-author-link" href="https://example.org/iris">');
    // A social platform without a known profile address is left out, named at the author's line.
    expect(built.output()).toMatch(/warning\s+blog\/authors\.yml:1\s+Author "mara": "myspace" is a platform without a known profile address; left out\s+\[blog-author-socials\]/);
    expect(mara).not.toContain('myspace');
    const sitemap = await read('sitemap.xml');
    for (const route of ['/blog/authors', '/blog/authors/mara', '/blog/authors/night-watch']) expect(sitemap).toContain(`<loc>https://beacons.example.org${route}</loc>`);
  });

  it('takes a tag’s label and description from tags.yml, and warns at its line of a tag the file does not list', async () => {
    const lamps = await read('blog/tags/lamps/index.html');
    expect(lamps).toContain('<h1 class="doc-title">2 posts tagged with &quot;Lamps&quot;</h1>');
    expect(lamps).toContain('<p class="blog-list-intro blog-tag-description">The lamp room&#x27;s wicks, oil and lenses.</p>');
    expect(built.output()).toMatch(/warning\s+blog\/2024\/05\/20\/winter-stock\.mdx:4\s+Tag "supplies" is not in blog\/tags\.yml\s+\[tag-not-predefined\]/);
    // A tag the file lacks still has its page.
    expect(await read('blog/tags/supplies/index.html')).toContain('One post tagged with &quot;supplies&quot;');
  });

  it('warns, as Docusaurus does by default, of authors written in a post and of posts without a truncate marker', () => {
    const output = built.output();
    expect(output).toMatch(/warning\s+blog\/2024-04-15-night-shift\/index\.md:3\s+Blog author "Iris Vane" is written in the post, not named from authors\.yml\s+\[blog-author-inline\]/);
    const untruncated = [...output.matchAll(/warning\s+(\S+)\s+The post has no truncate marker/g)].map((m) => m[1]);
    expect(untruncated.sort()).toEqual(['blog/2024-04-15-night-shift/index.md:9', 'blog/2024-06-12-quiet-note.md:5', 'blog/storm-report.md:8']);
  });

  it('links each post to its source under the blog’s editUrl; the list pages have no such link', async () => {
    expect(await read('blog/storms/june/index.html')).toContain('<a class="edit-this-page" href="https://github.com/example/beacons/edit/main/blog/storm-report.md" target="_blank" rel="noopener noreferrer">Edit this page</a>');
    expect(await read('blog/2024/05/20/winter-stock/index.html')).toContain('href="https://github.com/example/beacons/edit/main/blog/2024/05/20/winter-stock.mdx"');
    expect(await read('blog/index.html')).not.toContain('edit-this-page');
    expect(await read('blog/authors/mara/index.html')).not.toContain('edit-this-page');
  });

  it('shows the sidebar of the recent posts, under its title, on every page of the blog and on no doc', async () => {
    const sidebarOf = (html: string) => /<aside class="docs-sidebar">([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
    for (const file of ['blog/index.html', 'blog/tags/index.html', 'blog/2024/03/01/first-light/index.html']) {
      const sidebar = sidebarOf(await read(file));
      expect(sidebar, file).toContain('<p class="blog-sidebar-title">Latest entries</p>');
      expect([...sidebar.matchAll(/<a class="menu-link[^"]*" href="([^"]+)"/g)].map((m) => m[1]), file).toEqual(['/blog/storms/june', '/blog/2024/05/20/winter-stock', '/blog/2024/04/15/night-shift']);
    }
    expect(await read('docs/intro/index.html')).not.toContain('Latest entries');
  });

  it('writes RSS, Atom and JSON feeds of the listed posts, newest first, their HTML whole and its links absolute', async () => {
    const rss = await read('blog/rss.xml');
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
    expect(rss).toContain('<title>Keepers’ log</title>\n<link>https://beacons.example.org/blog</link>\n<description>What the keepers saw this season</description>');
    expect(rss).toContain('<copyright>The Beacon Keepers</copyright>');
    expect([...rss.matchAll(/<item><title>([^<]+)<\/title>/g)].map((m) => m[1])).toEqual(['Storm report', 'Winter stock', 'The night shift', 'First light']);
    expect(rss).toContain('<pubDate>Fri, 01 Mar 2024 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<description>The lamp is lit for the season.</description>');
    expect(rss).toMatch(/<img src="https:\/\/beacons\.example\.org\/assets\/images\/horn-[0-9a-f]{10}\.svg"/);
    // The whole post, past its marker.
    expect(rss).toContain('Forty tins of oil');
    const atom = await read('blog/atom.xml');
    expect(atom).toContain('<link rel="self" href="https://beacons.example.org/blog/atom.xml"/>');
    expect(atom).toContain('<author><name>Mara Quell</name><uri>https://beacons.example.org/mara</uri></author>');
    expect(atom).toContain('&lt;p&gt;The storm took two panes of the lantern room.&lt;/p&gt;');
    const json = JSON.parse(await read('blog/feed.json')) as { version: string; items: Array<{ id: string; title: string; tags?: string[]; date_published: string }> };
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.items.map((item) => item.id)).toEqual([
      'https://beacons.example.org/blog/storms/june',
      'https://beacons.example.org/blog/2024/05/20/winter-stock',
      'https://beacons.example.org/blog/2024/04/15/night-shift',
      'https://beacons.example.org/blog/2024/03/01/first-light',
    ]);
    expect(json.items[1]!.tags).toEqual(['Lamps', 'supplies']);
    expect(rss + atom).not.toContain('quiet note');
  });

  it('lists the posts in llms.txt under the blog’s title, newest first, each with its Markdown; the list pages have none', async () => {
    const llms = await read('llms.txt');
    const blog = llms.slice(llms.indexOf('## Keepers’ log'));
    expect([...blog.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => `${m[1]} ${m[2]}`)).toEqual([
      'Storm report https://beacons.example.org/blog/storms/june.md',
      'Winter stock https://beacons.example.org/blog/2024/05/20/winter-stock.md',
      'The night shift https://beacons.example.org/blog/2024/04/15/night-shift.md',
      'First light https://beacons.example.org/blog/2024/03/01/first-light.md',
    ]);
    expect(llms.slice(0, llms.indexOf('## Keepers’ log'))).not.toContain('/blog/');
    expect(await read('blog/2024/05/20/winter-stock.md')).toContain('Forty tins of oil');
    expect(existsSync(path.join(built.out, 'blog.md'))).toBe(false);
    expect(await read('blog/index.html')).not.toContain('class="copy-page"');
  });

  it('searches the posts as type blog, not the pages listing them, and lists every page of the blog in the sitemap', async () => {
    const index = JSON.parse(await read('search-index-default.json')) as { documents?: Array<{ pageTitle: string; type: string }> } & Record<string, unknown>;
    const text = JSON.stringify(index);
    expect(text).toContain('"pageTitle":"Winter stock"');
    expect(text).toMatch(/"type":"blog"/);
    expect(text).not.toContain('"pageTitle":"Keepers’ log"');
    expect(text).not.toContain('"pageTitle":"A quiet note"');
    const sitemap = await read('sitemap.xml');
    for (const route of ['/blog', '/blog/page/2', '/blog/tags/watch', '/blog/archive', '/blog/2024/05/20/winter-stock']) expect(sitemap).toContain(`<loc>https://beacons.example.org${route}</loc>`);
    expect(sitemap).not.toContain('unfinished');
  });
});

describe('a blog with problems', () => {
  let site: string;
  let run: CliRun;
  beforeAll(async () => {
    site = path.join(await temporaryDir('brokerdocs-blog-problems-'), 'site');
    await cp(fixture, site, { recursive: true });
    await writeFile(path.join(site, 'blog/authors.yml'), 'mara:\n  name: Mara Quell\n  title: [unclosed\n');
    await writeFile(path.join(site, 'blog/2024-07-01-broken.md'), '---\ntitle: Broken\n---\n\nA link to [nowhere](/blog/nowhere).\n');
    run = brokerdocs(['build', '--out-dir', path.join(site, 'build')], { cwd: site });
  }, 60_000);
  afterAll(() => rm(path.dirname(site), { recursive: true, force: true }));

  it('reports an authors file that does not read and a broken link at their lines; the posts build without the authors', async () => {
    const output = run.stdout + run.stderr;
    expect(output).toMatch(/warning\s+blog\/authors\.yml:\d+\s+The authors file does not read/);
    // onBrokenLinks: 'throw' fails the build at the post's line, and names the page.
    expect(output).toMatch(/error\s+blog\/2024-07-01-broken\.md:5(:\d+)?\s+Broken link "\/blog\/nowhere"/);
    expect(run.status).not.toBe(0);
  });
});

describe('a blog with its routes, edit links, marker and warnings set in the config', () => {
  let built: Awaited<ReturnType<typeof builtEditedCopy>>;
  beforeAll(async () => {
    built = await builtEditedCopy('docusaurus-blog', 'docusaurus.config.js', [
      [
        "editUrl: 'https://github.com/example/beacons/edit/main/',",
        `editUrl: ({ blogDirPath, blogPath, permalink, locale }) => \`https://example.org/\${locale}/\${blogDirPath}/\${blogPath}?at=\${permalink}\`,
          tagsBasePath: 'topics',
          archiveBasePath: null,
          authorsBasePath: '/keepers/',
          truncateMarker: /<!--\\s*more\\s*-->/,
          onInlineAuthors: 'ignore',
          onInlineTags: 'ignore',
          onUntruncatedBlogPosts: 'ignore',`,
      ],
    ]);
  }, 60_000);
  afterAll(() => rm(path.dirname(built.out), { recursive: true, force: true }));

  it('puts the tags, the authors and no archive where the options say', async () => {
    expect(built.run.status).toBe(0);
    expect(existsSync(path.join(built.out, 'blog/topics/lamps/index.html'))).toBe(true);
    expect(existsSync(path.join(built.out, 'blog/tags'))).toBe(false);
    expect(existsSync(path.join(built.out, 'blog/keepers/mara/index.html'))).toBe(true);
    expect(existsSync(path.join(built.out, 'blog/archive'))).toBe(false);
    expect(await built.read('blog/2024/03/01/first-light/index.html')).toContain('<a class="blog-tag" href="/blog/topics/lamps">Lamps</a>');
  });

  it('calls a function editUrl with Docusaurus’ arguments, and reads its own truncate marker', async () => {
    expect(await built.read('blog/storms/june/index.html')).toContain('href="https://example.org/en/blog/storm-report.md?at=/blog/storms/june"');
    // <!-- truncate --> is not this blog's marker: the post shows whole on its list page.
    expect(await built.read('blog/page/2/index.html')).toContain('Trimming the wick');
  });

  it('says nothing of inline authors and tags and untruncated posts when told to ignore them', () => {
    expect(built.output).not.toMatch(/blog-author-inline|tag-not-predefined|blog-post-untruncated/);
  });
});

describe('a blog in a second language', () => {
  let built: Awaited<ReturnType<typeof builtEditedCopy>>;
  beforeAll(async () => {
    built = await builtEditedCopy(
      'docusaurus-blog',
      'docusaurus.config.js',
      [["  trailingSlash: false,", "  trailingSlash: false,\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },"]],
      {
        'i18n/fr/docusaurus-plugin-content-blog/2024-03-01-first-light.md': '---\ntitle: Première lumière\nauthors: [mara]\ntags: [lamps]\n---\n\nLa lampe s’allume au crépuscule.\n\n<!-- truncate -->\n\nLa suite.\n',
        'i18n/fr/docusaurus-plugin-content-blog/authors.yml': 'mara:\n  name: Mara Quell\n  title: Gardienne en chef\n  page: true\n',
        'i18n/fr/docusaurus-plugin-content-blog/tags.yml': 'lamps:\n  label: Lampes\n',
      },
    );
  }, 90_000);
  afterAll(() => rm(path.dirname(built.out), { recursive: true, force: true }));

  it('reads the locale’s translated post, authors file and tags file, and the original of what it does not translate', async () => {
    expect(built.run.status).toBe(0);
    const post = await built.read('fr/blog/2024/03/01/first-light/index.html');
    expect(post).toContain('<h1 class="doc-title">Première lumière</h1>');
    expect(post).toContain('<span class="blog-author-title">Gardienne en chef</span>');
    expect(post).toContain('<a class="blog-tag" href="/fr/blog/tags/lamps">Lampes</a>');
    // Only the French authors file's authors have pages in French; the English ones keep theirs.
    expect(existsSync(path.join(built.out, 'fr/blog/authors/mara/index.html'))).toBe(true);
    expect(existsSync(path.join(built.out, 'fr/blog/authors/night-watch'))).toBe(false);
    expect(await built.read('blog/2024/03/01/first-light/index.html')).toContain('<span class="blog-author-title">Head keeper</span>');
    // A post without a translation is the original.
    expect(await built.read('fr/blog/storms/june/index.html')).toContain('The storm took two panes of the lantern room.');
  });
});
