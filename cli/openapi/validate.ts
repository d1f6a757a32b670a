// Validation of the document as written against the OpenAPI schema of its
// version: what swagger-parser's `validate()` checks (its JSON Schema, and
// for Swagger 2.0 its extra rules), with the schema compiled once at install
// time instead of on every build (schema-validators.ts).
import { createRequire } from 'node:module';
import { openApiValidator, specVersionOf, type SchemaError } from './schema-validators.js';

/** Why a document is invalid, shaped as swagger-parser's errors are (load-errors.ts reads them). */
export interface ValidationFailure {
  name: string;
  message: string;
  details?: SchemaError[];
}

const require = createRequire(import.meta.url);

/** `null` when the document (parsed, `$ref`s not yet replaced) is valid. */
export async function validateDocument(document: { swagger?: unknown; openapi?: unknown }): Promise<ValidationFailure | null> {
  const version = specVersionOf(document);
  const validate = await openApiValidator(version);
  if (!validate(document)) {
    const details = validate.errors ?? [];
    const lines = details.map((e) => `  #${e.instancePath.length ? e.instancePath : '/'} ${e.message}\n`).join('');
    return { name: 'SyntaxError', message: `Swagger schema validation failed.\n${lines}`, details };
  }
  if (version === 'v2') {
    // Rules of Swagger 2.0 its schema cannot express (duplicate operation ids, path parameters…).
    const validateSpec = require('@apidevtools/swagger-parser/lib/validators/spec.js') as (api: object) => void;
    try {
      validateSpec(document);
    } catch (caught) {
      return { name: (caught as Error).name, message: (caught as Error).message };
    }
  }
  return null;
}
