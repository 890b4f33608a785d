import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { expect, it, vi } from 'vitest';
import { callState } from '../calls/call-state';
import { countryProfile } from '../config/country';
import { manifest } from '../engine/manifest';
import type { Manifest } from '../engine/types';
import { tracker } from '../testing/calls';
import { routesThatCanMatch } from './route-match';
import { routesFor } from './router';

const mx = countryProfile('mx');
const open = (m: Manifest, path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        routesFor(m, () => mx),
        { initialEntries: [path] },
      )}
    />,
  );

it('registers a route for every step path, the not-found step for any other path', async () => {
  open(manifest, '/una/ruta/que/no/existe');
  expect(await screen.findByRole('heading', { name: 'No encontramos esta página' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Regresar' })).toBeInTheDocument();
});

it('matches /send-contract-sign as a prefix, and the others exactly', async () => {
  const routes = routesFor(manifest, () => mx)[0]?.children ?? [];
  const paths = routes.map((r) => r.path);
  expect(paths).toContain('/send-contract-sign/*');
  expect(paths).toContain('/:phoneNumber/about-you');
  expect(paths).not.toContain('/:phoneNumber/about-you/*');
});

it('a step naming an unregistered screen breaks only its own route', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const broken: Manifest = {
    ...manifest,
    // Outside the names the types allow, as a flow file edited without its code would be.
    steps: { ...manifest.steps, extra: { path: '/extra', kind: 'custom', screen: 'noSuchScreen' as 'start' } },
  };
  open(broken, '/extra');
  expect(await screen.findByRole('heading', { name: 'Esta pantalla no está disponible' })).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith(expect.stringContaining('noSuchScreen'));
  error.mockRestore();
});

it('hands React Router only the routes that can match the address, and it picks the same one', async () => {
  const routes = routesFor(manifest, () => mx);
  const all = routes[0]?.children ?? [];
  const kept = (path: string) => (routesThatCanMatch(routes, path)[0]?.children ?? []).map((r) => r.path);
  expect(kept('/5512345678/about-you')).toEqual(
    expect.arrayContaining(['/:phoneNumber/about-you', '/home/:phoneNumber', '*', '/']),
  );
  expect(kept('/5512345678/about-you')).not.toContain('/:phoneNumber/:user_id/additional-data');
  expect(kept('/send-contract-sign/a/b')).toContain('/send-contract-sign/*');
  expect(kept('/5512345678/about-you').length).toBeLessThan(all.length / 2);
  // Every step's own address (parameters filled in, a prefix step's with more below, one with a
  // trailing slash) and a few no step owns resolve the same way with the candidates alone.
  const addresses = all
    .map((r) => (r.path ?? '').replace(/:\w+/g, 'v').replace(/\*$/, 'x/y'))
    .flatMap((p) => [p, `${p}/`]);
  for (const path of [...addresses, '/', '/a/b/c/d/e/f/g', '/home/1/2']) {
    const match = (r: RouteObject[]) => matchRoutes(r, path)?.map((m) => m.route.path);
    expect(match(routesThatCanMatch(routes, path)), path).toEqual(match(routes));
  }
});

it.each([
  '/rejected',
  '/rejected-location',
  '/5512345678/u-1/download',
  '/something-happened',
  '/congratulations-partner',
  '/singning-success',
  '/manual-verification',
])('%s ends the flow: what it kept in the tab is forgotten', async (path) => {
  const kept = ['clientToken', 'phone_number', 'anonymous_id', 'applicant', 'sessionUuid', 'utm_source', 'version'];
  for (const key of kept) sessionStorage.setItem(key, 'guardado');
  sessionStorage.setItem('draft:about-you', JSON.stringify({ names: 'Emma' }));
  tracker('origination').succeed('codeConfirmed', true);
  open(manifest, path);
  await screen.findByRole('heading', { level: 1 });
  for (const key of [...kept, 'draft:about-you']) expect(sessionStorage.getItem(key), key).toBeNull();
  // The answers held in memory too.
  expect(callState('origination', 'codeConfirmed').data).toBeNull();
});

it('a step that does not end the flow keeps it', async () => {
  sessionStorage.setItem('clientToken', 'guardado');
  sessionStorage.setItem('draft:about-you', JSON.stringify({ names: 'Emma' }));
  open(manifest, '/5512345678/u-1/congratulations');
  await screen.findByRole('heading', { level: 1 });
  expect(sessionStorage.getItem('clientToken')).toBe('guardado');
  expect(sessionStorage.getItem('draft:about-you')).not.toBeNull();
  sessionStorage.clear();
});
