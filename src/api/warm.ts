// The HTTP client is fetched at the person's first tap, key or focus: a call they
// start follows one, so it is there by then. Not earlier: while a screen loads on a
// slow network, its bytes would share the bandwidth with the screen's own code. A
// screen that calls on arrival fetches it with that call. This module is all the
// first screen carries of it; the client itself (client.ts, and ky) comes later.

/** The events that come before any call a person starts: a tap, a key, a field taking focus. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/** At the first interaction on `target`, once: the client and ky, and `more` (the operations, from calls/run.ts). */
export function warmApi(target: EventTarget = window, ...more: (() => Promise<unknown>)[]): void {
  const warm = () => {
    for (const type of FIRST_INTERACTION) target.removeEventListener(type, warm, true);
    void import('./client').then((client) => client.registrationApi.warm()).catch(() => undefined);
    for (const load of more) void load().catch(() => undefined);
  };
  for (const type of FIRST_INTERACTION) target.addEventListener(type, warm, { capture: true, passive: true });
}
