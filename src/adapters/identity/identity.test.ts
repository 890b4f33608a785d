// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIdentity, unavailableIdentity } from './identity';
import type { IdentityResult } from './identity-types';
import { metamapIdentity } from './metamap-identity';
import { sandboxIdentity } from './sandbox-identity';

afterEach(() => {
  document.body.replaceChildren();
});

const noop = () => {};
const base = { clientId: '', flowId: '', metadata: {}, onFinish: noop };

describe('loadIdentity', () => {
  it('without a client id: the sandbox form, and the MetaMap code is never loaded', async () => {
    expect(await loadIdentity('')).toBe(sandboxIdentity);
    expect(document.querySelector('script')).toBeNull();
  });

  it('with a client id: the MetaMap form', async () => {
    expect(await loadIdentity('client-1')).toBe(metamapIdentity);
  });
});

describe('the sandbox form', () => {
  it('shows three buttons that finish with the result they name', () => {
    const el = document.createElement('div');
    document.body.append(el);
    const finished: IdentityResult[] = [];
    const onReady = vi.fn();
    const unmount = sandboxIdentity.mount(el, { ...base, onFinish: (r) => finished.push(r), onReady });

    const buttons = [...el.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Simular: aprobado',
      'Simular: rechazado',
      'Simular: en revisión',
    ]);
    for (const b of buttons) b.click();
    expect(finished).toEqual(['approved', 'rejected', 'under_review']);
    expect(onReady).toHaveBeenCalledOnce();

    unmount();
    expect(el.childElementCount).toBe(0);
  });
});

describe('the unavailable form', () => {
  it('reports itself unavailable, unless unmounted first', async () => {
    const onUnavailable = vi.fn();
    unavailableIdentity.mount(document.body, { ...base, onUnavailable });
    const gone = vi.fn();
    unavailableIdentity.mount(document.body, { ...base, onUnavailable: gone })();
    await Promise.resolve();
    expect(onUnavailable).toHaveBeenCalledOnce();
    expect(gone).not.toHaveBeenCalled();
  });
});
