// `brokerdocs dev` on a copy of the docs-instances fixture
// (tests/fixtures/sites/docusaurus-docs-instances): a page edited or added
// in the second instance's folder is served anew, in its own sidebar, and a
// change to its sidebars file reorders that sidebar.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSession, type DevSession } from '../support/dev.js';

let dev: DevSession;
beforeAll(async () => {
  dev = await startDevSession('docusaurus-docs-instances');
}, 60_000);
afterAll(() => dev?.close());

const served = async (file: string) => {
  const response = await fetch(`${dev.origin}/${file}`);
  return response.ok ? response.text() : `${response.status}`;
};
const serves = (file: string, text: string) => async () => (await served(file)).includes(text);
const sidebar = (html: string) => html.slice(html.indexOf('<aside class="docs-sidebar"'), html.indexOf('</aside>'));

describe('dev: a second docs instance', () => {
  it('serves an edit to one of its pages', async () => {
    const page = path.join(dev.site, 'crew/watches/morning.md');
    await dev.change(async () => writeFile(page, (await readFile(page, 'utf8')).replace('polish the lens', 'polish the great lens')), serves('crew/watches/morning/', 'polish the great lens'));
  });

  it('serves a page added to its folder, in its sidebar once its sidebars file lists it', async () => {
    await dev.change(() => writeFile(path.join(dev.site, 'crew/watches/dog.md'), '# Dog watch\n\nThe short watch at dusk.\n'), serves('crew/watches/dog/', 'The short watch at dusk.'));
    const sidebars = path.join(dev.site, 'sidebarsCrew.js');
    await dev.change(
      async () => writeFile(sidebars, (await readFile(sidebars, 'utf8')).replace("'watches/night']", "'watches/night', 'watches/dog']")),
      async () => sidebar(await served('crew/watches/morning/')).includes('href="/crew/watches/dog"'),
    );
    expect(sidebar(await served('docs/'))).not.toContain('/crew/');
  });
});
