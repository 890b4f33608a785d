// The identity widget behind a small interface (DESIGN: third parties fail soft).
// With a client id configured, the MetaMap form is loaded as its own chunk, and
// only by the screen that shows it; without one, the sandbox form stands in
// (demo build only: a production build has no sandbox form, see __SANDBOX__).
// Neither may hold the screen up: a slow or failed load ends in onUnavailable,
// and the screen offers a retry.
import { IDENTITY_TIMEOUT_MS, type IdentityAdapter } from './identity-types';
import { sandboxIdentity } from './sandbox-identity';

/** Stands in when even the adapter's own code cannot be fetched: it reports itself unavailable. */
export const unavailableIdentity: IdentityAdapter = {
  mount(_el, opts) {
    let active = true;
    queueMicrotask(() => {
      if (active) opts.onUnavailable?.();
    });
    return () => {
      active = false;
    };
  },
};

let standIn: (() => IdentityAdapter) | null = null;

/**
 * Dev server only: the screen gallery picks the widget's form (loading for
 * ever, unavailable, the sandbox's) whatever is configured; null puts the
 * configured form back. A production build never reads it (import.meta.env.DEV
 * is false there, and the branch is dropped from the bundle).
 */
export function setIdentityStandIn(make: (() => IdentityAdapter) | null): void {
  if (import.meta.env.DEV) standIn = make;
}

/**
 * The adapter for this build. Never rejects: without a client id the sandbox
 * form (in a production build, which never builds without one, the unavailable
 * form); with one the MetaMap form, or the unavailable form when its chunk does
 * not arrive within `timeoutMs`.
 */
export async function loadIdentity(clientId: string, timeoutMs = IDENTITY_TIMEOUT_MS): Promise<IdentityAdapter> {
  if (import.meta.env.DEV && standIn) return standIn();
  if (!clientId) return __SANDBOX__ ? sandboxIdentity : unavailableIdentity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<IdentityAdapter>((resolve) => {
    timer = setTimeout(() => resolve(unavailableIdentity), timeoutMs);
  });
  const metamap = import('./metamap-identity').then((m) => m.metamapIdentity).catch(() => unavailableIdentity);
  try {
    return await Promise.race([metamap, late]);
  } finally {
    clearTimeout(timer);
  }
}
