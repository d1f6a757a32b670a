// The reference body is written by cli/static-markup.ts, not by React's
// server renderer: it must be React's markup byte for byte, take the fast
// path for every part of a real reference, and hand anything it does not
// know to React rather than write it its own way.
import { Component, createContext, createElement as h, Fragment, useContext, useId, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderStaticMarkup, staticMarkup } from '../../cli/static-markup.js';
import { ApiReferenceBody } from '../../templates/api/ApiReferenceBody.js';
import { REFERENCE_DOCUMENTS, referenceOf } from './openapi-fixture.js';

const DOCUMENTS: [string, string, string | undefined][] = [
  ...REFERENCE_DOCUMENTS,
  ['code samples and Try it', 'code-samples.yaml', undefined],
  ['generated samples', 'samples/pods.yaml', undefined],
  ['Swagger 2.0', 'swagger2/kennel.yaml', undefined],
  ['titles of real documents', 'real-world-titles.yaml', undefined],
];

describe('static markup of the API reference', () => {
  it.each(DOCUMENTS)('is React’s, without React: %s', async (_, spec, siteDir) => {
    const { view } = await referenceOf(spec, undefined, siteDir);
    const body = h(ApiReferenceBody, { view });
    const react = renderToStaticMarkup(body);
    expect(react.length).toBeGreaterThan(1000);
    // staticMarkup throws where it would need React: the whole body takes the fast path.
    expect(staticMarkup(body)).toBe(react);
  });
});

/** Both renderers' markup of `node`, and whether the fast path wrote it. */
function both(node: ReactNode): { react: string; ours: string; fast: boolean } {
  let fast = true;
  try {
    staticMarkup(node);
  } catch {
    fast = false;
  }
  return { react: renderToStaticMarkup(node), ours: renderStaticMarkup(node), fast };
}

describe('static markup, element by element', () => {
  const cases: [string, ReactNode][] = [
    ['text beside text and numbers', h('p', null, 'a', 'b', 3, 0n, null, false, true, undefined, ['c', ['d']])],
    ['escaping in text and attributes', h('div', { title: `"quoted" & 'single' <tag>`, id: 'a&b' }, `<script>"x" & 'y'</script>`)],
    ['renamed and boolean attributes', h('details', { className: 'c', tabIndex: -1, open: true, hidden: false, required: 'yes', htmlFor: 'f' }, h('summary', null, 'S'))],
    ['booleans only for aria- and data-', h('span', { 'aria-hidden': true, 'data-on': false, title: false, name: true, role: 'note' })],
    ['event handlers and refs left out', h('span', { onClick: () => undefined, ref: null, suppressHydrationWarning: true }, 'x')],
    ['void elements', h('div', null, h('br'), h('hr', { className: 'rule' }), h('wbr'))],
    ['empty and unsafe links', h('div', null, h('a', { href: '' }, 'self'), h('span', { href: '' }), h('a', { href: ' javascript:alert(1)' }, 'x'), h('a', { href: 'https://e.example/?a=1&b=2' }, 'y'))],
    ['download as flag or name', h('div', null, h('a', { href: 'f', download: true }), h('a', { href: 'f', download: false }), h('a', { href: 'f', download: 'name.yaml' }))],
    ['a button’s name after its other attributes', h('button', { name: 'go', type: 'button', 'aria-label': 'Go' }, 'Go')],
    ['preformatted text keeps its first newline', h('div', null, h('pre', null, '\nline'), h('pre', { dangerouslySetInnerHTML: { __html: '\n<b>x</b>' } }), h('listing', null, 'plain'))],
    ['inner HTML as given', h('div', { className: 'markdown', dangerouslySetInnerHTML: { __html: '<p>Hi &amp; bye</p>' } })],
    ['fragments and components returning nothing', h(Fragment, null, h(() => null), h(() => undefined as unknown as null), h(({ label }: { label: string }) => h('em', null, label), { label: 'x' }))],
    ['svg by the generic rule', h('svg', { viewBox: '0 0 1 1', width: 1, height: '2' }, h('path', { d: 'M0 0' }))],
  ];
  it.each(cases)('%s', (_, node) => {
    const { react, ours, fast } = both(node);
    expect(fast).toBe(true);
    expect(ours).toBe(react);
  });

  const Theme = createContext('light');
  class Box extends Component {
    override render() {
      return h('div', null, 'class');
    }
  }
  const React: [string, ReactNode][] = [
    ['a hook', h(function WithId() {
      return h('span', { id: useId() });
    })],
    ['a context', h(Theme.Provider, { value: 'dark' }, h(function Themed() {
      return h('span', null, useContext(Theme));
    }))],
    ['a class component', h(Box)],
    ['a style', h('div', { style: { marginTop: 4, color: 'red' } })],
    ['a form field', h('input', { value: 'x', readOnly: true })],
    ['a title React hoists', h('div', null, h('title', null, 'T'))],
    ['a custom element', h('my-element', { class: 'x' })],
    ['an attribute React renames by its own table', h('svg', null, h('path', { strokeWidth: 2 }))],
  ];
  it.each(React)('left to React: %s', (_, node) => {
    const { react, ours, fast } = both(node);
    expect(fast).toBe(false);
    expect(ours).toBe(react);
  });

  it('lets React throw the errors React throws', () => {
    const both = h('div', { dangerouslySetInnerHTML: { __html: 'x' } }, 'child');
    expect(() => renderToStaticMarkup(both)).toThrow(/only set one/);
    expect(() => renderStaticMarkup(both)).toThrow(/only set one/);
    const Failing = () => {
      throw new Error('component failed');
    };
    expect(() => renderStaticMarkup(h(Failing))).toThrow('component failed');
  });
});
