// Validates the loaded config against the schema and reports every problem at
// once as `key.path: expected …, received …`, with the line it is on.
import path from 'node:path';
import type { z } from 'zod';
import { closest, error, lineOf, type Diagnostic, type SourceLocation } from '../diagnostics.js';
import type { LoadedConfig } from './load.js';
import { createConfigLocator, type ConfigLocator } from './locate.js';
import { configSchema, type ParsedConfig } from './schema.js';

// Kept importable from here, where they were first written.
export { configLocation } from './locate.js';

export interface SiteConfig extends ParsedConfig {
  /** Absolute site directory. */
  siteDir: string;
  /** Config file, relative to the site directory (for diagnostics). */
  configFile: string;
  /** Absolute docs folder. */
  docsDir: string;
  /** Points diagnostics at the line of a config key. */
  locator: ConfigLocator;
}

export type ConfigResult = { config: SiteConfig; diagnostics: Diagnostic[] } | { config: null; diagnostics: Diagnostic[] };

export function resolveConfig(siteDir: string, loaded: LoadedConfig): ConfigResult {
  const configFile = path.relative(siteDir, loaded.file) || loaded.file;
  const locator = createConfigLocator(loaded.source, configFile);
  let parsed: ReturnType<typeof configSchema.safeParse>;
  let problems: Diagnostic[] = [];
  try {
    parsed = configSchema.safeParse(loaded.value);
    if (!parsed.success) problems = parsed.error.issues.map((issue) => issueToDiagnostic(issue, loaded, configFile, locator));
  } catch (caught) {
    // A getter or a proxy in the config that throws when it is read.
    const message = caught instanceof Error ? caught.message : String(caught);
    return { config: null, diagnostics: [error('config-load', `Reading the config threw: ${message}`, { file: configFile, ...(locator.locate([]) ?? exportLine(loaded.source)) }, 'Export plain values: no getters or proxies that throw.')] };
  }
  if (!parsed.success) return { config: null, diagnostics: problems };
  const value = parsed.data;
  const diagnostics: Diagnostic[] = [];
  const toc = value.themeConfig.tableOfContents;
  if (toc.minHeadingLevel > toc.maxHeadingLevel) {
    diagnostics.push(
      error(
        'config-invalid',
        `themeConfig.tableOfContents: minHeadingLevel (${toc.minHeadingLevel}) is greater than maxHeadingLevel (${toc.maxHeadingLevel})`,
        locator.at(['themeConfig', 'tableOfContents', 'minHeadingLevel']),
      ),
    );
  }
  const config: SiteConfig = {
    ...value,
    siteDir,
    configFile,
    docsDir: path.resolve(siteDir, value.docs.path),
    locator,
  };
  return { config, diagnostics };
}

type Issue = z.core.$ZodIssue;

function issueToDiagnostic(issue: Issue, loaded: LoadedConfig, file: string, locator: ConfigLocator): Diagnostic {
  const keyPath = formatPath(issue.path) || (issue.code === 'unrecognized_keys' ? '' : 'the default export');
  const actual = valueAt(loaded.value, issue.path);
  let message: string;
  let hint: string | undefined;
  let located: PropertyKey[] = issue.path;
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = knownKeysAt(issue.path);
      const names = issue.keys.map((k) => `"${k}"`).join(', ');
      message = `${keyPath || '(root)'}: unknown key${issue.keys.length > 1 ? 's' : ''} ${names}`;
      const suggestion = issue.keys.map((k) => closest(k, known)).find(Boolean);
      hint = suggestion ? `Did you mean "${suggestion}"?` : known.length ? `Known keys: ${known.join(', ')}.` : 'Remove it.';
      located = [...issue.path, issue.keys[0]!];
      break;
    }
    case 'invalid_type':
      message = `${keyPath}: expected ${issue.expected}, received ${describe(actual)}`;
      if (actual === undefined) hint = `Add "${String(issue.path.at(-1))}" to the config.`;
      break;
    case 'invalid_value':
      message = `${keyPath}: expected ${issue.values.map((v) => JSON.stringify(v)).join(' | ')}, received ${describe(actual)}`;
      break;
    case 'invalid_union':
      message = `${keyPath}: expected ${unionExpectation(issue.path)}, received ${describe(actual)}`;
      break;
    case 'invalid_format':
      // A regex carries its own wording ("must start and end with /"); named formats say what they expect.
      message = `${keyPath}: ${issue.format === 'regex' ? issue.message : `expected ${issue.format === 'url' ? 'an absolute URL such as "https://docs.example.com"' : `a valid ${issue.format}`}`}, received ${describe(actual)}`;
      break;
    case 'too_small':
    case 'too_big':
      message = `${keyPath}: ${issue.message.replace(/^Too (small|big): /, '')}, received ${describe(actual)}`;
      break;
    default:
      message = `${keyPath}: ${issue.message.replace(/^Invalid input: /, '')}, received ${describe(actual)}`;
  }
  return error('config-invalid', message, { file, ...(locator.locate(located) ?? exportLine(loaded.source)) }, hint);
}

function unionExpectation(keyPath: PropertyKey[]): string {
  if (keyPath.includes('sidebars')) return "a doc id or an item of type 'doc', 'link', 'category' or 'autogenerated'";
  return 'one of the allowed shapes';
}

export function formatPath(keyPath: readonly PropertyKey[]): string {
  let out = '';
  for (const key of keyPath) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

function valueAt(root: unknown, keyPath: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of keyPath) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number | symbol, unknown>)[key as string];
  }
  return current;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** Keys the schema allows at a path, for "did you mean" hints. */
function knownKeysAt(keyPath: readonly PropertyKey[]): string[] {
  let schema: unknown = configSchema;
  for (const key of keyPath) {
    schema = unwrap(schema);
    if (typeof key === 'number') {
      schema = (schema as { element?: unknown }).element;
    } else {
      const shape = (schema as { shape?: Record<string, unknown> }).shape;
      schema = shape?.[String(key)];
    }
    if (!schema) return [];
  }
  const shape = (unwrap(schema) as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

function unwrap(schema: unknown): unknown {
  let current = schema as { unwrap?: () => unknown; def?: { innerType?: unknown; getter?: () => unknown } } | undefined;
  for (let i = 0; i < 10 && current; i++) {
    if (current.def?.innerType) current = current.def.innerType as typeof current;
    else if (current.def?.getter) current = current.def.getter() as typeof current;
    else break;
  }
  return current;
}

/** Where the config is exported: the line for a problem with the config as a whole (not an object, a getter that throws). */
function exportLine(source: string): { line: number } {
  const at = source.search(/\bexport\s+default\b/);
  return { line: at < 0 ? 1 : lineOf(source, at) };
}
