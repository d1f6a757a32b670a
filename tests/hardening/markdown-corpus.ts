// Markdown for the fuzzers to start from: the manual's own pages, the
// renderer's test cases, and random documents put together from the
// constructs our plugins handle (headings with ids, links of every kind,
// admonitions, fences with titles, tables, raw HTML).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Random } from './random.js';
import { repoRoot } from '../support/paths.js';


function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/** The manual's pages and the inputs of tests/fixtures/markdown/cases.txt. */
export function markdownSeeds(): string[] {
  const pages = markdownFiles(path.join(repoRoot, 'content')).map((file) => readFileSync(file, 'utf8'));
  const cases = readFileSync(path.join(repoRoot, 'tests/fixtures/markdown/cases.txt'), 'utf8');
  const inputs = [...cases.matchAll(/~~~input\n([\s\S]*?)\n~~~/g)].map((match) => match[1]!);
  return [...pages, ...inputs];
}

/** Pieces of Markdown the mutator splices in, besides single nasty characters. */
export const MARKDOWN_PIECES = [
  '## Heading {#custom}',
  '## Heading {#custom}',
  '### `code` heading',
  '# Title',
  '[link](other.md#anchor)',
  '[link](./missing.md)',
  '[link](/route#x)',
  '[ref][r]\n\n[r]: other.md',
  '<https://example.com>',
  'https://example.com/bare',
  '[x](javascript:alert(1))',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<img src=x onerror=alert(1)>',
  ':::note Title\ntext\n:::',
  ':::danger[Bracket title]\n:::',
  ':::',
  '```json title="a.json"\n{"a": 1}\n```',
  '```bash\necho "$HOME"\n```',
  '```unknownlang\nx\n```',
  '~~~\nfence\n~~~',
  '| a | b |\n|---|---|\n| [c](other.md) | d |',
  '> quote\n> > nested',
  '- a\n  - b\n    - c',
  '1. one\n2. two',
  '***bold italic***',
  '`code`',
  '<details><summary>x</summary>\n\ny\n\n</details>',
  '<span id="raw-id"></span>',
  '\\',
  '&amp; &#0; &#x110000; &bogus;',
  '![img](pic.png "title")',
  '---',
  '\n\n',
];

/** Pieces without `javascript:` URLs, which are an error of their own and would stop most builds before they write. */
export const BUILDABLE_PIECES = MARKDOWN_PIECES.filter((piece) => !/ascript/.test(piece));

/** A random document of 1 to 40 constructs. */
export function randomMarkdown(random: Random, pieces: readonly string[] = MARKDOWN_PIECES): string {
  const parts: string[] = [];
  const count = random.int(1, 40);
  for (let i = 0; i < count; i++) {
    parts.push(random.chance(0.7) ? random.pick(pieces) : random.string(random.int(0, 80)));
  }
  return parts.join(random.pick(['\n', '\n\n', ' ', '\r\n']));
}
