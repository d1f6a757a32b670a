// The pure parts of internationalisation: the i18n config resolved with its
// defaults and mistakes, translation files read, the messages sent to the
// browser, the templates' lookup, each page's translations across locales,
// hreflang links, the sitemap's alternates, translated docs replacing the
// default locale's, and dev's reading of changes under i18n/.
import { mkdir, writeFile } from 'node:fs/promises';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../cli/config/load.js';
import { resolveConfig } from '../../cli/config/resolve.js';
import type { Diagnostic } from '../../cli/diagnostics.js';
import { planChanges, type WatchTargets } from '../../cli/dev/change-plan.js';
import { hrefLangs, linkLocales } from '../../cli/i18n/alternates.js';
import { untranslatedBody } from '../../cli/i18n/page-texts.js';
import { languageNameIn } from '../../cli/i18n/language-name.js';
import { MESSAGES } from '../../cli/i18n/messages.js';
import { translatedTree } from '../../cli/i18n/translated-docs.js';
import { browserMessages, parseTranslationFile, type Translations } from '../../cli/i18n/translations.js';
import type { RenderedDoc } from '../../cli/render/doc-page.js';
import { renderSitemap } from '../../cli/render/sitemap.js';
import { translator } from '../../templates/messages.js';
import type { DocPage, PageData } from '../../templates/contracts/types.js';
import { repoRoot, temporaryDir } from '../support/paths.js';

async function resolved(i18n: string) {
  const dir = await temporaryDir('brokerdocs-i18n-');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'docs.config.ts'), `export default {\n  title: 'Site',\n  url: 'https://example.com',\n  i18n: ${i18n},\n};\n`);
  return resolveConfig(dir, await loadConfig(dir));
}

const show = (d: Diagnostic) => `${d.severity} ${d.location?.file}:${d.location?.line} ${d.message}${d.hint ? ` (${d.hint})` : ''}`;

describe('the i18n config', () => {
  it('defaults to English only, left to right, at the site root', async () => {
    const result = await resolved('undefined');
    expect(result.config!.i18n).toEqual({ defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en' } }, baseUrl: '/', currentLocale: 'en' });
  });

  it('fills each locale’s label with its own name, its direction with its script’s, and keeps what is written', async () => {
    const result = await resolved("{ defaultLocale: 'fr', locales: ['en', 'fr', 'he'], localeConfigs: { en: { label: 'EN', htmlLang: 'en-GB', path: 'english' } } }");
    expect(result.diagnostics).toEqual([]);
    const { i18n } = result.config!;
    expect(i18n.locales).toEqual(['fr', 'en', 'he']);
    expect(i18n.localeConfigs).toEqual({
      fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr', path: 'fr' },
      en: { label: 'EN', direction: 'ltr', htmlLang: 'en-GB', path: 'english' },
      he: { label: 'עברית', direction: 'rtl', htmlLang: 'he', path: 'he' },
    });
  });

  it('reports a default locale that is not built, a locale config for no locale, two locales at one path and a path with a slash', async () => {
    const result = await resolved("{\n    defaultLocale: 'de',\n    locales: ['en', 'fr', 'es'],\n    localeConfigs: { fr: { path: 'x' }, es: { path: 'x' }, it: {}, en: { path: 'a/b' } },\n  }");
    expect(result.config).toBeNull();
    expect(result.diagnostics.map(show)).toEqual(['error docs.config.ts:7 i18n.localeConfigs.en.path: must be one path segment, without "/", received "a/b"']);
    const fixed = await resolved("{\n    defaultLocale: 'de',\n    locales: ['en', 'fr', 'es'],\n    localeConfigs: { fr: { path: 'x' }, es: { path: 'x' }, it: {} },\n  }");
    expect(fixed.diagnostics.map(show)).toEqual([
      'error docs.config.ts:5 i18n.defaultLocale: "de" is not one of i18n.locales ("en", "fr", "es") (Did you mean "en"? Otherwise add "de" to i18n.locales.)',
      'warning docs.config.ts:7 i18n.localeConfigs: "it" is not one of i18n.locales, so its options are not used (Add "it" to i18n.locales, or remove its options.)',
      'error docs.config.ts:7 i18n.localeConfigs: "fr" and "es" are both served at the path "x" (Give one of them another path.)',
    ]);
  });

  it('suggests the key meant for an unknown one', async () => {
    const result = await resolved("{ defaultLocale: 'en', locale: ['en'] }");
    expect(result.diagnostics.map(show)).toEqual(['error docs.config.ts:4 i18n: unknown key "locale" (Did you mean "locales"?)']);
  });
});

describe('translation files', () => {
  it('reads { message } entries by key, and warns at the line of an entry without one', () => {
    const text = '{\n  "a": { "message": "A", "description": "d" },\n  "b": "B",\n  "c": { "text": "C" }\n}\n';
    const { messages, diagnostics } = parseTranslationFile(text, 'i18n/fr/code.json');
    expect([...messages]).toEqual([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    expect(diagnostics.map(show)).toEqual(['warning i18n/fr/code.json:4 "c": expected { "message": "…" }, so it is not translated']);
  });

  it('reports a file that is not JSON, or not an object', () => {
    expect(parseTranslationFile('{ "a": ', 'code.json').diagnostics.map((d) => [d.severity, d.code])).toEqual([['error', 'translations-invalid']]);
    expect(parseTranslationFile('[1]', 'code.json').diagnostics.map((d) => d.message)).toEqual(['Expected an object of { "message": "…" } by translation key']);
  });

  it('sends the browser the translated interface text by English message, without what the build writes itself or what is unchanged', () => {
    const translations: Translations = {
      messages: new Map([
        ['theme.docs.paginator.next', 'Suivant'],
        ['theme.docs.paginator.previous', 'Previous'],
        ['theme.CodeBlock.copy', 'Copier'],
        ['item.label.Guide', 'Mode d’emploi'],
      ]),
      diagnostics: [],
      files: [],
    };
    expect(browserMessages(translations)).toEqual({ Next: 'Suivant' });
    expect(browserMessages({ messages: new Map(), diagnostics: [], files: [] })).toBeUndefined();
  });
});

describe('the templates’ messages', () => {
  it('shows the translation of an English message, with its values, else the English', () => {
    const t = translator({ messages: { 'No results for "{query}"': 'Aucun résultat pour « {query} »' } });
    expect(t('No results for "{query}"', { query: 'x' })).toBe('Aucun résultat pour « x »');
    expect(t('Next')).toBe('Next');
    expect(translator({})('{count} results', { count: '3' })).toBe('3 results');
  });

  it('writes only messages of the catalogue, each English message once (it is the browser’s key)', () => {
    const english = Object.values(MESSAGES).map((entry) => entry.message);
    expect(new Set(english).size).toBe(english.length);
    const sources = ['templates', 'templates/components', 'templates/blog', 'runtime'].flatMap((dir) =>
      readdirSync(path.join(repoRoot, dir))
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => readFileSync(path.join(repoRoot, dir, file), 'utf8')),
    );
    const used = sources.flatMap((source) => [...source.matchAll(/\bt\(\s*(?:[^'"()]*\?\s*)?(['"])((?:(?!\1).)+)\1(?:\s*:\s*(['"])((?:(?!\3).)+)\3)?/g)].flatMap((m) => [m[2]!, ...(m[4] ? [m[4]] : [])]));
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((text) => !english.includes(text))).toEqual([]);
  });
});

describe('pages across locales', () => {
  const docPage = (route: string, permalink: string): DocPage => ({ kind: 'doc', route, permalink, title: '', html: '', toc: [], hideTableOfContents: false, breadcrumbs: [] });
  const rendered = (id: string, route: string) => ({ doc: { id, route } }) as unknown as RenderedDoc;

  it('links the same doc by id (a translated slug included), the API page by route, and leaves out a page one locale has alone', () => {
    const en: PageData[] = [docPage('/guide', '/guide'), docPage('/only-en', '/only-en'), { kind: 'api', route: '/api', permalink: '/api', title: '', html: '', menu: [], specHref: '', version: '1' }];
    const fr: PageData[] = [docPage('/mode-d-emploi', '/fr/mode-d-emploi'), { kind: 'api', route: '/api', permalink: '/fr/api', title: '', html: '', menu: [], specHref: '', version: '1' }];
    linkLocales([
      { locale: 'en', pages: en, docs: [rendered('guide', '/guide'), rendered('only-en', '/only-en')] },
      { locale: 'fr', pages: fr, docs: [rendered('guide', '/mode-d-emploi')] },
    ]);
    expect(en[0]!.locales).toEqual({ en: '/guide', fr: '/fr/mode-d-emploi' });
    expect(fr[0]!.locales).toEqual({ en: '/guide', fr: '/fr/mode-d-emploi' });
    expect(en[1]!.locales).toBeUndefined();
    expect(fr[1]!.locales).toEqual({ en: '/api', fr: '/fr/api' });
  });

  it('leaves a single-locale site’s pages as they were', () => {
    const pages = [docPage('/a', '/a')];
    linkLocales([{ locale: 'en', pages, docs: [rendered('a', '/a')] }]);
    expect(pages[0]).not.toHaveProperty('locales');
  });

  it('names the alternates by html lang, in the config’s order, with x-default for the default locale’s', async () => {
    const { config } = await resolved("{ locales: ['en', 'pt'], localeConfigs: { pt: { htmlLang: 'pt-BR' } } }");
    expect(hrefLangs(config!, 'https://x.org', { pt: '/pt/a', en: '/a' })).toEqual([
      { hreflang: 'en', href: 'https://x.org/a' },
      { hreflang: 'pt-BR', href: 'https://x.org/pt/a' },
      { hreflang: 'x-default', href: 'https://x.org/a' },
    ]);
    expect(hrefLangs(config!, 'https://x.org', { pt: '/pt/b' })).toEqual([{ hreflang: 'pt-BR', href: 'https://x.org/pt/b' }]);
  });

  it('writes a sitemap with xhtml alternates only when a page has some', () => {
    expect(renderSitemap('https://x.org/', [{ permalink: '/a' }])).toBe('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.org/a</loc></url></urlset>\n');
    expect(renderSitemap('https://x.org', [{ permalink: '/a', alternates: [{ hreflang: 'fr', href: 'https://x.org/fr/a?x&y' }] }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://x.org/a</loc><xhtml:link rel="alternate" hreflang="fr" href="https://x.org/fr/a?x&amp;y"/></url></urlset>\n',
    );
  });
});

describe('untranslated pages', () => {
  it('show the default locale’s body under a translated notice, marked with its language and direction', async () => {
    const { config } = await resolved("{ locales: ['en', 'ar'], localeConfigs: { en: { label: 'English' } } }");
    const translations: Translations = { messages: new Map([['brokerdocs.untranslated.notice', 'لم تترجم هذه الصفحة بعد ({language}).']]), diagnostics: [], files: [] };
    expect(untranslatedBody(config!, translations)).toBeUndefined();
    const body = untranslatedBody({ ...config!, i18n: { ...config!.i18n, currentLocale: 'ar' } }, translations)!;
    expect(body('<p>Text & more</p>\n')).toBe(
      '<div class="admonition admonition-info untranslated-notice" role="note" data-untranslated="en"><p>لم تترجم هذه الصفحة بعد (الإنجليزية).</p></div>\n<div lang="en" dir="ltr">\n<p>Text & more</p>\n</div>\n',
    );
  });
});

describe('language names', () => {
  it('names the default locale’s language in the words of the page’s locale', () => {
    expect(languageNameIn('fr', 'en', 'English')).toBe('anglais');
    expect(languageNameIn('de', 'pt-BR', 'Português')).toBe('Portugiesisch (Brasilien)');
    expect(languageNameIn('ar', 'en', 'English')).toBe('الإنجليزية');
    expect(languageNameIn('ja', 'fr', 'Français')).toBe('フランス語');
  });

  it('keeps the configured label for a tag the runtime cannot name or parse', () => {
    expect(languageNameIn('fr', 'qaa', 'Klingon')).toBe('Klingon');
    expect(languageNameIn('fr', 'not a tag', 'Mine')).toBe('Mine');
  });
});

describe('translated docs', () => {
  it('reads each doc’s translation at the same relative path, else the default locale’s file marked untranslated', async () => {
    const dir = await temporaryDir('brokerdocs-i18n-docs-');
    await mkdir(path.join(dir, 'fr/guide'), { recursive: true });
    await writeFile(path.join(dir, 'fr/guide/a.md'), '# A');
    await writeFile(path.join(dir, 'fr/guide/_category_.json'), '{}');
    const tree = translatedTree(
      {
        pages: [
          { absolute: '/docs/guide/a.md', relative: 'guide/a.md' },
          { absolute: '/docs/b.md', relative: 'b.md' },
        ],
        categories: new Map([['guide', { absolute: '/docs/guide/_category_.json', relative: 'guide/_category_.json' }]]),
      },
      path.join(dir, 'fr'),
    );
    expect(tree.pages).toEqual([
      { absolute: path.join(dir, 'fr/guide/a.md'), relative: 'guide/a.md' },
      { absolute: '/docs/b.md', relative: 'b.md', untranslated: true },
    ]);
    expect(tree.categories.get('guide')).toEqual({ absolute: path.join(dir, 'fr/guide/_category_.json'), relative: 'guide/_category_.json' });
  });
});

describe('dev and i18n/', () => {
  const targets: WatchTargets = { config: new Set(['/s/docs.config.ts']), docsDir: '/s/docs', api: new Set(), staticDirs: ['/s/static'], versions: [], theme: [], i18n: '/s/i18n' };
  it('renders a translated doc again as content, and everything on a translation file’s change', () => {
    expect(planChanges(new Map([['/s/i18n/fr/docusaurus-plugin-content-docs/current/a.md', 'change']]), targets)).toMatchObject({ content: true, config: false });
    expect(planChanges(new Map([['/s/i18n/fr/code.json', 'change']]), targets)).toMatchObject({ content: false, config: true });
    expect(planChanges(new Map([['/s/i18n/fr/notes.txt', 'change']]), targets)).toMatchObject({ content: false, config: false, files: [] });
  });
});
