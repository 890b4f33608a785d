// A signal that aborts after `ms`. AbortSignal.timeout came with Safari 16: on iOS 15,
// the last iOS of the iPhone 6s and 7, a lookup that called it threw before it asked
// anything, and always gave its fallback.

export function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return controller.signal;
}
