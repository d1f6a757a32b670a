// Where a blog post's file puts it and when it is dated, as Docusaurus' blog
// reads them: a date in the file or folder name, YYYY/MM/DD folders, a slug
// under the blog's route, front matter's date before the name's.
import { describe, expect, it } from 'vitest';
import { placePost, postDate } from '../../cli/blog/post-place.js';

const place = (relative: string, slug?: string, trailingSlash?: boolean) => {
  const { route, dateFromName } = placePost(relative, slug, 'blog', trailingSlash);
  return { route, date: dateFromName?.toISOString().slice(0, 10) };
};

describe('a blog post’s route and date from its file', () => {
  it('routes a dated file, a dated folder and YYYY/MM/DD folders by their date, and the rest of the name', () => {
    expect(place('2024-05-01-launch.md')).toEqual({ route: '/blog/2024/05/01/launch', date: '2024-05-01' });
    expect(place('2024-05-01-launch/index.mdx')).toEqual({ route: '/blog/2024/05/01/launch', date: '2024-05-01' });
    expect(place('2024/5/1/launch.md')).toEqual({ route: '/blog/2024/05/01/launch', date: '2024-05-01' });
    expect(place('releases/2024-05-01-v2.md')).toEqual({ route: '/blog/releases/2024/05/01/v2', date: '2024-05-01' });
  });

  it('routes an undated file by its path, and a slug under the blog whatever the file’s name', () => {
    expect(place('notes/hello.md')).toEqual({ route: '/blog/notes/hello', date: undefined });
    expect(place('2024-05-01-launch.md', 'launch')).toEqual({ route: '/blog/launch', date: '2024-05-01' });
    expect(place('hello.md', '/news/hello/', false)).toEqual({ route: '/blog/news/hello', date: undefined });
    expect(place('hello.md', undefined, true)).toEqual({ route: '/blog/hello/', date: undefined });
  });

  it('reads no date from a name whose numbers are not a day', () => {
    expect(place('2024-13-45-odd.md')).toEqual({ route: '/blog/2024-13-45-odd', date: undefined });
  });

  it('dates a post by its front matter (a YAML date or a string), else by its name', () => {
    const fromName = new Date(Date.UTC(2024, 4, 1));
    expect(postDate(new Date(Date.UTC(2023, 0, 2)), fromName)?.toISOString()).toBe('2023-01-02T00:00:00.000Z');
    expect(postDate('2023-01-02', fromName)?.toISOString()).toBe('2023-01-02T00:00:00.000Z');
    expect(postDate('2023-01-02T10:30:00Z', fromName)?.toISOString()).toBe('2023-01-02T10:30:00.000Z');
    expect(postDate('not a date', fromName)).toBe(fromName);
    expect(postDate(undefined, undefined)).toBeUndefined();
  });
});
