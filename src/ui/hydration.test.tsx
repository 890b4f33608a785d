// React adopting the build's markup of a page (hydration), as main.tsx asks it to.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Page, PrerenderMismatch, reportHydrationError } from './hydration';

// As Testing Library declares it: these tests call act() themselves.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const screen = (asBuilt: boolean) => (
  <Page asBuilt={asBuilt}>
    <input aria-label="Nombre(s)" />
    <Button type="submit">Continuar</Button>
  </Page>
);

/** #root holding the build's markup of the screen, as a form step's page does. */
function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(screen(true));
  document.body.append(root);
  return root;
}

const reported = vi.fn();
afterEach(() => {
  document.body.innerHTML = '';
  reported.mockReset();
  vi.unstubAllGlobals();
});

it("the build's markup: its fields take input (the page is not inert), every button disabled", () => {
  const root = prerendered();
  expect(root.querySelector('.page')?.hasAttribute('inert')).toBe(false);
  expect(root.querySelector('input')?.disabled).toBe(false);
  expect(root.querySelector('button')?.disabled).toBe(true);
});

it('adopted: the same elements, now live: the button enabled, nothing reported', async () => {
  vi.stubGlobal('reportError', reported);
  const root = prerendered();
  const [input, button] = [root.querySelector('input'), root.querySelector('button')];
  await act(async () => {
    hydrateRoot(root, screen(true), { onRecoverableError: reportHydrationError });
  });
  expect(root.querySelector('input')).toBe(input);
  expect(root.querySelector('button')).toBe(button);
  expect(button?.disabled).toBe(false);
  expect(reported).not.toHaveBeenCalled();
});

it("a screen whose form starts with values (a draft) is drawn afresh, and that expected miss isn't reported", async () => {
  vi.stubGlobal('reportError', reported);
  const root = prerendered();
  const built = root.querySelector('input');
  await act(async () => {
    hydrateRoot(root, screen(false), { onRecoverableError: reportHydrationError });
  });
  // React threw the build's elements away and drew its own.
  expect(root.querySelector('input')).not.toBe(built);
  expect(root.querySelectorAll('input')).toHaveLength(1);
  expect(root.querySelector('.page')?.hasAttribute('inert')).toBe(false);
  expect(root.querySelector('button')?.disabled).toBe(false);
  expect(reported).not.toHaveBeenCalled();
});

it('any other error while hydrating is reported as React would (the page error event, which Sentry hears)', () => {
  vi.stubGlobal('reportError', reported);
  const mismatch = new Error('Hydration failed', { cause: new Error('text differs') });
  reportHydrationError(mismatch);
  expect(reported).toHaveBeenCalledWith(mismatch);
  reportHydrationError(new Error('wrapped', { cause: new PrerenderMismatch('a draft') }));
  reportHydrationError(new PrerenderMismatch('a draft'));
  expect(reported).toHaveBeenCalledTimes(1);
});
