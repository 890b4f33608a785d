// Usage tracking behind a small interface: a no-op unless a sink is installed.
// Events carry a name and non-secret properties only: never a value the person
// typed, never a phone number. The sink (Segment) loads after the first screen;
// events before it arrives wait in a queue when one is expected (holdEvents).

type Sink = (event: string, props: Record<string, string>) => void;
let sink: Sink | null = null;
let pending: Array<[string, Record<string, string>]> | null = null;
let anonymousId: string | null = null;
let onAnonymousId: ((id: string) => void) | null = null;
const MAX_PENDING = 100;

export function installAnalytics(s: Sink | null, identity?: (anonymousId: string) => void): void {
  sink = s;
  onAnonymousId = identity ?? null;
  const waiting = pending ?? [];
  pending = null;
  if (anonymousId) onAnonymousId?.(anonymousId);
  if (s) for (const [event, props] of waiting) s(event, props);
}

/** Keeps events until a sink is installed (one is on its way). */
export function holdEvents(): void {
  if (!sink) pending ??= [];
}

export function track(event: string, props: Record<string, string> = {}): void {
  if (sink) sink(event, props);
  else if (pending && pending.length < MAX_PENDING) pending.push([event, props]);
}

/** The spec's deterministic anonymous id (domain/anonymous-id.ts), once the phone is known. */
export function identifyAnonymous(id: string): void {
  anonymousId = id;
  onAnonymousId?.(id);
}
