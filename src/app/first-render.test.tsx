// A deep link's first render (main.tsx waits for preloadAddress): the step's
// screen, definition and form module are at hand, so the route renders whole at
// once, with no 'Cargando' fallback committed and then replaced. Its own file:
// a screen's chunk, once loaded, stays loaded for the rest of the module graph.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { countryProfile } from '../config/country';
import { manifest } from '../engine/manifest';
import { preloadAddress } from './loading';
import { routesFor } from './router';

const mx = countryProfile('mx');

/** Preloads `addresses` (main.tsx does this for the address it opens), then renders the routes at the first. */
async function renderPreloaded(...addresses: string[]) {
  const routes = routesFor(manifest, () => mx);
  for (const address of addresses) await preloadAddress(routes, address);
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [addresses[0] ?? '/'] })} />);
}

it('a form step opened by address renders whole in the first render once its address is preloaded', async () => {
  await renderPreloaded('/5512345678/about-you');
  // No findBy: nothing may be waiting for a chunk.
  expect(screen.getByRole('heading', { name: 'Sobre ti' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre(s)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

it('a custom screen in its own chunk (the signing link) renders whole in the first render too', async () => {
  await renderPreloaded('/SK/u-5512345678/titular/singning');
  expect(screen.getByRole('heading', { name: 'Firma tu contrato' })).toBeInTheDocument();
});

it('an address no step owns preloads the not-found step; the start screen needs nothing', async () => {
  await renderPreloaded('/una/ruta/que/no/existe', '/home');
  expect(screen.getByRole('heading', { name: 'No encontramos esta página' })).toBeInTheDocument();
});
