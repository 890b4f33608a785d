import { act, render, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { registeredScreens } from '../scripts/lib/screen-registry.mjs';
import * as apiErrors from '../src/api/api-error';
import { countries, countryProfile } from '../src/config/country';
import { manifest } from '../src/engine/manifest';
import { asList } from '../src/engine/paths';
import { polyfillDialog } from '../src/testing/step-harness';
import Gallery from './gallery';
import { galleryEntries, START_STEP } from './gallery-entries';
import { staleValidators } from './json-sources';
import { SAMPLE_ERRORS } from './sample-data';
import type { Act, Mark, Target } from './scenes';

const profiles = Object.fromEntries(Object.keys(countries).map((c) => [c, countryProfile(c)]));
const entries = galleryEntries(manifest, profiles);
const stepIds = Object.keys(manifest.steps);
const statesOf = (stepId: string, country: string) =>
  entries.filter((e) => e.stepId === stepId && e.country === country).map((e) => e.state);

// The screens' sources, read as text: what a screen can show is compared with what the gallery shows.
const sources = import.meta.glob<string>('../src/screens/**/*.tsx', { query: '?raw', import: 'default', eager: true });
const registrySource = import.meta.glob<string>('../src/screens/registry.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The folder of src/screens each registered screen lives in, read from src/screens/registry.ts. */
function screenFolders(): Record<string, string> {
  const screens = registeredScreens(Object.values(registrySource)[0] ?? '');
  return Object.fromEntries([...screens].map(([name, { module }]) => [name, module.split('/')[0] ?? '']));
}

/** The copy keys of the modals each folder of src/screens opens (`<Modal title={flow.copy('key')}`). */
function modalsByFolder(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, text] of Object.entries(sources)) {
    if (path.endsWith('.test.tsx')) continue;
    const folder = path.split('/')[3] as string;
    const titled = [...text.matchAll(/<Modal\s+title=\{flow\.copy\('(\w+)'\)\}/g)].map((m) => m[1] as string);
    // A modal whose title is not a copy key cannot be matched to a gallery entry: say so.
    expect(titled.length, `${path}: every <Modal> has title={flow.copy('…')} first`).toBe(
      text.match(/<Modal\b/g)?.length ?? 0,
    );
    out[folder] = [...(out[folder] ?? []), ...titled];
  }
  return out;
}

describe("the gallery's list", () => {
  it('shows every step of the manifest, and nothing else', () => {
    expect([...new Set(entries.map((e) => e.stepId))]).toEqual(stepIds);
  });

  it('shows every step under every country profile (the start screen under Mexico only, as the app does)', () => {
    for (const id of stepIds)
      for (const code of Object.keys(countries)) {
        const expected = id !== START_STEP.id || code === START_STEP.country;
        expect(
          entries.some((e) => e.stepId === id && e.country === code),
          `${id} under ${code}`,
        ).toBe(expected);
      }
  });

  it('shows each form step empty, with its messages, filled, sending, and loading its catalogs', () => {
    for (const [id, step] of Object.entries(manifest.steps)) {
      if (step.kind !== 'form') continue;
      for (const code of Object.keys(countries)) {
        const expected = ['empty', 'required', 'filled', 'sending', ...(step.catalogs?.length ? ['catalogs'] : [])];
        expect(statesOf(id, code), `${id} under ${code}`).toEqual(expect.arrayContaining(expected));
      }
    }
  });

  it('shows every modal a screen opens, under every country its step is shown in', () => {
    const folders = screenFolders();
    const modals = modalsByFolder();
    let checked = 0;
    for (const [id, step] of Object.entries(manifest.steps)) {
      if (step.kind !== 'custom') continue;
      const folder = folders[step.screen];
      expect(folder, `screen ${step.screen} found in src/screens/registry.ts`).toBeDefined();
      for (const title of modals[folder as string] ?? [])
        for (const code of Object.keys(countries)) {
          if (!entries.some((e) => e.stepId === id && e.country === code)) continue;
          const shown = entries.some(
            (e) => e.stepId === id && e.country === code && e.until && 'dialog' in e.until && e.until.dialog === title,
          );
          expect(shown, `${id} under ${code}: the modal titled copy.${title}`).toBe(true);
          checked += 1;
        }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('shows the error modal with every message the app has for a failed call', () => {
    const messages = Object.entries(apiErrors)
      .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
      .map(([, value]) => value);
    const shown = SAMPLE_ERRORS.map((s) => s.error.message);
    expect(shown).toEqual(expect.arrayContaining(messages));
    expect(SAMPLE_ERRORS.some((s) => s.error.readable_message)).toBe(true);
  });

  it('names controls and texts by copy keys the step has (a renamed key fails here, not silently in the page)', () => {
    const keysOf = (t: Target | Mark): string[] => ('copy' in t ? [t.copy] : 'dialog' in t ? [t.dialog] : []);
    const actKeys = (a: Act): string[] =>
      'press' in a
        ? keysOf(a.press)
        : 'tick' in a
          ? keysOf(a.tick)
          : 'type' in a
            ? keysOf(a.into)
            : 'draw' in a
              ? keysOf(a.draw)
              : [];
    for (const e of entries) {
      const copy = manifest.steps[e.stepId]?.copy ?? {};
      const named = [...(e.acts ?? []).flatMap(actKeys), ...(e.until ? keysOf(e.until) : [])];
      for (const key of named) expect(copy, `${e.key} names copy.${key}`).toHaveProperty(key);
    }
  });

  it("opens each preview on its own step's route", () => {
    const routes = Object.entries(manifest.steps).flatMap(([id, step]) =>
      asList(step.path).map((path) => ({ path: step.match === 'prefix' && path !== '*' ? `${path}/*` : path, id })),
    );
    for (const e of entries) {
      const matched = matchRoutes(routes, e.href.split('?')[0] ?? '');
      expect(matched?.[0]?.route.id, e.key).toBe(e.stepId);
    }
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });

  it('gives the Dominican profile its own people and places: no Mexican phone, zip code or city in its links and drafts', () => {
    const dominican = entries.filter((e) => e.country === 'do');
    expect(dominican.length).toBeGreaterThan(0);
    const text = JSON.stringify(dominican.map((e) => [e.href, e.draft, e.answers, e.acts]));
    for (const mexican of ['5512345678', '5522220000', 'Toluca', 'Estado de México', '"zip_code":"50000"', 'Abarrotes'])
      expect(text, mexican).not.toContain(mexican);
    expect(text).toContain('Santo Domingo');
  });
});

describe("the gallery's warning about old validators", () => {
  // `npm test` and `npm run test:unit` generate the validators first, so none is older than its JSON;
  // a difference here means json-sources.ts no longer fills placeholders as compile-validators does.
  it('finds every precompiled validator current', () => {
    expect(staleValidators()).toEqual([]);
  });
});

describe('the gallery page', () => {
  it('has a section and an index link for every step, and the error modal once for each message', async () => {
    polyfillDialog();
    const { unmount } = render(<Gallery />);
    const index = document.querySelector<HTMLElement>('nav[aria-label="Pasos"]');
    if (!index) throw new Error('no index of the steps');
    const links = within(index)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    // By selector, not by role: the page holds every preview, and a role query over it takes seconds.
    const headings = [...document.querySelectorAll('h2')].map((h) => h.textContent);
    for (const id of stepIds) {
      expect(links).toContain(`#paso-${id}`);
      expect(headings).toContain(id);
    }
    expect(headings).toContain('Modal de error (toda la app)');
    const cards = document.querySelectorAll('[data-entry^="error-modal/"]');
    expect(cards).toHaveLength(SAMPLE_ERRORS.length);
    for (const card of cards) expect(within(card as HTMLElement).getByText('¡Parece que hubo un error!')).toBeVisible();
    await act(async () => unmount());
    // jsdom builds the whole page (every card of every step) in seconds, not milliseconds.
  }, 30_000);
});
