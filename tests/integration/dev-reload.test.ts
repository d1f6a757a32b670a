// `brokerdocs dev` on a temporary copy of the minimal site: every kind of
// change (page edit, new title, added, renamed and deleted pages, spec,
// static file, config) shows in the served HTML and reaches open pages as a
// `reload` event naming what changed.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevServer } from '../../cli/dev/dev-server.js';
import { startDevSession, type DevSession } from '../support/dev.js';

let dev: DevSession;
let site: string;
let server: DevServer;
let origin: string;

beforeAll(async () => {
  dev = await startDevSession('minimal');
  ({ site, server, origin } = dev);
}, 60_000);

afterAll(() => dev?.close());

const page = async (route: string) => {
  const response = await fetch(`${origin}/docs-base/${route}`);
  return { status: response.status, html: await response.text() };
};

const change = (write: () => Promise<void>, until: () => Promise<boolean>) => dev.change(write, until);

const shows = (route: string, text: string) => async () => (await page(route)).html.includes(text);

const file = (relative: string) => path.join(site, relative);
const edit = async (relative: string, update: (text: string) => string) => writeFile(file(relative), update(await readFile(file(relative), 'utf8')));

describe('dev: serving', () => {
  it('serves the site at its base URL on 127.0.0.1', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/docs-base/`);
    const home = await page('');
    expect(home.status).toBe(200);
    expect(home.html).toContain('Welcome to the minimal site.');
    expect(home.html).toContain('<script type="module" src="/__brokerdocs/dev-client.js"></script></body>');
  });

  it('keeps draft pages, as a writer needs to see them', async () => {
    const pages = await change(() => writeFile(file('docs/guide/upcoming.md'), '---\ndraft: true\n---\n\n# Upcoming feature\n\nNot released yet.\n'), shows('guide/upcoming', 'Not released yet.'));
    expect(pages).toBe('all');
    expect((await page('guide/upcoming')).status).toBe(200);
  });
});

describe('dev: changes', () => {
  it('re-renders only the edited page and tells open pages which one it was', async () => {
    const before = await page('reference/glossary');
    const pages = await change(() => edit('docs/guide/getting-started.md', (text) => `${text}\nA freshly edited paragraph.\n`), shows('guide/getting-started', 'A freshly edited paragraph.'));
    expect(pages).toEqual(['/docs-base/guide/getting-started']);
    const data = await (await fetch(`${origin}/docs-base/page-data/guide/getting-started.json`)).json();
    expect(data.html).toContain('A freshly edited paragraph.');
    expect((await page('reference/glossary')).html).toBe(before.html);
  });

  it('updates the search index of an edited page when it is next fetched', async () => {
    const pages = await change(
      () => edit('docs/reference/glossary.md', (text) => `${text}\n## Spread\n\nThe distance between ask and bid, zanzibarword.\n`),
      shows('reference/glossary', 'zanzibarword'),
    );
    expect(pages).toEqual(['/docs-base/reference/glossary']);
    const index = await (await fetch(`${origin}/docs-base/search-index-default.json`)).text();
    expect(index).toContain('zanzibarword');
  });

  it('serves the Markdown export of an edited page, as a build writes it', async () => {
    await change(() => edit('docs/guide/advanced/configuration.md', (text) => `${text}\nA sentence for the Markdown twin.\n`), shows('guide/advanced/configuration', 'A sentence for the Markdown twin.'));
    const twin = await fetch(`${origin}/docs-base/guide/advanced/configuration.md`);
    expect(twin.status).toBe(200);
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await twin.text()).toContain('A sentence for the Markdown twin.');
    expect((await fetch(`${origin}/docs-base/llms.txt`)).status).toBe(200);
    // A build writes llms-full.txt in parts (the pages' own Markdown); dev serves it whole.
    const full = await (await fetch(`${origin}/docs-base/llms-full.txt`)).text();
    expect(full).toContain('A sentence for the Markdown twin.');
    expect(full.endsWith('\n')).toBe(true);
  });

  it('renders every page again when a title changes the sidebar', async () => {
    const label = '<a class="menu-link" href="/docs-base/guide/getting-started">First steps</a>';
    const pages = await change(() => edit('docs/guide/getting-started.md', (text) => text.replace('sidebar_position: 1', 'sidebar_position: 1\ntitle: First steps')), shows('', label));
    expect(pages).toBe('all');
    expect((await page('reference/glossary')).html).toContain('First steps');
  });

  it('gives an added page its route and a place in the sidebar', async () => {
    const pages = await change(() => writeFile(file('docs/guide/added.md'), '# Added page\n\nBrand new content.\n'), shows('guide/added', 'Brand new content.'));
    expect(pages).toBe('all');
    expect((await page('guide/added')).status).toBe(200);
    expect((await page('')).html).toContain('href="/docs-base/guide/added">Added page</a>');
  });

  it('moves a renamed page to its new route and answers 404 at the old one', async () => {
    await change(() => rename(file('docs/reference/glossary.md'), file('docs/reference/terms.md')), shows('reference/terms', 'A company that executes orders for its clients.'));
    expect((await page('reference/terms')).status).toBe(200);
    const old = await page('reference/glossary');
    expect(old.status).toBe(404);
    expect(old.html).toContain('Page not found');
  });

  it('answers 404 for a deleted page and drops it from the sidebar', async () => {
    await change(() => writeFile(file('docs/guide/short-lived.md'), '# Short-lived\n\nSoon gone.\n'), shows('guide/short-lived', 'Soon gone.'));
    const pages = await change(() => rm(file('docs/guide/short-lived.md')), async () => (await page('guide/short-lived')).status === 404);
    expect(pages).toBe('all');
    const gone = await page('guide/short-lived');
    expect(gone.html).toContain('Page not found');
    expect((await page('')).html).not.toContain('Short-lived');
  });

  it('re-renders only the API page when the spec changes', async () => {
    const pages = await change(() => edit('openapi/api.yaml', (text) => text.replace('summary: Get quotes', 'summary: Get the latest quotes')), shows('api', 'Get the latest quotes'));
    expect(pages).toEqual(['/docs-base/api']);
    expect(await (await fetch(`${origin}/docs-base/api.yaml`)).text()).toContain('Get the latest quotes');
  });

  it('serves a static file as soon as it is added', async () => {
    const notes = () => fetch(`${origin}/docs-base/files/notes.txt`);
    const pages = await change(
      async () => {
        await mkdir(file('static/files'), { recursive: true });
        await writeFile(file('static/files/notes.txt'), 'static notes');
      },
      async () => (await notes()).status === 200,
    );
    expect(pages).toBe('all');
    const response = await notes();
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('static notes');
  });

  it('watches the files the config imports', async () => {
    await change(
      async () => {
        await writeFile(file('labels.ts'), "export const tagline = 'A tagline from another file.';\n");
        await edit('docs.config.ts', (text) => `import { tagline } from './labels';\n${text.replace("tagline: 'A fixture for integration tests.',", 'tagline,')}`);
      },
      shows('', '<meta name="description" content="A tagline from another file.">'),
    );
    const pages = await change(() => writeFile(file('labels.ts'), "export const tagline = 'An edited tagline.';\n"), shows('', '<meta name="description" content="An edited tagline.">'));
    expect(pages).toBe('all');
  });

  it('shows a version released while it runs (brokerdocs version)', async () => {
    const pages = await change(
      async () => {
        const { snapshotVersion } = await import('../../cli/commands/version.js');
        const result = await snapshotVersion(site, '1.0');
        expect(result.written.length, JSON.stringify(result.diagnostics)).toBeGreaterThan(0);
      },
      async () => (await page('next/guide/getting-started')).status === 200,
    );
    expect(pages).toBe('all');
    expect((await page('guide/getting-started')).status).toBe(200);
  });

  it('rebuilds everything when the config changes', async () => {
    const pages = await change(() => edit('docs.config.ts', (text) => text.replace("title: 'Minimal Site'", "title: 'Renamed Site'")), shows('reference/terms', '<title>Glossary | Renamed Site</title>'));
    expect(pages).toBe('all');
  });
});
