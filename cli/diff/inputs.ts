// What `brokerdocs diff` compares: each of `<old>` and `<new>` is an OpenAPI
// file, or the name of a docs version of the site (`current` is the config's
// document, a released version its snapshot in versioned_openapi/). Either is
// loaded with the build's loader, so Swagger 2.0 and documents split across
// files read as they do in the reference. An input that cannot be read says
// why, as a `problem` (after `Cannot read <argument>: `): the command exits 2 with it.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { resolveConfig } from '../config/resolve.js';
import { DiagnosticError, type Diagnostic, type SourceLocation } from '../diagnostics.js';
import { createJsonLocator } from './json-locate.js';
import { loadDocument, type LoadedDocument } from '../openapi/load.js';
import { CURRENT_VERSION } from '../config/version-names.js';
import { loadVersions } from '../versions/versions.js';

export interface DiffSide {
  /** As given on the command line. */
  argument: string;
  /** The document's file, absolute. */
  file: string;
  loaded: LoadedDocument;
}

export type Resolved = { side: DiffSide } | { problem: string };

export async function readDiffInput(argument: string, siteDir: string, cwd = process.cwd()): Promise<Resolved> {
  const asFile = path.resolve(cwd, argument);
  let file: string;
  if (existsSync(asFile) && statSync(asFile).isFile()) file = asFile;
  else {
    const found = await versionDocument(argument, path.resolve(cwd, siteDir));
    if ('problem' in found) return found;
    file = found.file;
  }
  const { loaded, diagnostics } = await loadDocument(cwd, file, () => ({ file: path.relative(cwd, file) }));
  if (!loaded) return { problem: firstError(diagnostics) };
  return { side: { argument, file, loaded } };
}

/**
 * Where a pointer of the document is written, for the text report: in a JSON
 * file by scanning its text (json-locate.ts; GitHub's 13 MB document would
 * take seconds to parse with source ranges), else with the loader's locator.
 */
export function locatorFor(side: DiffSide, cwd = process.cwd()): (pointer: string) => SourceLocation | undefined {
  if (side.file.endsWith('.json') && side.loaded.sources.length === 1) {
    const json = createJsonLocator(side.loaded.content.toString('utf8'), path.relative(cwd, side.file));
    return (pointer) => json(pointer) ?? side.loaded.locator.pointer(pointer);
  }
  return (pointer) => side.loaded.locator.pointer(pointer);
}

/** The document of the site's version called `name`. */
async function versionDocument(name: string, siteDir: string): Promise<{ file: string } | { problem: string }> {
  const notFile = 'not a file';
  if (!existsSync(siteDir)) return { problem: `${notFile}, and there is no site in ${siteDir} to read versions from` };
  let config;
  try {
    const result = resolveConfig(siteDir, await loadConfig(siteDir));
    config = result.config;
    if (!config) return { problem: `${notFile}, and the site's config cannot be read: ${firstError(result.diagnostics)}` };
  } catch (caught) {
    const reason = caught instanceof DiagnosticError ? firstError(caught.diagnostics) : (caught as Error).message;
    return { problem: `${notFile}, and the site in ${siteDir} cannot be read: ${reason}` };
  }
  if (!config.openapi) return { problem: `${notFile}, and the site in ${siteDir} has no OpenAPI document (openapi.spec)` };
  const { versions, diagnostics } = await loadVersions(config);
  if (!versions.length) return { problem: `${notFile}, and the site's versions cannot be read: ${firstError(diagnostics)}` };
  const version = versions.find((v) => v.name === name);
  if (!version) return { problem: `${notFile}, nor a version of the site in ${siteDir} (versions: ${versions.map((v) => v.name).join(', ')})` };
  if (name === CURRENT_VERSION) return { file: path.resolve(siteDir, config.openapi.spec) };
  if (!version.specFile) return { problem: `version ${name} of the site has no snapshot of the OpenAPI document (versioned_openapi/version-${name}/)` };
  return { file: version.specFile };
}

function firstError(diagnostics: readonly Diagnostic[]): string {
  const first = diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
  if (!first) return 'unknown problem';
  const at = first.location ? ` (${first.location.file}${first.location.line ? `:${first.location.line}` : ''})` : '';
  return `${first.message}${at}`;
}
