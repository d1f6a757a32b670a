// cli/assets/custom-css.ts: the site's stylesheets as one file, Sass
// compiled, in the order written; Infima's variables bridged to ours only
// when set; a missing or broken file left out with a warning.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { customStylesheet } from '../../cli/assets/custom-css.js';
import { temporaryDir } from '../support/paths.js';

let site: string;
const at = { file: 'docs.config.ts' };

beforeAll(async () => {
  site = await temporaryDir('brokerdocs-custom-css-');
  await mkdir(path.join(site, 'css'));
  await writeFile(path.join(site, 'css/plain.css'), 'h1 { letter-spacing: -1px; }\n');
  await writeFile(path.join(site, 'css/_brand.scss'), '$brand: #0b7a75;\n');
  await writeFile(path.join(site, 'css/theme.scss'), "@use 'brand';\n:root { --ifm-color-primary: #{brand.$brand}; --ifm-font-family-base: 'Inter'; }\n.note { .title { font-weight: 600; } }\n");
  await writeFile(path.join(site, 'css/broken.scss'), '.a { color: red\n');
  await mkdir(path.join(site, 'node_modules/lamp-tokens'), { recursive: true });
  await writeFile(path.join(site, 'node_modules/lamp-tokens/_tokens.scss'), '$glow: #ffcc00;\n');
  await writeFile(path.join(site, 'css/tilde.scss'), "@use '~lamp-tokens/tokens';\n.glow { color: tokens.$glow; }\n");
});

describe('the site stylesheet', () => {
  it('joins the files in order, Sass compiled, and bridges the Infima variables they set', async () => {
    const { stylesheet, diagnostics } = await customStylesheet(site, ['css/plain.css', 'css/theme.scss'], at);
    expect(diagnostics).toEqual([]);
    const css = stylesheet!.content.toString();
    expect(css.indexOf('letter-spacing')).toBeLessThan(css.indexOf('--ifm-color-primary'));
    expect(css).toContain('--ifm-color-primary: #0b7a75;');
    expect(css).toContain('.note .title {');
    expect(css).toContain(":root,[data-theme='dark']{--primary:var(--ifm-color-primary);--font:var(--ifm-font-family-base)}");
    expect(stylesheet!.name).toMatch(/^assets\/custom-[0-9a-f]{10}\.css$/);
    // The partial is a source too: dev watches it.
    expect(stylesheet!.sources).toContain(path.join(site, 'css/_brand.scss'));
  });

  it("reads webpack's ~package form of a Sass import from the site's node_modules, as Docusaurus' sass-loader does", async () => {
    const { stylesheet, diagnostics } = await customStylesheet(site, ['css/tilde.scss'], at);
    expect(diagnostics).toEqual([]);
    expect(stylesheet!.content.toString()).toContain('color: #ffcc00;');
  });

  it('bridges nothing when no Infima variable is set', async () => {
    const { stylesheet } = await customStylesheet(site, ['css/plain.css'], at);
    expect(stylesheet!.content.toString()).not.toContain('--primary');
  });

  it('leaves out a missing file and one that does not compile, each with a warning, and keeps the rest', async () => {
    const { stylesheet, diagnostics } = await customStylesheet(site, ['css/gone.css', 'css/broken.scss', 'css/plain.css'], at);
    expect(diagnostics.map((d) => `${d.code} ${d.location?.file}: ${d.message}`)).toEqual([
      'custom-css docs.config.ts: customCss: css/gone.css is left out: there is no such file',
      expect.stringMatching(/^custom-css docs\.config\.ts: customCss: css\/broken\.scss is left out: it does not compile: expected [^.]+\. \(line \d+\)$/),
    ]);
    expect(stylesheet!.content.toString()).toContain('letter-spacing');
  });

  it('makes no file when every file is left out', async () => {
    expect((await customStylesheet(site, ['css/gone.css'], at)).stylesheet).toBeUndefined();
  });
});
