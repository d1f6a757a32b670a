// Theme work under `brokerdocs dev`: an edit to templates/ or their styles in
// a source checkout rebuilds the browser runtime and the server renderer
// (esbuild contexts, in memory), so the served HTML and the code that
// hydrates it change together; a syntax error is a diagnostic, not a crash.
// Runs against a temporary copy of this repository's theme sources, so the
// real ones are never edited.
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DevServer } from '../../cli/dev/dev-server.js';
import { startDevSession, type DevSession, type EventLog } from '../support/dev.js';
import { repoRoot } from '../support/paths.js';

let dev: DevSession;
let site: string;
let theme: string;
let server: DevServer;
let events: EventLog;
let origin: string;

beforeAll(async () => {
  dev = await startDevSession('minimal', {}, async ({ root }) => {
    theme = path.join(root, 'theme');
    for (const entry of ['cli', 'templates', 'runtime', 'scripts/bundle', 'package.json', 'tsconfig.base.json']) {
      await mkdir(path.dirname(path.join(theme, entry)), { recursive: true });
      await cp(path.join(repoRoot, entry), path.join(theme, entry), { recursive: true });
    }
    await symlink(path.join(repoRoot, 'node_modules'), path.join(theme, 'node_modules'));
    return { themeRoot: theme, watchTheme: true };
  });
  ({ site, server, origin, events } = dev);
}, 60_000);

afterAll(() => dev?.close());

const themeFile = (relative: string) => path.join(theme, relative);

/**
 * Waits for events named `name` after `from` until `check` passes. An editor's
 * save can be seen half-written and rebuilt once more when it completes, so
 * the first event is not always the last word.
 */
async function eventually<K extends 'reload' | 'diagnostics'>(name: K, from: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (let next = from; Date.now() < deadline; next = events.events.length) {
    await events.waitFor(name, undefined, { from: next, timeoutMs: Math.max(1, deadline - Date.now()) });
    if (await check()) return;
  }
  throw new Error(`"${name}" events came, but the expected state did not`);
}
const notFound = async () => (await fetch(`${origin}/docs-base/no-such-page`)).text();

describe('dev: theme', () => {
  // Each test starts once the server has finished building what the last one changed.
  beforeEach(() => server.idle());

  it('renders pages and bundles the runtime again from an edited template', async () => {
    const file = themeFile('templates/NotFoundPage.tsx');
    const source = await readFile(file, 'utf8');
    expect(source).toContain('We could not find what you were looking for.');
    const from = events.events.length;
    await writeFile(file, source.replace('We could not find what you were looking for.', 'Nothing lives at this address (theme edit).'));
    await eventually('reload', from, async () => (await notFound()).includes('Nothing lives at this address (theme edit).'));
    const html = await notFound();
    expect(html).toContain('Nothing lives at this address (theme edit).');
    // The runtime that hydrates the page was rebuilt from the same source.
    const client = /<script type="module" src="(\/docs-base\/assets\/client-[^"]+\.js)"/.exec(html)![1]!;
    const bundle = await (await fetch(`${origin}${client}`)).text();
    expect(bundle).toContain('Nothing lives at this address (theme edit).');
    expect(bundle).not.toContain('We could not find what you were looking for.');
  }, 60_000);

  it('serves restyled pages after a stylesheet edit', async () => {
    const file = themeFile('templates/styles/base.css');
    const from = events.events.length;
    await writeFile(file, `${await readFile(file, 'utf8')}\n.theme-edit-marker { outline: 3px solid rebeccapurple; }\n`);
    const stylesheet = async () => {
      const home = await (await fetch(server.url)).text();
      return fetch(`${origin}${/<link rel="stylesheet" href="([^"]+)"/.exec(home)![1]!}`);
    };
    await eventually('reload', from, async () => (await (await stylesheet()).text()).includes('.theme-edit-marker'));
    const response = await stylesheet();
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toContain('.theme-edit-marker');
  }, 60_000);

  it('names the page whose rendering throws, and the frame when every page would', async () => {
    const file = themeFile('templates/DocPage.tsx');
    const source = await readFile(file, 'utf8');
    const signature = 'export function DocPage({ page, sidebarVisibility }: { page: DocPageData; sidebarVisibility: SidebarVisibility }) {';
    expect(source).toContain(signature);
    let from = events.events.length;
    await writeFile(file, source.replace(signature, `${signature}\n  if (page.title === 'Glossary') throw new Error('the glossary cannot render');`));
    const onePage = await events.waitFor('diagnostics', (data) => data.diagnostics.some((d) => d.code === 'render-failed'), { from, timeoutMs: 30_000 });
    expect(onePage.ok).toBe(false);
    expect(onePage.diagnostics[0]).toMatchObject({
      code: 'render-failed',
      message: 'Rendering /docs-base/reference/glossary failed: the glossary cannot render',
      location: 'docs/reference/glossary.md',
    });

    from = events.events.length;
    const frame = themeFile('templates/NotFoundPage.tsx');
    const frameSource = await readFile(frame, 'utf8');
    // The edit below must apply, or the test would wait for a failure that never comes.
    expect(frameSource).toContain('const { home } = useSite();');
    await writeFile(file, source);
    await writeFile(frame, frameSource.replace('const { home } = useSite();', "const { home } = useSite();\n  if (home) throw new Error('no 404 today');"));
    const everyPage = await events.waitFor('diagnostics', (data) => data.diagnostics.some((d) => d.message.includes('no 404 today')), { from, timeoutMs: 30_000 });
    expect(everyPage.diagnostics[0]!.message).toBe('Rendering the page frame or the 404 page failed: no 404 today');
    expect(everyPage.diagnostics[0]!.location).toBeUndefined();

    from = events.events.length;
    await writeFile(frame, frameSource);
    await events.waitFor('diagnostics', (data) => data.ok && data.diagnostics.length === 0, { from, timeoutMs: 30_000 });
  }, 60_000);

  it('publishes a page saved together with a broken template, with the last good theme', async () => {
    const file = themeFile('templates/NotFoundPage.tsx');
    const source = await readFile(file, 'utf8');
    const page = path.join(site, 'docs/reference/glossary.md');
    const text = await readFile(page, 'utf8');
    let from = events.events.length;
    // One save of both (an editor's "save all", a branch switch): one batch, whose theme fails to build.
    await Promise.all([writeFile(file, source.replace('<h1>{page.title}</h1>', '<h1>{page.title</h1>')), writeFile(page, `${text}\nSaved with the broken template.\n`)]);
    const reload = await events.waitFor('reload', (data) => data.pages !== 'all' && data.pages.includes('/docs-base/reference/glossary'), { from, timeoutMs: 30_000 });
    expect(reload.pages).toEqual(['/docs-base/reference/glossary']);
    expect(await (await fetch(`${origin}/docs-base/reference/glossary`)).text()).toContain('Saved with the broken template.');
    const problems = events.events.slice(from).filter((event) => event.name === 'diagnostics');
    expect(problems.some((event) => event.name === 'diagnostics' && event.data.diagnostics.some((d) => d.code === 'theme-build'))).toBe(true);
    expect(await notFound()).toContain('Nothing lives at this address (theme edit).');

    from = events.events.length;
    await writeFile(file, source);
    await writeFile(page, text);
    await events.waitFor('diagnostics', (data) => data.ok, { from, timeoutMs: 30_000 });
  }, 60_000);

  it('reports a syntax error in a template with its location and keeps the last good pages', async () => {
    const file = themeFile('templates/NotFoundPage.tsx');
    const source = await readFile(file, 'utf8');
    let from = events.events.length;
    await writeFile(file, source.replace('<h1>{page.title}</h1>', '<h1>{page.title</h1>'));
    const problems = await events.waitFor('diagnostics', (data) => data.diagnostics.some((d) => d.code === 'theme-build'), { from, timeoutMs: 30_000 });
    expect(problems.ok).toBe(false);
    const problem = problems.diagnostics.find((d) => d.code === 'theme-build');
    expect(problem, JSON.stringify(problems)).toBeDefined();
    expect(problem!.location).toMatch(/^templates\/NotFoundPage\.tsx:\d+:\d+$/);
    expect(await notFound()).toContain('Nothing lives at this address (theme edit).');

    // A content edit meanwhile is published with the last good theme; the theme's error stays on screen.
    from = events.events.length;
    const page = path.join(site, 'docs/reference/glossary.md');
    await writeFile(page, `${await readFile(page, 'utf8')}\nWritten while the theme was broken.\n`);
    const meanwhile = await events.waitFor('reload', (data) => data.pages !== 'all' && data.pages.includes('/docs-base/reference/glossary'), { from, timeoutMs: 30_000 });
    expect(meanwhile.pages).toEqual(['/docs-base/reference/glossary']);
    expect(await (await fetch(`${origin}/docs-base/reference/glossary`)).text()).toContain('Written while the theme was broken.');
    expect(events.events.slice(from).some((event) => event.name === 'diagnostics' && event.data.ok)).toBe(false);

    from = events.events.length;
    await writeFile(file, source);
    const cleared = await events.waitFor('diagnostics', (data) => data.ok, { from, timeoutMs: 30_000 });
    expect(cleared.diagnostics).toEqual([]);
  }, 60_000);
});
