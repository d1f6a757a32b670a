// The OpenAPI validators compiled at install. scripts/bundle/validators.mjs compiles
// them to dist/openapi-validators/ and, in the CLI's bundle, puts them in
// place of this module: they then load with the rest of the CLI, from V8's
// code cache, instead of as modules compiled on every build. Running from
// sources there are none, and schema-validators.ts compiles the one it needs.
import type { SchemaValidator, SpecVersion } from './schema-validators.js';

export const precompiledValidators: Partial<Record<SpecVersion, () => Promise<{ default: SchemaValidator }>>> = {};
