// Tags in an OpenAPI description are HTML or Redoc's, never MDX: a document's
// authors write `<Pay>` or `<amount>` as words, and the site's MDX reading
// dropped the first (an unknown component) and let the browser swallow the
// second (an unknown element). Before the description is rendered, a tag
// that is not an HTML element is escaped, so it shows as written, and
// Redoc's own tags are turned into what Redoc shows:
//   <SchemaDefinition schemaRef="#/components/schemas/X" />  the schema's tree (a marker here, filled in by the reference)
//   <SecurityDefinitions />                                   nothing: the Authentication section follows the introduction anyway
// Code spans and fenced blocks are left as they are.

/** Elements that a description may use as HTML (HTML's own, lower case as written). */
const HTML_ELEMENTS = new Set(
  (
    'a abbr address article aside b bdi bdo blockquote br caption cite code col colgroup dd del details dfn div dl dt em figcaption figure ' +
    'footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd li main mark nav ol p picture pre q rp rt ruby s samp section small source span strong ' +
    'sub summary sup table tbody td tfoot th thead time tr u ul var video audio wbr center font big tt strike iframe'
  ).split(' '),
);

/** The marker a `<SchemaDefinition>` leaves, which the reference replaces by the schema's tree. */
export const SCHEMA_MARKER = /<div data-schema-definition="([^"]*)"><\/div>/g;

const TAG = /<\/?([A-Za-z][\w.:-]*)((?:\s+[^<>]*?)?)\s*\/?>/g;
const CODE = /(`+)[\s\S]*?\1|^( {0,3})(```|~~~)[\s\S]*?^\2\3/gm;

/** The description with its tags rewritten; lines stay where they were (diagnostics point into the document). */
export function prepareDescriptionTags(text: string): string {
  if (!text.includes('<')) return text;
  let out = '';
  let last = 0;
  for (const code of text.matchAll(CODE)) {
    out += rewriteTags(text.slice(last, code.index)) + code[0];
    last = code.index + code[0].length;
  }
  return out + rewriteTags(text.slice(last));
}

function rewriteTags(text: string): string {
  return text.replace(TAG, (whole, name: string, attributes: string) => {
    if (name === 'SchemaDefinition') {
      const ref = /schemaRef\s*=\s*["']#\/components\/schemas\/([^"']+)["']/.exec(attributes)?.[1];
      if (ref) return `<div data-schema-definition="${escapeAttribute(decodePointerToken(ref))}"></div>`;
    }
    if (name === 'SecurityDefinitions') return '';
    if (HTML_ELEMENTS.has(name)) return whole;
    return whole.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  });
}

function decodePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
