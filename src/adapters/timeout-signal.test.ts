import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicIp } from './public-ip';
import { timeoutSignal } from './timeout-signal';

/** An engine without AbortSignal.timeout (Safari 15, iOS 15). */
function withoutAbortSignalTimeout() {
  Object.defineProperty(AbortSignal, 'timeout', { value: undefined, configurable: true, writable: true });
}

const realTimeout = AbortSignal.timeout;
afterEach(() => {
  Object.defineProperty(AbortSignal, 'timeout', { value: realTimeout, configurable: true, writable: true });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('timeoutSignal', () => {
  it('aborts after the time given, with a TimeoutError, where AbortSignal.timeout is missing', () => {
    withoutAbortSignalTimeout();
    vi.useFakeTimers();
    const signal = timeoutSignal(3000);
    vi.advanceTimersByTime(2999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('the public IP lookup still asks, on iOS 15 as elsewhere', async () => {
    withoutAbortSignalTimeout();
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ ip: '201.141.7.9' })));
    expect(await publicIp('https://ip.example.test/?format=json')).toBe('201.141.7.9');
  });
});
