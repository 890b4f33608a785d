// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callState, resetAllCalls, useCallStore } from '../../calls/call-state';
import { loadOperations } from '../../calls/run';
import type { IdentityStatus } from '../../domain/answers';
import { signingManifest, status } from '../../testing/signing-kit';
import { answer, polyfillDialog, renderStep, stubApi } from '../../testing/step-harness';
import ReviewDocuments from './review-documents';

const REVIEW = '/SK/u1/Juana%20P%C3%A9rez/titular/Mar%C3%ADa%20L%C3%B3pez/review-documents';
const poll = (type: string) => `GET /v1/users/SK/u1/mati-status?verification_type=${type}&person_type=titular`;

/** Lets the fake clock run `ms` and every answer settle. */
const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const calls = (sent: { method: string; path: string }[]) => sent.map((s) => `${s.method} ${s.path}`);

// The poll must never show the overlay or store an error (the modal).
let loadingSeen = false;
let unsubscribe = () => {};

/** ReviewDocuments on its step, in the signing manifest, with the shell's overlay and error modal. */
const renderAt = (url: string) =>
  renderStep({ stepId: 'review-documents', Screen: ReviewDocuments, url, manifest: signingManifest, shell: true });

beforeAll(polyfillDialog);

beforeEach(async () => {
  // The poll loads the operations on its first read, as the app does after its first call:
  // here, before the fake clock runs, so a read asks at its mark.
  await loadOperations();
  vi.useFakeTimers({ shouldAdvanceTime: false });
  loadingSeen = false;
  unsubscribe = useCallStore.subscribe(() => {
    if (callState('contract', 'userMati').loading) loadingSeen = true;
  });
});

afterEach(() => {
  unsubscribe();
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetAllCalls();
});

describe('document review', () => {
  it('shows the wait and a mm:ss countdown from 05:00', async () => {
    stubApi(() => status(0));
    renderAt(`${REVIEW}?verification_type=VERIFICATION`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Espera un momento, estamos revisando tus documentos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('05:00')).toBeInTheDocument();
    await elapse(1_000);
    expect(screen.getByText('04:59')).toBeInTheDocument();
    await elapse(75_000);
    expect(screen.getByText('03:44')).toBeInTheDocument();
  });

  it('reads the status on arrival and at 270, 240, … 30 s left; at 0 s /something-happened, replacing', async () => {
    const sent = stubApi(() => status(0));
    const router = renderAt(`${REVIEW}?verification_type=REVERIFICATION`);
    await elapse(10);
    expect(calls(sent)).toEqual([poll('REVERIFICATION')]);

    await elapse(29_900);
    expect(sent).toHaveLength(1); // 270.1 s left
    for (let mark = 1; mark <= 9; mark += 1) {
      await elapse(30_000);
      expect(sent, `${300 - 30 * mark} s left`).toHaveLength(1 + mark);
      expect(router.state.location.pathname).toBe(REVIEW);
    }
    expect(calls(sent).every((c) => c === poll('REVERIFICATION'))).toBe(true);
    expect(screen.getByText('00:01')).toBeInTheDocument();

    await elapse(100); // 0 s
    expect(router.state.location.pathname).toBe('/something-happened');
    expect(router.state.historyAction).toBe('REPLACE');
    await elapse(120_000);
    expect(sent).toHaveLength(10);
    expect(loadingSeen).toBe(false);
  });

  it('APPROVED → approved-documents with the ids in the query, replacing', async () => {
    const sent = stubApi((_s, n) => (n === 1 ? status(0) : status('APPROVED')));
    const router = renderAt(`${REVIEW}?verification_type=REVERIFICATION`);
    await elapse(10);
    expect(router.state.location.pathname).toBe(REVIEW);
    await elapse(30_000);
    expect(sent).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/approved-documents');
    expect(router.state.location.search).toBe('?user_type_id=SK&user_id=u1&type=titular');
    expect(router.state.historyAction).toBe('REPLACE');
    await elapse(60_000);
    expect(sent).toHaveLength(2);
  });

  it('REJECTED → error-documents with verification_type and the five ids, replacing', async () => {
    stubApi(() => status('REJECTED', 1));
    const router = renderAt(`${REVIEW}?verification_type=VERIFICATION`);
    await elapse(10);
    expect(router.state.location.pathname).toBe('/error-documents');
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({
      verification_type: 'VERIFICATION',
      user_type_id: 'SK',
      user_id: 'u1',
      titular_full_name: 'Juana Pérez',
      type: 'titular',
      collateral_full_name: 'María López',
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(callState<IdentityStatus>('contract', 'userMati').data?.verifications_left).toBe(1);
  });

  it('UNDER_REVIEW → manual-verification, replacing', async () => {
    stubApi(() => status('UNDER_REVIEW'));
    const router = renderAt(`${REVIEW}?verification_type=VERIFICATION`);
    await elapse(10);
    expect(router.state.location.pathname).toBe('/manual-verification');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a failed read opens no modal and stores no error; the next mark tries again', async () => {
    const sent = stubApi((_s, n) => {
      if (n === 1) return answer({ message: 'boom' }, 500);
      if (n === 2) return Promise.reject(new TypeError('offline'));
      return status('UNDER_REVIEW');
    });
    const router = renderAt(REVIEW);
    await elapse(30_010);
    expect(sent).toHaveLength(2);
    expect(callState('contract', 'userMati').error).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(REVIEW);
    await elapse(30_000);
    expect(router.state.location.pathname).toBe('/manual-verification');
    // No verification_type in the link: read as a first verification.
    expect(calls(sent)).toEqual([poll('VERIFICATION'), poll('VERIFICATION'), poll('VERIFICATION')]);
    expect(loadingSeen).toBe(false);
  });

  it('never overlaps: a slow answer holds the next read back', async () => {
    let release: (r: Response) => void = () => {};
    const sent = stubApi((_s, n) => (n === 1 ? new Promise<Response>((resolve) => (release = resolve)) : status(0)));
    renderAt(REVIEW);
    await elapse(45_000);
    expect(sent).toHaveLength(1);
    release(status(0));
    await elapse(30_000);
    expect(sent).toHaveLength(2);
  });

  it('stops reading when the screen is left', async () => {
    const sent = stubApi(() => status(0));
    const router = renderAt(REVIEW);
    await elapse(10);
    await act(() => router.navigate('/home'));
    await elapse(300_000);
    expect(sent).toHaveLength(1);
  });
});
