import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { countryProfile } from '../config/country';
import { manifest } from '../engine/manifest';
import type { Manifest } from '../engine/types';
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
    steps: { ...manifest.steps, extra: { path: '/extra', kind: 'custom', screen: 'noSuchScreen' } },
  };
  open(broken, '/extra');
  expect(await screen.findByRole('heading', { name: 'Esta pantalla no está disponible' })).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith(expect.stringContaining('noSuchScreen'));
  error.mockRestore();
});
