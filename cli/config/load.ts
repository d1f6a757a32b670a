// Reads docs.config.ts: transpiles it with esbuild (TypeScript, relative
// imports bundled) and imports the result. One of the few modules that read the disk.
import { build, type Message } from 'esbuild';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { pathToFileURL } from 'node:url';
import { DiagnosticError, error, type Diagnostic, type SourceLocation } from '../diagnostics.js';
import { importModule } from '../import-module.js';

export const CONFIG_FILES = ['docs.config.ts', 'docs.config.mts', 'docs.config.js', 'docs.config.mjs'];

export interface LoadedConfig {
  /** Absolute path of the config file. */
  file: string;
  /** Its source text, for locating keys in error messages. */
  source: string;
  /** The default export, not yet validated. */
  value: unknown;
  /** Files the config imports, so `dev` can watch them. */
  dependencies: string[];
}

export function findConfigFile(siteDir: string): string | undefined {
  return CONFIG_FILES.map((name) => path.join(siteDir, name)).find((file) => existsSync(file));
}

export async function loadConfig(siteDir: string): Promise<LoadedConfig> {
  const file = findConfigFile(siteDir);
  if (!file) {
    throw new DiagnosticError([
      error('config-missing', `No config file found in ${siteDir}`, undefined, `Create ${CONFIG_FILES[0]} that default-exports the site config.`),
    ]);
  }
  return loadModuleFile(file, siteDir, 'config');
}

/**
 * A JavaScript or TypeScript file of the site (the config, a Docusaurus
 * sidebars file), bundled and imported: its default export (`module.exports`
 * of a CommonJS file), with its text and the files it imports. Problems are
 * diagnostics coded `<kind>-syntax`, `<kind>-load` and `<kind>-no-default`.
 */
export async function loadModuleFile(file: string, siteDir: string, kind: 'config' | 'sidebars'): Promise<LoadedConfig> {
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
            // Packages stay external and are resolved from the site folder.
            b.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === 'entry-point' || path.isAbsolute(args.path) ? undefined : { external: true }));
          },
        },
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
  try {
    const module = await importModule<{ default?: unknown }>(pathToFileURL(temporary).href);
    value = module.default;
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
  return { file, source: text, value, dependencies };
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
