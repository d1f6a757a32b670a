// Which categories of a sidebar hold the current page: the chain of the
// page's categories opens, every other collapsed category stays shut. The
// answer comes from each category's set of hrefs, made once, and must be
// the one a walk of the tree gives, at any depth and for every page.
import { describe, expect, it } from 'vitest';
import { containsHref } from '../../templates/components/Sidebar.js';
import type { SidebarItem } from '../../templates/contracts/types.js';

const link = (href: string): SidebarItem => ({ type: 'link', label: href, href });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', label, items, collapsed: true, collapsible: true, ...(href ? { href } : {}) });

const deep = category('Deep', [link('/a/b/c/one'), { type: 'html', value: '<hr>', defaultStyle: false }, link('/a/b/c/two')], '/a/b/c/');
const middle = category('Middle', [link('/a/b/three'), deep]);
const top = category('Top', [link('/a/four'), middle], '/a/');
const other = category('Other', [link('/z/five')]);

/** The answer of a plain walk of the tree, to hold the sets to. */
const walked = (item: SidebarItem, href: string): boolean => item.type !== 'html' && (item.href === href || (item.type === 'category' && item.items.some((child) => walked(child, href))));

describe('the categories that hold a page', () => {
  it('are the ones a walk of the tree finds, for every href asked, at every depth, asked again and again', () => {
    const hrefs = ['/', '/a/', '/a/four', '/a/b/three', '/a/b/c/', '/a/b/c/one', '/a/b/c/two', '/z/five', '/nowhere', '<hr>'];
    const categories = [top, middle, deep, other];
    for (let round = 0; round < 2; round++) {
      for (const item of categories) for (const href of hrefs) expect(containsHref(item, href), `${item.type === 'category' ? item.label : ''} ${href}`).toBe(walked(item, href));
    }
    expect(containsHref(top, '/a/b/c/two')).toBe(true);
    expect(containsHref(other, '/a/b/c/two')).toBe(false);
  });

});
