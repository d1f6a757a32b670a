// A throwaway site around an OpenAPI document, built by the CLI as a process:
// how a team pointing brokerdocs at its existing spec meets it.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brokerdocs, type CliRun } from './cli.js';
import { beforeAll } from 'vitest';
import { repoRoot, temporaryDir } from './paths.js';

export interface SpecSiteOptions {
  /** The document, relative to `openapi/` of the site. */
  spec: string;
  /** More `openapi` options, as config source (`exampleValidation: 'error'`). */
  openapi?: string;
  /** A Markdown page of the site besides the index, by file name. */
  pages?: Record<string, string>;
}

/** A site in a temporary folder whose `openapi/` is a copy of `specSource`: a folder (ending in `/`) or one file, saved as `options.spec`. */
export async function siteWithSpec(specSource: string, options: SpecSiteOptions): Promise<string> {
  const site = path.join(await temporaryDir('brokerdocs-spec-'), 'site');
  await mkdir(path.join(site, 'docs'), { recursive: true });
  const target = path.join(site, 'openapi');
  if (specSource.endsWith('/')) await cp(specSource, target, { recursive: true });
  else await cp(specSource, path.join(target, options.spec), { recursive: true });
  await writeFile(
    path.join(site, 'docs.config.ts'),
    [
      `import { defineConfig } from 'brokerdocs';`,
      `export default defineConfig({`,
      `  title: 'Spec site',`,
      `  url: 'https://spec.example.com',`,
      `  onBrokenLinks: 'throw',`,
      `  docs: { path: 'docs' },`,
      `  openapi: { spec: 'openapi/${options.spec}', route: '/api'${options.openapi ? `, ${options.openapi}` : ''} },`,
      `});`,
      ``,
    ].join('\n'),
  );
  await writeFile(path.join(site, 'docs', 'index.md'), '# Spec site\n\nSee the [API reference](/api).\n');
  for (const [name, text] of Object.entries(options.pages ?? {})) await writeFile(path.join(site, 'docs', name), text);
  return site;
}

/** Builds the site into `<site>/build` and returns the run and the reference page's HTML. */
export async function buildSpecSite(site: string): Promise<CliRun & { html: string }> {
  const run = brokerdocs(['build', site]);
  const html = run.status === 0 ? await readFile(path.join(site, 'build', 'api', 'index.html'), 'utf8') : '';
  return { ...run, html };
}

export interface BuiltSpecSite {
  /** The site's folder (`<site>/build` holds the build). */
  readonly site: string;
  /** The build's run and the reference page's HTML. */
  readonly run: CliRun & { html: string };
}

/**
 * `tests/fixtures/openapi/<spec>` in a site built before the file's tests
 * (read its fields inside a test or hook). `prepare` may add files to the
 * site first, such as a favicon for a browser to find.
 */
export function builtSpecSiteForFile(spec: string, prepare?: (site: string) => Promise<void>): BuiltSpecSite {
  let built: { site: string; run: CliRun & { html: string } } | undefined;
  beforeAll(async () => {
    const site = await siteWithSpec(path.join(repoRoot, 'tests/fixtures/openapi', spec), { spec });
    await prepare?.(site);
    built = { site, run: await buildSpecSite(site) };
  }, 60_000);
  const ready = () => {
    if (!built) throw new Error(`${spec} is built in beforeAll: use it inside a test or hook.`);
    return built;
  };
  return {
    get site() {
      return ready().site;
    },
    get run() {
      return ready().run;
    },
  };
}
