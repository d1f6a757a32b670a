// hasTagLine answers as the multiline expression it replaces, on generated
// texts made of the characters that matter (line ends of every kind, spaces,
// tabs, `<`, and the letters of the tags).
import { describe, expect, it } from 'vitest';
import { hasTagLine } from '../../cli/content/mdx/tag-lines.js';
import { mulberry32 } from '../support/mulberry32.mjs';

const ALPHABET = ['<', '<', ' ', '\t', '\n', '\r', '\u2028', '\u2029', 'A', 'Z', 'a', '/', 'd', 'e', 't', 'a', 'i', 'l', 's', 'summary', 'details', 'x', '>'];

describe('lines that open with a tag', () => {
  it('are found as /^[ \\t]*<X/m finds them', () => {
    const random = mulberry32(7);
    const cases: Array<[RegExp, RegExp]> = [
      [/^[ \t]*<[A-Z]/m, /[A-Z]/y],
      [/^[ \t]*<(?:[A-Z]|\/[A-Z]|details|\/details|summary)/m, /(?:[A-Z]|\/[A-Z]|details|\/details|summary)/y],
    ];
    let found = 0;
    for (let n = 0; n < 20000; n++) {
      const length = Math.floor(random() * 14);
      let text = '';
      for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
      for (const [whole, after] of cases) {
        const expected = whole.test(text);
        expect(hasTagLine(text, after), JSON.stringify(text)).toBe(expected);
        if (expected) found++;
      }
    }
    // Both answers come up often enough to mean something.
    expect(found).toBeGreaterThan(500);
    expect(found).toBeLessThan(39500);
  });
});
