// The browser adopting a form step's page as the build rendered it (prerender.tsx,
// scripts/prerender.ts; main.tsx hydrates): the same elements, made live, and
// nothing reported; or, when the person's form is not the build's, drawn afresh.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { reportHydrationError } from '../ui/hydration';
import { AppRoutes, preloadFirstStep } from './app';
import { prerender } from './prerender';

// As in the built app the pages come from: no dev tools in the shell (shell.tsx reads this when imported).
vi.hoisted(() => vi.stubEnv('DEV', false));

const ADDRESS = '/5512345678/about-you';
const reported = vi.fn();

/**
 * #root with the build's markup of 'Sobre ti', hydrated as main.tsx does, with
 * the visit's draft and year; answers the parsed name field.
 */
async function adopt(
  at: { draft?: object; year?: number } = {},
): Promise<{ root: HTMLElement; parsed: Element | null }> {
  const root = document.createElement('div');
  root.innerHTML = await prerender(ADDRESS);
  document.body.append(root);
  // What changed between the build and the visit: the person's draft, the phone's clock.
  if (at.draft) sessionStorage.setItem('draft:about-you', JSON.stringify(at.draft));
  if (at.year) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at.year, 0, 1, 12));
  }
  const parsed = root.querySelector('#root_names');
  await preloadFirstStep(ADDRESS);
  await act(async () => {
    hydrateRoot(
      root,
      <MemoryRouter initialEntries={[ADDRESS]}>
        <AppRoutes />
      </MemoryRouter>,
      { onRecoverableError: reportHydrationError },
    );
  });
  return { root, parsed };
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('reportError', reported);
});
afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  reported.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it("a page built last year is adopted as it is, then its birth years follow the phone's clock", async () => {
  // The build rendered the years of __BUILD_YEAR__; the phone reads the next year.
  const next = __BUILD_YEAR__ + 1;
  const { root, parsed } = await adopt({ year: next });
  expect(reported).not.toHaveBeenCalled();
  expect(root.querySelector('#root_names')).toBe(parsed);
  expect(root.querySelector('.page')?.hasAttribute('inert')).toBe(false);
  const years = [...root.querySelectorAll<HTMLOptionElement>('#root_year option')].map((o) => o.textContent);
  expect(years[1]).toBe(String(next - 18));
  expect(root.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled).toBe(false);
});

it('a draft fills the form: React draws it afresh with what was typed, and that expected miss is not reported', async () => {
  const { root, parsed } = await adopt({ draft: { names: 'Ana Sofía' } });
  expect(reported).not.toHaveBeenCalled();
  expect(root.querySelector('#root_names')).not.toBe(parsed);
  expect(root.querySelector<HTMLInputElement>('#root_names')?.value).toBe('Ana Sofía');
  expect(root.querySelectorAll('#root_names')).toHaveLength(1);
});
