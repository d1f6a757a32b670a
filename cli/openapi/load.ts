// Reads the OpenAPI document once: swagger-parser parses it, resolves every
// `$ref` (external files too), validates the result against the OpenAPI
// schema, and hands back the dereferenced document. Circular schemas stay
// circular as object cycles; the reference model stops at them. Problems come
// back as diagnostics that point into the YAML source.
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics.js';
import { HTTP_METHODS, isRecord, type OpenApiDocument } from './document.js';
import { createSourceLocator, type SourceLocator } from './locate.js';
import { loadErrorDiagnostics } from './load-errors.js';

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
}

/** `configFile` (relative to the site) is named when the spec itself is missing. */
export async function loadDocument(siteDir: string, specPath: string, configFile: string): Promise<{ loaded?: LoadedDocument; diagnostics: Diagnostic[] }> {
  const file = path.relative(siteDir, specPath);
  const locator = createSourceLocator(siteDir, specPath);
  let content: Buffer;
  try {
    content = await readFile(specPath);
  } catch (caught) {
    const message = (caught as NodeJS.ErrnoException).code === 'ENOENT' ? `The OpenAPI document ${file} does not exist` : `Cannot read the OpenAPI document ${file}: ${(caught as Error).message}`;
    return { diagnostics: [error('openapi-missing', message, { file: configFile }, 'Set openapi.spec to the path of your OpenAPI file, relative to the site directory.')] };
  }
  const parser = new SwaggerParser();
  let document: OpenApiDocument;
  try {
    // validate() dereferences, validates the result and, for circular
    // documents, finishes dereferencing: one parse, one validation.
    document = (await parser.validate(specPath)) as unknown as OpenApiDocument;
  } catch (caught) {
    return { diagnostics: loadErrorDiagnostics(caught, { siteDir, file, locator }) };
  }
  const diagnostics = duplicateOperationIds(document, file, locator);
  const schemaNames = new Map<object, string>();
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) if (isRecord(schema)) schemaNames.set(schema, name);
  const sources = parser.$refs.paths('file').map((p) => path.resolve(p));
  return { loaded: { document, schemaNames, sources: sources.length ? sources : [specPath], content, locator }, diagnostics };
}

/** Two operations with one id would share an anchor; the validator does not check this for OpenAPI 3. */
function duplicateOperationIds(document: OpenApiDocument, file: string, locator: SourceLocator): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, string>();
  for (const [where, paths] of [['paths', document.paths], ['webhooks', document.webhooks]] as const) {
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
