import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LEFT, useOnce } from './use-once';

/** What the host rendered last: its once and its navigate. */
const seen: { once?: ReturnType<typeof useOnce>; navigate?: ReturnType<typeof useNavigate> } = {};

function Host() {
  seen.once = useOnce();
  seen.navigate = useNavigate();
  return null;
}

/** useOnce in a router, with its navigate at hand. */
function setup() {
  // The same element on both addresses: the screen stays mounted across the navigation.
  const router = createMemoryRouter([{ path: '/:any', element: <Host /> }], { initialEntries: ['/a'] });
  render(<RouterProvider router={router} />);
  return seen as Required<typeof seen>;
}

const pending = () => {
  let resolve!: (v?: unknown) => void;
  const promise = new Promise((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('useOnce', () => {
  it('ignores a tap while the run is going, and takes the next one after a run that stayed', async () => {
    const s = setup();
    const first = pending();
    let runs = 0;
    const run = () => {
      runs += 1;
      return first.promise;
    };
    const going = s.once(run);
    await s.once(run);
    expect(runs).toBe(1);
    first.resolve();
    await going;
    await s.once(async () => {
      runs += 1;
    });
    expect(runs).toBe(2);
  });

  it('a run that failed releases the taps', async () => {
    const s = setup();
    await expect(s.once(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let ran = false;
    await s.once(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it('after a run that left, taps are ignored until the address changes', async () => {
    const s = setup();
    await s.once(async () => LEFT);
    let runs = 0;
    await s.once(async () => {
      runs += 1;
    });
    expect(runs).toBe(0);
    await act(async () => {
      await s.navigate('/b');
    });
    await s.once(async () => {
      runs += 1;
    });
    expect(runs).toBe(1);
  });
});
