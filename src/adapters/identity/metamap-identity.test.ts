// @vitest-environment jsdom
// The order matters: the custom element can be defined only once per document,
// so the failures (no element yet) come before the successful mount.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IdentityResult } from './identity-types';
import { METAMAP_SCRIPT_URL, metamapIdentity } from './metamap-identity';

afterEach(() => {
  vi.useRealTimers();
});

const scripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === METAMAP_SCRIPT_URL);
const base = { clientId: 'client-1', flowId: 'flow-1', metadata: { user_id: 'u1' }, onFinish: () => {} };

describe('the MetaMap form', () => {
  it('adds the web button script once and gives up after the timeout', async () => {
    vi.useFakeTimers();
    const el = document.createElement('div');
    const onUnavailable = vi.fn();
    metamapIdentity.mount(el, { ...base, onUnavailable, timeoutMs: 5_000 });
    expect(scripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(onUnavailable).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onUnavailable).toHaveBeenCalledOnce();
    expect(el.childElementCount).toBe(0);

    // A retry waits on the same script (it may still arrive) instead of adding another.
    metamapIdentity.mount(el, { ...base, timeoutMs: 5_000 });
    expect(scripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
  });

  it('a script that fails is removed, so a retry adds it again', async () => {
    const onUnavailable = vi.fn();
    metamapIdentity.mount(document.createElement('div'), { ...base, onUnavailable });
    scripts()[0]?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(onUnavailable).toHaveBeenCalledOnce());
    expect(scripts()).toHaveLength(0);

    metamapIdentity.mount(document.createElement('div'), base)();
    expect(scripts()).toHaveLength(1);
  });

  it('renders <metamap-button> with its attributes and maps its events', async () => {
    customElements.define('metamap-button', class extends HTMLElement {});
    const el = document.createElement('div');
    const finished: IdentityResult[] = [];
    const onReady = vi.fn();
    const unmount = metamapIdentity.mount(el, {
      ...base,
      identityId: 'mati-42',
      onFinish: (r) => finished.push(r),
      onReady,
    });
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledOnce());

    const button = el.querySelector('metamap-button');
    expect(button?.getAttribute('clientid')).toBe('client-1');
    expect(button?.getAttribute('flowid')).toBe('flow-1');
    expect(JSON.parse(button?.getAttribute('metadata') ?? '')).toEqual({ user_id: 'u1' });
    expect(button?.getAttribute('identityid')).toBe('mati-42');

    button?.dispatchEvent(new CustomEvent('metamap:exitedSdk'));
    button?.dispatchEvent(new CustomEvent('metamap:userFinishedSdk', { detail: { identityId: 'mati-42' } }));
    expect(finished).toEqual(['cancelled', 'under_review']);

    unmount();
    expect(el.childElementCount).toBe(0);
    button?.dispatchEvent(new CustomEvent('metamap:userFinishedSdk'));
    expect(finished).toHaveLength(2);
  });

  it('a widget unmounted while its script loads is never added', async () => {
    const el = document.createElement('div');
    metamapIdentity.mount(el, base)();
    await Promise.resolve();
    await Promise.resolve();
    expect(el.childElementCount).toBe(0);
  });
});
