// Turns what swagger-parser throws into diagnostics that say what is wrong and
// where: a YAML syntax error (its own line and column), a `$ref` to a missing
// file or member (the line of that `$ref`), or schema validation problems (the
// line of each offending member, found by following the JSON pointer through
// the source, `$ref`s included; errors only where the page cannot be made,
// see tolerate.ts).
import path from 'node:path';
import { closest, error, warning, type Diagnostic, type SourceLocation } from '../diagnostics.js';
import type { SourceLocator } from './locate.js';
import { dropsMember, isFatal } from './tolerate.js';
import type { SchemaError } from './schema-validators.js';

interface Context {
  siteDir: string;
  /** The spec file, relative to the site. */
  file: string;
  locator: SourceLocator;
}

type AjvError = Pick<SchemaError, 'instancePath' | 'keyword' | 'message' | 'params'>;

const HINT = 'Fix the OpenAPI document; `brokerdocs check` reports every problem at once.';
const DROPPED_HINT = 'The reference is shown without this member; fix the OpenAPI document to show it.';
/** Keywords whose failure only says that none of the ways to be valid worked (3.0 unions, 3.1 conditionals). */
const UNION_KEYWORDS = new Set(['oneOf', 'anyOf', 'if']);

export function loadErrorDiagnostics(caught: unknown, context: Context): Diagnostic[] {
  const failure = caught as Error & { code?: string; source?: string; details?: AjvError[]; targetRef?: string };
  const source = failure.source ? path.relative(context.siteDir, path.resolve(failure.source)) : context.file;
  switch (failure.code) {
    case 'EPARSER':
      return [error('openapi-syntax', `Invalid OpenAPI document: ${firstLine(failure.message)}`, syntaxLocation(failure.message, source), 'Fix the YAML/JSON syntax at this line.')];
    case 'EMISSINGPOINTER': {
      const missing = failure.targetRef ?? '';
      const at = context.locator.ref((target) => missing !== '' && `#${target.pointer}` === missing.slice(missing.indexOf('#')));
      return [error('openapi-missing-ref', `Invalid OpenAPI document: ${failure.message}`, at ?? { file: source }, missingRefHint(missing, failure.source, context))];
    }
    case 'ERESOLVER': {
      const missingFile = !failure.source ? '' : /^[a-z][a-z0-9+.-]*:\/\//i.test(failure.source) ? failure.source : path.resolve(failure.source);
      const at = context.locator.ref((target) => target.file === missingFile);
      return [error('openapi-missing-file', `Invalid OpenAPI document: ${failure.message}`, at ?? { file: context.file }, 'Check the file name of this $ref, relative to the file that contains it.')];
    }
  }
  const location = /version/i.test(failure.message) ? context.locator.pointer('/openapi') : undefined;
  return [error('openapi-invalid', `Invalid OpenAPI document: ${failure.message}`, location ?? { file: context.file }, HINT)];
}

/** The closest name beside the one a `$ref` misses (`#/components/schemas/Ordr` → `Order`), else the general advice. */
function missingRefHint(missing: string, source: string | undefined, context: Context): string {
  const hash = missing.indexOf('#');
  const tokens = hash >= 0 ? missing.slice(hash + 1).split('/').filter(Boolean) : [];
  const name = tokens.pop()?.replace(/~1/g, '/').replace(/~0/g, '~');
  const filePart = hash > 0 ? missing.slice(0, hash) : '';
  // swagger-parser names the file it was reading; a `$ref` into another file names that file.
  const file = filePart ? path.resolve(source ? path.dirname(path.resolve(source)) : context.siteDir, filePart) : source ? path.resolve(source) : undefined;
  const keys = name === undefined ? undefined : context.locator.keysAt(`/${tokens.join('/')}`, file);
  const suggestion = name !== undefined && keys ? closest(name, keys) : undefined;
  if (!suggestion) return 'Point the $ref at a member that exists.';
  const pointer = [...tokens, suggestion.replace(/~/g, '~0').replace(/\//g, '~1')].join('/');
  const target = file ? path.relative(context.siteDir, file) : context.file;
  return `Did you mean "${filePart}#/${pointer}"${target !== context.file && !filePart ? ` (in ${target})` : ''}?`;
}

/**
 * Ajv reports a failing member once per way it could have been valid: as a
 * Schema object, as a Reference object (`must have required property
 * '$ref'`), and as the `oneOf` of both. Only the specific complaints help;
 * the union noise is dropped when there is anything else. The validator sees
 * the dereferenced document, so a member reached twice through `$ref`s is
 * reported twice: one diagnostic per source location. The message names the
 * place the value is used (a `$ref`'s target is checked where it stands in),
 * and where it is written when that differs.
 */
export function schemaDiagnostics(errors: readonly AjvError[], context: Context): Diagnostic[] {
  const noise = (e: AjvError) => UNION_KEYWORDS.has(e.keyword) || (e.keyword === 'required' && e.params.missingProperty === '$ref');
  const specific = errors.filter((e) => !noise(e));
  const kept = specific.length ? specific : errors;
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const e of kept) {
    const location: SourceLocation = context.locator.pointer(e.instancePath) ?? { file: context.file };
    const used = e.instancePath || '/';
    const written = context.locator.writtenAt(e.instancePath) || '/';
    const where = written === used ? used : `${used} (written at ${written})`;
    const key = `${location.file}:${location.line}:${describe(e)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const hint = hintFor(e, context.locator.scalar(e.instancePath));
    if (isFatal(e)) diagnostics.push(error('openapi-invalid', `Invalid OpenAPI document: ${where} ${describe(e)}`, location, hint ?? HINT));
    else if (dropsMember(e)) diagnostics.push(warning('openapi-invalid', `Invalid OpenAPI document: ${where} ${describe(e)}; ignored`, location, DROPPED_HINT));
    else diagnostics.push(warning('openapi-invalid', `Invalid OpenAPI document: ${where} ${describe(e)}`, location, hint ?? HINT));
  }
  return diagnostics;
}

function describe(e: AjvError): string {
  const message = e.message ?? `fails ${e.keyword}`;
  if (e.keyword === 'enum' && Array.isArray(e.params.allowedValues)) return `${message}: ${e.params.allowedValues.join(', ')}`;
  const unknown = unknownMember(e);
  if (unknown !== undefined) return `has an unknown member "${unknown}"`;
  return message;
}

function hintFor(e: AjvError, written: string | undefined): string | undefined {
  if (e.keyword === 'enum' && Array.isArray(e.params.allowedValues)) {
    const suggestion = written === undefined ? undefined : closest(written, e.params.allowedValues.map(String));
    return suggestion ? `Use one of the allowed values (did you mean "${suggestion}"?).` : 'Use one of the allowed values.';
  }
  if (unknownMember(e) !== undefined) return 'Remove it, or prefix an extension with "x-".';
  return undefined;
}

/** The member an object may not have (3.0 reports it as additional, 3.1 as unevaluated). */
function unknownMember(e: AjvError): string | undefined {
  const member = e.params.additionalProperty ?? e.params.unevaluatedProperty;
  return typeof member === 'string' ? member : undefined;
}

function syntaxLocation(message: string, file: string): SourceLocation {
  // js-yaml ends its first line with `(line:column)`.
  const match = /\((\d+):(\d+)\)/.exec(firstLine(message));
  return match ? { file, line: Number(match[1]), column: Number(match[2]) } : { file };
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim();
}
