// cli/'s folders are libraries that never import each other round a circle,
// and none imports the pipeline (stages/) or the commands: the layout of the
// README's architecture section, kept by a test rather than by hope.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderCycles, layerViolations } from '../../scripts/folder-cycles.mjs';
import { repoRoot } from '../support/paths.js';

const temporary: string[] = [];
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A cli/-like tree of the files given, by path. */
async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-cycles-'));
  temporary.push(root);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

describe("cli/'s folders", () => {
  it('import each other in no circle', () => {
    expect(folderCycles(path.join(repoRoot, 'cli'))).toEqual([]);
  });

  it('leave stages/ to the commands and dev, and commands/ to main.ts', () => {
    expect(layerViolations(path.join(repoRoot, 'cli'))).toEqual([]);
  });
});

describe('the import reader', () => {
  it('finds a circle round three folders, with the imports that make it', async () => {
    const root = await tree({
      'a/one.ts': "import { two } from '../b/two.js';\nexport const one = two;\n",
      'b/two.ts': "export { three as two } from '../c/three.js';\n",
      'c/three.ts': "export const three = async () => (await import('../a/one.js')).one;\n",
      'd/leaf.ts': "import { one } from '../a/one.js';\nexport const leaf = one;\n",
    });
    expect(folderCycles(root)).toEqual([
      { members: ['a/', 'b/', 'c/'], imports: expect.arrayContaining(['a/one.ts imports ../b/two.js', 'b/two.ts imports ../c/three.js', 'c/three.ts imports ../a/one.js']) },
    ]);
  });

  it('leaves out type-only imports, which vanish at compile time', async () => {
    const root = await tree({
      'a/one.ts': "import type { Two } from '../b/two.js';\nexport type One = Two;\n",
      'b/two.ts': "import { type One } from '../a/one.js';\nexport type Two = One | string;\n",
    });
    expect(folderCycles(root)).toEqual([]);
  });

  it('counts a type import of stages/ from a library as a violation', async () => {
    const root = await tree({
      'stages/index.ts': 'export interface Model { pages: number }\n',
      'render/page.ts': "import type { Model } from '../stages/index.js';\nexport const pages = (model: Model) => model.pages;\n",
      'commands/build.ts': "import type { Model } from '../stages/index.js';\nexport type Built = Model;\n",
    });
    expect(layerViolations(root)).toEqual(['render/page.ts imports ../stages/index.js']);
  });
});
