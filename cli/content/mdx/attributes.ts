// The value of a JSX attribute, as far as a static page can know it: strings
// and `true` as written, and expressions that are literals (`{3}`,
// `{['a', 'b']}`, `{[{label: 'A', value: 'a'}]}`) read with JSON5, which
// takes JavaScript's object-literal syntax. Anything else (a variable, a
// function call) has no value here: `undefined`.
import JSON5 from 'json5';
import type { JsxAttribute, JsxTag, JsxValue } from './jsx-tag.js';

export function attributeValue(value: JsxValue): unknown {
  if (value.kind === 'string') return value.text;
  if (value.kind === 'true') return true;
  const template = /^`([^`$]*)`$/.exec(value.source);
  if (template) return template[1];
  try {
    return JSON5.parse(value.source);
  } catch {
    return undefined;
  }
}

/** The named attribute's value, or `undefined` when it is absent or not a literal. */
export function attributeOf(tag: Pick<JsxTag, 'attributes'>, name: string): unknown {
  const attribute: JsxAttribute | undefined = tag.attributes.find((a) => a.name === name);
  return attribute ? attributeValue(attribute.value) : undefined;
}

export function stringAttribute(tag: Pick<JsxTag, 'attributes'>, name: string): string | undefined {
  const value = attributeOf(tag, name);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}
