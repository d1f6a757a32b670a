// A large page (the API reference of a large OpenAPI document) is written in
// parts: its body is never copied into the page's markup, its HTML file or
// its page-data JSON as one more string. What is written must be exactly
// what one string would have been, whatever falls on a slice boundary.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { flatString, SLICE_LENGTH, stringSlices } from '../../cli/large-strings.js';
import { pageDataParts } from '../../cli/render/page-data.js';
import { renderPageMarkup, renderPageMarkupParts } from '../../cli/render/render-page.js';
import { writeAtomically, type DeferredFiles, type FileParts } from '../../cli/write/atomic.js';
import { App } from '../../templates/App.js';
import { serverServices } from '../../templates/services.js';
import type { PageData } from '../../templates/contracts/types.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';
import { loadFixture } from '../support/sites.js';

const EMOJI = '\u{1F600}';
/** A body whose emoji straddles the first slice boundary, with characters JSON and HTML escape. */
const largeBody = () => `${'a'.repeat(SLICE_LENGTH - 1)}${EMOJI}<p>"quoted" \\ \u2028 </script></p>${'b'.repeat(SLICE_LENGTH)}${EMOJI}`;

describe('slices of a long string', () => {
  it('are the string, in order, and never split a surrogate pair', () => {
    const text = largeBody();
    const slices = [...stringSlices(text)];
    expect(slices.length).toBe(3);
    expect(slices.join('')).toBe(text);
    for (const slice of slices) expect(slice).toBe(Buffer.from(slice).toString()); // a lone surrogate would not survive UTF-8
  });

  it('flattening keeps the value', () => {
    let built = '';
    for (let i = 0; i < 1000; i++) built += `${i},`;
    expect(flatString(built)).toBe(built);
  });
});

describe('a page in parts', async () => {
  const model = await loadFixture(fixtureSite('web'));
  const doc = model.pages.find((page) => page.kind === 'doc')!;

  it('has the markup React renders with the body in place', () => {
    for (const page of [doc, model.notFound]) {
      const whole = renderToString(createElement(App, { site: model.site, page, services: serverServices }));
      expect(renderPageMarkup(model.site, page)).toBe(whole);
    }
    const parts = renderPageMarkupParts(model.site, doc);
    expect(parts).toHaveLength(3);
    expect(parts[1]).toBe(doc.html);
  });

  it('has the page data JSON.stringify makes, with a large body', () => {
    const page: PageData = { ...doc, html: largeBody() };
    expect([...pageDataParts(page)].join('')).toBe(JSON.stringify(page));
    expect([...pageDataParts(doc)].join('')).toBe(JSON.stringify(doc));
  });

  it('is written byte for byte as the whole string would be', async () => {
    const out = path.join(await temporaryDir(), 'build');
    const body = largeBody();
    const page: PageData = { ...doc, html: body };
    const deferred: DeferredFiles = new Map<string, () => Buffer | FileParts>([
      ['parts.html', () => ['<div>', body, '</div>', Buffer.from(EMOJI)]],
      ['page.json', () => pageDataParts(page)],
      // Small files, written in one call: parts joined, a buffer as it is.
      ['small.html', () => ['<p>', EMOJI, '</p>']],
      ['small.bin', () => Buffer.from([0, 1, 2])],
      ['small-mixed.html', () => ['<p>', Buffer.from(EMOJI), '</p>']],
    ]);
    await writeAtomically(out, new Map([['whole.txt', body]]), deferred);
    expect(await readFile(path.join(out, 'whole.txt'), 'utf8')).toBe(body);
    expect(await readFile(path.join(out, 'parts.html'), 'utf8')).toBe(`<div>${body}</div>${EMOJI}`);
    expect(JSON.parse(await readFile(path.join(out, 'page.json'), 'utf8'))).toEqual(page);
    expect(await readFile(path.join(out, 'page.json'), 'utf8')).toBe(JSON.stringify(page));
    expect(await readFile(path.join(out, 'small.html'), 'utf8')).toBe(`<p>${EMOJI}</p>`);
    expect([...(await readFile(path.join(out, 'small.bin')))]).toEqual([0, 1, 2]);
    expect(await readFile(path.join(out, 'small-mixed.html'), 'utf8')).toBe(`<p>${EMOJI}</p>`);
  });
});
