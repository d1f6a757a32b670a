// The budgets of DESIGN.md and the reference figures of other generators
// (same 2-core machine, same ~20,000-word 25-page corpus), and the table
// that sets what was measured against them. KB are 1,000 bytes, MB 2^20.

/** Reference figures: Docusaurus / VitePress / Starlight. */
const REFERENCE = {
  manualBuild: ['48.5 s', '6.7 s', '4.3 s'],
  corpusMedium: ['131 s', '93 s', '29 s'],
  js: ['198 KB', '62 KB', '5 KB'],
  css: ['18 KB', '20 KB', '16 KB'],
  lighthouse: ['87/96/96/100', '94/96/96/100', '100/100/96/100'],
  dev: ['662 ms', '85 ms', '980 ms'],
  searchIndex: ['120 KB', '21 KB', 'chunked'],
};

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (value) => `${Math.round(value)} MB`;
const best = (figures) => (figures.bestWallMs ? `best ${seconds(figures.bestWallMs)}, ` : '');

/**
 * One row per budget: what was measured, the budget, whether it holds, and
 * the reference figures. Sections missing from `results` give no rows.
 */
export function budgetRows(results) {
  const s = results.sections ?? {};
  const rows = [];
  const row = (name, measured, budget, ok, reference = ['', '', ''], note = '') => rows.push({ name, measured, budget, ok, reference, note });
  if (s.manual) {
    const { build, check } = s.manual;
    row('Cold build of the manual (median wall)', seconds(build.wallMs), '≤ 1.0 s', build.wallMs <= 1000, REFERENCE.manualBuild, `${best(build)}CPU ${seconds(build.cpuMs)}, ${build.runs} runs`);
    row('Cold build of the manual (peak RSS)', mb(build.peakRssMB), '≤ 250 MB', build.peakRssMB <= 250);
    row('check of the manual (median wall)', seconds(check.wallMs), '≤ 0.5 s', check.wallMs <= 500, undefined, `${best(check)}CPU ${seconds(check.cpuMs)}, ${check.runs} runs`);
  }
  if (s.mdx) {
    const { pages, plain, components, componentsCold, ratio, ratioCold, islandScriptGzipBytes } = s.mdx;
    row(`${pages} pages with components vs plain (build CPU)`, `${ratio}×`, '≤ 2×', ratio <= 2, undefined, `${seconds(components.cpuMs)} vs ${seconds(plain.cpuMs)}, compile and bundle caches read; an island page loads ${kb(islandScriptGzipBytes)} gzip more JS`);
    if (componentsCold) row(`${pages} pages with components vs plain, first build (build CPU)`, `${ratioCold}×`, '', null, undefined, `${seconds(componentsCold.cpuMs)} vs ${seconds(plain.cpuMs)}, compile and bundle caches off`);
  }
  if (s.corpus) {
    const { medium, large } = s.corpus;
    row(`${medium.pages.toLocaleString('en')} generated pages (median wall)`, seconds(medium.wallMs), '≤ 6 s', medium.wallMs <= 6000, REFERENCE.corpusMedium, `${best(medium)}CPU ${seconds(medium.cpuMs)}, ${medium.runs} runs, ${mb(medium.peakRssMB)}`);
    row(`${large.pages.toLocaleString('en')} generated pages (wall)`, seconds(large.wallMs), '≤ 60 s', large.wallMs <= 60000, undefined, `CPU ${seconds(large.cpuMs)}, ${large.runs} run(s)`);
    row(`${large.pages.toLocaleString('en')} generated pages (peak RSS)`, mb(large.peakRssMB), '≤ 1,536 MB', large.peakRssMB <= 1536);
    const ratio = large.cpuMsPerPage / medium.cpuMsPerPage;
    row('Time per page, large vs medium site', `${medium.cpuMsPerPage} → ${large.cpuMsPerPage} ms CPU (×${ratio.toFixed(2)})`, 'flat (≤ ×1.2)', ratio <= 1.2, undefined, `wall ${medium.msPerPage} → ${large.msPerPage} ms`);
    const sample = large.samplePage;
    row('Sidebar links in one page of the large site', String(sample.sidebarLinks), 'not all pages', sample.sidebarLinks < large.pages / 10, undefined, `${sample.collapsedCategories} collapsed categories rendered without children`);
  }
  if (s.github) {
    const g = s.github;
    row(`GitHub's API, ${g.package} (build wall)`, seconds(g.wallMs), '', null, undefined, `CPU ${seconds(g.cpuMs)}, ${g.runs} run(s), ${g.pages} pages`);
    row(`GitHub's API (peak RSS)`, mb(g.peakRssMB), '', null);
    row(`GitHub's API: largest page, gzip`, kb(g.largestPage.gzipBytes), '≤ 1,000 KB', g.largestPage.gzipBytes <= 1_000_000, undefined, `${g.largestPage.path}, ${kb(g.largestPage.bytes)} raw; overview ${kb(g.overview.gzipBytes)} gzip; largest export ${g.largestMarkdown.path} ${kb(g.largestMarkdown.bytes)}`);
  }
  if (s.redoc) {
    for (const [name, d] of Object.entries(s.redoc.documents)) {
      const figures = (f) => `${seconds(f.cpuMs)} CPU, ${seconds(f.wallMs)} wall, ${mb(f.peakRssMB)}`;
      row(`${name} API: brokerdocs vs Redoc (CPU)`, `${d.cpuRatio}×`, '≤ 1.0×', d.cpuRatio <= 1, undefined, `brokerdocs ${figures(d.brokerdocs)}; Redoc ${figures(d.redoc)} (${s.redoc.package}: its HTML holds the menu and the document, the browser renders the operations); wall ${d.wallRatio}×`);
      row(`${name} API: brokerdocs vs Redoc (peak RSS)`, `${mb(d.brokerdocs.peakRssMB)} (${d.memoryRatio}×)`, '≤ 400 MB', d.brokerdocs.peakRssMB <= 400, undefined, `Redoc ${mb(d.redoc.peakRssMB)}`);
      const full = d.prerendered;
      if (full) row(`${name} API: brokerdocs vs Redoc rendering every operation (CPU)`, `${full.cpuRatio}×`, '≤ 1.0×', full.cpuRatio <= 1, undefined, `${s.redoc.ssrPackage}, operations in its HTML as in ours: ${figures(full)}, ${(full.htmlBytes / 1e6).toFixed(1)} MB of HTML; wall ${full.wallRatio}×, memory ${full.memoryRatio}×`);
    }
  }
  if (s.diff) {
    const d = s.diff;
    row(`diff: GitHub's API against itself`, seconds(d.self.wallMs), '< 5 s', d.self.wallMs < 5000 && d.self.changes === 0, undefined, `${d.self.changes} changes, peak ${mb(d.self.peakRssMB)}`);
    const sum = d.versions.summary;
    row(`diff: ${d.packages.old} → ${d.packages.new.replace('@octokit/openapi@', '')}`, seconds(d.versions.wallMs), '', null, undefined, `${sum.breaking} breaking, ${sum.nonBreaking} non-breaking, ${sum.deprecations} deprecations in ${d.versions.operations} operations; text report ${d.textReport.lines} lines`);
  }
  if (s.weight) {
    const { doc, api, notFound } = s.weight;
    row('First visit, doc page: JS gzip', kb(doc.js.gzip), '≤ 80 KB', doc.js.gzip <= 80000, REFERENCE.js, `${doc.js.files.length} files`);
    row('First visit, doc page: CSS gzip', kb(doc.css.gzip), '≤ 15 KB', doc.css.gzip <= 15000, REFERENCE.css);
    row('First visit, doc page: HTML gzip', kb(doc.html.gzip), '', null, undefined, `${kb(doc.html.raw)} raw`);
    row('First visit, API page: JS / CSS / HTML gzip', `${kb(api.js.gzip)} / ${kb(api.css.gzip)} / ${kb(api.html.gzip)}`, '≤ 80 / ≤ 15 KB', api.js.gzip <= 80000 && api.css.gzip <= 15000, undefined, `HTML ${kb(api.html.raw)} raw`);
    row('First visit, 404: JS / CSS / HTML gzip', `${kb(notFound.js.gzip)} / ${kb(notFound.css.gzip)} / ${kb(notFound.html.gzip)}`, '≤ 80 / ≤ 15 KB', notFound.js.gzip <= 80000 && notFound.css.gzip <= 15000);
  }
  if (s.lighthouse) {
    for (const [name, page] of Object.entries(s.lighthouse).filter(([key]) => key !== 'measured')) {
      const sc = page.scores;
      const all100 = sc.performance === 100 && sc.accessibility === 100 && sc.bestPractices === 100 && sc.seo === 100;
      row(`Lighthouse mobile, ${name} page (perf/a11y/BP/SEO)`, `${sc.performance}/${sc.accessibility}/${sc.bestPractices}/${sc.seo}`, '100/100/100/100', all100, name === 'doc' ? REFERENCE.lighthouse : undefined, `perf of ${page.runs} runs: ${page.performanceScores.join(', ')}`);
      row(`Lighthouse mobile, ${name} page (TBT)`, `${Math.round(page.tbtMs)} ms`, '≤ 50 ms', page.tbtMs <= 50, undefined, `LCP ${seconds(page.lcpMs)}, CLS ${page.cls.toFixed(3)}`);
    }
  }
  if (s.dev) {
    if (s.dev.skipped) row('dev: save to screen', 'not measured', '≤ 80 ms', null, REFERENCE.dev, s.dev.skipped);
    else row('dev: save to screen (median)', `${Math.round(s.dev.medianToHtmlMs)} ms`, '≤ 80 ms', s.dev.medianToHtmlMs <= 80, REFERENCE.dev, `to reload event ${Math.round(s.dev.medianToEventMs)} ms, ${s.dev.runs} runs`);
  }
  if (s.search) {
    const q = s.search;
    row('First-search download of the manual, gzip', kb(q.firstGzipBytes), '≤ 100 KB', q.firstGzipBytes <= 100000, REFERENCE.searchIndex, `${kb(q.firstBytes)} raw; then the second file, ${kb(q.moreGzipBytes)} gzip: whole index ${kb(q.firstGzipBytes + q.moreGzipBytes)} gzip, ${q.documents} documents`);
    row('Search query (median)', `${q.queryMedianMs.toFixed(2)} ms`, '≤ 5 ms', q.queryMedianMs <= 5, undefined, `p95 ${q.queryP95Ms.toFixed(2)} ms over ${q.queries} queries; first file alone ${q.firstSearchQueryMedianMs.toFixed(2)} ms; index load ${q.firstLoadMs} + ${q.moreLoadMs} ms once`);
    row('Typo tolerance: query cost (median)', `${q.queryMedianMs.toFixed(2)} ms`, '', null, undefined, `without: ${q.withoutTyposQueryMedianMs.toFixed(2)} ms; misspelt queries ${q.typoQueries.medianMs.toFixed(2)} ms (without: ${q.typoQueries.withoutTyposMedianMs.toFixed(2)} ms), found ${q.typoQueries.found}/${q.typoQueries.of} (without: ${q.typoQueries.foundWithoutTypos})`);
    const asked = q.questionQueries;
    row(`Search query, ${asked.count} questions in words (median)`, `${asked.medianMs.toFixed(2)} ms`, '', null, undefined, `p95 ${asked.p95Ms.toFixed(2)} ms, max ${asked.maxMs.toFixed(2)} ms; without typo tolerance ${asked.withoutTyposMedianMs.toFixed(2)} ms, p95 ${asked.withoutTyposP95Ms.toFixed(2)} ms`);
    const answered = (figures) => `${figures.top8}/${figures.questions} in first 8, ${figures.first} first, MRR ${figures.mrr.toFixed(3)}`;
    row('Search answers the question set', answered(q.quality.later), '≥ 49/50 (before #31)', q.quality.later.top8 >= 49, undefined, `first search: ${answered(q.quality.firstSearch)}`);
  }
  if (s.hugo?.skipped) row('Docs build vs Hugo', 'not measured', '≤ 1.0×', null, undefined, s.hugo.skipped);
  for (const size of s.hugo?.sizes ?? []) {
    row(
      `${size.pages.toLocaleString('en')} generated pages vs Hugo (wall)`,
      `${size.ratio.wall}×`,
      '≤ 1.0×',
      size.ratio.wall <= 1,
      undefined,
      `${seconds(size.brokerdocs.wallMs)} vs ${seconds(size.hugo.wallMs)}${size.brokerdocsFirstBuild ? ` (first build, no highlight cache yet: ${seconds(size.brokerdocsFirstBuild.wallMs)}, ${size.ratio.firstBuildWall}×)` : ''}; CPU ${size.ratio.cpu}× (${seconds(size.brokerdocs.cpuMs)} vs ${seconds(size.hugo.cpuMs)}); ${mb(size.brokerdocs.peakRssMB)} vs ${mb(size.hugo.peakRssMB)}; output ${kb(size.brokerdocs.bytesPerPage)} vs ${kb(size.hugo.bytesPerPage)} a page`,
    );
  }
  if (s.docusaurus) {
    const { build } = s.docusaurus;
    row('Docusaurus website fixture with the Go block (median wall)', seconds(build.wallMs), '≤ 2.0 s', build.wallMs <= 2000, undefined, `${best(build)}CPU ${seconds(build.cpuMs)}, ${build.runs} runs; config ${build.stages.config ?? '?'} ms, highlighter ${build.stages.highlighter ?? '?'} ms`);
  }
  return rows;
}

export function printReport(results) {
  const rows = budgetRows(results);
  const verdict = (ok) => (ok === null ? '—' : ok ? 'pass' : 'FAIL');
  const table = [
    ['Budget', 'Measured', 'Budget', '', 'Docusaurus', 'VitePress', 'Starlight', 'Notes'],
    ...rows.map((r) => [r.name, r.measured, r.budget, verdict(r.ok), ...r.reference, r.note]),
  ];
  const widths = table[0].map((_, c) => Math.max(...table.map((line) => String(line[c]).length)));
  const format = (line) => line.map((cell, c) => String(cell).padEnd(widths[c])).join('  ').trimEnd();
  console.log(format(table[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of table.slice(1)) console.log(format(line));
  for (const command of ['build', 'check']) {
    const profile = results.sections?.profile?.[command];
    if (!profile) continue;
    console.log(`\nWhere ${command} of the manual spends its main thread (self time, ${profile.totalMs} ms profiled):`);
    for (const area of profile.areas.slice(0, 10)) console.log(`  ${String(area.ms).padStart(6)} ms  ${(area.share * 100).toFixed(1).padStart(5)} %  ${area.area}`);
  }
  const hugo = results.sections?.hugo;
  if (hugo?.sizes?.length) {
    console.log(`\nbrokerdocs against ${hugo.hugo.split(' ').slice(0, 2).join(' ')}, same corpus (median wall / CPU / peak RSS / output):`);
    for (const size of hugo.sizes) {
      const side = (figures) => `${seconds(figures.wallMs)} / ${seconds(figures.cpuMs)} / ${mb(figures.peakRssMB)} / ${(figures.output.bytes / 2 ** 20).toFixed(1)} MB`;
      console.log(`  ${String(size.pages).padStart(6)} pages  brokerdocs ${side(size.brokerdocs)}  Hugo ${side(size.hugo)}  ratio wall ${size.ratio.wall}×, CPU ${size.ratio.cpu}×${size.ratio.firstBuildWall ? `, first build ${size.ratio.firstBuildWall}×` : ''}`);
    }
    console.log('\nbrokerdocs output per page (KB): by kind of file, and the parts of one deep page');
    for (const size of hugo.sizes) {
      const { byKind, samplePage } = size.brokerdocs.output;
      if (!byKind) continue;
      const perPage = Object.entries(byKind).map(([kind, bytes]) => `${kind} ${(bytes / size.pages / 1000).toFixed(1)}`).join(', ');
      const parts = Object.entries(samplePage).map(([part, bytes]) => `${part} ${(bytes / 1000).toFixed(1)}`).join(', ');
      console.log(`  ${String(size.pages).padStart(6)} pages: ${perPage}; page: ${parts}`);
    }
    console.log('\nStages of brokerdocs on each corpus (ms, `--verbose`; workers run beside the main thread, so stages overlap):');
    for (const size of hugo.sizes) console.log(`  ${String(size.pages).padStart(6)} pages: ${Object.entries(size.brokerdocs.stages).filter(([, ms]) => ms >= 1).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  }
  const github = results.sections?.redoc?.documents?.github;
  if (github) {
    console.log(`\nStages of GitHub's API build (median ms): ${Object.entries(github.brokerdocs.stages).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`Where GitHub's API build spends its main thread (self time, ${github.profile.totalMs} ms profiled):`);
    for (const area of github.profile.areas.slice(0, 12)) console.log(`  ${String(area.ms).padStart(6)} ms  ${(area.share * 100).toFixed(1).padStart(5)} %  ${area.area}`);
  }
  const stages = results.sections?.manual?.build?.stages;
  if (stages) console.log(`\nStages of the manual's build (median ms): ${Object.entries(stages).map(([k, v]) => `${k} ${v}`).join(', ')}`);
}

/** The same rows as a Markdown table, for the README. */
export function markdownReport(results) {
  const rows = budgetRows(results);
  const verdict = (ok) => (ok === null ? '' : ok ? 'yes' : '**no**');
  const escape = (text) => String(text).replace(/\|/g, '\\|');
  const lines = [
    '| What | Measured | Budget | Met | Docusaurus | VitePress | Starlight |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${escape(r.name)}${r.note ? ` <br><sub>${escape(r.note)}</sub>` : ''} | ${escape(r.measured)} | ${escape(r.budget)} | ${verdict(r.ok)} | ${r.reference.map(escape).join(' | ')} |`),
  ];
  return lines.join('\n');
}
