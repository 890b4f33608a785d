// `npm run bench:lcp -- URL [--port N]`: where Lighthouse's simulated LCP of a page comes
// from. Runs Lighthouse 12.8.2 (mobile, simulated throttling) on URL as the bench
// does, then asks its Lantern model for the LCP estimate and prints the nodes of
// both graphs it simulates (optimistic and pessimistic: requests and main-thread
// tasks) with their simulated start and end. The estimate is the last end.
// Lighthouse's own modules, pinned by package-lock.json; for a serving bench
// (`npm run bench` leaves none running) start one: `node node_modules/vite/bin/vite.js
// preview --outDir .bench/dist --port 4480` after a bench build.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './profile.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '9333' } },
});
const [url] = positionals;
if (!url) {
  console.error('usage: npm run bench:lcp -- URL [--port N] (N: the DevTools port Lighthouse drives)');
  process.exit(2);
}

// Lighthouse drives the browser through its DevTools port; Playwright only starts it.
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${values.port}`],
});
let result;
try {
  result = await lighthouse(url, { port: Number(values.port), onlyCategories: ['performance'], logLevel: 'error' });
} finally {
  await browser.close();
}
const { artifacts, lhr } = result;
const lcp = await LanternLargestContentfulPaint.request(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  },
  { computedCache: new Map(), settings: lhr.configSettings },
);

const ms = (v) => v.toFixed(0).padStart(6);
/** A request by file name, size and priority; a task by its longest events (over 1 ms). */
function nodeText(node) {
  if (node.type === 'network') {
    const { url: address, transferSize, priority } = node.request;
    return `request ${new URL(address).pathname} ${transferSize} B, ${priority}`;
  }
  const events = node.childEvents
    .filter((e) => e.dur > 1000)
    .map(
      (e) =>
        `${e.name}${e.args?.data?.url ? ` (${e.args.data.url.split('/').pop()})` : ''} ${(e.dur / 1000).toFixed(1)} ms`,
    );
  return `task ${events.slice(0, 4).join(', ')}`;
}

console.log(`${url}\nLighthouse LCP ${ms(lhr.audits['largest-contentful-paint'].numericValue)} ms`);
for (const [name, estimate] of [
  ['optimistic', lcp.optimisticEstimate],
  ['pessimistic', lcp.pessimisticEstimate],
]) {
  console.log(`\n${name} graph: ${ms(estimate.timeInMs)} ms (simulated start, end, what)`);
  const nodes = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of nodes) console.log(`${ms(t.startTime)} ${ms(t.endTime)}  ${nodeText(node)}`);
}
