// The one place for the conditions the bench measures under: the phone, the
// CPU slowdown, the network, and the browser. Every measurement module takes
// its settings from here.
import { devices } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every Chromium the bench starts (Playwright's and Lighthouse's). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The phone the team reviews: iPhone 13 metrics, forced to Chromium, at 390x844. */
export const PHONE = {
  ...devices['iPhone 13'],
  viewport: { width: 390, height: 844 },
};

/** Main-thread slowdown for a low-end Android phone (CDP Emulation.setCPUThrottlingRate). */
export const CPU_SLOWDOWN = 4;

/**
 * Slow 4G as Lighthouse's mobile preset defines it (150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up), with the factors Lighthouse applies when the browser throttles
 * per request rather than per packet: RTT x3.75, throughput x0.9.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** Describes the profile in words, for the report. */
export function describeProfile() {
  const kbit = (bytesPerSecond) => Math.round((bytesPerSecond * 8) / 1024);
  return {
    phone: `${PHONE.viewport.width}x${PHONE.viewport.height}, DPR ${PHONE.deviceScaleFactor}, touch, mobile`,
    cpu: `${CPU_SLOWDOWN}x slowdown (CDP Emulation.setCPUThrottlingRate)`,
    network: `slow 4G: ${SLOW_4G.latency} ms latency, ${kbit(SLOW_4G.downloadThroughput)} kbit/s down, ${kbit(SLOW_4G.uploadThroughput)} kbit/s up (CDP Network.emulateNetworkConditions)`,
  };
}

/**
 * Applies the profile to a page's DevTools session: `throttled: false` leaves
 * CPU and network as they are; 'cpu' slows the CPU only (the baseline ratios' setting:
 * what the page itself costs, without the network's round trips); true slows both.
 */
export async function applyProfile(cdp, { throttled }) {
  if (!throttled) return;
  if (throttled !== 'cpu') {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}
