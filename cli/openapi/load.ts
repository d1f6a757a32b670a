// Reads the OpenAPI document once, with swagger-parser: it parses the spec
// and every file its `$ref`s name, folds them into one document, which is
// validated against the OpenAPI schema of its version with its `$ref`s
// resolved (validate.ts: only where a `$ref` matters, so each shared schema
// is checked once, where it is written); then every `$ref` is replaced by its
// target (dereference.ts). Circular schemas stay circular as object cycles;
// the reference model stops at them. Problems come back as diagnostics that
// point into the YAML source: errors where no page can be made of the
// document, warnings for the rest (tolerate.ts), as Redoc renders documents
// that break the specification in ways it can read past.
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { error, type Diagnostic, type SourceLocation } from '../diagnostics.js';
import { HTTP_METHODS, isObject, webhooksOf, type JsonObject, type OpenApiDocument } from './document.js';
import { dereferenceInPlace, referencedBy } from './dereference.js';
import { inlineReferencedProperties } from './referenced-maps.js';
import { createSourceLocator, type SourceLocator } from './locate.js';
import { loadErrorDiagnostics } from './load-errors.js';
import { dropMembers, isFatal } from './tolerate.js';
import { schemaProblems, specRuleProblem } from './validate.js';
import { schemaDiagnostics } from './load-errors.js';
import { specVersionOf, type SchemaError } from './schema-validators.js';
import { cachedDocument, keepDocument } from './load-cache.js';
import { onlyLocalRefs } from './local-refs.js';
import { swagger2Locator, toOpenApi3 } from './swagger2.js';
import { warning } from '../diagnostics.js';

export interface LoadedDocument {
  document: OpenApiDocument;
  /** The name in `components.schemas` of each schema object that is one. */
  schemaNames: Map<object, string>;
  /** Every file read: the spec and the files its `$ref`s name. */
  sources: string[];
  /** The spec file as written, for the download link. */
  content: Buffer;
  /** Finds source lines on demand (descriptions with links, later diagnostics). */
  locator: SourceLocator;
  /** What was read, named for caches of what is made of the document alone (load-cache.ts); none when the load cache is off. */
  readKey?: string;
}

/** `specSetting` (where the config names the spec) is blamed when the spec itself is missing. */
export async function loadDocument(siteDir: string, specPath: string, specSetting: () => SourceLocation): Promise<{ loaded?: LoadedDocument; diagnostics: Diagnostic[] }> {
  const file = path.relative(siteDir, specPath);
  let sources: string[] = [];
  const locator = createSourceLocator(siteDir, specPath, () => sources);
  let content: Buffer;
  try {
    content = await readFile(specPath);
  } catch (caught) {
    const named = file.length > 200 ? `${file.slice(0, 200)}…` : file;
    const message = (caught as NodeJS.ErrnoException).code === 'ENOENT' ? `The OpenAPI document ${named} does not exist` : `Cannot read the OpenAPI document ${named}: ${(caught as NodeJS.ErrnoException).code ?? (caught as Error).message}`;
    return { diagnostics: [error('openapi-missing', message, specSetting(), 'Set openapi.spec to the path of your OpenAPI file, relative to the site directory.')] };
  }
  const context = { siteDir, file, locator };
  // An earlier build's reading of these very files (load-cache.ts): parsing and validating them again would give the same.
  const cached = cachedDocument(siteDir, specPath, content);
  let written: object;
  let problems: SchemaError[];
  let readKey: string | undefined;
  if (cached) {
    ({ written, problems, sources, key: readKey } = cached);
  } else {
    const parser = new SwaggerParser();
    let remote = false;
    try {
      // Parse once: the spec and the files it names. A self-contained document (every `$ref` local: local-refs.ts) names none.
      const $refs = onlyLocalRefs(content.toString('utf8')) ? await parsedAlone(parser, specPath) : await parser.resolve(specPath);
      sources = $refs.paths('file').map((p) => path.resolve(p));
      remote = $refs.paths().length > sources.length;
      // Fold other files in, so that every `$ref` is internal. (Only then:
      // bundling follows internal references recursively too, which a large
      // document's long chains of references would overflow.)
      if (sources.length > 1) await parser.bundle(specPath, parser.api, {});
      written = parser.api;
    } catch (caught) {
      return { diagnostics: loadErrorDiagnostics(caught, context) };
    }
    // Before validation, which would read such a `$ref` as a property of that name.
    inlineReferencedProperties(written as JsonObject);
    try {
      problems = await schemaProblems(written as JsonObject);
    } catch (caught) {
      return { diagnostics: [error('openapi-validation-failed', `The OpenAPI document could not be validated: ${(caught as Error).message}`, { file })] };
    }
    // Kept before anything below changes it in place. A document that names files by URL is read again each time: they may change.
    if (!remote) readKey = keepDocument(siteDir, specPath, content, { written, problems, sources: sources.length ? sources : [specPath] });
  }
  const validation = schemaDiagnostics(problems, context);
  if (problems.some(isFatal)) return { diagnostics: validation };
  let document: OpenApiDocument;
  let found = locator;
  let copies: object[];
  try {
    dropMembers(written as JsonObject, problems);
    if (specVersionOf(written) === 'v2') {
      // 2.0's own rules read the resolved 2.0 document; the page is made of its 3.0 form.
      const resolved = structuredClone(written) as JsonObject;
      dereferenceInPlace(resolved);
      const specRule = specRuleProblem(resolved);
      if (specRule) validation.push(warning('openapi-invalid', `Invalid OpenAPI document: ${specRule}`, { file }, HINT_SPEC_RULE));
      written = await toOpenApi3(written as JsonObject, content.toString('utf8'));
      found = swagger2Locator(locator);
    }
    // Then dereference it in place, each shared schema walked once (dereference.ts, tested to give swagger-parser's result).
    const loops: string[] = [];
    copies = dereferenceInPlace(written as Record<string, unknown>, loops);
    validation.push(...loops.map((pointer) => loopDiagnostic(pointer, file, found)));
    document = written as unknown as OpenApiDocument;
  } catch (caught) {
    return { diagnostics: loadErrorDiagnostics(caught, context) };
  }
  const diagnostics = [...validation, ...duplicateOperationIds(document, file, found)];
  const schemaNames = new Map<object, string>();
  const components = Object.entries(document.components?.schemas ?? {}).filter((entry): entry is [string, JsonObject] => isObject(entry[1]));
  const nameOf = new Map(components.map(([name, schema]) => [schema as object, name]));
  // A `$ref` with sibling keys (its own description, say) still shows the component it names, and links to it.
  for (const copy of copies) {
    const name = nameOf.get(referencedBy(copy)!);
    if (name !== undefined) schemaNames.set(copy, name);
  }
  for (const [name, schema] of components) schemaNames.set(schema, name);
  return { loaded: { document, schemaNames, sources: sources.length ? sources : [specPath], content, locator: found, ...(readKey ? { readKey } : {}) }, diagnostics };
}

/** The spec parsed on its own, without swagger-parser's walk for the files it names (it names none). */
async function parsedAlone(parser: SwaggerParser, specPath: string): Promise<SwaggerParser['$refs']> {
  await parser.parse(specPath);
  return parser.$refs;
}

const HINT_SPEC_RULE = 'Fix the OpenAPI document; the reference shows it as it is.';

/** A `$ref` whose target is reached only through itself: left as it is, at the line of a `$ref` naming it. */
function loopDiagnostic(pointer: string, file: string, locator: SourceLocator): Diagnostic {
  const at = locator.ref((target) => `#${target.pointer}` === pointer) ?? { file };
  return warning(
    'openapi-ref-loop',
    `$ref "${pointer}" cannot be followed: the way to it passes a $ref that leads back to it; it is shown as an unknown value`,
    at,
    'Write the member out where the path to it goes (e.g. components.schemas as an object of schemas), not as a $ref to a place below itself.',
  );
}

/** Two operations with one id would share an anchor; the validator does not check this for OpenAPI 3. */
function duplicateOperationIds(document: OpenApiDocument, file: string, locator: SourceLocator): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, string>();
  const webhooks = webhooksOf(document);
  for (const [where, paths] of [['paths', document.paths], [webhooks.member, webhooks.items]] as const) {
    for (const [route, item] of Object.entries(paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const id = item[method]?.operationId;
        if (!id) continue;
        const pointer = `/${where}/${route.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/operationId`;
        const first = seen.get(id);
        if (first) {
          diagnostics.push(error('openapi-duplicate-operation-id', `Operation id "${id}" of ${method.toUpperCase()} ${route} is already used by ${first}`, locator.pointer(pointer) ?? { file }, 'Give every operation its own operationId: links and anchors use it.'));
        } else {
          seen.set(id, `${method.toUpperCase()} ${route}`);
        }
      }
    }
  }
  return diagnostics;
}
