// Mermaid diagrams at build time (tests/fixtures/sites/docusaurus-diagrams):
// with `markdown.mermaid`, a ```mermaid block (in Markdown, or in an MDX
// element) is its source in `<pre class="mermaid">`, and only its pages load
// the script that draws it, in full (the router leaves them to the browser,
// so that it runs). Mermaid's files are copied only into a build that has a
// diagram; without the option the block is code.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtEditedCopy, builtFixtureForFile } from '../support/built-fixture.js';

describe('Mermaid diagrams', () => {
  const built = builtFixtureForFile('docusaurus-diagrams');
  const { read } = built;
  const script = /<script type="module" src="(\/assets\/diagrams\/diagrams-[\w-]+\.js)"><\/script>/;

  it('keeps each diagram’s source, escaped, in a block the browser draws', async () => {
    expect(built.run.status).toBe(0);
    // The Mermaid theme is what the option turns on: not named as a theme that does not run.
    expect(built.output()).not.toContain('theme-mermaid');
    expect(await read('index.html')).toContain('<pre class="mermaid">flowchart LR\n  Read[Read the code book] --&gt; Pick[Pick the flags]\n');
    expect(await read('answering/index.html')).toContain('<pre class="mermaid">sequenceDiagram\n  Ship-&gt;&gt;Station: Flags &quot;K&quot;\n');
  });

  it('loads the drawing script on the pages with a diagram alone, which the router loads in full', async () => {
    const home = await read('index.html');
    const entry = script.exec(home)?.[1];
    expect(entry).toBeDefined();
    expect(await read('answering/index.html')).toContain(entry!);
    expect(await read('flags/index.html')).not.toContain('/assets/diagrams/');
    expect(existsSync(path.join(built.out, entry!))).toBe(true);
    const site = (await readdir(path.join(built.out, 'assets'))).find((file) => /^site-.*\.json$/.test(file))!;
    expect(JSON.parse(await read(`assets/${site}`)).fullLoad).toEqual(['/answering', '/']);
  });

  it('leaves a ```mermaid block as code, and Mermaid out of the build, without markdown.mermaid', async () => {
    const copy = await builtEditedCopy('docusaurus-diagrams', 'docusaurus.config.js', [['markdown: { mermaid: true },', '']]);
    expect(copy.run.status).toBe(0);
    // The theme alone draws nothing in Docusaurus either: it is named.
    expect(copy.output).toContain('theme @docusaurus/theme-mermaid');
    const home = await copy.read('index.html');
    expect(home).toContain('<div class="code-block language-mermaid">');
    expect(home).not.toContain('class="mermaid"');
    expect(existsSync(path.join(copy.out, 'assets/diagrams'))).toBe(false);
  });
});
