// V8's code cache of the CLI's bundle, trained by running the CLI once.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './paths.mjs';

/**
 * V8's code cache of dist/cli.cjs, made by running the CLI once: `check` and
 * `build` of a small site with a page, code blocks and an API reference, so
 * the cache holds the functions a real build compiles. Start-up then skips
 * most compiling (~0.2 → ~0.1 s). Written by bin/brokerdocs.js, keyed by
 * the bundle's hash and Node's version; any mismatch compiles as usual.
 * The training runs keep V8's default flags (BROKERDOCS_V8_DEFAULTS): V8
 * keys a cache by the flags in force when it is made, and a build of a small
 * site changes two of them (cli/jit.ts), so a cache made after that was
 * refused by every new process.
 */
export async function trainCodeCache() {
  const site = await mkdtemp(path.join(tmpdir(), 'brokerdocs-code-cache-'));
  try {
    await writeFile(path.join(site, 'docs.config.ts'), "export default { title: 'Cache', url: 'https://example.com', baseUrl: '/', docs: { path: 'docs' }, openapi: { spec: 'api.yaml', route: '/api' } };\n");
    await mkdir(path.join(site, 'docs'));
    await writeFile(path.join(site, 'docs/index.md'), '# Start\n\nSee [the API](/api#tag/Items).\n\n## Code\n\n```json\n{ "a": 1 }\n```\n\n:::tip\nA tip.\n:::\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    await writeFile(
      path.join(site, 'api.yaml'),
      ['openapi: 3.0.3', 'info: { title: Items, version: "1" }', 'servers: [{ url: "https://api.example.com" }]', 'tags: [{ name: Items, description: "Items." }]', 'paths:', '  /items:', '    get:', '      operationId: listItems', '      tags: [Items]', '      summary: List items', '      responses:', "        '200':", '          description: The items', '          content:', '            application/json:', '              schema: { type: array, items: { $ref: "#/components/schemas/Item" } }', '              example: [{ id: 1 }]', 'components:', '  schemas:', '    Item: { type: object, properties: { id: { type: integer } } }', ''].join('\n'),
    );
    const cli = path.join(root, 'bin/brokerdocs.js');
    for (const command of ['check', 'build']) {
      const run = spawnSync(process.execPath, [cli, command, site], { env: { ...process.env, BROKERDOCS_WRITE_CODE_CACHE: '1', BROKERDOCS_V8_DEFAULTS: '1' }, encoding: 'utf8' });
      // The cache only speeds start-up: without it the CLI compiles as usual, so a failure here warns and does not fail the install.
      if (run.status !== 0) {
        console.warn(`brokerdocs: no code cache (training run of \`brokerdocs ${command}\` failed):\n${run.stdout}${run.stderr}`);
        return;
      }
    }
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}
