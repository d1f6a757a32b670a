// Sidebars from config and from folders; previous/next and breadcrumbs follow them.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoryTrail, flattenSidebar } from '../../cli/routes/sidebar.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

describe('generated sidebar', () => {
  it('orders docs by sidebar_position and folders by _category_.json, labels from front matter and category metadata', async () => {
    const model = await loadFixture(fixtureSite('web'));
    const sidebar = model.site.sidebars.default!;
    expect(sidebar.map((item) => [item.type, item.type === 'html' ? item.value : item.label])).toEqual([
      ['link', 'Fixture home'],
      ['category', 'Guide'],
      ['category', 'Reference'],
    ]);
    const guide = sidebar[1]!;
    expect(guide.type === 'category' && guide.collapsed).toBe(false);
    const reference = sidebar[2]!;
    expect(reference.type === 'category' && reference.collapsed).toBe(true);
    expect(flattenSidebar(sidebar).map((entry) => entry.href)).toEqual([
      '/web-base/',
      '/web-base/guide/intro',
      '/web-base/guide/advanced',
      '/web-base/reference/notes',
    ]);
    expect(categoryTrail(sidebar, 'guide/advanced')).toEqual([{ label: 'Guide', href: undefined }]);
  });

  it('gives each doc page previous/next links and breadcrumbs in sidebar order', async () => {
    const model = await loadFixture(fixtureSite('web'));
    const intro = model.pages.find((page) => page.route === '/guide/intro');
    expect(intro?.kind).toBe('doc');
    if (intro?.kind !== 'doc') return;
    expect(intro.previous).toEqual({ label: 'Fixture home', href: '/web-base/' });
    expect(intro.next).toEqual({ label: 'Advanced topics', href: '/web-base/guide/advanced' });
    expect(intro.breadcrumbs).toEqual([{ label: 'Guide' }, { label: 'Introduction', href: '/web-base/guide/intro' }]);
    expect(intro.toc.map((item) => item.id)).toEqual(['install-the-thing', 'configure']);
  });

  it('opens categories that do not say by the docs’ sidebarCollapsed, and keeps every one open with sidebarCollapsible: false, as Docusaurus', async () => {
    const states = async (docsOptions: string) => {
      const site = path.join(await temporaryDir(), 'web');
      await cp(fixtureSite('web'), site, { recursive: true });
      const config = await readFile(path.join(site, 'docs.config.ts'), 'utf8');
      await writeFile(path.join(site, 'docs.config.ts'), config.replace("docs: { path: 'docs' },", `docs: { path: 'docs', ${docsOptions} },`));
      const sidebar = (await loadFixture(site)).site.sidebars.default!;
      return sidebar.flatMap((item) => (item.type === 'category' ? [[item.label, item.collapsed, item.collapsible]] : []));
    };
    // Guide's _category_.json says collapsed: false; Reference's says nothing.
    expect(await states('sidebarCollapsed: false')).toEqual([
      ['Guide', false, true],
      ['Reference', false, true],
    ]);
    expect(await states('sidebarCollapsible: false')).toEqual([
      ['Guide', false, false],
      ['Reference', false, false],
    ]);
  });

  it('leaves breadcrumbs off every doc with the docs’ breadcrumbs: false', async () => {
    const site = path.join(await temporaryDir(), 'web');
    await cp(fixtureSite('web'), site, { recursive: true });
    const config = await readFile(path.join(site, 'docs.config.ts'), 'utf8');
    await writeFile(path.join(site, 'docs.config.ts'), config.replace("docs: { path: 'docs' },", 'docs: { path: \'docs\', breadcrumbs: false },'));
    const intro = (await loadFixture(site)).pages.find((page) => page.route === '/guide/intro');
    expect(intro?.kind === 'doc' && intro.breadcrumbs).toEqual([]);
  });
});
