// `npm run bench`: the budgets of DESIGN.md, measured. Whole processes are
// timed (median of several runs after a warm-up), peak memory comes from
// /usr/bin/time -v, and every figure is printed against its budget and written
// to tests/bench/results/latest.json, the source of the README's figures.
//
//   node tests/bench/run.mjs [--only manual,corpus,hugo,weight,lighthouse,search,dev,profile,github,redoc,docusaurus,diff,mdx]
//                            [--runs 5] [--corpus-runs 3] [--large-runs 1] [--large-pages 10000] [--github-runs 1] [--diff-runs 3] [--mdx-pages 200]
//                            [--hugo-pages 25,1000,10000] [--redoc-runs 1] [--redoc-ssr-runs 1] [--api-doc <name>=<path of an OpenAPI document>]...
//   node tests/bench/run.mjs --print [table|markdown]     (latest.json, nothing measured)
//
// A run with --only keeps the other sections of latest.json as they were.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateCorpus } from './generate-corpus.mjs';
import { ensureHugo } from './lib/hugo.mjs';
import { hugoSiteFrom } from './lib/hugo-site.mjs';
import { outputByKind, pageComposition } from './lib/output-composition.mjs';
import { installFixturePackages } from '../support/fixture-packages.mjs';
import { generateMdxCorpora } from './lib/mdx-corpus.mjs';
import { GITHUB_OLDER_PACKAGE, GITHUB_PACKAGE, githubDocument } from './lib/github-openapi.mjs';
import { REDOCLY_ENV, REDOCLY_PACKAGE, REDOCLY_SSR_PACKAGE, redoclyCommand } from './lib/redocly.mjs';
import { auditPages } from './lib/lighthouse.mjs';
import { alternateProcesses, median, repeatProcess, round, stagesOf } from './lib/measure.mjs';
import { pageWeight } from './lib/page-weight.mjs';
import { profileCommand } from './lib/profile.mjs';
import { markdownReport, printReport } from './lib/report.mjs';
import { benchSearch } from './lib/search.mjs';
import { importTypeScript } from './lib/typescript.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsFile = path.join(repo, 'tests/bench/results/latest.json');
const SECTIONS = ['manual', 'corpus', 'hugo', 'weight', 'lighthouse', 'search', 'dev', 'profile', 'github', 'redoc', 'docusaurus', 'diff', 'mdx'];

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'corpus-runs': { type: 'string', default: '3' },
    'large-runs': { type: 'string', default: '1' },
    'large-pages': { type: 'string', default: '10000' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'github-runs': { type: 'string', default: '1' },
    'diff-runs': { type: 'string', default: '3' },
    'mdx-pages': { type: 'string', default: '200' },
    /** The corpus sizes built by both brokerdocs and Hugo: manual-shaped (25 pages, ~20,000 words), medium, large. */
    'hugo-pages': { type: 'string', default: '25,1000,10000' },
    'redoc-runs': { type: 'string', default: '1' },
    /** Runs of the Redoc that pre-renders every operation (~50 s and 2.3 GB on GitHub's document here); 0 leaves it out. */
    'redoc-ssr-runs': { type: 'string', default: '1' },
    /** More documents for the Redoc comparison, `name=path` (a document split over files: its root file). */
    'api-doc': { type: 'string', multiple: true, default: [] },
    /** Print latest.json (as a table, or Markdown for the README) without measuring anything. */
    print: { type: 'string' },
  },
});
if (options.print !== undefined) {
  const saved = JSON.parse(await readFile(path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results/latest.json'), 'utf8'));
  if (options.print === 'markdown') console.log(markdownReport(saved));
  else printReport(saved);
  process.exit(0);
}
const only = new Set(options.only ? options.only.split(',') : SECTIONS);
for (const name of only) if (!SECTIONS.includes(name)) throw new Error(`--only: unknown section "${name}" (one of ${SECTIONS.join(', ')})`);

const node = process.execPath;
const cli = path.join(repo, 'bin/brokerdocs.js');
const work = await mkdtemp(path.join(os.tmpdir(), 'brokerdocs-bench-'));
const MANUAL_BASE = '/broker-api-docs/';

function medianStages(samples) {
  const names = [...new Set(samples.flatMap((s) => Object.keys(s)))];
  return Object.fromEntries(names.map((name) => [name, round(median(samples.map((s) => s[name] ?? 0)), 1)]));
}

async function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += (await stat(path.join(entry.parentPath ?? entry.path, entry.name))).size;
    files++;
  }
  return { bytes, files };
}

/** Times `brokerdocs <command>` as a whole process, `runs` times after a warm-up. */
async function timeCommand(args, runs, warmups = 1, env = undefined) {
  const stageSamples = [];
  const result = await repeatProcess(node, [cli, ...args, '--verbose'], { cwd: repo, runs, warmups, env, onSample: (sample) => stageSamples.push(stagesOf(sample.stderr)) });
  return { ...result, stages: medianStages(stageSamples) };
}

async function benchManual() {
  const outDir = path.join(work, 'manual');
  const runs = Number(options.runs);
  console.error(`manual: build ×${runs} (+1 warm-up), check ×${runs} (+1 warm-up)`);
  const build = await timeCommand(['build', '--out-dir', outDir], runs);
  const check = await timeCommand(['check'], runs);
  const output = await folderSize(outDir);
  return { build: withoutStdout(build), check: withoutStdout(check), output };
}

const withoutStdout = ({ lastStdout, ...rest }) => rest;

/**
 * A Docusaurus website folder built as it is (tests/fixtures/sites/docusaurus-config): its
 * docusaurus.config.js and sidebars.js loaded, and the Go block that once never finished highlighting.
 */
async function benchDocusaurus() {
  const runs = Number(options.runs);
  const site = path.join(repo, 'tests/fixtures/sites/docusaurus-config/website');
  await installFixturePackages();
  console.error(`docusaurus: build of the website fixture ×${runs} (+1 warm-up)`);
  return { build: withoutStdout(await timeCommand(['build', site, '--out-dir', path.join(work, 'docusaurus')], runs)) };
}

/** A built manual for the sections that read one (page weight, Lighthouse, search). */
let manualBuild;
async function manualOutput() {
  const outDir = path.join(work, 'manual');
  if (!manualBuild) {
    if (!existsSync(path.join(outDir, 'index.html'))) execFileSync(node, [cli, 'build', '--out-dir', outDir], { cwd: repo, stdio: 'ignore' });
    manualBuild = outDir;
  }
  return manualBuild;
}

async function benchCorpus(pages, runs) {
  const siteDir = path.join(work, `corpus-${pages}`);
  const outDir = path.join(work, `corpus-${pages}-out`);
  const generated = await generateCorpus({ pages, outDir: siteDir, seed: 1 });
  console.error(`corpus: ${pages} pages (${(generated.bytes / 1e6).toFixed(1)} MB of Markdown), build ×${runs}`);
  // The big corpus is built without a warm-up: one build is minutes of work already.
  const build = await timeCommand(['build', siteDir, '--out-dir', outDir], runs, pages >= 5000 ? 0 : 1);
  const output = await folderSize(outDir);
  const deepPage = await deepestPage(outDir);
  const html = await readFile(path.join(outDir, deepPage), 'utf8');
  const siteJson = (await readdir(path.join(outDir, 'assets'))).find((name) => /^site-.*\.json$/.test(name));
  const result = {
    pages,
    markdownBytes: generated.bytes,
    ...withoutStdout(build),
    msPerPage: round(build.wallMs / pages, 2),
    cpuMsPerPage: round(build.cpuMs / pages, 2),
    output,
    samplePage: {
      path: deepPage,
      htmlBytes: Buffer.byteLength(html),
      sidebarLinks: (html.match(/class="menu-link/g) ?? []).length,
      openCategories: (html.match(/<li class="menu-item menu-category">/g) ?? []).length,
      collapsedCategories: (html.match(/<li class="menu-item menu-category collapsed">/g) ?? []).length,
    },
    siteDataBytes: siteJson ? (await stat(path.join(outDir, 'assets', siteJson))).size : null,
    searchIndexBytes: (await stat(path.join(outDir, 'search-index-default.json'))).size,
    searchMoreIndexBytes: existsSync(path.join(outDir, 'search-index-more-default.json')) ? (await stat(path.join(outDir, 'search-index-more-default.json'))).size : 0,
  };
  await rm(outDir, { recursive: true, force: true });
  await rm(siteDir, { recursive: true, force: true });
  return result;
}

/** Waits until no previous output of ours is being deleted in `parent` (cli/write/remove-later.ts), at most a minute. */
async function trashGone(parent) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (!(await readdir(parent)).some((entry) => entry.includes('.brokerdocs-trash-'))) return;
  }
}

/**
 * brokerdocs against Hugo on the same generated corpus, size by size, in one
 * run: whole processes, the ratio of wall and CPU time, peak memory, output
 * size, and brokerdocs' stages (`--verbose`) so the table says where the
 * difference goes. Runs per size as the other sections: `--runs` for the
 * manual-shaped corpus, `--corpus-runs` for 1,000 pages, `--large-runs` above;
 * the two tools' runs in turns (alternateProcesses).
 */
async function benchHugo() {
  const hugo = ensureHugo();
  if (hugo.skipped) {
    console.error(`hugo: skipped, ${hugo.skipped}`);
    return { skipped: hugo.skipped };
  }
  const sizes = options['hugo-pages'].split(',').map(Number);
  const sizeResults = [];
  for (const pages of sizes) {
    const runs = Number(pages <= 100 ? options.runs : pages <= 1000 ? options['corpus-runs'] : options['large-runs']);
    const warmups = pages >= 5000 ? 0 : 1;
    const corpus = path.join(work, `hugo-corpus-${pages}`);
    const hugoSite = path.join(work, `hugo-site-${pages}`);
    const outDir = path.join(work, `hugo-corpus-${pages}-out`);
    const hugoOut = path.join(work, `hugo-site-${pages}-out`);
    const generated = await generateCorpus({ pages, outDir: corpus, seed: 1 });
    await hugoSiteFrom(corpus, hugoSite);
    console.error(`hugo: ${pages} pages, brokerdocs and Hugo ×${runs} each in turns${warmups ? ' (+1 warm-up)' : ''}`);
    // A first build, nothing kept from an earlier one (no highlight cache yet: it writes it), then the builds after it, which read it.
    await rm(path.join(corpus, 'node_modules', '.cache'), { recursive: true, force: true });
    const cold = await timeCommand(['build', corpus, '--out-dir', outDir], 1, 0);
    // In turns, each run from a quiet disk: the previous output our build deletes in the background gone first.
    const stageSamples = [];
    const { a: oursRuns, b: theirs } = await alternateProcesses(
      { command: node, args: [cli, 'build', corpus, '--out-dir', outDir, '--verbose'], onSample: (sample) => stageSamples.push(stagesOf(sample.stderr)) },
      // Hugo leaves what it wrote before in place: each run starts from no output, as ours does.
      { command: 'sh', args: ['-c', `rm -rf "${hugoOut}" && exec hugo --quiet --source "${hugoSite}" --destination "${hugoOut}"`] },
      { cwd: repo, runs, warmups, settle: () => trashGone(path.dirname(outDir)) },
    );
    const ours = { ...oursRuns, stages: medianStages(stageSamples) };
    const oursOutput = { ...(await folderSize(outDir)), byKind: await outputByKind(outDir), samplePage: await pageComposition(path.join(outDir, await deepestPage(outDir))) };
    const theirsOutput = await folderSize(hugoOut);
    sizeResults.push({
      pages,
      words: generated.words,
      markdownBytes: generated.bytes,
      brokerdocs: { ...withoutStdout(ours), output: oursOutput, bytesPerPage: Math.round(oursOutput.bytes / pages) },
      hugo: { ...withoutStdout(theirs), output: theirsOutput, bytesPerPage: Math.round(theirsOutput.bytes / pages) },
      brokerdocsFirstBuild: { wallMs: round(cold.wallMs), cpuMs: round(cold.cpuMs), peakRssMB: round(cold.peakRssMB, 1), stages: cold.stages },
      ratio: { wall: round(ours.wallMs / theirs.wallMs, 2), cpu: round(ours.cpuMs / theirs.cpuMs, 2), memory: round(ours.peakRssMB / theirs.peakRssMB, 2), output: round(oursOutput.bytes / theirsOutput.bytes, 2), firstBuildWall: round(cold.wallMs / theirs.wallMs, 2) },
    });
    for (const dir of [corpus, hugoSite, outDir, hugoOut]) await rm(dir, { recursive: true, force: true });
  }
  return { hugo: hugo.version, sizes: sizeResults };
}

/**
 * Pages with the site's own components (compiled by the MDX compiler, their
 * components bundled and rendered, one an island) against the same Markdown
 * without them (markdown-it): the cost per page of each, whole processes,
 * and what an island page ships. With components twice: a first build
 * (compile and bundle caches off) and the builds after it (both read).
 */
async function benchMdx() {
  const pages = Number(options['mdx-pages']);
  const { plain, withComponents } = await generateMdxCorpora({ pages, dir: work });
  const runs = Number(options['corpus-runs']);
  console.error(`mdx: ${pages} pages, plain and with components, build ×${runs} each`);
  const out = (site) => `${site}-out`;
  const plainBuild = await timeCommand(['build', plain, '--out-dir', out(plain)], runs);
  // A first build (or one without the site's node_modules/.cache): every page through the MDX compiler.
  const componentsCold = await timeCommand(['build', withComponents, '--out-dir', out(withComponents)], runs, 1, { BROKERDOCS_MDX_CACHE: 'off' });
  // Every build after it: the warm-up fills the compile and bundle caches (cli/content/mdx-compile/compile-cache.ts, bundle-cache.ts), the timed builds read them.
  const componentsBuild = await timeCommand(['build', withComponents, '--out-dir', out(withComponents)], runs);
  // What one island page loads: its entry and the chunks it imports (React among them, shared by every island page).
  const islandDir = path.join(out(withComponents), 'assets/mdx/islands');
  const firstPage = await readFile(path.join(out(withComponents), 'docs/page-0001/index.html'), 'utf8');
  const entry = /assets\/mdx\/islands\/([^"]+\.js)/.exec(firstPage)?.[1];
  let islandGzip = 0;
  const seen = new Set();
  const add = async (name) => {
    if (seen.has(name) || !existsSync(path.join(islandDir, name))) return;
    seen.add(name);
    const code = await readFile(path.join(islandDir, name));
    islandGzip += gzipSync(code).length;
    for (const match of code.toString('utf8').matchAll(/(?:from|import)\s*"[^"]*\/([^"/]+\.js)"/g)) await add(match[1]);
  };
  if (entry) await add(entry);
  const result = {
    pages,
    plain: { ...withoutStdout(plainBuild), cpuMsPerPage: round(plainBuild.cpuMs / pages, 2) },
    components: { ...withoutStdout(componentsBuild), cpuMsPerPage: round(componentsBuild.cpuMs / pages, 2) },
    componentsCold: { ...withoutStdout(componentsCold), cpuMsPerPage: round(componentsCold.cpuMs / pages, 2) },
    ratio: round(componentsBuild.cpuMs / plainBuild.cpuMs, 2),
    ratioCold: round(componentsCold.cpuMs / plainBuild.cpuMs, 2),
    islandScriptGzipBytes: islandGzip,
  };
  for (const site of [plain, withComponents]) await rm(out(site), { recursive: true, force: true });
  return result;
}

/** The HTML file deepest in the folder tree: its sidebar has the longest open chain. */
async function deepestPage(outDir) {
  const pages = (await readdir(outDir, { recursive: true })).filter((name) => name.endsWith('index.html') && !name.startsWith('page-data'));
  return pages.sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b))[0];
}

async function benchWeight() {
  const outDir = await manualOutput();
  const weigh = (page) => pageWeight(outDir, MANUAL_BASE, page);
  return { doc: await weigh('trading/concepts/index.html'), api: await weigh('rest-api-spec/index.html'), notFound: await weigh('404.html') };
}

async function benchLighthouse(api) {
  const outDir = await manualOutput();
  const server = await api.startStaticServer({ root: outDir, baseUrl: MANUAL_BASE });
  try {
    console.error(`lighthouse: doc and API pages ×${options['lighthouse-runs']} each`);
    return await auditPages({ doc: `${server.url}trading/concepts`, api: `${server.url}rest-api-spec` }, { runs: Number(options['lighthouse-runs']) });
  } finally {
    await server.close();
  }
}

/**
 * GitHub's API description (1,223 operations, 13 MB) built as a team would,
 * with the default config: build time, peak memory, and the largest page a
 * reader opens (every HTML file, gzipped), which the split keeps small.
 */
async function benchGithub(runs) {
  const spec = await githubDocument();
  const siteDir = path.join(work, 'github');
  const outDir = path.join(work, 'github-out');
  await mkdir(path.join(siteDir, 'docs'), { recursive: true });
  await copyFile(spec, path.join(siteDir, 'api.github.com.json'));
  await writeFile(path.join(siteDir, 'docs.config.ts'), `export default { title: 'GitHub', url: 'https://github.example.com', docs: { path: 'docs' }, openapi: { spec: 'api.github.com.json', route: '/rest' } };\n`);
  await writeFile(path.join(siteDir, 'docs', 'index.md'), '# GitHub\n\nSee the [REST API](/rest).\n');
  console.error(`github: ${GITHUB_PACKAGE}, build ×${runs}`);
  const build = await timeCommand(['build', siteDir, '--out-dir', outDir], runs, 0);
  const pages = [];
  for (const name of await readdir(outDir, { recursive: true })) {
    if (!name.endsWith('.html') || name.startsWith('page-data')) continue;
    const html = await readFile(path.join(outDir, name));
    pages.push({ path: name, bytes: html.length, gzipBytes: gzipSync(html).length });
  }
  pages.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const markdown = [];
  for (const name of await readdir(outDir, { recursive: true })) if (name.endsWith('.md') || name.endsWith('.txt')) markdown.push({ path: name, bytes: (await stat(path.join(outDir, name))).size });
  markdown.sort((a, b) => b.bytes - a.bytes);
  const result = {
    package: GITHUB_PACKAGE,
    ...withoutStdout(build),
    pages: pages.length,
    largestPage: pages[0],
    overview: pages.find((page) => page.path === 'rest/index.html'),
    largestMarkdown: markdown[0],
    anchorMapBytes: (await stat(path.join(outDir, 'rest/anchors.json'))).size,
    output: await folderSize(outDir),
  };
  await rm(outDir, { recursive: true, force: true });
  return result;
}

/**
 * Large API documents built by brokerdocs (as a site, with the default
 * config) and by Redoc (`redocly build-docs`, one HTML file), one after the
 * other in the same run: CPU time, wall time and peak memory of each, and
 * brokerdocs' figures as a multiple of Redoc's. GitHub's document always
 * (fetched like the github section's); others named with `--api-doc
 * name=path` (Stripe, DigitalOcean, Kubernetes, OpenAI are not packages of
 * the npm registry, so the bench cannot fetch them itself). For GitHub's, the
 * stages `--verbose` prints and a CPU profile of the build by area.
 *
 * Two Redocs: today's (2.x), whose HTML holds the menu and the raw document
 * while the browser renders the operations, and the last one that renders
 * every operation into its HTML (1.x), the same work as brokerdocs' build.
 */
async function benchRedoc(runs, ssrRuns) {
  const redocly = await redoclyCommand();
  const redoclySsr = ssrRuns > 0 ? await redoclyCommand(REDOCLY_SSR_PACKAGE) : undefined;
  const documents = [['github', await githubDocument()], ...options['api-doc'].map((named) => named.split(/=(.*)/s).slice(0, 2))];
  const results = {};
  for (const [name, spec] of documents) {
    const siteDir = path.join(work, `redoc-${name}`);
    const outDir = path.join(work, `redoc-${name}-out`);
    await mkdir(path.join(siteDir, 'docs'), { recursive: true });
    // The document is named where it is: a document split over files finds the others beside it.
    await writeFile(path.join(siteDir, 'docs.config.ts'), `export default { title: ${JSON.stringify(name)}, url: 'https://example.com', docs: { path: 'docs' }, openapi: { spec: ${JSON.stringify(path.resolve(spec))}, route: '/api' } };\n`);
    await writeFile(path.join(siteDir, 'docs', 'index.md'), `# ${name}\n\nSee the [API reference](/api).\n`);
    console.error(`redoc: ${name} (${spec}), brokerdocs build ×${runs}, ${REDOCLY_PACKAGE} build-docs ×${runs}`);
    const brokerdocs = await timeCommand(['build', siteDir, '--out-dir', outDir], runs, 0);
    await rm(outDir, { recursive: true, force: true });
    const redoc = await repeatProcess(node, [redocly, 'build-docs', path.resolve(spec), '-o', path.join(work, `redoc-${name}.html`)], { cwd: work, env: REDOCLY_ENV, runs, warmups: 0 });
    const ratio = (ours, theirs) => round(ours / theirs, 2);
    results[name] = {
      spec: path.basename(spec),
      brokerdocs: withoutStdout(brokerdocs),
      redoc: withoutStdout(redoc),
      cpuRatio: ratio(brokerdocs.cpuMs, redoc.cpuMs),
      wallRatio: ratio(brokerdocs.wallMs, redoc.wallMs),
      memoryRatio: ratio(brokerdocs.peakRssMB, redoc.peakRssMB),
    };
    if (redoclySsr) {
      console.error(`redoc: ${name}, ${REDOCLY_SSR_PACKAGE} build-docs ×${ssrRuns} (every operation rendered on the server)`);
      const html = path.join(work, `redoc-ssr-${name}.html`);
      const ssr = await repeatProcess(node, [redoclySsr, 'build-docs', path.resolve(spec), '-o', html], { cwd: work, env: REDOCLY_ENV, runs: ssrRuns, warmups: 0 });
      const htmlBytes = (await stat(html)).size;
      await rm(html, { force: true });
      results[name].prerendered = { ...withoutStdout(ssr), htmlBytes, cpuRatio: ratio(brokerdocs.cpuMs, ssr.cpuMs), wallRatio: ratio(brokerdocs.wallMs, ssr.wallMs), memoryRatio: ratio(brokerdocs.peakRssMB, ssr.peakRssMB) };
    }
    if (name === 'github') results[name].profile = await profileCommand(repo, ['build', siteDir, '--out-dir', outDir]);
    await rm(outDir, { recursive: true, force: true });
  }
  return { package: REDOCLY_PACKAGE, ssrPackage: redoclySsr ? REDOCLY_SSR_PACKAGE : undefined, documents: results };
}

/**
 * `brokerdocs diff` on GitHub's document: against itself (the goal is
 * under 5 s; no change may be found), and an older release against it, with
 * the counts of what changed and the length of the text report a person reads.
 */
async function benchDiff(runs) {
  const [older, newer] = [await githubDocument(GITHUB_OLDER_PACKAGE), await githubDocument()];
  console.error(`diff: ${GITHUB_PACKAGE} against itself and against ${GITHUB_OLDER_PACKAGE}, ×${runs} each`);
  const self = await repeatProcess(node, [cli, 'diff', newer, newer, '--format', 'json'], { cwd: repo, runs, warmups: 1 });
  const versions = await repeatProcess(node, [cli, 'diff', older, newer, '--format', 'json'], { cwd: repo, runs, warmups: 0 });
  const report = JSON.parse(versions.lastStdout);
  const codes = {};
  for (const change of report.changes) codes[`${change.kind} ${change.code}`] = (codes[`${change.kind} ${change.code}`] ?? 0) + 1;
  const text = await repeatProcess(node, [cli, 'diff', older, newer], { cwd: repo, runs: 1, warmups: 0 });
  return {
    packages: { old: GITHUB_OLDER_PACKAGE, new: GITHUB_PACKAGE },
    self: { ...withoutStdout(self), changes: JSON.parse(self.lastStdout).changes.length },
    versions: {
      ...withoutStdout(versions),
      summary: report.summary,
      operations: new Set(report.changes.map((change) => change.operation)).size,
      byCode: Object.fromEntries(Object.entries(codes).sort((a, b) => b[1] - a[1])),
    },
    textReport: { wallMs: round(text.wallMs), lines: text.lastStdout.split('\n').length },
  };
}

/** The dev server's save-to-screen latency, measured by its own script when it exists. */
async function benchDev() {
  const script = path.join(repo, 'tests/bench/dev-latency.mjs');
  if (!existsSync(script)) return { skipped: 'tests/bench/dev-latency.mjs does not exist yet' };
  const stdout = await new Promise((resolve, reject) => {
    const child = spawn(node, [script], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`dev-latency.mjs exited with ${code}`))));
  });
  const line = stdout.trim().split('\n').reverse().find((l) => l.trim().startsWith('{'));
  if (!line) throw new Error(`dev-latency.mjs printed no JSON:\n${stdout}`);
  return JSON.parse(line);
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repo, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit}+changes` : commit;
  } catch {
    return 'unknown';
  }
}

const previous = existsSync(resultsFile) ? JSON.parse(await readFile(resultsFile, 'utf8')) : {};
const results = { ...previous, sections: { ...(previous.sections ?? {}) } };
const stamp = () => ({ at: new Date().toISOString(), commit: gitCommit(), loadAverage: os.loadavg().map((l) => round(l, 2)) });
results.machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGB: round(os.totalmem() / 2 ** 30, 1), node: process.version, platform: `${os.platform()} ${os.release()}` };

try {
  const api = only.has('lighthouse') || only.has('search') ? await importTypeScript('tests/bench/lib/bench-api.ts') : undefined;
  const record = async (name, run) => {
    if (!only.has(name)) return;
    const started = stamp();
    const value = await run();
    results.sections[name] = { ...value, measured: { ...started, loadAverageAfter: os.loadavg().map((l) => round(l, 2)) } };
  };
  await record('manual', benchManual);
  await record('weight', benchWeight);
  await record('search', async () => benchSearch(api, await manualOutput()));
  await record('lighthouse', () => benchLighthouse(api));
  await record('dev', benchDev);
  await record('profile', async () => ({ build: await profileCommand(repo, ['build', '--out-dir', path.join(work, 'profiled')]), check: await profileCommand(repo, ['check']) }));
  await record('github', () => benchGithub(Number(options['github-runs'])));
  await record('redoc', () => benchRedoc(Number(options['redoc-runs']), Number(options['redoc-ssr-runs'])));
  await record('docusaurus', benchDocusaurus);
  await record('diff', () => benchDiff(Number(options['diff-runs'])));
  await record('mdx', benchMdx);
  await record('hugo', benchHugo);
  await record('corpus', async () => ({
    medium: await benchCorpus(1000, Number(options['corpus-runs'])),
    large: await benchCorpus(Number(options['large-pages']), Number(options['large-runs'])),
  }));
} finally {
  await rm(work, { recursive: true, force: true });
}

await mkdir(path.dirname(resultsFile), { recursive: true });
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
printReport(results);
console.log(`\nWritten to ${path.relative(process.cwd(), resultsFile)}`);
