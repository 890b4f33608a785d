// A deep link's first render (main.tsx waits for preloadAddress): the step's
// screen, definition and form module are at hand, so the route renders whole at
// once, with no 'Cargando' fallback committed and then replaced. Its own file:
// a screen's chunk, once loaded, stays loaded for the rest of the module graph.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { countryProfile } from '../config/country';
import { manifest } from '../engine/manifest';
import { preloadAddress, routesFor } from './router';

const mx = countryProfile('mx');

function openAt(path: string) {
  const routes = routesFor(manifest, () => mx);
  return {
    routes,
    show: () => render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />),
  };
}

it('a form step opened by address renders whole in the first render once its address is preloaded', async () => {
  const path = '/5512345678/about-you';
  const { routes, show } = openAt(path);
  await preloadAddress(routes, path);
  show();
  // No findBy: nothing may be waiting for a chunk.
  expect(screen.getByRole('heading', { name: 'Sobre ti' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre(s)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

it('a custom screen in its own chunk (the signing link) renders whole in the first render too', async () => {
  const path = '/SK/u-5512345678/titular/singning';
  const { routes, show } = openAt(path);
  await preloadAddress(routes, path);
  show();
  expect(screen.getByRole('heading', { name: 'Firma tu contrato' })).toBeInTheDocument();
});

it('an address no step owns preloads the not-found step; the start screen needs nothing', async () => {
  const { routes, show } = openAt('/una/ruta/que/no/existe');
  await preloadAddress(routes, '/una/ruta/que/no/existe');
  await expect(preloadAddress(routes, '/home')).resolves.toBeDefined();
  show();
  expect(screen.getByRole('heading', { name: 'No encontramos esta página' })).toBeInTheDocument();
});
