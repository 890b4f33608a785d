// @vitest-environment node
// A form step's page after a reload: with the step's draft holding answers, 'Cargando' in
// place of the build's empty form, and a page main.tsx draws afresh; without, the page React
// adopts, exactly as the build rendered it. The page runs in jsdom, its inline script included.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { withPrerender } from './prerender.ts';

const SHELL = '<div class="spinner-wrap boot" role="status"><p>Cargando…</p></div>';
const FORM = '<main><form><input id="root_names"></form></main>';
const INDEX = `<html><head></head><body>\n<div id="root">\n  ${SHELL}\n</div>\n<script type="module" src="/x.js"></script></body></html>`;
const page = withPrerender(INDEX, FORM, 'draft:about-you');

/** #root once the page is parsed, with sessionStorage as `storage` sets it before. */
function loaded(
  storage: (s: Storage) => void = () => {},
  at = page,
  url = 'https://onboarding.test/5512345678/about-you',
): HTMLElement {
  const { window } = new JSDOM(at, {
    url,
    runScripts: 'dangerously',
    beforeParse: (w) => storage(w.sessionStorage),
  });
  const root = window.document.getElementById('root');
  if (!root) throw new Error('no #root');
  return root;
}

describe('without answers in the draft, the page is left as the build rendered it', () => {
  it.each([
    ['no draft', () => {}],
    ['a draft of secret fields only (an empty object)', (s: Storage) => s.setItem('draft:about-you', '{}')],
    ['an unreadable draft', (s: Storage) => s.setItem('draft:about-you', '{"names": "An')],
    ["another step's draft", (s: Storage) => s.setItem('draft:create-password', '{"email":"a@b.mx"}')],
  ])('%s', (_, storage) => {
    const root = loaded(storage);
    expect(root.hasAttribute('data-prerendered')).toBe(true);
    // Nothing of the guard is left for React to trip over while adopting #root.
    expect(root.innerHTML).toBe(FORM);
  });
});

it("with answers in the draft, 'Cargando' comes first, and the page is no longer one to adopt", () => {
  const root = loaded((s) => s.setItem('draft:about-you', '{"names":"Ana Sofía"}'));
  expect(root.hasAttribute('data-prerendered')).toBe(false);
  expect(root.innerHTML).toBe(SHELL + FORM);
  expect(root.firstElementChild?.textContent).toBe('Cargando…');
});

it('with storage refused (a privacy setting), the page is left as built', () => {
  const root = loaded((s) => {
    s.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
  });
  expect(root.hasAttribute('data-prerendered')).toBe(true);
  expect(root.innerHTML).toBe(FORM);
});

describe('a step its address fills (the address the search found, in the query)', () => {
  const living = withPrerender(INDEX, FORM, 'draft:about-living', ['zipCode', 'direction', 'streetNumber']);
  const at = (query: string) => loaded(() => {}, living, `https://onboarding.test/5512345678/u-1/about-living${query}`);

  it.each([
    ['no query', ''],
    ['the query of "No encontre mi domicilio": every name, no value', '?zipCode=&direction=&streetNumber='],
    ['a parameter the step does not read', '?utm_source=sms'],
  ])('%s: the page is left as built', (_, query) => {
    const root = at(query);
    expect(root.hasAttribute('data-prerendered')).toBe(true);
    expect(root.innerHTML).toBe(FORM);
  });

  it("an address found: 'Cargando' first, and the form drawn afresh with it", () => {
    const root = at('?zipCode=50000&direction=Av.%20Ju%C3%A1rez&streetNumber=');
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.firstElementChild?.textContent).toBe('Cargando…');
  });
});

it('refuses a draft key or a query name that would break out of its attribute', () => {
  expect(() => withPrerender(INDEX, FORM, 'draft:"><img')).toThrow(/cannot be written/);
  expect(() => withPrerender(INDEX, FORM, 'draft:x', ['zip"><img'])).toThrow(/cannot be written/);
});

describe('what is typed before React adopts the form is kept over a reload', () => {
  const FIELDS = [
    '<main><form>',
    '<input id="root_names" value="">',
    '<input id="root_password" type="password" value="">',
    '<select id="root_month"><option value="" selected="">Mes</option><option value="5">Mayo</option></select>',
    '<input id="root_agree" type="checkbox">',
    '<input id="root_city" value="" disabled>',
    '</form></main>',
  ].join('');
  const form = withPrerender(INDEX, FIELDS, 'draft:about-you');
  const KEY = 'draft:about-you:typed';

  /** The page loaded (DOMContentLoaded fired) in a tab whose sessionStorage holds `stored`. */
  async function tab(stored: Record<string, string> = {}) {
    const { window } = new JSDOM(form, {
      url: 'https://onboarding.test/5512345678/about-you',
      runScripts: 'dangerously',
      beforeParse: (w) => {
        for (const [k, v] of Object.entries(stored)) w.sessionStorage.setItem(k, v);
      },
    });
    const field = <T extends HTMLElement>(id: string) => window.document.getElementById(id) as T;
    const storage = () => Object.fromEntries(Object.entries(window.sessionStorage));
    await new Promise<void>((resolve) =>
      window.document.readyState === 'loading'
        ? window.document.addEventListener('DOMContentLoaded', () => resolve())
        : resolve(),
    );
    return { window, field, storage };
  }
  /** The person types in every kind of field, and a password. */
  function typeIn({ field }: Awaited<ReturnType<typeof tab>>) {
    field<HTMLInputElement>('root_names').value = 'Ana María';
    field<HTMLInputElement>('root_password').value = '135790';
    field<HTMLSelectElement>('root_month').value = '5';
    field<HTMLInputElement>('root_agree').checked = true;
  }

  it('left: kept under the step’s key, never the password; the next load puts it back in its fields, once', async () => {
    const first = await tab();
    typeIn(first);
    first.window.dispatchEvent(new first.window.Event('pagehide'));
    const kept = first.storage()[KEY] ?? '';
    expect(JSON.parse(kept)).toEqual([
      { id: 'root_names', value: 'Ana María' },
      { id: 'root_month', value: '5' },
      { id: 'root_agree', checked: true },
    ]);
    expect(kept).not.toContain('135790');

    const next = await tab({ [KEY]: kept });
    expect(next.field<HTMLInputElement>('root_names').value).toBe('Ana María');
    expect(next.field<HTMLSelectElement>('root_month').value).toBe('5');
    expect(next.field<HTMLInputElement>('root_agree').checked).toBe(true);
    expect(next.field<HTMLInputElement>('root_password').value).toBe('');
    // Forgotten once put back: React, adopting the fields, hands what they hold to the form.
    expect(next.storage()[KEY]).toBeUndefined();
    expect(next.field('root').hasAttribute('data-prerendered')).toBe(true);
  });

  it('hidden (a phone may drop a hidden tab without pagehide): kept too; shown again, forgotten', async () => {
    const page = await tab();
    typeIn(page);
    const show = (state: string) => {
      Object.defineProperty(page.window.document, 'visibilityState', { value: state, configurable: true });
      page.window.document.dispatchEvent(new page.window.Event('visibilitychange'));
    };
    show('hidden');
    expect(JSON.parse(page.storage()[KEY] ?? '[]')).toHaveLength(3);
    // The page, alive, still holds it; kept again should it be left.
    show('visible');
    expect(page.storage()[KEY]).toBeUndefined();
  });

  it('nothing typed, or the form React’s already (the app took data-prerendered away): nothing kept', async () => {
    const untouched = await tab({ [KEY]: '[{"id":"root_names","value":"viejo"}]' });
    untouched.field<HTMLInputElement>('root_names').value = '';
    untouched.window.dispatchEvent(new untouched.window.Event('pagehide'));
    expect(untouched.storage()[KEY]).toBeUndefined();

    const adopted = await tab();
    typeIn(adopted);
    adopted.field('root').removeAttribute('data-prerendered');
    adopted.window.dispatchEvent(new adopted.window.Event('pagehide'));
    expect(adopted.storage()[KEY]).toBeUndefined();
  });

  it('with answers in the draft (the form drawn afresh), the draft alone counts: the typing kept is forgotten', async () => {
    const page = await tab({ 'draft:about-you': '{"names":"Ana"}', [KEY]: '[{"id":"root_names","value":"otro"}]' });
    expect(page.field('root').firstElementChild?.textContent).toBe('Cargando…');
    page.window.dispatchEvent(new page.window.Event('pagehide'));
    expect(page.storage()[KEY]).toBeUndefined();
  });
});
