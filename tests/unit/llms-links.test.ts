// Links of the Markdown export, as data: written → what the .md file carries.
import { describe, expect, it } from 'vitest';
import { createLinkResolver } from '../../cli/content/link-resolver.js';
import { absoluteLinks, rewriteLine, rewriteText } from '../../cli/llms/links.js';
import { markdownPath } from '../../cli/llms/paths.js';

const absolutize = absoluteLinks({
  origin: 'https://docs.example.com',
  pageHref: '/base/data/history',
  resolve: createLinkResolver({
    baseUrl: '/base/',
    routesByFile: new Map([
      ['data/history.md', '/data/history'],
      ['data/symbol_info.md', '/data/symbol_info'],
      ['glossary.md', '/glossary'],
      ['data-tests/index.md', '/data-tests/'],
    ]),
    from: { relative: 'data/history.md', route: '/data/history' },
  }),
});

const cases: [string, string, string][] = [
  ['relative .md link', 'See [symbol info](symbol_info.md).', 'See [symbol info](https://docs.example.com/base/data/symbol_info).'],
  ['.md link up a folder with an anchor', '[countback](../glossary.md#countback)', '[countback](https://docs.example.com/base/glossary#countback)'],
  ['folder index', '[tests](../data-tests/index.md)', '[tests](https://docs.example.com/base/data-tests/)'],
  ['anchor on this page', '[below](#resolutions)', '[below](https://docs.example.com/base/data/history#resolutions)'],
  ['route under the base URL, Redoc anchor kept', '[getHistory](/rest-api-spec#operation/getHistory)', '[getHistory](https://docs.example.com/base/rest-api-spec#operation/getHistory)'],
  ['external link untouched', '[spec](https://example.org/a_(b)) and <https://example.org>', '[spec](https://example.org/a_(b)) and <https://example.org>'],
  ['mailto untouched', '[mail](mailto:team@example.com)', '[mail](mailto:team@example.com)'],
  ['title kept', '[g](../glossary.md "The glossary")', '[g](https://docs.example.com/base/glossary "The glossary")'],
  ['angle-bracket destination', '[g](<../glossary.md>)', '[g](<https://docs.example.com/base/glossary>)'],
  ['image', '![chart](../img/chart.png)', '![chart](https://docs.example.com/base/img/chart.png)'],
  ['code span left alone', 'Use `[x](y.md)` and ``a `](z.md)` b``.', 'Use `[x](y.md)` and ``a `](z.md)` b``.'],
  ['escaped bracket is text', 'a \\](not-a-link.md) b', 'a \\](not-a-link.md) b'],
  ['reference definition', '[ref]: ../glossary.md "Glossary"', '[ref]: https://docs.example.com/base/glossary "Glossary"'],
  ['footnote is not a definition', '[^1]: ../glossary.md is a footnote', '[^1]: ../glossary.md is a footnote'],
  ['raw HTML href and src', '<a href="#from">from</a> <img src="/img/a.svg" alt="">', '<a href="https://docs.example.com/base/data/history#from">from</a> <img src="https://docs.example.com/base/img/a.svg" alt="">'],
  ['broken .md link stays as written', '[gone](missing.md)', '[gone](missing.md)'],
  ['text around links copied as written', 'a < b, [g](../glossary.md) then `c` [h](#h) end \\', 'a < b, [g](https://docs.example.com/base/glossary) then `c` [h](https://docs.example.com/base/data/history#h) end \\'],
  ['empty destination and an unclosed code span', '[none]() and `open [g](../glossary.md)', '[none]() and `open [g](https://docs.example.com/base/glossary)'],
];

describe('absolute links', () => {
  it.each(cases)('%s', (_name, written, expected) => {
    expect(rewriteLine(written, absolutize)).toBe(expected);
  });

  it('leaves fenced code alone in longer texts', () => {
    const text = 'See [g](../glossary.md).\n\n```md\n[g](../glossary.md)\n```\n\n~~~\n[h](#x)\n~~~\nAfter [x](#x).';
    expect(rewriteText(text, absolutize)).toBe(
      'See [g](https://docs.example.com/base/glossary).\n\n```md\n[g](../glossary.md)\n```\n\n~~~\n[h](#x)\n~~~\nAfter [x](https://docs.example.com/base/data/history#x).',
    );
  });
});

describe('markdown paths', () => {
  it.each([
    ['/', 'index.md'],
    ['/data/history', 'data/history.md'],
    ['/data-tests/', 'data-tests/index.md'],
    ['/trading/ui-elements/', 'trading/ui-elements/index.md'],
  ])('%s → %s', (route, file) => {
    expect(markdownPath(route)).toBe(file);
  });
});
