// Usage tracking behind a small interface: a no-op unless a sink is installed.
// Events carry a name and non-secret properties only.

type Sink = (event: string, props: Record<string, string>) => void;
let sink: Sink | null = null;

export function installAnalytics(s: Sink | null): void {
  sink = s;
}

export function track(event: string, props: Record<string, string> = {}): void {
  sink?.(event, props);
}
