// Lighthouse 12.8.2 (the last for Node 20), mobile (its default form factor and
// simulated slow-4G/4x throttling), performance and accessibility, through its
// CLI with Debian's Chromium. Each run starts its own browser.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './build.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './profile.mjs';

const CLI = 'node_modules/lighthouse/cli/index.js';
const REPORTS = '.bench/lighthouse';

/** Scores (0..100) and the audits that cost points, from one Lighthouse run of `url`. */
export async function lighthouse(url, name) {
  mkdirSync(REPORTS, { recursive: true });
  const out = join(REPORTS, `${name}.json`);
  await run(
    'node',
    [
      CLI,
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (report.runtimeError) throw new Error(`Lighthouse ${url}: ${report.runtimeError.message}`);
  const score = (category) => Math.round((report.categories[category]?.score ?? Number.NaN) * 100);
  const failing = (category) =>
    report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: report.audits['largest-contentful-paint']?.numericValue,
    tbt: report.audits['total-blocking-time']?.numericValue,
    // Lighthouse's own measure of the machine's speed: its simulation scales the observed task times.
    benchmarkIndex: report.environment?.benchmarkIndex,
    lostPerformance: failing('performance'),
    lostAccessibility: failing('accessibility'),
  };
}
