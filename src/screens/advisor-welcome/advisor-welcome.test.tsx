// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAnalytics } from '../../adapters/analytics';
import { resetAllCalls } from '../../calls/call-state';
import { countryProfile } from '../../config/country';
import { manifest } from '../../engine/manifest';
import type { Manifest } from '../../engine/types';
import { answer, renderStep, stubApi } from '../../testing/step-harness';
import AdvisorWelcome from './advisor-welcome';

/** The manifest with `rules` set on advisor-welcome (the video is configured there). */
function withRules(rules: Record<string, string>): Manifest {
  const step = manifest.steps['advisor-welcome'];
  if (!step) throw new Error('advisor-welcome missing from the manifest');
  return { ...manifest, steps: { ...manifest.steps, 'advisor-welcome': { ...step, rules } } };
}

const URL_WELCOME = '/5512345678/u1/advisor-welcome';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  installAnalytics(null);
  resetAllCalls();
});

describe('advisor-welcome screen', () => {
  it('shows the title, the call promise and the three options; no video without a URL', () => {
    renderStep({
      stepId: 'advisor-welcome',
      Screen: AdvisorWelcome,
      url: URL_WELCOME,
      manifest: withRules({ videoUrl: '' }),
    });
    expect(screen.getByRole('heading', { name: 'Tu préstamo fue pre aprobado' })).toBeInTheDocument();
    expect(screen.getByText(/En los próximos 5 minutos te llamaremos del número 55 0000 0000/)).toBeInTheDocument();
    for (const name of ['Continuar por llamada', 'Estoy con un asesor', 'Chatear con un asesor', 'Descargar la app'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays the configured video muted, inline and in a loop', () => {
    renderStep({
      stepId: 'advisor-welcome',
      Screen: AdvisorWelcome,
      url: URL_WELCOME,
      manifest: withRules({ videoUrl: '/media/bienvenida.mp4' }),
    });
    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('src', '/media/bienvenida.mp4');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('loop');
    expect(video?.muted).toBe(true);
    expect(video).toHaveAccessibleName('Video de bienvenida');
  });

  it.each([
    ['Continuar por llamada', 'CALL_ADVISER'],
    ['Estoy con un asesor', 'WITH_ADVISER'],
    ['Chatear con un asesor', 'WHATSAPP_CHAT'],
  ])('"%s" reports %s, then goes to download', async (label, type) => {
    const sent = stubApi(() => answer({ data: { type } }));
    const router = renderStep({ stepId: 'advisor-welcome', Screen: AdvisorWelcome, url: URL_WELCOME });

    await userEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5512345678/u1/download'));
    expect(sent).toEqual([{ method: 'PUT', path: `/v1/users/SK/u1/adviser-contact-type/${type}` }]);
  });

  it('a double tap reports once', async () => {
    let release: (r: Response) => void = () => {};
    const sent = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    const router = renderStep({ stepId: 'advisor-welcome', Screen: AdvisorWelcome, url: URL_WELCOME });

    await userEvent.dblClick(screen.getByRole('button', { name: 'Continuar por llamada' }));
    release(answer({ data: { type: 'CALL_ADVISER' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5512345678/u1/download'));
    expect(sent).toHaveLength(1);
  });

  it('"Descargar la app" opens the store in a new window and sends the analytics event', async () => {
    const events: string[] = [];
    installAnalytics((event) => events.push(event));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderStep({ stepId: 'advisor-welcome', Screen: AdvisorWelcome, url: URL_WELCOME });

    await userEvent.click(screen.getByRole('button', { name: 'Descargar la app' }));
    expect(events).toEqual(['download_app_click']);
    expect(open).toHaveBeenCalledWith(countryProfile('mx').storeUrl, '_blank', 'noopener,noreferrer');
  });
});
