// What the identity widget's adapters share (identity.ts loads one of them).

/** How a verification ended. The MetaMap button reports no verdict: it finishes as 'under_review'. */
export type IdentityResult = 'approved' | 'rejected' | 'under_review' | 'cancelled';

export interface IdentityMountOptions {
  clientId: string;
  flowId: string;
  /** Sent with the verification (MetaMap's `metadata`, as JSON). */
  metadata: Record<string, string>;
  /** The identity verified before: set for a re-verification. */
  identityId?: string;
  onFinish(result: IdentityResult): void;
  /** The widget is on screen and can be used. */
  onReady?(): void;
  /** The widget could not be loaded in time (or at all). */
  onUnavailable?(): void;
  /** How long the widget may take to load; IDENTITY_TIMEOUT_MS when not given. */
  timeoutMs?: number;
}

export interface IdentityAdapter {
  /** Renders the widget into `el`; the function returned removes it and its listeners. */
  mount(el: HTMLElement, opts: IdentityMountOptions): () => void;
}

export const IDENTITY_TIMEOUT_MS = 15_000;
