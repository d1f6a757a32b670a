// Swagger 2.0 documents are shown as OpenAPI 3.0, converted by swagger2openapi
// (what Redoc does with them, so the page and its anchors match Redoc's):
// `in: body` and `formData` parameters become request bodies, response
// schemas media types, `definitions` components (so `#schema/<Name>` works),
// and parameters get schemas with their types. The conversion runs on the
// bundled document, before its `$ref`s are replaced, so shared schemas stay
// shared and keep their names.
//
// Diagnostics of the converted document name its places in 3.0 terms;
// `swagger2Pointer` says where 2.0 wrote them, for the source locator.
import { createRequire } from 'node:module';
import { HTTP_METHODS, isObject, type JsonObject } from './document.js';
import type { SourceLocator } from './locate.js';

const require = createRequire(import.meta.url);

interface ConvertOptions {
  patch: boolean;
  warnOnly: boolean;
  resolve: boolean;
  /** The source text; the converter would otherwise print the document to YAML to have one. */
  text: string;
  openapi?: JsonObject;
}

/** The 3.0 form of a bundled (internal `$ref`s only), valid Swagger 2.0 document. */
export async function toOpenApi3(swagger: JsonObject, text: string): Promise<JsonObject> {
  // Loaded when a 2.0 document is met: most sites never pay for it (scripts/bundle/cli.mjs leaves it outside the CLI's bundle).
  const { convertObj } = require('swagger2openapi') as { convertObj: (document: object, options: ConvertOptions) => Promise<ConvertOptions> };
  // `patch` fixes what 2.0 allowed and 3.0 does not; `warnOnly` notes what cannot be converted (an `x-s2o-warning`) instead of failing.
  const converted = await convertObj(bodiesOnOperations(swagger), { patch: true, warnOnly: true, resolve: false, text });
  return converted.openapi!;
}

/**
 * 2.0 lets a path declare a body (or form fields) for all its operations; a
 * 3.0 path has no request body, and the converter drops it. Each operation
 * that has no body of its own gets the path's, so the page shows it.
 */
export function bodiesOnOperations(swagger: JsonObject): JsonObject {
  const shared = isObject(swagger.parameters) ? swagger.parameters : {};
  const resolved = (parameter: unknown) => (isObject(parameter) && typeof parameter.$ref === 'string' ? shared[parameter.$ref.replace(/^#\/parameters\//, '')] : parameter);
  const isBody = (parameter: unknown) => {
    const where = (resolved(parameter) as JsonObject | undefined)?.in;
    return where === 'body' || where === 'formData';
  };
  for (const item of Object.values(isObject(swagger.paths) ? swagger.paths : {})) {
    if (!isObject(item) || !Array.isArray(item.parameters) || !item.parameters.some(isBody)) continue;
    const bodies = item.parameters.filter(isBody);
    item.parameters = item.parameters.filter((parameter) => !isBody(parameter));
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      if (!own.some(isBody)) operation.parameters = [...own, ...bodies];
    }
  }
  return swagger;
}

/** Where Swagger 2.0 wrote what a JSON pointer of the converted document names (as near as it can say). */
export function swagger2Pointer(pointer: string): string {
  return pointer
    .replace(/^\/components\/schemas(?=\/|$)/, '/definitions')
    .replace(/^\/components\/securitySchemes(?=\/|$)/, '/securityDefinitions')
    .replace(/^\/components\/(parameters|requestBodies)(?=\/|$)/, '/parameters')
    .replace(/^\/components\/responses(?=\/|$)/, '/responses')
    .replace(/(\/responses\/[^/]+)\/content\/[^/]+\/schema(?=\/|$)/, '$1/schema')
    .replace(/(\/responses\/[^/]+)\/content\/([^/]+)\/example(?=\/|$)/, '$1/examples/$2');
}

/** A locator that takes pointers of the converted document and finds them in the 2.0 source. */
export function swagger2Locator(locator: SourceLocator): SourceLocator {
  return {
    ...locator,
    pointer: (pointer) => locator.pointer(swagger2Pointer(pointer)),
    scalar: (pointer) => locator.scalar(swagger2Pointer(pointer)),
    writtenAt: (pointer) => locator.writtenAt(swagger2Pointer(pointer)),
  };
}
