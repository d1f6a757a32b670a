// A Markdown partial's code blocks are coloured like the page's own, in a
// language no page uses too: the highlighter loads the partials' languages
// and colours their blocks ahead of rendering, with the pages' (a partial's
// block in such a language used to come out plain).
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';

describe('code blocks of Markdown partials', () => {
  it('are coloured, at any depth, in languages only the partials use', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('minimal'), site, { recursive: true });
    await mkdir(path.join(site, 'docs', 'samples'), { recursive: true });
    await writeFile(path.join(site, 'docs', 'samples', '_outer.md'), "Outer sample.\n\n```go\nfunc outer() int { return 1 }\n```\n\nimport Inner from './_inner.md';\n\n<Inner />\n");
    await writeFile(path.join(site, 'docs', 'samples', '_inner.md'), '---\ntitle: ignored\n---\n\n```ruby\ndef inner = 2\n```\n');
    await writeFile(path.join(site, 'docs', 'with-samples.mdx'), "# With samples\n\nimport Outer from './samples/_outer.md';\n\n<Outer />\n");
    const result = await build(site);
    expect(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error'))).toBe(true);
    const html = await readFile(path.join(result.outDir, 'with-samples', 'index.html'), 'utf8');
    const blocks = [...html.matchAll(/<pre class="([^"]*)"[^>]*>([\s\S]*?)<\/pre>/g)].map(([, className, body]) => ({ className: className!, text: body!.replace(/<[^>]+>/g, '') }));
    expect(blocks.find((block) => block.text.includes('func outer'))?.className).toMatch(/^shiki shiki-themes/);
    expect(blocks.find((block) => block.text.includes('def inner'))?.className).toMatch(/^shiki shiki-themes/);
  });
});
