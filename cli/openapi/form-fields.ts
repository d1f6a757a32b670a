// An example body written as `application/x-www-form-urlencoded` fields, the
// way OpenAPI's encoding rules serialise it: scalars as they are, arrays as
// repeated fields (form, explode) or joined (explode: false, pipeDelimited,
// spaceDelimited), objects as `name[key]` (deepObject) or as their own fields
// (form, explode).
import type { EncodingObject, JsonValue } from './document.js';

export interface FormField {
  name: string;
  value: string;
}

export function formFields(body: JsonValue, encoding: Record<string, EncodingObject> = {}): FormField[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const fields: FormField[] = [];
  for (const [name, value] of Object.entries(body)) {
    const rule = encoding[name] ?? {};
    const style = rule.style ?? 'form';
    const explode = rule.explode ?? style === 'form';
    if (Array.isArray(value)) {
      if (explode && style === 'form') for (const item of value) fields.push({ name, value: scalar(item) });
      else fields.push({ name, value: value.map(scalar).join(style === 'pipeDelimited' ? '|' : style === 'spaceDelimited' ? ' ' : ',') });
    } else if (typeof value === 'object' && value !== null) {
      if (rule.contentType?.includes('json')) fields.push({ name, value: JSON.stringify(value) });
      else if (style === 'deepObject') for (const [key, inner] of Object.entries(value)) fields.push({ name: `${name}[${key}]`, value: scalar(inner) });
      else if (explode) for (const [key, inner] of Object.entries(value)) fields.push({ name: key, value: scalar(inner) });
      else fields.push({ name, value: Object.entries(value).flatMap(([key, inner]) => [key, scalar(inner)]).join(',') });
    } else {
      fields.push({ name, value: scalar(value) });
    }
  }
  return fields;
}

function scalar(value: JsonValue): string {
  if (value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
