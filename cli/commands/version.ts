// `brokerdocs version <name>`: snapshots the docs folder as a released
// version, in Docusaurus' layout so a team moving from it keeps its files:
//   versioned_docs/version-<name>/                 the pages and _category_.json files, as they are
//   versioned_sidebars/version-<name>-sidebars.json the config's sidebars
//   versioned_openapi/version-<name>/              the OpenAPI document and the files it refers to (`openapi.versioned`)
//   versions.json                                   the new name first
// Everything is checked before anything is written, and versions.json is
// written last: a snapshot that fails half-way does not register a version.
import SwaggerParser from '@apidevtools/swagger-parser';
import type { Command } from 'commander';
import pc from 'picocolors';
import { existsSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { configLocation, resolveConfig, type SiteConfig } from '../config/resolve.js';
import { DiagnosticError, error, hasErrors, type Diagnostic } from '../diagnostics.js';
import { loadErrorDiagnostics } from '../openapi/load-errors.js';
import { createSourceLocator } from '../openapi/locate.js';
import { DEFAULT_SIDEBARS } from '../config/sidebars-file.js';
import { invalidVersionName, versionDocsFolder, versionSidebarsFile, versionSpecFolder, VERSIONS_FILE } from '../config/version-names.js';
import { readVersionsFile } from '../versions/versions-file.js';
import { summarise } from '../report.js';
import { EXIT_ERRORS, SITE_DIR_ARGUMENT, printDiagnostics, refuseMissingSite } from './shared.js';

export function registerVersionCommand(program: Command): void {
  program
    .command('version')
    .description('snapshot the current docs as a released version (versioned_docs/, versioned_sidebars/, versions.json)')
    .argument('<name>', 'version name, e.g. 1.0')
    .argument(...SITE_DIR_ARGUMENT)
    .action(async (name: string, siteDir: string) => {
      if (refuseMissingSite(siteDir)) return;
      const result = await snapshotVersion(siteDir, name);
      printDiagnostics(result.diagnostics);
      if (!result.written.length) {
        console.error(`${pc.red('No version created:')} ${summarise(result.diagnostics)}.`);
        process.exitCode = EXIT_ERRORS;
        return;
      }
      console.log(`${pc.green('Created')} version ${name}: ${result.written.join(', ')}`);
    });
}

export interface SnapshotResult {
  /** Files and folders written, relative to the site. */
  written: string[];
  diagnostics: Diagnostic[];
}

export async function snapshotVersion(siteDir: string, name: string): Promise<SnapshotResult> {
  const absoluteSite = path.resolve(siteDir);
  const refuse = (diagnostics: Diagnostic[]): SnapshotResult => ({ written: [], diagnostics });
  const problem = invalidVersionName(name);
  if (problem) return refuse([error('version-invalid', `Cannot create version "${name}": ${problem}`, undefined, 'Name versions like releases: 1.0, 2.1.3, v2-beta.')]);

  let config: SiteConfig;
  try {
    const result = resolveConfig(absoluteSite, await loadConfig(absoluteSite));
    if (!result.config || hasErrors(result.diagnostics)) return refuse(result.diagnostics);
    config = result.config;
  } catch (caught) {
    if (caught instanceof DiagnosticError) return refuse(caught.diagnostics);
    throw caught;
  }

  const versions = await readVersionsFile(absoluteSite);
  if (versions.diagnostics.length) return refuse(versions.diagnostics);
  const existing = versions.names ?? [];
  if (existing.includes(name)) {
    return refuse([error('version-exists', `Version "${name}" already exists in ${VERSIONS_FILE}`, { file: VERSIONS_FILE }, `Choose another name. To take "${name}" again, first delete its folders and its entry in ${VERSIONS_FILE}.`)]);
  }
  const docsTarget = path.join(absoluteSite, versionDocsFolder(name));
  const sidebarsTarget = path.join(absoluteSite, versionSidebarsFile(name));
  const specTarget = path.join(absoluteSite, versionSpecFolder(name));
  const leftovers = [docsTarget, sidebarsTarget, specTarget].filter((target) => existsSync(target)).map((target) => path.relative(absoluteSite, target));
  if (leftovers.length) {
    return refuse([error('version-exists', `Version "${name}" is not in ${VERSIONS_FILE}, but ${leftovers.join(' and ')} already exist${leftovers.length === 1 ? 's' : ''}`, { file: leftovers[0]! }, 'Delete them (left from an earlier, unfinished snapshot?) or choose another name.')]);
  }
  if (!existsSync(config.docsDir)) {
    return refuse([error('docs-missing', `The docs folder ${config.docs.path} does not exist`, configLocation(config, ['docs', 'path']), 'Set docs.path to the folder of your Markdown pages.')]);
  }
  // A docs folder that holds the site would be copied into itself, and read its own versions as pages.
  if (!path.relative(config.docsDir, docsTarget).startsWith('..')) {
    return refuse([error('version-docs-path', `The docs folder ${config.docs.path} contains ${versionDocsFolder(name)}, so it cannot be versioned`, { file: config.configFile }, 'Keep the Markdown pages in their own folder (docs.path), beside versioned_docs/.')]);
  }
  const spec = config.openapi?.versioned ? await specSources(config) : undefined;
  if (spec && 'diagnostics' in spec) return refuse(spec.diagnostics);

  const written: string[] = [];
  const relative = (target: string) => path.relative(absoluteSite, target);
  await mkdir(path.dirname(docsTarget), { recursive: true });
  await cp(config.docsDir, docsTarget, { recursive: true, errorOnExist: true, force: false });
  written.push(relative(docsTarget));
  await mkdir(path.dirname(sidebarsTarget), { recursive: true });
  await writeFile(sidebarsTarget, `${JSON.stringify(config.docs.sidebars ?? DEFAULT_SIDEBARS, null, 2)}\n`);
  written.push(relative(sidebarsTarget));
  if (spec) {
    for (const file of spec.files) {
      const target = path.join(specTarget, path.relative(spec.folder, file));
      await mkdir(path.dirname(target), { recursive: true });
      await cp(file, target);
    }
    written.push(relative(specTarget));
  }
  await writeFile(path.join(absoluteSite, VERSIONS_FILE), `${JSON.stringify([name, ...existing], null, 2)}\n`);
  written.push(VERSIONS_FILE);
  return { written, diagnostics: [] };
}

/** The OpenAPI document and every file its `$ref`s name, which must sit in its folder (or below) to be copied with it. */
async function specSources(config: SiteConfig): Promise<{ folder: string; files: string[] } | { diagnostics: Diagnostic[] }> {
  const specPath = path.resolve(config.siteDir, config.openapi!.spec);
  const file = path.relative(config.siteDir, specPath);
  if (!existsSync(specPath)) return { diagnostics: [error('openapi-missing', `The OpenAPI document ${file} does not exist`, { file: config.configFile }, 'Set openapi.spec to the path of your OpenAPI file, relative to the site directory.')] };
  let files: string[];
  try {
    const $refs = await new SwaggerParser().resolve(specPath);
    files = $refs.paths('file').map((p) => path.resolve(p));
  } catch (caught) {
    return { diagnostics: loadErrorDiagnostics(caught, { siteDir: config.siteDir, file, locator: createSourceLocator(config.siteDir, specPath) }) };
  }
  const folder = path.dirname(specPath);
  const outside = files.filter((source) => path.relative(folder, source).startsWith('..'));
  if (outside.length) {
    return {
      diagnostics: outside.map((source) =>
        error('openapi-outside', `${file} refers to ${path.relative(config.siteDir, source)}, outside its folder, so a version cannot keep a copy of it`, { file }, `Move the file into ${path.relative(config.siteDir, folder) || 'the site folder'} (or below), or set openapi.versioned to false.`),
      ),
    };
  }
  return { folder, files: files.length ? files : [specPath] };
}
