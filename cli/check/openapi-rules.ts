// Rules for the OpenAPI document beyond what its JSON Schema enforces: each
// example should match its schema (a warning or an error, as the config's
// `openapi.exampleValidation` says: readers copy examples), and
// operations need an operationId (the reference's anchors are built from it)
// and declared tags, and components need something that uses them (warnings).
import { closest, warning, type Diagnostic, type Severity } from '../diagnostics.js';
import { isUsableSample, writtenSamples } from '../openapi/code-samples.js';
import { safeHref } from '../openapi/external-links.js';
import { isObject, webhooksOf, type JsonObject, type JsonPath, type OpenApiDocument } from '../openapi/document.js';
import { documentOperations } from '../openapi/operations.js';
import { collectExamples } from './openapi-examples.js';
import { referencedBy } from '../openapi/dereference.js';
import type { SourceLocator } from '../openapi/locate.js';
import { validateAgainstSchema } from './schema-validator.js';
import { valueAt } from '../openapi/validate.js';

/** At most this many mismatches are reported per example; the first ones say enough. */
const ERRORS_PER_EXAMPLE = 5;

export interface SpecInput {
  /** The validated, dereferenced document (`ApiReference.document`). */
  document: OpenApiDocument;
  /** The document's own locator: where a place of the dereferenced document is written, in whichever of its files. */
  locator: SourceLocator;
  /** The document's path relative to the site, for a place the locator cannot find. */
  file: string;
  /** The config's `openapi.exampleValidation`. Default: `warn`. */
  exampleValidation?: ExampleValidation;
}

export type ExampleValidation = 'off' | 'warn' | 'error';

export function checkOpenApiRules({ document: typed, locator, file, exampleValidation = 'warn' }: SpecInput): Diagnostic[] {
  if (!isObject(typed)) return [];
  // Read member by member with type guards: a lenient build's document may hold what its types do not promise.
  const document = typed as OpenApiDocument & JsonObject;
  const at = (path: JsonPath) => locator.pointer(toPointer(path)) ?? { file };
  const examples = exampleValidation === 'off' ? [] : exampleRules(document, at, exampleValidation === 'error' ? 'error' : 'warning');
  const diagnostics = [...operationRules(document, at), ...linkRules(document, at), ...unusedComponents(document, at), ...examples];
  return dedupe(diagnostics);
}

type Locate = (path: JsonPath) => Diagnostic['location'];

/** Links of the document the reference leaves out because a reader could not safely follow them (`javascript:`, `data:`…). */
function linkRules(document: OpenApiDocument & JsonObject, at: Locate): Diagnostic[] {
  const places: JsonPath[] = [['info', 'contact', 'url'], ['info', 'license', 'url'], ['info', 'termsOfService'], ['externalDocs', 'url']];
  (Array.isArray(document.tags) ? document.tags : []).forEach((tag, index) => places.push(['tags', index, 'externalDocs', 'url']));
  for (const operation of documentOperations(document)) places.push([...operation.at, 'externalDocs', 'url']);
  return places.flatMap((place) => {
    const value = valueAt(document, place.map(String));
    if (typeof value !== 'string' || !value.trim() || safeHref(value)) return [];
    return [warning('openapi-unsafe-url', `The link "${value.slice(0, 80)}" is not an http(s), mailto or relative URL; it is not shown`, at(place), 'Link to a web page (https://…) or an email address (mailto:…).')];
  });
}

/** `x-codeSamples` entries the reference cannot show: it leaves them out, and says so here. */
function codeSampleRules(name: string, operation: JsonObject, path: JsonPath, at: Locate): Diagnostic[] {
  const written = writtenSamples(operation);
  if (!written) return [];
  const hint = 'Write a list of samples, each with lang (its language) and source (the code), and label if the tab should read otherwise.';
  if (!Array.isArray(written.value)) return [warning('openapi-code-sample-invalid', `${written.key} of ${name} is not a list; its samples are not shown`, at([...path, written.key]), hint)];
  return written.value.flatMap((entry, index) =>
    isUsableSample(entry) ? [] : [warning('openapi-code-sample-invalid', `${written.key}[${index}] of ${name} has no lang or no source; it is not shown`, at([...path, written.key, index]), hint)],
  );
}

function operationRules(document: OpenApiDocument, at: Locate): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const declared = (Array.isArray(document.tags) ? document.tags : []).filter(isObject).map((tag) => String(tag.name));
  for (const { method, path: route, operation: value, at: path, webhook } of documentOperations(document)) {
    const name = webhook ? `webhook ${route} (${method.toUpperCase()})` : `${method.toUpperCase()} ${route}`;
    // Duplicate operationIds never get here: loading the document rejects them (cli/openapi/load.ts).
    // A webhook is named by its key, as Redoc names it: it needs no operationId.
    if (!webhook && (typeof value.operationId !== 'string' || value.operationId === '')) {
      diagnostics.push(warning('openapi-missing-operation-id', `${name} has no operationId`, at(path), 'Add a unique operationId: the reference page and links such as #operation/… use it as the anchor.'));
    }
    diagnostics.push(...codeSampleRules(name, value as unknown as JsonObject, path, at));
    // A document that declares no tags names them only on its operations (the reference groups by them all the same): nothing to report per operation.
    if (!declared.length) continue;
    (Array.isArray(value.tags) ? value.tags : []).forEach((tag, index) => {
      if (declared.includes(String(tag))) return;
      const suggestion = closest(String(tag), declared);
      diagnostics.push(
        warning(
          'openapi-unknown-tag',
          `${name} uses the tag "${String(tag)}", which the top-level tags do not declare`,
          at([...path, 'tags', index]),
          suggestion ? `Did you mean "${suggestion}"?` : `Declare it under tags (name and description) so the reference can group and describe it.`,
        ),
      );
    });
  }
  return diagnostics;
}

const COMPONENT_KINDS = ['schemas', 'responses', 'parameters', 'examples', 'requestBodies', 'headers', 'links', 'callbacks'] as const;

/**
 * Components nothing reaches from the paths. The document is dereferenced, so
 * a used component is the very object found somewhere under `paths`;
 * security schemes are used by name in security requirements. A schema with
 * a description is exempt: the reference lists every schema under its own
 * anchor (#schema/Name), so a described one is documentation in its own
 * right (an enumeration, a token endpoint's body), not a leftover.
 */
function unusedComponents(document: OpenApiDocument & JsonObject, at: Locate): Diagnostic[] {
  const components: JsonObject = isObject(document.components) ? document.components : {};
  const reached = new Set<object>();
  const mapped = new Set<string>();
  // A stack, not recursion: a large document's chains of schemas run thousands deep.
  const pending: unknown[] = [document.paths, webhooksOf(document).items];
  while (pending.length) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null || reached.has(node)) continue;
    reached.add(node);
    // A `$ref` with sibling keys was replaced by a copy of its target: the target is used all the same.
    const target = referencedBy(node);
    if (target) pending.push(target);
    if (isObject(node) && isObject(node.discriminator) && isObject(node.discriminator.mapping)) {
      // Discriminator mappings name schemas in strings, which dereferencing leaves alone.
      for (const target of Object.values(node.discriminator.mapping)) mapped.add(String(target).replace(/^#\/components\/schemas\//, ''));
    }
    for (const child of Array.isArray(node) ? node : Object.values(node)) pending.push(child);
  }

  const diagnostics: Diagnostic[] = [];
  const unused = (kind: string, name: string) =>
    diagnostics.push(warning('openapi-unused-component', `components.${kind}.${name} is never used`, at(['components', kind, name]), 'Reference it with $ref where it applies, or remove it.'));
  for (const kind of COMPONENT_KINDS) {
    for (const [name, value] of Object.entries(isObject(components[kind]) ? components[kind] : {})) {
      if (typeof value !== 'object' || value === null || reached.has(value)) continue;
      if (kind === 'schemas' && (mapped.has(name) || (isObject(value) && typeof value.description === 'string' && value.description.trim() !== ''))) continue;
      unused(kind, name);
    }
  }
  const schemes = new Set<string>();
  const requirements: unknown[] = [document.security, ...documentOperations(document).map(({ operation }) => operation.security)];
  for (const list of requirements) if (Array.isArray(list)) for (const requirement of list) if (isObject(requirement)) Object.keys(requirement).forEach((key) => schemes.add(key));
  for (const name of Object.keys(isObject(components.securitySchemes) ? components.securitySchemes : {})) if (!schemes.has(name)) unused('securitySchemes', name);
  return diagnostics;
}

function exampleRules(document: JsonObject, at: Locate, severity: Severity): Diagnostic[] {
  const checked = new Map<unknown, Set<unknown>>();
  const diagnostics: Diagnostic[] = [];
  for (const example of collectExamples(document)) {
    // The same example reached through shared $refs is validated once.
    const seen = checked.get(example.schema) ?? new Set();
    if (seen.has(example.value)) continue;
    checked.set(example.schema, seen.add(example.value));
    for (const problem of validateAgainstSchema(example.schema, example.value).slice(0, ERRORS_PER_EXAMPLE)) {
      const inside = problem.path.length ? `/${problem.path.join('/')}` : 'the value';
      diagnostics.push({
        severity,
        code: 'openapi-example-invalid',
        message: `Example ${example.where} does not match its schema: ${inside} ${problem.message}`,
        location: at([...example.path, ...problem.path]),
        hint: 'Fix the example, or the schema if the example is right (openapi.exampleValidation sets how strict this is).',
      });
    }
  }
  return diagnostics;
}

function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.code}|${d.location?.line}|${d.location?.column}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A place in the document as a JSON pointer (RFC 6901). */
function toPointer(path: JsonPath): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
