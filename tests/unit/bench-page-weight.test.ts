// The benchmark's page weight: what a first visit downloads, following static
// imports of scripts but not the dynamic import() that waits for the reader.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedResources, pageWeight, staticImports } from '../bench/lib/page-weight.mjs';
import { temporaryDir } from '../support/paths.js';

describe('page weight', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await temporaryDir('brokerdocs-weight-');
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    const files: Record<string, string> = {
      'index.html':
        '<html><head><link rel="stylesheet" href="/base/assets/style.css"><link rel="preload" href="/base/assets/site.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="modulepreload" href="/base/assets/client.js"><script>inline()</script></head><body><script type="module" src="/base/assets/client.js"></script></body></html>',
      'assets/style.css': 'body{color:red}',
      'assets/site.json': '{"title":"x"}',
      'assets/client.js': 'import{a as b}from"./chunk.js";import"./side.js";const lazy=()=>import("./search.js");',
      'assets/chunk.js': 'export const a=1;',
      'assets/side.js': 'export{a}from"./chunk.js";',
      'assets/search.js': 'x'.repeat(5000),
    };
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('finds static imports and re-exports, never import()', () => {
    expect(staticImports('import{a as b}from"./a.js";import"./b.js";export*from"./c.js";const x=import("./lazy.js");')).toEqual(['./a.js', './b.js', './c.js']);
  });

  it('lists what the HTML makes the browser download', () => {
    expect(loadedResources('<link rel="stylesheet" href="/s.css"><link rel="modulepreload" href="/c.js"><link rel="preload" href="/d.json" as="fetch"><script src="/c.js"></script><script>inline</script>')).toEqual([
      { kind: 'css', href: '/s.css' },
      { kind: 'js', href: '/c.js' },
      { kind: 'data', href: '/d.json' },
      { kind: 'js', href: '/c.js' },
    ]);
  });

  it('weighs each file once, scripts with their static imports, without lazy chunks', async () => {
    const weight = await pageWeight(dir, '/base/', 'index.html');
    expect(weight.js!.files).toEqual(['assets/client.js', 'assets/chunk.js', 'assets/side.js']);
    expect(weight.css!.files).toEqual(['assets/style.css']);
    expect(weight.data!.files).toEqual(['assets/site.json']);
    expect(weight.js!.raw).toBe(86 + 17 + 26); // the three files' bytes, not search.js's 5,000
    expect(weight.js!.gzip).toBeGreaterThan(0);
  });
});
