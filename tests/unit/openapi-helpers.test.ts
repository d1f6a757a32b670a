// The small pure pieces of the reference, as tables: Redoc's slugs, shell
// quoting, curl commands, form encoding, JSON highlighting, schema rules.
import { describe, expect, it } from 'vitest';
import { redocSlug } from '../../cli/openapi/anchors.js';
import { curlCommand, quote } from '../../cli/openapi/curl.js';
import { formFields } from '../../cli/openapi/form-fields.js';
import { highlightCurl } from '../../cli/openapi/curl-highlight.js';
import { highlightJson } from '../../cli/openapi/json-highlight.js';
import { constraintsOf, exampleJson } from '../../cli/openapi/schema-view.js';
import { tagLabel } from '../../cli/openapi/document.js';
import { splitPointer } from '../../cli/openapi/locate.js';

describe('redocSlug', () => {
  it.each([
    ['Orders', 'Orders'],
    ['Market Data', 'Market-Data'],
    ['Pets & Owners', 'Pets-and-Owners'],
    ['  Data   Integration ', 'Data-Integration'],
    ['Données', 'Donnees'],
    ['Orders (v2)', 'Orders-(v2)'],
    ['a - b', 'a-b'],
    ['???', '???'],
  ])('%j → %j', (tag, slug) => expect(redocSlug(tag)).toBe(slug));
});

describe('curl', () => {
  it('quotes for a POSIX shell', () => {
    expect(quote("it's")).toBe(`'it'\\''s'`);
    expect(quote('$HOME `x` "y"')).toBe(`'$HOME \`x\` "y"'`);
  });

  it('names the method only when curl would not infer it', () => {
    expect(curlCommand({ method: 'get', url: 'https://x/a', headers: [] })).toBe("curl 'https://x/a'");
    expect(curlCommand({ method: 'post', url: 'https://x/a', headers: [], body: { kind: 'form', fields: [{ name: 'a', value: '1' }] } })).toBe("curl 'https://x/a' \\\n  --data-urlencode 'a=1'");
    expect(curlCommand({ method: 'post', url: 'https://x/a', headers: [] })).toBe("curl -X POST 'https://x/a'");
    expect(curlCommand({ method: 'put', url: 'https://x/a', headers: [['Authorization', 'Bearer <token>']], body: { kind: 'text', contentType: 'application/json', text: '{"a":1}' } })).toBe(
      "curl -X PUT 'https://x/a' \\\n  -H 'Authorization: Bearer <token>' \\\n  -H 'Content-Type: application/json' \\\n  --data '{\"a\":1}'",
    );
  });
});

describe('highlightCurl', () => {
  it('colours the command, options, continuations and quoted words, and escapes the rest', () => {
    const command = curlCommand({ method: 'put', url: 'https://x/a?b=1&c=<2>', headers: [['X-Note', "it's"]], body: { kind: 'text', contentType: 'application/json', text: '{"a":"</script>"}' } });
    expect(highlightCurl(command)).toBe(
      '<pre class="shell-code" tabindex="0"><code>' +
        [
          `<span class="line"><span class="s-cmd">curl</span> <span class="s-opt">-X</span> PUT <span class="s-str">&#39;https://x/a?b=1&amp;c=&lt;2&gt;&#39;</span> <span class="s-opt">\\</span></span>`,
          `<span class="line">  <span class="s-opt">-H</span> <span class="s-str">&#39;X-Note: it&#39;\\&#39;&#39;s&#39;</span> <span class="s-opt">\\</span></span>`,
          `<span class="line">  <span class="s-opt">-H</span> <span class="s-str">&#39;Content-Type: application/json&#39;</span> <span class="s-opt">\\</span></span>`,
          `<span class="line">  <span class="s-opt">--data</span> <span class="s-str">&#39;{&quot;a&quot;:&quot;&lt;/script&gt;&quot;}&#39;</span></span>`,
        ].join('\n') +
        '</code></pre>',
    );
  });

  it('keeps every character of the command as text', () => {
    const command = curlCommand({ method: 'get', url: "https://x/a b'c", headers: [['A', 'b \\ c']], stream: true });
    const text = highlightCurl(command).replace(/<[^>]+>/g, '').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(text).toBe(command);
  });
});

describe('formFields', () => {
  it('serialises arrays and objects by their encoding', () => {
    const body = { ids: ['1', '2'], tags: ['a', 'b'], extra: { note: 'x y' }, flat: { k: 1 }, n: 3, off: false, none: null };
    expect(formFields(body, { tags: { style: 'pipeDelimited', explode: false }, extra: { style: 'deepObject', explode: true } })).toEqual([
      { name: 'ids', value: '1' },
      { name: 'ids', value: '2' },
      { name: 'tags', value: 'a|b' },
      { name: 'extra[note]', value: 'x y' },
      { name: 'k', value: '1' },
      { name: 'n', value: '3' },
      { name: 'off', value: 'false' },
      { name: 'none', value: '' },
    ]);
    expect(formFields({ ids: ['1', '2'] }, { ids: { explode: false } })).toEqual([{ name: 'ids', value: '1,2' }]);
    expect(formFields({ meta: { a: 1 } }, { meta: { contentType: 'application/json' } })).toEqual([{ name: 'meta', value: '{"a":1}' }]);
  });
});

describe('highlightJson', () => {
  it('marks keys, strings, numbers and literals, and escapes HTML', () => {
    expect(highlightJson('{"a": "<b>", "n": -1.5e3, "t": true, "z": null}')).toBe(
      '<pre class="json-code" tabindex="0"><code>{<span class="j-key">&quot;a&quot;</span>: <span class="j-str">&quot;&lt;b&gt;&quot;</span>, <span class="j-key">&quot;n&quot;</span>: <span class="j-num">-1.5e3</span>, <span class="j-key">&quot;t&quot;</span>: <span class="j-lit">true</span>, <span class="j-key">&quot;z&quot;</span>: <span class="j-lit">null</span>}</code></pre>',
    );
    expect(highlightJson('"a \\" b"')).toBe('<pre class="json-code" tabindex="0"><code><span class="j-str">&quot;a \\&quot; b&quot;</span></code></pre>');
  });
});

describe('constraintsOf', () => {
  it.each([
    [{ minimum: 0 }, ['>= 0']],
    [{ minimum: 0, exclusiveMinimum: true }, ['> 0']],
    [{ exclusiveMinimum: 0 }, ['> 0']],
    [{ minimum: 1, maximum: 10 }, ['[1 .. 10]']],
    [{ minimum: 1, maximum: 10, exclusiveMaximum: true }, ['[1 .. 10)']],
    [{ maximum: 5 }, ['<= 5']],
    [{ multipleOf: 0.5 }, ['multiple of 0.5']],
    [{ minLength: 1 }, ['non-empty']],
    [{ minLength: 2, maxLength: 8 }, ['[2 .. 8] characters']],
    [{ minLength: 3, maxLength: 3 }, ['3 characters']],
    [{ maxItems: 4, uniqueItems: true }, ['<= 4 items', 'unique items']],
    [{ minProperties: 1 }, ['>= 1 properties']],
  ] as const)('%j', (schema, rules) => expect(constraintsOf(schema)).toEqual(rules));
});

describe('splitPointer', () => {
  it('decodes RFC 6901 and URI escapes', () => {
    expect(splitPointer('#/paths/~1orders~1%7Bid%7D/get')).toEqual(['paths', '/orders/{id}', 'get']);
    expect(splitPointer('/a~0b/100%')).toEqual(['a~b', '100%']);
    expect(splitPointer('#')).toEqual([]);
  });
});

describe('exampleJson', () => {
  it('keeps scalars and short values on one line and indents a longer object or array', () => {
    expect(exampleJson(12.5)).toBe('12.5');
    expect(exampleJson('a long string that stays on its one line whatever its length')).toBe('"a long string that stays on its one line whatever its length"');
    expect(exampleJson([1, 2])).toBe('[1,2]');
    expect(exampleJson({ t: [1767268800, 1767268860], c: [12.45, 12.42] })).toBe('{\n  "t": [\n    1767268800,\n    1767268860\n  ],\n  "c": [\n    12.45,\n    12.42\n  ]\n}');
  });
});

describe('tagLabel', () => {
  it("shows Redoc's x-displayName when it is a non-empty string, else the name", () => {
    expect(tagLabel({ name: 'Authentication', 'x-displayName': 'Sessions' })).toBe('Sessions');
    expect(tagLabel({ name: 'Authentication', 'x-displayName': '  ' })).toBe('Authentication');
    expect(tagLabel({ name: 'Authentication', 'x-displayName': 3 })).toBe('Authentication');
    expect(tagLabel({ name: 'Orders' })).toBe('Orders');
  });
});
