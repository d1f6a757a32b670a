// `brokerdocs dev --locale` on a copy of the i18n fixture: the one locale is
// served under its path, in its language; an edit of its code.json, of a
// translated doc and a new translation of an untranslated doc show as they
// are saved; and the command line takes the option (an unknown locale is
// reported, as a config mistake is).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandSessionForFile, startDevSession, type DevSession } from '../support/dev.js';

let dev: DevSession;
/** A copy of its own for the `dev` process of the last test. */
const command = commandSessionForFile('i18n');

beforeAll(async () => {
  dev = await startDevSession('i18n', { locale: 'fr' });
}, 60_000);

afterAll(async () => {
  await dev?.close();
});

const page = async (route: string) => {
  const response = await fetch(`${dev.origin}/atlas/fr/${route}`);
  return { status: response.status, html: await response.text() };
};
const shows = (route: string, text: string) => async () => (await page(route)).html.includes(text);
const file = (relative: string) => path.join(dev.site, relative);

describe('dev --locale', () => {
  it('serves the French site under /atlas/fr/, and not the others', async () => {
    expect(dev.server.url).toBe(`${dev.origin}/atlas/fr/`);
    const guide = await page('guide');
    expect(guide.status).toBe(200);
    expect(guide.html).toContain('<html lang="fr" dir="ltr"');
    expect(guide.html).toContain('<p class="toc-title">Sur cette page</p>');
    expect((await fetch(`${dev.origin}/atlas/guide`)).status).toBe(404);
  });

  it('shows an edit of the locale’s code.json on every page', async () => {
    const codeJson = file('i18n/fr/code.json');
    await dev.change(
      async () => writeFile(codeJson, (await readFile(codeJson, 'utf8')).replace('"Sur cette page"', '"Dans cette page"')),
      shows('guide', '<p class="toc-title">Dans cette page</p>'),
    );
    expect((await page('')).html).toContain('<p class="toc-title">Dans cette page</p>');
  });

  it('shows an edit of a translated doc, and a new translation of a doc shown untranslated', async () => {
    const guide = file('i18n/fr/docusaurus-plugin-content-docs/current/guide.md');
    await dev.change(async () => writeFile(guide, (await readFile(guide, 'utf8')).replace('Coloriez la mer', 'Peignez la mer')), shows('guide', 'Peignez la mer en bleu.'));
    expect((await page('concepts/advanced')).html).toContain('data-untranslated');
    await dev.change(
      async () => {
        // The fixture translates nothing of concepts/ into French: the translation's folder is new too.
        const translation = file('i18n/fr/docusaurus-plugin-content-docs/current/concepts/advanced.md');
        await mkdir(path.dirname(translation), { recursive: true });
        await writeFile(translation, '---\ntitle: Sujets avancés\n---\n\nProjections et boussoles.\n');
      },
      shows('concepts/advanced', 'Projections et boussoles.'),
    );
    expect((await page('concepts/advanced')).html).not.toContain('data-untranslated');
  });

  it('reports a locale the config does not list', async () => {
    const run = command.run(['dev', command.site, '--port', '0', '--locale', 'de']);
    await run.waitFor(/serving/);
    await expect.poll(() => run.stderr(), { timeout: 20_000 }).toContain('The locale "de" is not one of i18n.locales (en, fr, ar)');
  });
});
