// Front matter the way writers get it wrong: tabs, anchors and aliases
// (billion laughs included), huge numbers, dates, duplicate keys, block
// scalars, odd tags, and files with a BOM, CRLF endings or invalid UTF-8.
import type { Random } from './random.js';

const KEYS = [
  'id',
  'title',
  'sidebar_label',
  'sidebar_position',
  'slug',
  'description',
  'keywords',
  'draft',
  'unlisted',
  'hide_table_of_contents',
  'hide_title',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'pagination_prev',
  'pagination_next',
  'pagination_label',
  'tags',
  'image',
  'titel',
  '"title"',
  "'slug'",
  '? complex',
  '<<',
  '',
];

const SCALARS = [
  '',
  '~',
  'null',
  'true',
  'no',
  '0',
  '-0',
  '1e999',
  '-1e999',
  '.inf',
  '.nan',
  '0x1F',
  '0o17',
  '9007199254740993',
  '123456789012345678901234567890',
  '2024-02-30',
  '2024-01-01T10:00:00Z',
  '"quoted: value"',
  "'single ''quoted'''",
  '"\\u0000\\uD800 escapes"',
  'plain: colon',
  '# only a comment',
  '"</script><script>alert(1)</script>"',
  '"<img src=x onerror=alert(1)>"',
  '/absolute/slug',
  '../../../../etc/passwd',
  '"a\\\\b"',
  'über 💥 ‮rtl',
  '!!binary aGVsbG8=',
  '!!js/function "function(){}"',
  '!custom tag',
  '&anchor value',
  '*anchor',
  '*undefined_alias',
  '[a, b, [c, [d]]]',
  '{a: 1, b: {c: 2}}',
  '[]',
  '{}',
  '|\n  block\n  scalar',
  '>-\n  folded\n\n  text',
  '"unterminated',
  '[unclosed',
  '{unclosed: 1',
  '- in\n- a\n- list',
];

/** `n` levels of aliases, each a list of ten of the one below: 10^n nodes if expanded. */
function billionLaughs(levels: number): string {
  const lines = ['lol0: &lol0 "lol"'];
  for (let i = 1; i <= levels; i++) lines.push(`lol${i}: &lol${i} [${Array.from({ length: 10 }, () => `*lol${i - 1}`).join(', ')}]`);
  lines.push(`title: *lol${levels}`, `keywords: *lol${levels}`, `tags: *lol${levels}`);
  return lines.join('\n');
}

export function randomFrontMatter(random: Random): string {
  if (random.chance(0.05)) return billionLaughs(random.int(3, 9));
  const lines: string[] = [];
  const count = random.int(0, 12);
  for (let i = 0; i < count; i++) {
    const key = random.pick(KEYS);
    let value = random.chance(0.15) ? random.string(random.int(0, 40), 'abc xyz:#-"\'&*!|>{}[]\t') : random.pick(SCALARS);
    if (random.chance(0.03)) value = `"${'x'.repeat(random.int(10_000, 200_000))}"`;
    const indent = random.chance(0.05) ? random.pick(['\t', '  ', ' \t']) : '';
    lines.push(`${indent}${key}:${random.chance(0.9) ? ' ' : random.pick(['\t', '', '   '])}${value}`);
    if (random.chance(0.1)) lines.push(lines[lines.length - 1]!); // a duplicate key
  }
  return lines.join('\n');
}

const ODD_TEXT = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</title><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '\u202eevil',
  '💥'.repeat(50),
  'x'.repeat(5000),
  'line\nbreak',
  '../../../etc/passwd',
  'a\\b',
  '%00',
  '__proto__',
  'constructor',
];

const ODD_SLUGS = ['/', '', '.', '..', '/..', '../../../../outside', 'a/../../b', '/a//b/', '%2e%2e/x', '?query', '#hash', 'with space', 'ünïcödé/ページ', 'x'.repeat(300), 'a/'.repeat(60), '/index.html', '/assets', '/page-data/x', '/404.html', '/sitemap.xml', '/search-index-default.json', '/llms.txt', 'CON', 'trailing/'];

/** Front matter the schema accepts, with values that are hard on everything after it: markup, long and empty strings, odd slugs and numbers. */
export function randomValidFrontMatter(random: Random): string {
  const text = () => JSON.stringify(random.pick(ODD_TEXT));
  const fields: string[] = [];
  if (random.chance(0.8)) fields.push(`title: ${text()}`);
  if (random.chance(0.5)) fields.push(`sidebar_label: ${text()}`);
  if (random.chance(0.5)) fields.push(`description: ${text()}`);
  if (random.chance(0.4)) fields.push(`slug: ${JSON.stringify(random.pick(ODD_SLUGS))}`);
  if (random.chance(0.3)) fields.push(`id: ${JSON.stringify(random.pick(['same', 'index', 'x'.repeat(200), 'ü', '.', '..', '__proto__']))}`);
  if (random.chance(0.4)) fields.push(`sidebar_position: ${random.pick(['-1e308', '1e308', '0', '-0', '0.5', '-3', '1e999'])}`);
  if (random.chance(0.3)) fields.push(`keywords: [${text()}, ${text()}]`);
  if (random.chance(0.3)) fields.push(`tags: ${text()}`);
  if (random.chance(0.2)) fields.push(`pagination_prev: ${random.pick(['null', '"missing"', '"index"', '"fuzzed"'])}`);
  if (random.chance(0.2)) fields.push(`pagination_next: ${random.pick(['null', '"missing"', '"sub/nested"'])}`);
  if (random.chance(0.2)) fields.push(`pagination_label: ${text()}`);
  if (random.chance(0.2)) fields.push(`toc_min_heading_level: ${random.int(2, 6)}`, `toc_max_heading_level: ${random.int(2, 6)}`);
  for (const flag of ['draft', 'unlisted', 'hide_table_of_contents', 'hide_title']) if (random.chance(0.1)) fields.push(`${flag}: ${random.chance(0.5)}`);
  if (random.chance(0.2)) fields.push(`image: ${text()}`);
  return fields.join('\n');
}

/** A whole page: the front matter between its fences (sometimes broken), then a short body. */
export function randomPage(random: Random, frontMatter: string, body: string): string {
  const open = random.pick(['---', '---', '---', '--- ', '---\t', '----', '']);
  const close = random.pick(['---', '---', '---', '...', '--- trailing', '']);
  return `${open}\n${frontMatter}\n${close}\n\n${body}\n`;
}

/** The bytes of a page, sometimes with a BOM, CRLF line endings, a NUL or invalid UTF-8. */
export function encodePage(random: Random, page: string): Buffer {
  let text = page;
  if (random.chance(0.2)) text = text.replace(/\n/g, '\r\n');
  if (random.chance(0.05)) text = text.replace(/\n/g, '\r');
  let bytes = Buffer.from(text, 'utf8');
  if (random.chance(0.15)) bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
  if (random.chance(0.15)) {
    const at = random.int(0, bytes.length);
    const junk = random.pick([[0xff], [0xfe, 0xff], [0xc3], [0xed, 0xa0, 0x80], [0x00], [0xf4, 0x90, 0x80, 0x80]]);
    bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from(junk), bytes.subarray(at)]);
  }
  return bytes;
}
