// `brokerdocs dev` on a copy of the docusaurus-plugins fixture: an edit to a
// Sass partial (read by Sass through `@use`, never by esbuild itself) renders
// the pages whose stylesheet uses it again, and the new stylesheet (a new
// content-hashed name) is served.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSession, type DevSession } from '../support/dev.js';

let dev: DevSession;

beforeAll(async () => {
  dev = await startDevSession('docusaurus-plugins', { siteFolder: 'website' });
}, 60_000);

afterAll(() => dev?.close());

/** The page's stylesheet of its components, as the browser would fetch it. */
async function componentCss(route: string): Promise<string> {
  const html = await (await fetch(`${dev.origin}/${route}`)).text();
  const href = /<link rel="stylesheet" href="(\/assets\/mdx\/[^"]+\.css)">/.exec(html)?.[1];
  return href ? (await fetch(`${dev.origin}${href}`)).text() : '';
}

describe('dev on a site whose components use Sass', () => {
  it('renders the page again when a Sass partial its stylesheet uses changes', async () => {
    expect(await componentCss('')).toContain('border: 2px solid #f5a623;');
    const partial = path.join(dev.site, 'website/src/css/_palette.scss');
    await dev.change(
      async () => writeFile(partial, (await readFile(partial, 'utf8')).replace('#f5a623', '#3a7bd5')),
      async () => (await componentCss('')).includes('border: 2px solid #3a7bd5;'),
    );
  });
});
