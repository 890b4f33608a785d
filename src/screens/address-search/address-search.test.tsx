// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMaps, nullMaps } from '../../adapters/maps/maps';
import type { MapsAdapter } from '../../adapters/maps/maps-types';
import { renderStep } from '../../testing/step-harness';
import AddressSearch from './address-search';

vi.mock('../../adapters/maps/maps', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../adapters/maps/maps')>();
  return { ...actual, loadMaps: vi.fn(actual.loadMaps) };
});

const URL_SEARCH = '/5512345678/u1/search-address';
const reached = (router: ReturnType<typeof renderStep>) =>
  router.state.location.pathname + router.state.location.search;

/** A maps service answering two suggestions and the details of the first. */
function fakeMaps(): MapsAdapter & {
  suggest: ReturnType<typeof vi.fn>;
  details: ReturnType<typeof vi.fn>;
} {
  return {
    available: true,
    suggest: vi.fn(async () => [
      { id: 'p1', text: 'Paseo de la Reforma 222, Juárez, CDMX' },
      { id: 'p2', text: 'Paseo de la Reforma 505, Cuauhtémoc, CDMX' },
    ]),
    details: vi.fn(async (id: string) =>
      id === 'p1'
        ? { zipCode: '06600', direction: 'Paseo de la Reforma', streetNumber: '222' }
        : { zipCode: '06500', direction: 'Paseo de la Reforma', streetNumber: '505' },
    ),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.mocked(loadMaps).mockReset(); // back to the real loadMaps
});

describe('address search screen', () => {
  it('shows the step with bar 4 of 5', async () => {
    vi.mocked(loadMaps).mockResolvedValue(fakeMaps());
    renderStep({ stepId: 'search-address', Screen: AddressSearch, url: URL_SEARCH });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByRole('heading', { name: '¿Dónde está tu negocio?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it('without a maps key says the search is unavailable; "No encontre mi domicilio" goes on with empty values', async () => {
    const router = renderStep({ stepId: 'search-address', Screen: AddressSearch, url: URL_SEARCH });
    expect(loadMaps).toHaveBeenCalledWith({ apiKey: '', region: 'mx' });
    expect(await screen.findByText(/La búsqueda de direcciones no está disponible/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'No encontre mi domicilio' }));
    expect(reached(router)).toBe('/5512345678/u1/about-living?zipCode=&direction=&streetNumber=');
  });

  it('when the maps service cannot load (null form) it also says so', async () => {
    vi.mocked(loadMaps).mockResolvedValue(nullMaps);
    renderStep({ stepId: 'search-address', Screen: AddressSearch, url: URL_SEARCH });
    expect(await screen.findByText(/La búsqueda de direcciones no está disponible/)).toBeInTheDocument();
  });

  it('debounces typing, lists suggestions, and continues with the chosen address', async () => {
    const maps = fakeMaps();
    vi.mocked(loadMaps).mockResolvedValue(maps);
    const router = renderStep({ stepId: 'search-address', Screen: AddressSearch, url: URL_SEARCH });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    const input = await screen.findByRole('combobox', { name: 'Dirección del negocio' });
    expect(input).toHaveAttribute('name', 'address_search');
    await user.type(input, 'Reforma 2');
    expect(maps.suggest).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(maps.suggest).toHaveBeenCalledTimes(1);
    expect(maps.suggest).toHaveBeenCalledWith('Reforma 2');

    await user.click(await screen.findByRole('option', { name: 'Paseo de la Reforma 222, Juárez, CDMX' }));
    expect(maps.details).toHaveBeenCalledWith('p1');
    expect(input).toHaveValue('Paseo de la Reforma 222, Juárez, CDMX');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(reached(router)).toBe(
      '/5512345678/u1/about-living?zipCode=06600&direction=Paseo+de+la+Reforma&streetNumber=222',
    );
  });

  it('picks with the keyboard, and typing again drops the choice', async () => {
    const maps = fakeMaps();
    vi.mocked(loadMaps).mockResolvedValue(maps);
    renderStep({ stepId: 'search-address', Screen: AddressSearch, url: URL_SEARCH });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    const input = await screen.findByRole('combobox');
    await user.type(input, 'Reforma');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Reforma 505/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(maps.details).toHaveBeenCalledWith('p2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());

    await user.type(input, 'x');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it('does not search for fewer than 3 characters', async () => {
    const maps = fakeMaps();
    vi.mocked(loadMaps).mockResolvedValue(maps);
    renderStep({ stepId: 'search-address', Screen: AddressSearch, url: URL_SEARCH });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByRole('combobox'), 'Re');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(maps.suggest).not.toHaveBeenCalled();
  });
});
