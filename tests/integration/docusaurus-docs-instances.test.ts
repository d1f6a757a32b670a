// A Docusaurus site's second docs plugin instance ("crew": its own folder at
// /crew, its own sidebars file, edit links and tags) built beside the
// preset's docs (tests/fixtures/sites/docusaurus-docs-instances), in English
// and French. Both have an `intro.md`: one id in two instances is two pages,
// and each folder's `intro.md` links are its own.
import { describe, expect, it } from 'vitest';
import { builtEditedCopy, builtFixtureForFile } from '../support/built-fixture.js';

const article = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'));
const sidebar = (html: string) => html.slice(html.indexOf('<aside class="docs-sidebar"'), html.indexOf('</aside>'));
const navbar = (html: string) => html.slice(html.indexOf('<nav class="navbar"'), html.indexOf('</nav>'));

describe('a Docusaurus site with two docs plugin instances', () => {
  const built = builtFixtureForFile('docusaurus-docs-instances');
  const { read } = built;

  it('builds each instance’s pages at its route: the same id in both is two pages', async () => {
    expect(built.run.status).toBe(0);
    expect(built.output()).toContain('Built 16 pages');
    expect(built.output()).not.toMatch(/broken|\[docusaurus-docs-instances\]/);
    expect(article(await read('docs/index.html'))).toContain('The lamp turns once every ten seconds.');
    expect(article(await read('crew/intro/index.html'))).toContain('Three keepers share the day in two watches.');
    expect(article(await read('crew/watches/night/index.html'))).toContain('<h1');
  });

  it('gives each instance’s pages its own sidebar, and the navbar’s docsPluginId items its docs', async () => {
    const lamp = sidebar(await read('docs/wicks/index.html'));
    expect(lamp).toContain('href="/docs/wicks"');
    expect(lamp).not.toContain('/crew/');
    const crew = sidebar(await read('crew/watches/morning/index.html'));
    expect(crew).toContain('>Who keeps the light</a>');
    expect(crew).toContain('href="/crew/category/watches">Watches</a>');
    expect(crew).toContain('href="/crew/watches/night"');
    expect(crew).not.toContain('/docs/');
    const items = navbar(await read('crew/intro/index.html'));
    expect(items).toContain('<a class="navbar-link" href="/docs/">The lamp</a>');
    expect(items).toContain('<a class="navbar-link active" href="/crew/intro" aria-current="page">Crew</a>');
    // The instance's sidebar item is active on every page of the instance, not on its first alone.
    expect(navbar(await read('crew/watches/morning/index.html'))).toContain('<a class="navbar-link active" href="/crew/intro" aria-current="page">Crew</a>');
    expect(navbar(await read('docs/wicks/index.html'))).toContain('<a class="navbar-link" href="/crew/intro">Crew</a>');
    expect(items).toContain('<a class="navbar-link" href="/crew/watches/night">Night watch</a>');
    // The preset's docs are named by their own id too.
    expect(items).toContain('<a class="navbar-link" href="/docs/wicks">Wicks</a>');
  });

  it('resolves a Markdown link in its own folder first, and into the other instance by the file’s path', async () => {
    // `../intro.md` from crew/watches/ is the crew's intro, not the docs' page of the same id.
    expect(article(await read('crew/watches/morning/index.html'))).toContain('<a href="/crew/intro">who keeps the light</a>');
    expect(article(await read('docs/wicks/index.html'))).toContain('<a href="/docs/">the lamp</a>');
    expect(article(await read('crew/intro/index.html'))).toContain('<a href="/docs/">the lamp</a>');
    expect(article(await read('crew/watches/night/index.html'))).toContain('<a href="/docs/wicks">trim the wicks</a>');
    expect(article(await read('docs/index.html'))).toContain("<a href=\"/crew/intro\">crew's introduction</a>");
  });

  it('takes pagination, edit links, generated indexes and tags from the instance’s own options and ids', async () => {
    const intro = await read('crew/intro/index.html');
    // pagination_next names the instance's own doc id.
    expect(intro).toContain('<a class="pagination-link pagination-next" href="/crew/watches/night" rel="next">');
    expect(intro).toContain('href="https://git.example.org/lamp/edit/main/website/crew/intro.md"');
    expect(await read('docs/index.html')).not.toContain('Edit this page');
    expect(article(await read('crew/category/watches/index.html'))).toContain('<h1 class="doc-title">Every watch</h1>');
    expect(article(await read('crew/tags/rota/index.html'))).toContain('2 docs tagged with &quot;rota&quot;');
    expect(built.output()).toMatch(/warning\s+docusaurus\.config\.js:32\s+Options of the docs instance "crew" not used by brokerdocs: showLastUpdateTime/);
  });

  it('searches, maps and lists the instance’s pages with the rest', async () => {
    const search = await read('search-index-default.json');
    expect(search).toContain('"sectionRoute":"/crew/intro"');
    expect(await read('sitemap.xml')).toContain('https://lamp.example.org/crew/watches/morning</loc>');
    expect(await read('llms.txt')).toContain('[Night watch](https://lamp.example.org/crew/watches/night.md)');
  });

  it('reads each instance’s translations from its own plugin’s folder, sidebar labels too', async () => {
    const intro = await read('fr/crew/intro/index.html');
    expect(article(intro)).toContain('Trois gardiens se partagent la journée');
    // A link between instances, written in a translation, finds the other instance's page in the locale.
    expect(article(intro)).toContain('<a href="/fr/docs/">la lanterne</a>');
    expect(sidebar(intro)).toContain('href="/fr/crew/category/watches">Les quarts</a>');
    expect(sidebar(await read('crew/intro/index.html'))).toContain('>Watches</a>');
    // The preset's docs, whose id is "lamp", are translated in docusaurus-plugin-content-docs-lamp/.
    expect(article(await read('fr/docs/wicks/index.html'))).toContain('<h1 class="doc-title">Tailler les mèches</h1>');
    // An untranslated page links to the translated one by its original's path.
    expect(article(await read('fr/crew/watches/night/index.html'))).toContain('<a href="/fr/docs/wicks">trim the wicks</a>');
  });

  it('generates the sidebar of an instance without a sidebars file, which the navbar may call defaultSidebar', async () => {
    const { output, read: readCopy } = await builtEditedCopy('docusaurus-docs-instances', 'docusaurus.config.js', [
      ["sidebarPath: path.resolve(__dirname, 'sidebarsCrew.js'),", ''],
      ["sidebarId: 'rota', docsPluginId: 'crew'", "sidebarId: 'defaultSidebar', docsPluginId: 'crew'"],
    ]);
    // No sidebars file, no generated index page of its category: 7 pages in each locale.
    expect(output).toContain('Built 14 pages');
    const night = await readCopy('crew/watches/night/index.html');
    expect(sidebar(night)).toContain('href="/crew/watches/morning">Morning watch</a>');
    expect(sidebar(night)).not.toContain('/docs/');
    expect(navbar(night)).toContain('<a class="navbar-link active" href="/crew/intro" aria-current="page">Crew</a>');
  });

  it('fails, naming the instance and its path, when the instance’s folder is not there', async () => {
    const { run, output } = await builtEditedCopy('docusaurus-docs-instances', 'docusaurus.config.js', [["path: 'crew',", "path: 'crews',"]]);
    expect(run.status).toBe(1);
    expect(output).toMatch(/error\s+docusaurus\.config\.js:\d+\s+The folder crews of the docs instance "crew" does not exist\s+\[docs-missing\]/);
  });

  it('names an unknown docsPluginId at its line, with the instances there are', async () => {
    const { run, output } = await builtEditedCopy('docusaurus-docs-instances', 'docusaurus.config.js', [["docsPluginId: 'crew', label: 'Night watch'", "docsPluginId: 'crews', label: 'Night watch'"]]);
    expect(run.status).toBe(1);
    expect(output).toMatch(/error\s+docusaurus\.config\.js:\d+\s+themeConfig\.navbar\.items\[2\]: no docs instance has the id "crews"\s+\[navbar-unknown-docs-instance\]\s+hint: Did you mean "crew"\? Docs instances: lamp, crew\./);
  });
});
