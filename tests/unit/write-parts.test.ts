// writeParts: the file holds exactly the parts' text as UTF-8, however the
// parts fall against the buffer they are encoded into (1 MB).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeParts } from '../../cli/write/write-parts.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'write-parts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function written(name: string, parts: string[]): string {
  const file = path.join(dir, name, 'index.html');
  writeParts(file, parts);
  return readFileSync(file, 'utf8');
}

describe('writeParts', () => {
  it('writes small parts in order, its folder made on the way', () => {
    expect(written('small', ['<p>', 'a & b', '</p>', ''])).toBe('<p>a & b</p>');
  });

  it('keeps characters of two, three and four bytes whole where a part meets the buffer’s end', () => {
    // Many parts of mixed widths, about four buffers' worth: every kind of character lands on a boundary somewhere.
    const parts = Array.from({ length: 60_000 }, (_, i) => `${i}:é—😀;`.repeat(1 + (i % 7)));
    expect(written('mixed', parts)).toBe(parts.join(''));
  });

  it('writes a part larger than the buffer, before and after small ones', () => {
    const large = `${'x'.repeat(700_000)}ü${'€'.repeat(300_000)}`;
    const parts = ['head', large, 'middle', large.slice(0, 400_000), 'tail'];
    expect(written('large', parts)).toBe(parts.join(''));
  });

  it('writes nothing for no parts', () => {
    expect(written('empty', [])).toBe('');
  });
});
