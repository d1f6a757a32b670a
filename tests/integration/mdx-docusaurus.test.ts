// What Docusaurus sites' components lean on besides their own code
// (tests/fixtures/sites/mdx-docusaurus), built in English and French:
// <DocCardList /> without items lists the current sidebar category,
// @docusaurus/Head tags go in the page's head in place of ours, <Translate>
// and translate() read the site's code.json, SVG files are components (or
// URLs with ?url), the router and docs hooks answer for the page, its
// frontMatter and toc are in its scope, and a hook brokerdocs lacks is a
// warning at its line.
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { writeTranslations } from '../../cli/commands/write-translations.js';
import { copyFixture } from '../support/paths.js';
import type { Diagnostic } from '../../cli/diagnostics.js';

const site = path.resolve(import.meta.dirname, '../fixtures/sites/mdx-docusaurus');
const outDir = path.join(os.tmpdir(), `brokerdocs-mdx-docusaurus-${process.pid}`);
let diagnostics: Diagnostic[];
let ok: boolean;

beforeAll(async () => {
  ({ ok, diagnostics } = await build(site, { outDir }));
}, 60_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

const page = (route: string) => readFile(path.join(outDir, route, 'index.html'), 'utf8');
const body = async (route: string) => {
  const html = await page(route);
  return html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));
};
const head = async (route: string) => /<head>([\s\S]*)<\/head>/.exec(await page(route))![1]!;

describe('Docusaurus components’ needs', () => {
  it('builds, with a warning at the line of what brokerdocs does not provide', () => {
    expect(ok).toBe(true);
    expect(diagnostics.map((d) => `${d.location?.file}:${d.location?.line} ${d.code}`).sort()).toEqual([
      'docs/index.mdx:5 mdx-head-ignored',
      'docs/lonely.mdx:8 mdx-component-error',
      'src/components/Greeting.jsx:9 mdx-unsupported-import',
    ]);
    expect(diagnostics.find((d) => d.code === 'mdx-unsupported-import')!.message).toContain('"useNavbarMobileSidebar" from "@docusaurus/theme-common/internal"');
    expect(diagnostics.find((d) => d.code === 'mdx-head-ignored')!.message).toContain('<script>');
  });

  it('lists the cards of the sidebar category whose page it is with <DocCardList /> without items', async () => {
    const cards = [...(await body('docs/ships')).matchAll(/<a class="doc-card" href="([^"]+)"><strong>([^<]+)<\/strong><p>([^<]+)<\/p><\/a>/g)].map((m) => `${m[1]} ${m[2]}: ${m[3]}`);
    expect(cards).toEqual(['/harbor/docs/ships/tug Tug: Pulls the big ones in.', '/harbor/docs/ships/ferry Ferry: Carries people across.', '/harbor/docs/ships/cargo/bulk Cargo: 2 items']);
  });

  it('shows a box where <DocCardList /> has no items and its page is no category’s, and the rest of the page', async () => {
    const html = await body('docs/lonely');
    expect(html).toContain('<code>&lt;DocCardList&gt;</code> could not be shown');
    expect(html).toContain('<p>The rest of the page.</p>');
  });

  it('puts <Head>’s title, meta and link tags in the page’s head, escaped, in place of ours', async () => {
    const tags = await head('docs');
    expect(tags.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Harbor &amp; friends</title>']);
    expect(tags.match(/<meta name="description"[^>]*>/g)).toEqual(['<meta name="description" content="Ships &quot;and&quot; boats"/>']);
    expect(tags.match(/<link rel="canonical"[^>]*>/g)).toEqual(['<link rel="canonical" href="https://harbor.example.com/docs/"/>']);
    expect(tags).toContain('<meta property="og:image" content="https://harbor.example.com/card.png"/>');
    expect(tags).not.toContain('tracker.example.com');
    // Where it stood in the page, nothing.
    expect(await body('docs')).not.toContain('Harbor &amp; friends');
    // A page without <Head> keeps ours.
    expect((await head('docs/ships')).match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Ships | Harbor</title>']);
  });

  it('translates <Translate> and translate() with the locale’s code.json, values filled in', async () => {
    const english = await body('docs');
    expect(english).toContain('<p class="hello">Hello Ada</p>');
    expect(english).toContain('aria-label="Greeting"');
    expect(english).toContain('<p class="inline-translate">Welcome to <strong>Harbor</strong></p>');
    expect(english).toContain('<p class="interpolated">3 ships in port</p>');
    const french = await body('fr/docs');
    expect(french).toContain('<p class="hello">Bonjour Ada</p>');
    // translate() at the module's top level.
    expect(french).toContain('aria-label="Salutation"');
    expect(french).toContain('<p class="inline-translate">Bienvenue à <strong>Harbor</strong></p>');
    // Without a translation, the message as written; Interpolate does not translate.
    expect(french).toContain('<p class="untranslated">Fair winds</p>');
    expect(french).toContain('<p class="interpolated">3 ships in port</p>');
  });

  it('renders an imported SVG file as a component with the props it is given, and as a URL with ?url', async () => {
    const html = await body('docs');
    expect(html).toMatch(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" xmlns:xlink="http:\/\/www.w3.org\/1999\/xlink" viewBox="0 0 24 24" class="anchor-logo" stroke-width="2" style="fill:none;stroke-linecap:round" width="32"><title>An anchor<\/title>\s*<circle cx="12" cy="5" r="2"\/>/);
    const url = /<img class="anchor-img" src="\/harbor\/(assets\/mdx\/anchor-[0-9a-f]+\.svg)"/.exec(html)![1]!;
    expect(await readFile(path.join(outDir, url), 'utf8')).toContain('<circle cx="12" cy="5" r="2"/>');
  });

  it('renders @theme/IdealImage as one lazily loaded image, from an imported file or a URL', async () => {
    const html = await body('docs');
    const src = /<img src="\/harbor\/(assets\/mdx\/pier-[0-9a-f]{10}\.png)" alt="The pier at dawn" class="pier-photo" loading="lazy" decoding="async"\/>/.exec(html)?.[1];
    expect(src).toBeDefined();
    expect((await readFile(path.join(outDir, src!))).subarray(1, 4).toString()).toBe('PNG');
    expect(html).toContain('<img src="/img/harbor.svg" alt="The harbor" width="120" loading="lazy" decoding="async"/>');
  });

  it('shows tabs whose values and default come from an imported module, in the order of the values', async () => {
    const html = await body('docs');
    expect([...html.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*data-value="(\w+)">(\w+)<\/button>/g)].map((m) => `${m[2]} ${m[3]} ${m[1]}`)).toEqual(['ts TypeScript true', 'js JavaScript false']);
  });

  it('answers the router, docs and theme hooks for the page', async () => {
    expect(await body('docs')).toContain('<div class="greeting theme-doc-markdown"');
    expect(await body('docs')).toContain('<p class="where">/harbor/docs/<!-- --> · <!-- -->Harbor<!-- --> · <!-- -->The harbor&#x27;s own description.<!-- --> · <!-- -->light</p>');
    expect(await body('fr/docs')).toContain('<p class="where">/harbor/fr/docs/<!-- -->');
  });

  it('gives the page the frontMatter and toc Docusaurus puts in its scope', async () => {
    const html = await body('docs');
    expect(html).toContain('<p class="scope-front-matter">The harbor&#x27;s own description.</p>');
    expect(html).toContain('<p class="scope-toc">Moorings</p>');
  });
});

describe('write-translations on a site whose components have messages', () => {
  it("adds its components' <Translate> and translate() messages to code.json, keeping the translations there", async () => {
    const { root, site: copy } = await copyFixture('mdx-docusaurus');
    try {
      const result = await writeTranslations(copy, { locale: 'fr' });
      expect(result.written).toContain('i18n/fr/code.json');
      const code = JSON.parse(await readFile(path.join(copy, 'i18n/fr/code.json'), 'utf8')) as Record<string, { message: string }>;
      // Translated already: kept as the translator wrote it.
      expect(code['greeting.hello']).toEqual({ message: 'Bonjour {name}' });
      expect(code['greeting.label']).toEqual({ message: 'Salutation' });
      // New: added in the default locale's words, for the translator.
      expect(code['greeting.farewell']).toEqual({ message: 'Fair winds', description: 'What the greeting box says last' });
      // brokerdocs' own interface messages are there too.
      expect(Object.keys(code).length).toBeGreaterThan(20);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
