// Generated index pages of sidebar categories (cli/versions/generated-index.ts):
// where each page goes, what it lists, and how the sidebars link to it.
import { describe, expect, it } from 'vitest';
import { withGeneratedIndexes } from '../../cli/versions/generated-index.js';
import type { DocSource } from '../../cli/content/docs.js';
import { frontMatterSchema } from '../../cli/content/frontmatter.js';

const doc = (id: string, route: string, sidebarLabel: string, description?: string) =>
  ({ id, route, sidebarLabel, title: sidebarLabel, frontMatter: frontMatterSchema.parse(description ? { description } : {}) }) as DocSource;
const docs = [doc('intro', '/docs/intro', 'Intro *first*', 'Where to start.'), doc('api/get', '/docs/api/get', 'GET')];
const context = { routeBasePath: '/docs', file: 'sidebars.js', absolute: '/site/sidebars.js' };

describe('generated index pages', () => {
  it('lists the items of a category at /category/<label>, sub-categories by their own page, and links the categories to them', () => {
    const { sidebars, pages } = withGeneratedIndexes(
      {
        main: [
          {
            type: 'category',
            label: 'All the Things',
            link: { type: 'generated-index', description: 'Everything.' },
            items: ['intro', { type: 'link', label: 'Site', href: 'https://example.org' }, { type: 'category', label: 'API', link: { type: 'generated-index', slug: '/api-index', title: 'The API' }, items: ['api/get'] }],
          },
        ],
      },
      docs,
      context,
    );
    expect(pages.map((page) => [page.id, page.route, page.title, page.generated])).toEqual([
      ['generated-index/api-index', '/docs/api-index', 'The API', 'generated-index'],
      ['generated-index/category/all-the-things', '/docs/category/all-the-things', 'All the Things', 'generated-index'],
    ]);
    expect(pages[1]!.body).toBe('Everything.\n\n- [Intro \\*first\\*](</docs/intro>): Where to start.\n- [Site](<https://example.org>)\n- [API](</docs/api-index>)\n');
    expect(sidebars.main).toEqual([
      {
        type: 'category',
        label: 'All the Things',
        link: { type: 'doc', id: 'generated-index/category/all-the-things' },
        items: ['intro', { type: 'link', label: 'Site', href: 'https://example.org' }, { type: 'category', label: 'API', link: { type: 'doc', id: 'generated-index/api-index' }, items: ['api/get'] }],
      },
    ]);
  });

  it('leaves sidebars without a generated index as they are', () => {
    const input = { main: ['intro', { type: 'category' as const, label: 'API', items: ['api/get'] }] };
    const result = withGeneratedIndexes(input, docs, context);
    expect(result.pages).toEqual([]);
    expect(result.sidebars).toBe(input);
  });
});
