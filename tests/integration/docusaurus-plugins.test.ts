// The two plugins Docusaurus sites add for their own components, honoured
// without running them (tests/fixtures/sites/docusaurus-plugins):
// docusaurus-plugin-module-alias's aliases resolve a page's imports, and the
// Sass a component imports (a CSS module, a plain sheet with a partial) is
// compiled into the page's stylesheet. Sass that does not compile is named at
// its file and line, and only its page loses its components.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { brokerdocs, type CliRun } from '../support/cli.js';
import { temporaryDir } from '../support/paths.js';

const website = path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus-plugins/website');

describe('a Docusaurus site with module aliases and Sass', () => {
  let out: string;
  let run: CliRun;
  let warnings: string[];
  beforeAll(async () => {
    out = await temporaryDir('brokerdocs-docusaurus-plugins-');
    run = brokerdocs(['build', '--out-dir', out], { cwd: website });
    warnings = (run.stdout + run.stderr).split('\n').filter((line) => /^\s+(warning|error)\s/.test(line)).map((line) => line.trim().replace(/\s+/g, ' '));
  }, 120_000);

  it('builds, naming the remark plugin it does not run and not the two plugins it honours', () => {
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Built 2 pages');
    expect(warnings).toContain('warning docusaurus.config.js:15 Not run, as brokerdocs renders Markdown with its own plugins: remarkPlugins: remarkShout [docusaurus-markdown-plugins]');
    expect(warnings.join('\n')).not.toMatch(/docusaurus-plugin-(sass|module-alias)/);
  });

  it('resolves @components through the alias and runs the component on the server', async () => {
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(html).toMatch(/<strong class="([\w-]+)">2<!-- --> lamps, <!-- -->100<!-- --> W in all<\/strong>/);
    expect(warnings.filter((line) => line.includes('index.mdx'))).toEqual([]);
  });

  it('compiles the Sass it imports: a CSS module with a partial, and a plain sheet, in the page stylesheet', async () => {
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    const className = /<strong class="([\w-]+)">/.exec(html)![1]!;
    const href = /<link rel="stylesheet" href="\/(assets\/mdx\/[^"]+\.css)">/.exec(html)![1]!;
    const css = readFileSync(path.join(out, href), 'utf8');
    // The partial's variable, Sass nesting and arithmetic, all compiled away.
    expect(css).toContain('border: 2px solid #f5a623;');
    expect(css).toContain(`.${className} {`);
    expect(css).toContain('border-radius: 12px;');
    expect(css).not.toContain('$');
  });

  it('names Sass that does not compile at its file and line, and keeps that page as Markdown', async () => {
    expect(warnings).toContainEqual(expect.stringMatching(/^warning \.\.\/docs\/flicker\.mdx:\d+ The page's components could not be bundled: Sass cannot compile it: expected ";"\. \(src\/components\/flicker\.scss:3\)/));
    const html = await readFile(path.join(out, 'flicker/index.html'), 'utf8');
    expect(html).toContain('<h1');
    expect(html).toContain('Some lamps');
  });
});
