import { act, render, screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { countries, countryProfile } from '../../config/country';
import { manifest } from '../../engine/manifest';
import { asList } from '../../engine/paths';
import { polyfillDialog } from '../../testing/step-harness';
import Gallery from './gallery';
import { galleryEntries, START_STEP } from './gallery-entries';
import { staleValidators } from './json-sources';

const profiles = Object.fromEntries(Object.keys(countries).map((c) => [c, countryProfile(c)]));
const entries = galleryEntries(manifest, profiles);
const stepIds = Object.keys(manifest.steps);

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

  it('shows each form step empty, with its required messages, and filled where it has sample data', () => {
    for (const [id, step] of Object.entries(manifest.steps)) {
      if (step.kind !== 'form') continue;
      const states = entries.filter((e) => e.stepId === id).map((e) => e.state);
      expect(states, id).toEqual(expect.arrayContaining(['empty', 'required']));
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
});

describe("the gallery's warning about old validators", () => {
  // `npm test` and `npm run test:unit` generate the validators first, so none is older than its JSON;
  // a difference here means json-sources.ts no longer fills placeholders as compile-validators does.
  it('finds every precompiled validator current', () => {
    expect(staleValidators()).toEqual([]);
  });
});

describe('the gallery page', () => {
  it('has a section and an index link for every step', async () => {
    polyfillDialog();
    const { unmount } = render(<Gallery />);
    const index = screen.getByRole('navigation', { name: 'Pasos' });
    for (const id of stepIds) {
      expect(within(index).getByRole('link', { name: id })).toHaveAttribute('href', `#paso-${id}`);
      expect(await screen.findByRole('heading', { level: 2, name: id })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Modal de error (toda la app)' })).toBeInTheDocument();
    await act(async () => unmount());
  });
});
