// How the compiled pages' bundle finds a site's own files: relative and
// absolute imports are found without a round trip to esbuild (Ionic's 20,000
// resolutions were most of its bundle time), and must land exactly where
// esbuild would have: the extension order, a folder's index, a folder with a
// package.json left to esbuild, one module for a file reached through a
// symbolic link, and a stand-in for a name that isn't there.
import { build } from 'esbuild';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolvePlugin } from '../../cli/content/mdx-compile/resolve-plugin.js';
import { temporaryDir } from '../support/paths.js';

async function site(files: Record<string, string>): Promise<string> {
  const siteDir = await temporaryDir('brokerdocs-resolve-');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(siteDir, name)), { recursive: true });
    await writeFile(path.join(siteDir, name), content);
  }
  return siteDir;
}

/** Bundles `entry` with the plugin; the site's files it took in (relative to the site) and what the missing imports were. */
async function bundle(siteDir: string, entry: string) {
  const unresolved: string[] = [];
  const result = await build({
    entryPoints: [path.join(siteDir, entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    absWorkingDir: siteDir,
    logLevel: 'silent',
    plugins: [resolvePlugin({ siteDir, unresolved: (specifier) => unresolved.push(specifier) })],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules') && !input.includes(':'));
  return { inputs: inputs.sort(), unresolved, code: result.outputFiles[0]!.text };
}

describe('the compiled pages resolver', () => {
  it('finds a site file as esbuild does: as written, then .tsx before .js, then a folder index', async () => {
    const siteDir = await site({
      'src/entry.js': "import a from './a'; import b from './b'; import c from './folder'; import d from './data.json'; export default [a, b, c, d];",
      'src/a.tsx': 'export default "a from tsx";',
      'src/a.js': 'export default "a from js";',
      'src/b': 'export default "b exactly";',
      'src/b.ts': 'export default "b from ts";',
      'src/folder/index.js': 'export default "folder index";',
      'src/data.json': '{ "value": 1 }',
    });
    const { inputs, code } = await bundle(siteDir, 'src/entry.js');
    expect(inputs).toEqual(['src/a.tsx', 'src/b', 'src/data.json', 'src/entry.js', 'src/folder/index.js']);
    expect(code).toContain('a from tsx');
    expect(code).not.toContain('a from js');
  });

  it("leaves a folder with a package.json to esbuild, which reads its main", async () => {
    const siteDir = await site({
      'src/entry.js': "import lib from './lib'; export default lib;",
      'src/lib/package.json': '{ "main": "main.js" }',
      'src/lib/main.js': 'export default "from main";',
      'src/lib/index.js': 'export default "from index";',
    });
    const { inputs } = await bundle(siteDir, 'src/entry.js');
    expect(inputs).toContain('src/lib/main.js');
    expect(inputs).not.toContain('src/lib/index.js');
  });

  it('takes a file reached through a symbolic link as one module, under its real path', async () => {
    const siteDir = await site({
      'src/entry.js': "import one from './shared/value.js'; import two from './linked/value.js'; export default one === two;",
      'src/shared/value.js': 'export default { counter: "only once" };',
    });
    await symlink(path.join(siteDir, 'src/shared'), path.join(siteDir, 'src/linked'));
    const { inputs, code } = await bundle(siteDir, 'src/entry.js');
    expect(inputs).toEqual(['src/entry.js', 'src/shared/value.js']);
    expect(code.match(/only once/g)).toHaveLength(1);
  });

  it('finds @site/… and absolute paths, and gives a stand-in for a file that is not there', async () => {
    const siteDir = await site({
      'docs/entry.js': "import a from '@site/src/a'; import b from './gone'; export default [a, b];",
      'src/a.js': 'export default "site a";',
    });
    await writeFile(path.join(siteDir, 'docs/absolute.js'), `import a from ${JSON.stringify(path.join(siteDir, 'src/a'))}; export default a;`);
    const first = await bundle(siteDir, 'docs/entry.js');
    expect(first.inputs).toEqual(['docs/entry.js', 'src/a.js']);
    expect(first.unresolved).toEqual(['./gone']);
    const second = await bundle(siteDir, 'docs/absolute.js');
    expect(second.inputs).toEqual(['docs/absolute.js', 'src/a.js']);
  });
});

describe('inline loaders', () => {
  it('give the text of a file named with raw-loader or ?raw, and the file itself under another loader', async () => {
    const siteDir = await site({
      'docs/snippet.ts': 'export const answer = 42;\n',
      'docs/page.js': [
        "import a from '!!raw-loader!./snippet.ts';",
        "import b from 'raw-loader!./snippet.ts';",
        "import c from './snippet.ts?raw';",
        "import d from '!!./snippet.ts?raw';",
        "import { answer } from '!!babel-loader!./snippet.ts';",
        'export default [a, b, c, d, answer];',
      ].join('\n'),
    });
    const { code, unresolved } = await bundle(siteDir, 'docs/page.js');
    expect(unresolved).toEqual([]);
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(module.default).toEqual(['export const answer = 42;\n', 'export const answer = 42;\n', 'export const answer = 42;\n', 'export const answer = 42;\n', 42]);
  });

  it('report the file they name when it is not there', async () => {
    const siteDir = await site({ 'docs/page.js': "import a from '!!raw-loader!./gone.ts';\nexport default a;\n" });
    const { unresolved } = await bundle(siteDir, 'docs/page.js');
    expect(unresolved).toEqual(['./gone.ts']);
  });
});

