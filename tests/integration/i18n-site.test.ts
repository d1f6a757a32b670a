// The i18n fixture end to end (English by default, French, Arabic right to
// left, under /atlas/): each locale's routes under its path in one output,
// <html lang dir>, hreflang alternates and the sitemap's, the untranslated
// page's notice, one search index per locale holding that locale's words,
// code.json's interface text in the HTML and the site data, the locale
// dropdown's entries, the atomic write of all locales, `check` in every
// locale, and `write-translations`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lunr from 'lunr';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { check } from '../../cli/commands/check.js';
import { MESSAGES } from '../../cli/i18n/messages.js';
import { queryIndexes, queryTerms } from '../../runtime/search-client.js';
import type { SearchIndexFile } from '../../templates/contracts/search-index.js';
import type { SiteData } from '../../templates/contracts/types.js';
import { plainCliEnv } from '../support/cli.js';
import { fixtureSite, repoRoot, temporaryDir } from '../support/paths.js';

const BASE = '/atlas/';
const ORIGIN = 'https://atlas.example.com';
let outDir: string;

beforeAll(async () => {
  outDir = path.join(await temporaryDir(), 'build');
  const result = await build(fixtureSite('i18n'), { outDir });
  expect(result.diagnostics).toEqual([]);
  expect(result.ok).toBe(true);
  expect(result.pages).toBe(9);
});

const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];

/** The locale dropdown's entries in a built page, as `label → href`. */
function dropdownOf(html: string): Record<string, string> {
  const menu = /<ul class="navbar-dropdown-menu">(.*?)<\/ul>/.exec(html)![1]!;
  return Object.fromEntries([...menu.matchAll(/<a class="navbar-dropdown-link[^"]*" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2]!, m[1]!]));
}

async function siteData(prefix: string): Promise<SiteData> {
  const name = (await readdir(path.join(outDir, prefix, 'assets'))).find((file) => /^site-\w+\.json$/.test(file))!;
  return JSON.parse(await read(path.join(prefix, 'assets', name))) as SiteData;
}

describe('routes and documents', () => {
  it('builds every locale into the one output: the default at the root, the others under their path', async () => {
    for (const prefix of ['', 'fr/', 'ar/']) {
      for (const file of ['index.html', 'guide/index.html', 'concepts/advanced/index.html', '404.html', 'sitemap.xml', 'search-index-default.json', 'page-data/guide.json']) {
        expect(existsSync(path.join(outDir, prefix, file)), prefix + file).toBe(true);
      }
    }
    expect(existsSync(path.join(outDir, 'fr/fr'))).toBe(false);
  });

  it('gives each page its locale’s <html lang dir>', async () => {
    expect(htmlTag(await read('guide/index.html'))).toBe('<html lang="en" dir="ltr" class="no-js" data-theme="light">');
    expect(htmlTag(await read('fr/guide/index.html'))).toBe('<html lang="fr" dir="ltr" class="no-js" data-theme="light">');
    expect(htmlTag(await read('ar/guide/index.html'))).toBe('<html lang="ar" dir="rtl" class="no-js" data-theme="light">');
  });

  it('lists the page in every locale as hreflang alternates, with x-default for the default locale’s', async () => {
    const expected =
      `<link rel="canonical" href="${ORIGIN}${BASE}fr/guide">` +
      `<link rel="alternate" hreflang="en" href="${ORIGIN}${BASE}guide">` +
      `<link rel="alternate" hreflang="fr" href="${ORIGIN}${BASE}fr/guide">` +
      `<link rel="alternate" hreflang="ar" href="${ORIGIN}${BASE}ar/guide">` +
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}${BASE}guide">`;
    expect(await read('fr/guide/index.html')).toContain(expected);
    // The 404 page is no page of any locale: it has no alternates.
    expect(await read('fr/404.html')).not.toContain('hreflang');
  });

  it('writes each locale’s sitemap with the alternates of every page', async () => {
    const sitemap = await read('ar/sitemap.xml');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toContain(
      `<url><loc>${ORIGIN}${BASE}ar/guide</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${BASE}guide"/>` +
        `<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}${BASE}fr/guide"/>` +
        `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}${BASE}ar/guide"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${BASE}guide"/></url>`,
    );
    expect((sitemap.match(/<url>/g) ?? []).length).toBe(3);
  });
});

describe('translated and untranslated pages', () => {
  it('builds the French translation where there is one', async () => {
    const html = await read('fr/guide/index.html');
    expect(html).toContain('<h2 id="anchor"');
    expect(html).toContain('Dessinez d’abord les montagnes, puis les rivières.');
    expect(html).not.toContain('data-untranslated');
  });

  it('builds a page French has no translation of from the English source, under a notice, its links in French', async () => {
    const html = await read('fr/concepts/advanced/index.html');
    expect(html).toContain(
      '<div class="markdown"><div class="admonition admonition-info untranslated-notice" role="note" data-untranslated="en"><p>Cette page n’est pas encore traduite : elle est affichée en anglais.</p></div>\n<div lang="en" dir="ltr">\n<p>Projections and compasses for experienced cartographers.</p>',
    );
    expect(html).toContain(`<a href="${BASE}fr/guide#anchor">guide</a>`);
    // Arabic translates it.
    expect(await read('ar/concepts/advanced/index.html')).not.toContain('data-untranslated');
  });

  it('translates the interface text from code.json, and the config’s and sidebar’s labels from the theme’s files', async () => {
    const html = await read('fr/guide/index.html');
    expect(html).toContain('<nav class="toc" aria-label="Sur cette page"><p class="toc-title">Sur cette page</p>');
    expect(html).toContain('<span class="pagination-sublabel">Suivant</span>');
    expect(html).toContain('placeholder="Rechercher"');
    expect(html).toContain(`<a class="navbar-link active" href="${BASE}fr/guide" aria-current="page">Mode d’emploi</a>`);
    expect(html).toContain('>Notions</button>');
    expect(html).toContain('<h2 class="footer-title">Documentation</h2>');
    expect(html).toContain('<div class="footer-copyright">Les auteurs d’Atlas</div>');
    expect(html).toContain('<button type="button" class="copy-code" aria-label="Copy code to clipboard">Copier</button>');
    expect(await read('fr/404.html')).toContain('<h1>Page introuvable</h1>');
    // Arabic translates a few; the rest stays English.
    const arabic = await read('ar/guide/index.html');
    expect(arabic).toContain('<p class="toc-title">في هذه الصفحة</p>');
    expect(arabic).toContain('>Concepts</button>');
  });

  it('sends the browser only the messages the locale translates, by English text, and the English site none', async () => {
    const fr = await siteData('fr/');
    expect(fr.messages).toEqual({
      'On this page': 'Sur cette page',
      Previous: 'Précédent',
      Next: 'Suivant',
      Search: 'Rechercher',
      'No results for "{query}"': 'Aucun résultat pour « {query} »',
      'This page crashed.': 'Cette page a planté.',
      'Try again': 'Réessayer',
      Retry: 'Recharger',
      Copied: 'Copié',
    });
    expect(fr.localeBases).toBeUndefined();
    const en = await siteData('');
    expect(en.messages).toBeUndefined();
    // The default locale holds the others: the router loads them in full.
    expect(en.localeBases).toEqual([`${BASE}fr/`, `${BASE}ar/`]);
  });

  it('renders the locale dropdown with the page in each locale, labelled by the locale shown', async () => {
    const html = await read('ar/guide/index.html');
    expect(html).toContain('aria-expanded="false">العربية</button>');
    expect(dropdownOf(html)).toEqual({ English: `${BASE}guide`, Français: `${BASE}fr/guide`, العربية: `${BASE}ar/guide` });
    expect(dropdownOf(await read('fr/404.html'))).toEqual({ English: BASE, Français: `${BASE}fr/`, العربية: `${BASE}ar/` });
    expect(JSON.parse(await read('fr/page-data/guide.json')).locales).toEqual({ en: `${BASE}guide`, fr: `${BASE}fr/guide`, ar: `${BASE}ar/guide` });
  });
});

describe('search per locale', () => {
  async function searchIn(prefix: string, words: string): Promise<string[]> {
    const first = JSON.parse(await read(`${prefix}search-index-default.json`)) as SearchIndexFile;
    const files = [first, ...(first.more ? [JSON.parse(await read(`${prefix}${first.more.file}`)) as SearchIndexFile] : [])];
    return queryIndexes(files.map((file) => ({ documents: file.documents, index: lunr.Index.load(file.index) })), queryTerms(words)).map((result) => result.document.sectionRoute);
  }

  it('finds a French word in the French index only', async () => {
    expect(await searchIn('fr/', 'tartiflette')).toEqual([`${BASE}fr/guide`]);
    expect(await searchIn('', 'tartiflette')).toEqual([]);
    // Accented words are indexed whole, not cut at their first non-ASCII letter.
    expect(await searchIn('fr/', 'rivières')).toEqual([`${BASE}fr/guide#anchor`]);
  });

  it('finds an Arabic word in the Arabic index only, unstemmed', async () => {
    expect(await searchIn('ar/', 'خريطة')).toEqual([`${BASE}ar/guide`]);
    expect(await searchIn('fr/', 'خريطة')).toEqual([]);
    const file = JSON.parse(await read('ar/search-index-default.json')) as SearchIndexFile;
    expect(file.index.pipeline).toEqual([]);
    expect(file.documents.every((document) => document.sectionRoute.startsWith(`${BASE}ar/`))).toBe(true);
    expect(JSON.parse(await read('search-index-default.json')).index.pipeline).toEqual(['stemmer']);
  });
});

describe('the build and check across locales', () => {
  it('fails whole when one locale fails: the previous output stays, no locale is half-written', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('i18n'), site, { recursive: true });
    const out = path.join(site, 'build');
    expect((await build(site, { outDir: out })).ok).toBe(true);
    const before = await readFile(path.join(out, 'fr/guide/index.html'), 'utf8');
    await writeFile(path.join(site, 'i18n/ar/code.json'), '{ "theme.docs.paginator.next": ');
    const result = await build(site, { outDir: out });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toContainEqual(expect.objectContaining({ code: 'translations-invalid', severity: 'error', location: { file: 'i18n/ar/code.json' } }));
    expect(await readFile(path.join(out, 'fr/guide/index.html'), 'utf8')).toBe(before);
  });

  it('checks every locale: a broken link in a translation is reported at its file, once per problem', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('i18n'), site, { recursive: true });
    await writeFile(path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/index.md'), '---\ntitle: Bienvenue\n---\n\nVoir [nulle part](nowhere.md).\n');
    const { diagnostics } = await check(site);
    expect(diagnostics.map((d) => [d.code, d.location?.file])).toEqual([['broken-markdown-link', 'i18n/fr/docusaurus-plugin-content-docs/current/index.md']]);
  });

  it('refuses a default locale that is not among the locales, saying where', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('i18n'), site, { recursive: true });
    const config = path.join(site, 'docs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("defaultLocale: 'en'", "defaultLocale: 'fe'"));
    const result = await build(site, { outDir: path.join(site, 'build') });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'config-invalid',
        message: 'i18n.defaultLocale: "fe" is not one of i18n.locales ("en", "fr", "ar")',
        location: { file: 'docs.config.ts', line: 13, column: 5 },
        hint: 'Did you mean "fr"? Otherwise add "fe" to i18n.locales.',
      },
    ]);
  });
});

describe('translated docs versions', () => {
  it('reads each version’s translations from its own folder: current/ for the docs folder, version-<name>/ for a release', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('versions'), site, { recursive: true });
    const config = path.join(site, 'docs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("  baseUrl: '/versions-base/',\n", "  baseUrl: '/versions-base/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n"));
    const docs = path.join(site, 'i18n/fr/docusaurus-plugin-content-docs');
    await mkdir(path.join(docs, 'current'), { recursive: true });
    await mkdir(path.join(docs, 'version-1.0'), { recursive: true });
    await writeFile(path.join(docs, 'current/intro.md'), '---\ntitle: Introduction (suivante)\n---\n\nLa prochaine version.\n\n## Premiers pas {#getting-started}\n');
    await writeFile(path.join(docs, 'version-1.0/intro.md'), '---\ntitle: Introduction (1.0)\n---\n\nLa version historique.\n\n## Premiers pas {#getting-started}\n');
    const out = path.join(site, 'build');
    const result = await build(site, { outDir: out });
    expect(result.diagnostics).toEqual([]);
    const html = (file: string) => readFile(path.join(out, file), 'utf8');
    expect(await html('fr/next/intro/index.html')).toContain('<p>La prochaine version.</p>');
    expect(await html('fr/1.0/intro/index.html')).toContain('<p>La version historique.</p>');
    // 1.1 has no French intro: shown from English, marked.
    expect(await html('fr/intro/index.html')).toContain('data-untranslated="en"');
    expect(await html('intro/index.html')).not.toContain('data-untranslated');
    expect(JSON.parse(await html('fr/page-data/1.0/intro.json')).locales).toEqual({ en: '/versions-base/1.0/intro', fr: '/versions-base/fr/1.0/intro' });
    expect(existsSync(path.join(out, 'fr/search-index-docs-default-1.0.json'))).toBe(true);
  });
});

describe('brokerdocs write-translations', () => {
  const run = (site: string, ...args: string[]) =>
    spawnSync(process.execPath, [path.join(repoRoot, 'bin/brokerdocs.js'), 'write-translations', site, ...args], { cwd: repoRoot, env: plainCliEnv({ NO_COLOR: '1' }), encoding: 'utf8', timeout: 60_000 });

  it('writes every message with its description for each other locale, keeping the translations already there', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('i18n'), site, { recursive: true });
    const result = run(site);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Wrote i18n/fr/code.json, i18n/fr/docusaurus-theme-classic/navbar.json, i18n/fr/docusaurus-theme-classic/footer.json, i18n/ar/code.json');
    expect(existsSync(path.join(site, 'i18n/en'))).toBe(false);
    const fr = JSON.parse(await readFile(path.join(site, 'i18n/fr/code.json'), 'utf8')) as Record<string, { message: string; description?: string }>;
    // Every key, the translations kept as they were, the rest in English with their description.
    expect(Object.keys(fr).sort()).toEqual([...new Set([...Object.keys(MESSAGES), 'item.label.Guide'])].sort());
    expect(fr['theme.docs.paginator.next']).toEqual({ message: 'Suivant' });
    expect(fr['theme.docs.paginator.navAriaLabel']).toEqual({ message: 'Docs pages', description: 'The ARIA label of the previous / next links under a doc' });
    const navbar = JSON.parse(await readFile(path.join(site, 'i18n/fr/docusaurus-theme-classic/navbar.json'), 'utf8')) as Record<string, unknown>;
    expect(navbar).toEqual({ title: { message: 'Atlas', description: 'The title in the navbar' }, 'item.label.Guide': { message: 'Guide', description: 'Navbar item with label Guide' } });
    // The footer file keeps its translations and gains the missing label.
    const footer = JSON.parse(await readFile(path.join(site, 'i18n/fr/docusaurus-theme-classic/footer.json'), 'utf8')) as Record<string, { message: string }>;
    expect(footer['copyright']).toEqual({ message: 'Les auteurs d’Atlas' });
    expect(footer['link.item.label.Guide']).toEqual({ message: 'Guide', description: 'The label of footer link with label=Guide' });
    // Run again, nothing is added.
    expect(run(site).stdout).toContain('(0 new messages)');
  });

  it('writes one locale with --locale, and refuses one the config does not list', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('i18n'), site, { recursive: true });
    const one = run(site, '--locale', 'ar');
    expect(one.status).toBe(0);
    expect(one.stdout).toContain('Wrote i18n/ar/code.json, i18n/ar/docusaurus-theme-classic/navbar.json, i18n/ar/docusaurus-theme-classic/footer.json (');
    const unknown = run(site, '--locale', 'de');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('The locale "de" is not one of i18n.locales (en, fr, ar)');
    expect(unknown.stderr).toContain('No translations written');
  });
});
