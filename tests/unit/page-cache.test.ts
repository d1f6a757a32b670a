// The page cache of `build --cache`: an entry is found only under the key of
// the same page, options, site and tool; it brings back the files and the
// page-size warning stored with it; entries a build did not use are removed.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { warning } from '../../cli/diagnostics.js';
import { openPageCache } from '../../cli/render/page-cache.js';
import type { DocPage } from '../../templates/contracts/types.js';
import { temporaryDir } from '../support/paths.js';

const page: DocPage = {
  kind: 'doc',
  route: '/guide/intro',
  permalink: '/base/guide/intro',
  title: 'Intro',
  html: '<p>Body</p>',
  toc: [],
  hideTableOfContents: false,
  breadcrumbs: [],
  next: { label: 'Setup', href: '/base/guide/setup' },
};

async function written(dir: string, name: string, html: string, data: string) {
  const targets = { html: path.join(dir, `${name}.html`), pageData: path.join(dir, `${name}.json`) };
  await writeFile(targets.html, html);
  await writeFile(targets.pageData, data);
  return targets;
}

describe('page cache', () => {
  it('finds a page under the same key only, and brings back its files and warning', async () => {
    const dir = await temporaryDir('brokerdocs-page-cache-');
    const cache = await openPageCache(path.join(dir, 'cache'), { tool: 'tool-1', config: 'config-1' });
    const key = cache.keyOf('site-1', page, { canonical: 'https://x.example.com/guide/intro' }, true);
    const tooBig = warning('page-too-large', 'The page is too large');
    await cache.store(key, await written(dir, 'first', '<html>first</html>', '{"first":1}'), tooBig);

    const copy = { html: path.join(dir, 'copy.html'), pageData: path.join(dir, 'copy.json') };
    expect(await cache.restore(key, copy)).toEqual({ warning: tooBig });
    expect(await readFile(copy.html, 'utf8')).toBe('<html>first</html>');
    expect(await readFile(copy.pageData, 'utf8')).toBe('{"first":1}');

    // Anything a page's files are made from gives another key.
    const keys = [
      cache.keyOf('site-2', page, { canonical: 'https://x.example.com/guide/intro' }, true),
      cache.keyOf('site-1', { ...page, html: '<p>Body changed</p>' }, { canonical: 'https://x.example.com/guide/intro' }, true),
      cache.keyOf('site-1', { ...page, next: { label: 'Set-up', href: '/base/guide/setup' } }, { canonical: 'https://x.example.com/guide/intro' }, true),
      cache.keyOf('site-1', page, { canonical: 'https://x.example.com/guide/intro', noIndex: true }, true),
      cache.keyOf('site-1', page, { canonical: 'https://x.example.com/guide/intro' }, false),
    ];
    expect(new Set([key, ...keys]).size).toBe(keys.length + 1);
    for (const other of keys) expect(await cache.restore(other, copy)).toBeUndefined();
    expect(cache.keyOf('site-1', { ...page }, { canonical: 'https://x.example.com/guide/intro' }, true)).toBe(key);

    // Another tool or config file: no key of the earlier build is found.
    for (const opened of [{ tool: 'tool-2', config: 'config-1' }, { tool: 'tool-1', config: 'config-2' }]) {
      const other = await openPageCache(path.join(dir, 'cache'), opened);
      expect(other.keyOf('site-1', page, { canonical: 'https://x.example.com/guide/intro' }, true)).not.toBe(key);
    }
  });

  it('removes the entries a build did not use', async () => {
    const dir = await temporaryDir('brokerdocs-page-cache-');
    const first = await openPageCache(path.join(dir, 'cache'), { tool: 't', config: 'c' });
    const kept = first.keyOf('s', page, {}, true);
    const dropped = first.keyOf('s', { ...page, title: 'Other' }, {}, true);
    await first.store(kept, await written(dir, 'kept', 'k', '{}'));
    await first.store(dropped, await written(dir, 'dropped', 'd', '{}'));
    const second = await openPageCache(path.join(dir, 'cache'), { tool: 't', config: 'c' });
    expect(await second.restore(kept, { html: path.join(dir, 'out.html'), pageData: path.join(dir, 'out.json') })).toEqual({});
    await second.prune();
    expect((await readdir(path.join(dir, 'cache', 'pages'))).sort()).toEqual([`${kept}.data.json`, `${kept}.html`]);
  });
});
