// Lighthouse (mobile, its default simulated throttling) against pages served
// over HTTP, in Debian's Chromium. Each page is audited several times and the
// median run (by performance score) is kept, because one audit on a shared
// machine can be unlucky.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './measure.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Audits each URL `runs` times; returns scores (0–100) and TBT/LCP/CLS of the median run per URL. */
export async function auditPages(urls, { runs = 3, chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium' } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const results = {};
    for (const [name, url] of Object.entries(urls)) {
      const audits = [];
      for (let i = 0; i < runs; i++) audits.push(await auditOnce(url, chrome.port));
      const byPerformance = [...audits].sort((a, b) => a.scores.performance - b.scores.performance);
      const kept = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
      results[name] = { url, runs, ...kept, performanceScores: audits.map((a) => a.scores.performance), medianTbtMs: median(audits.map((a) => a.tbtMs)) };
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

async function auditOnce(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // Audits that cost points, so a score below 100 says why.
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => `${category.id}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
  );
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    failing,
  };
}
