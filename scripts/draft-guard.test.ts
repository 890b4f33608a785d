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
