import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './draft';

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

const stored = () => sessionStorage.getItem('draft:about-you');

it('writes the draft once typing pauses, never the secret fields', () => {
  writeDraft('about-you', { names: 'Ma', code: '123456' }, ['code']);
  writeDraft('about-you', { names: 'Mar', code: '123456' }, ['code']);
  expect(stored()).toBeNull();
  vi.advanceTimersByTime(400);
  expect(readDraft('about-you')).toEqual({ names: 'Mar' });
});

it('writes at once when the page is left or hidden (a reload, another app)', () => {
  writeDraft('about-you', { names: 'Marta' }, []);
  window.dispatchEvent(new Event('pagehide'));
  expect(readDraft('about-you')).toEqual({ names: 'Marta' });

  writeDraft('about-you', { names: 'Martina' }, []);
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  expect(readDraft('about-you')).toEqual({ names: 'Martina' });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

it('a draft cleared after a submit is not written back by a pending write', () => {
  writeDraft('about-you', { names: 'Marta' }, []);
  clearDraft('about-you');
  vi.advanceTimersByTime(1000);
  window.dispatchEvent(new Event('pagehide'));
  expect(stored()).toBeNull();
});
