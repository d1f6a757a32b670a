// The public entry of the package for site authors: `import { defineConfig } from 'brokerdocs'`.
import type { UserConfig } from './schema.js';

export type { UserConfig } from './schema.js';

/** Identity function: gives docs.config.ts editor completion and type checking. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
