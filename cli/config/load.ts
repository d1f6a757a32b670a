// Reads docs.config.ts, or a Docusaurus site's docusaurus.config.* when it
// has none: transpiles it with esbuild (TypeScript, relative imports bundled)
// and imports the result. One of the few modules that read the disk.
import { build, type Message } from 'esbuild';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { pathToFileURL } from 'node:url';
import { DiagnosticError, error, warning, type Diagnostic, type SourceLocation } from '../diagnostics.js';
import { importModule } from '../import-module.js';
import { fromDocusaurusConfig } from './docusaurus-config.js';
import { standInWarnings, withoutStandIns } from './stand-ins.js';
import { fileGlobals, MISSING_EXPORT, MODULE_BANNER, MODULE_FOOTER, packageName, sitePackages } from './module-runtime.js';

export const CONFIG_FILES = ['docs.config.ts', 'docs.config.mts', 'docs.config.js', 'docs.config.mjs'];
/** A Docusaurus site's own config, read when the site has no docs.config.*: `brokerdocs build` in its `website/` folder needs no new file. */
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

export interface LoadedConfig {
  /** Absolute path of the config file. */
  file: string;
  /** Its source text, for locating keys in error messages. */
  source: string;
  /** The default export, not yet validated. */
  value: unknown;
  /** Files the config imports, so `dev` can watch them. */
  dependencies: string[];
  /** Warnings from loading it: packages it names that are not installed, what of a Docusaurus config is not used. Default: none. */
  diagnostics?: Diagnostic[];
}

/** A module file of the site, imported: its default export, and the packages it used that are not installed (filled as its code runs). */
export interface LoadedModule extends Omit<LoadedConfig, 'diagnostics'> {
  missing: ReadonlySet<string>;
}

export function findConfigFile(siteDir: string): string | undefined {
  return [...CONFIG_FILES, ...DOCUSAURUS_CONFIG_FILES].map((name) => path.join(siteDir, name)).find((file) => existsSync(file));
}

export const isDocusaurusConfig = (file: string): boolean => path.basename(file).startsWith('docusaurus.config.');

export async function loadConfig(siteDir: string): Promise<LoadedConfig> {
  const file = findConfigFile(siteDir);
  if (!file) {
    throw new DiagnosticError([
      error('config-missing', `No config file found in ${siteDir}`, undefined, `Create ${CONFIG_FILES[0]} that default-exports the site config.`),
    ]);
  }
  const { missing, ...loaded } = await loadModuleFile(file, siteDir, 'config');
  const relative = path.relative(siteDir, file) || file;
  if (!isDocusaurusConfig(file)) {
    const { value, dropped } = withoutStandIns(loaded.value);
    return { ...loaded, value, diagnostics: [...missingPackages(missing, relative), ...standInWarnings(dropped, loaded.source, relative)] };
  }
  const converted = await fromDocusaurusConfig(loaded.value, relative, loaded.source, siteDir);
  return { ...loaded, value: converted.value, diagnostics: [...missingPackages(missing, relative), ...converted.diagnostics] };
}

/**
 * A JavaScript or TypeScript file of the site (the config, a Docusaurus
 * sidebars file), bundled and imported: its default export (`module.exports`
 * of a CommonJS file), with its text and the files it imports. Problems are
 * diagnostics coded `<kind>-syntax`, `<kind>-load` and `<kind>-no-default`.
 */
export async function loadModuleFile(file: string, siteDir: string, kind: 'config' | 'sidebars'): Promise<LoadedModule> {
  const relative = path.relative(siteDir, file) || file;
  const text = await readFile(file, 'utf8');
  // A CommonJS file (`module.exports = …`, as most sidebars.js are) is read through stdin, where no package.json
  // "type": "module" above the site makes esbuild take it for ES module code and leave `module` undefined.
  const commonJs = /\.c?js$/.test(file) && /\bmodule\.exports\b|^\s*exports\.\w+\s*=/m.test(text);
  let result;
  try {
    result = await build({
      ...(commonJs ? { stdin: { contents: text, resolveDir: path.dirname(file), sourcefile: path.basename(file), loader: 'js' as const } } : { entryPoints: [file] }),
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      metafile: true,
      banner: { js: MODULE_BANNER },
      footer: { js: MODULE_FOOTER },
      define: fileGlobals(file),
      // Maps a throw while the config loads back to its line in the source
      // (nothing is written: the out file only anchors the map's paths).
      sourcemap: 'external',
      outfile: path.join(path.dirname(file), `${path.basename(file)}.bundle.mjs`),
      logLevel: 'silent',
      plugins: [
        {
          // `brokerdocs` inside a config only provides defineConfig, an identity
          // function: inline it so the config loads wherever the site lives.
          name: 'brokerdocs-self',
          setup(b) {
            b.onResolve({ filter: /^brokerdocs(\/config)?$/ }, () => ({ path: 'brokerdocs', namespace: 'brokerdocs-self' }));
            b.onLoad({ filter: /.*/, namespace: 'brokerdocs-self' }, () => ({
              contents: 'export const defineConfig = (config) => config;',
              loader: 'js',
            }));
          },
        },
        // Packages stay external and are resolved from the site folder; one not installed is a stand-in.
        sitePackages(),
      ],
    });
  } catch (caught) {
    const errors = (caught as { errors?: Message[] }).errors;
    if (errors?.length) throw new DiagnosticError(errors.map((m) => esbuildDiagnostic(siteDir, relative, m, `${kind}-syntax`)));
    throw caught;
  }
  const code = result.outputFiles.find((output) => !output.path.endsWith('.map'))!.text;
  const sourceMap = result.outputFiles.find((output) => output.path.endsWith('.map'))?.text;
  // Written beside the config so that its package imports resolve from the site.
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.mjs`);
  await writeFile(temporary, code);
  let value: unknown;
  let missing: ReadonlySet<string> = new Set();
  try {
    const module = await importModule<{ default?: unknown; [MISSING_EXPORT]?: Set<string> }>(pathToFileURL(temporary).href);
    value = module.default;
    missing = module[MISSING_EXPORT] ?? missing;
  } catch (caught) {
    throw new DiagnosticError([
      error(`${kind}-load`, `${relative} threw while loading: ${(caught as Error)?.message ?? String(caught)}`, thrownAt(caught, temporary, sourceMap, siteDir) ?? { file: relative, line: 1 }),
    ]);
  } finally {
    await rm(temporary, { force: true });
  }
  if (value === undefined) {
    throw new DiagnosticError([
      error(`${kind}-no-default`, `${relative} has no default export`, { file: relative, line: 1 }, kind === 'config' ? 'Add `export default defineConfig({ ... })`.' : 'Add `export default { … }` or `module.exports = { … }`.'),
    ]);
  }
  const dependencies = Object.keys(result.metafile!.inputs)
    .filter((input) => !input.startsWith('brokerdocs-self:') && input !== '<stdin>')
    .map((input) => path.resolve(input));
  if (commonJs) dependencies.unshift(file);
  return { file, source: text, value, dependencies, missing };
}

/**
 * One warning naming the packages the file uses that are not installed. The
 * set is live: a Docusaurus config that is a function adds to it when called,
 * so the caller reads it once the value is complete.
 */
export function missingPackages(missing: ReadonlySet<string> | undefined, relative: string): Diagnostic[] {
  const names = [...new Set([...(missing ?? [])].map(packageName))].sort();
  if (!names.length) return [];
  return [
    warning(
      'packages-missing',
      `${relative} uses ${names.length === 1 ? 'a package or file' : 'packages or files'} not found, read as empty: ${names.join(', ')}`,
      { file: relative, line: 1 },
      'Install the site\'s dependencies (npm install beside its package.json), or make the files, if the values it takes from them matter.',
    ),
  ];
}

/** Where in the config's own sources a throw while loading happened: the bundle's frame, mapped back through its source map. */
function thrownAt(caught: unknown, bundle: string, sourceMap: string | undefined, siteDir: string): SourceLocation | undefined {
  const stack = caught instanceof Error ? (caught.stack ?? '') : '';
  const frame = new RegExp(`${escapeRegExp(path.basename(bundle))}:(\\d+):(\\d+)`).exec(stack);
  if (!frame || !sourceMap) return undefined;
  try {
    const entry = new SourceMap(JSON.parse(sourceMap) as SourceMapPayload).findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    if (!entry.originalSource || entry.originalLine === undefined) return undefined;
    // Sources in the map are relative to the bundle, which is written beside the config.
    const file = path.relative(siteDir, path.resolve(path.dirname(bundle), entry.originalSource));
    return { file, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  } catch {
    return undefined;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function esbuildDiagnostic(siteDir: string, fallback: string, message: Message, code: string): Diagnostic {
  const location = message.location;
  return error(
    code,
    message.text,
    location
      ? { file: path.relative(siteDir, path.resolve(location.file)) || fallback, line: location.line, column: location.column + 1 }
      : { file: fallback, line: 1 },
  );
}
