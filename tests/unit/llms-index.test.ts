// llms.txt: pages grouped by sidebar category in sidebar order, every page
// listed once, in the llmstxt.org layout.
import { describe, expect, it } from 'vitest';
import { llmsTxt } from '../../cli/llms/index-file.js';
import { sidebarOrder } from '../../cli/llms/sidebar-order.js';
import type { SidebarItem } from '../../templates/contracts/types.js';

const page = (route: string) => ({ route });
const pages = ['/', '/a', '/b/', '/b/c', '/d', '/api', '/orphan', '/e'].map(page);
const link = (href: string, label = href): SidebarItem => ({ type: 'link', label, href });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', label, href, items, collapsed: false, collapsible: true });

describe('sidebar order', () => {
  const sidebars: Record<string, SidebarItem[]> = {
    main: [
      link('/base/'),
      category('First', [link('/base/a'), category('Nested', [link('/base/b/c')], '/base/b/'), link('https://example.org/', 'External')]),
      link('/base/d'),
      category('Second', [link('/base/api#operation/x'), link('/base/a')]),
    ],
    other: [category('First', [link('/base/e')])],
  };
  const order = sidebarOrder(sidebars, pages, '/base/');

  it('groups top-level links first, then each top-level category with its nested pages, then unlisted pages', () => {
    expect(order.groups.map((group) => [group.kind, group.kind === 'category' ? group.title : '', group.pages.map((p) => p.route)])).toEqual([
      ['top-level', '', ['/', '/d']],
      ['category', 'First', ['/a', '/b/', '/b/c', '/e']],
      ['category', 'Second', ['/api']],
      ['unlisted', '', ['/orphan']],
    ]);
  });

  it('lists every page once, in the order of the sidebars', () => {
    expect(order.pages.map((p) => p.route)).toEqual(['/', '/a', '/b/', '/b/c', '/d', '/api', '/e', '/orphan']);
  });
});

describe('llms.txt', () => {
  it('has the title, the tagline as a blockquote, a note, and ## sections of - [title](url): summary', () => {
    const text = llmsTxt({
      title: 'My Site',
      tagline: 'All about\nthings.',
      fullUrl: 'https://x.test/llms-full.txt',
      sections: [
        { title: 'Guide', entries: [{ title: 'Start [here]', url: 'https://x.test/start.md', summary: 'How to start.' }, { title: 'No summary', url: 'https://x.test/n.md' }] },
        { title: 'Empty', entries: [] },
      ],
    });
    expect(text).toBe(
      '# My Site\n\n> All about things.\n\n' +
        'Every page of this site is also served as Markdown: add `.md` to its URL, or `index.md` when the URL ends with `/`. The whole site in one file: [llms-full.txt](https://x.test/llms-full.txt).\n\n' +
        '## Guide\n\n- [Start \\[here\\]](https://x.test/start.md): How to start.\n- [No summary](https://x.test/n.md)\n',
    );
  });
});
