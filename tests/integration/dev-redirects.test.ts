// `brokerdocs dev` on a copy of the client-redirects fixture
// (tests/fixtures/sites/docusaurus-redirects): the redirect pages are served
// from memory with the pages, a rule given another target is served anew, and
// a page added gets the redirects its route makes (createRedirects,
// fromExtensions).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSession, type DevSession } from '../support/dev.js';

let dev: DevSession;
beforeAll(async () => {
  dev = await startDevSession('docusaurus-redirects');
}, 60_000);
afterAll(() => dev?.close());

const served = async (file: string) => {
  const response = await fetch(`${dev.origin}/harbour/${file}`);
  return response.ok ? response.text() : `${response.status}`;
};
const serves = (file: string, text: string) => async () => (await served(file)).includes(text);

describe('dev: client redirects', () => {
  it('serves the redirect pages with the site', async () => {
    expect(await served('docs/old-setup/')).toContain('url=/harbour/docs/guides/setup"');
    expect(await served('docs/intro.html')).toContain('url=/harbour/docs/intro"');
  });

  it('serves a rule’s new target once the config gives it one', async () => {
    const config = path.join(dev.site, 'docusaurus.config.js');
    await dev.change(
      async () => writeFile(config, (await readFile(config, 'utf8')).replace("{ from: '/docs/old-setup', to: '/docs/guides/setup' }", "{ from: '/docs/old-setup', to: '/docs/guides/reading' }")),
      serves('docs/old-setup/', 'url=/harbour/docs/guides/reading"'),
    );
    expect(await served('docs/old-setup/')).not.toContain('guides/setup');
  });

  it('serves the redirects a new page’s route makes', async () => {
    await dev.change(() => writeFile(path.join(dev.site, 'docs/guides/storms.md'), '# Storm tides\n\nHigher than the tables say.\n'), serves('docs/howto/storms/', 'url=/harbour/docs/guides/storms"'));
    expect(await served('docs/guides/storms.html')).toContain('url=/harbour/docs/guides/storms"');
  });
});
