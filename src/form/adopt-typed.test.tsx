// What a person did in the build's page before React adopted it reaches the app: the
// fields are drawn by renderToString, changed in the DOM as a person would with no
// script running, then adopted by hydrateRoot, as main.tsx does.
import { act, type ChangeEvent, useLayoutEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { useHydrated } from '../ui/hydration';
import { useReplayTyped } from './adopt-typed';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Three kinds of field, as the theme draws them: an uncontrolled text, a controlled text that keeps
 * digits only, a controlled select. `meanwhile`: what the person does after React adopted the page
 * (it listens) and before the page is live, when the replay comes.
 */
function Fields({ heard, meanwhile }: { heard: (name: string, value: unknown) => void; meanwhile?: () => void }) {
  const area = useRef<HTMLDivElement>(null);
  const heardSince = useReplayTyped(area);
  const hydrated = useHydrated();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the adopting commit only, as the replay's own.
  useLayoutEffect(() => {
    if (!hydrated) meanwhile?.();
  }, []);
  const [digits, setDigits] = useState('');
  const [month, setMonth] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <div ref={area} onChangeCapture={heardSince}>
      <input id="names" aria-label="Nombre(s)" defaultValue="" onChange={(e) => heard('names', e.target.value)} />
      <input
        id="password"
        aria-label="Contraseña"
        value={digits}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          const clean = e.target.value.replace(/\D/g, '');
          heard('password', clean);
          setDigits(clean);
        }}
      />
      <select
        id="month"
        value={month}
        onChange={(e) => {
          heard('month', e.target.value);
          setMonth(e.target.value);
        }}
      >
        <option value="">Selecciona</option>
        <option value="1">Enero</option>
        <option value="12">Diciembre</option>
      </select>
      <input
        id="agree"
        type="checkbox"
        checked={agreed}
        onChange={(e) => {
          heard('agree', e.target.checked);
          setAgreed(e.target.checked);
        }}
      />
    </div>
  );
}

function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Fields heard={() => undefined} />);
  document.body.append(root);
  return root;
}

const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

afterEach(() => {
  document.body.innerHTML = '';
});

it('every value typed, pasted or chosen before adoption reaches its field’s handler, and stays on screen', async () => {
  const root = prerendered();
  // What a person does with no script running: the browser alone changes the fields.
  field<HTMLInputElement>('names').value = 'Emma';
  field<HTMLInputElement>('password').value = '48-26 15';
  field<HTMLSelectElement>('month').value = '12';
  field<HTMLInputElement>('agree').checked = true;
  const heard = vi.fn();
  await act(async () => {
    hydrateRoot(root, <Fields heard={heard} />);
  });
  expect(heard.mock.calls).toEqual([
    ['names', 'Emma'],
    ['password', '482615'],
    ['month', '12'],
    ['agree', true],
  ]);
  expect(field<HTMLInputElement>('names').value).toBe('Emma');
  // The controlled field shows what its handler made of the text, as if typed now.
  expect(field<HTMLInputElement>('password').value).toBe('482615');
  expect(field<HTMLSelectElement>('month').value).toBe('12');
  expect(field<HTMLInputElement>('agree').checked).toBe(true);
});

it('the focused field keeps its focus and its caret', async () => {
  const root = prerendered();
  const names = field<HTMLInputElement>('names');
  names.value = 'Emma';
  names.focus();
  names.setSelectionRange(2, 2);
  await act(async () => {
    hydrateRoot(root, <Fields heard={() => undefined} />);
  });
  expect(document.activeElement).toBe(names);
  expect([names.selectionStart, names.selectionEnd]).toEqual([2, 2]);
});

it('a field rewritten by its handler puts the caret at the end', async () => {
  const root = prerendered();
  const password = field<HTMLInputElement>('password');
  password.value = '48 26';
  password.focus();
  password.setSelectionRange(1, 1);
  await act(async () => {
    hydrateRoot(root, <Fields heard={() => undefined} />);
  });
  expect(password.value).toBe('4826');
  expect([password.selectionStart, password.selectionEnd]).toEqual([4, 4]);
});

it('nothing touched, nothing replayed', async () => {
  const root = prerendered();
  const heard = vi.fn();
  await act(async () => {
    hydrateRoot(root, <Fields heard={heard} />);
  });
  expect(heard).not.toHaveBeenCalled();
});

it('a person who moves to another field as the page goes live keeps the focus there', async () => {
  const root = prerendered();
  const names = field<HTMLInputElement>('names');
  const password = field<HTMLInputElement>('password');
  names.value = 'Emma';
  names.focus();
  const heard = vi.fn();
  await act(async () => {
    hydrateRoot(root, <Fields heard={heard} meanwhile={() => password.focus()} />);
  });
  // What is typed next goes where the person tapped, not back into the name.
  expect(document.activeElement).toBe(password);
  expect(names.value).toBe('Emma');
  expect(heard.mock.calls).toEqual([['names', 'Emma']]);
});

it('a field changed as the page goes live keeps its newer value; the others are replayed', async () => {
  const root = prerendered();
  const names = field<HTMLInputElement>('names');
  const month = field<HTMLSelectElement>('month');
  names.value = 'Em';
  names.focus();
  names.setSelectionRange(2, 2);
  month.value = '12';
  field<HTMLInputElement>('agree').checked = true;
  const heard = vi.fn();
  // React listens: the next keys and a new choice reach the handlers themselves.
  const meanwhile = () => {
    // As the browser writes a key: past the setter React watches, so it sees a new value.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(names, 'Emma');
    names.dispatchEvent(new Event('input', { bubbles: true }));
    month.value = '1';
    month.dispatchEvent(new Event('change', { bubbles: true }));
  };
  await act(async () => {
    hydrateRoot(root, <Fields heard={heard} meanwhile={meanwhile} />);
  });
  expect(heard.mock.calls).toEqual([
    ['names', 'Emma'],
    ['month', '1'],
    ['agree', true],
  ]);
  expect(names.value).toBe('Emma');
  expect(month.value).toBe('1');
  expect(field<HTMLInputElement>('agree').checked).toBe(true);
  // The caret is the person's, after the last key, not put back after 'Em'.
  expect(document.activeElement).toBe(names);
  expect([names.selectionStart, names.selectionEnd]).toEqual([4, 4]);
});

it('a key that makes React adopt the page at once reaches the handler', async () => {
  const root = prerendered();
  const names = field<HTMLInputElement>('names');
  const heard = vi.fn();
  // Outside act(), as in a browser: React adopts the page in tasks of its own, and an event
  // on the page before then has React adopt it within the event, then hear it.
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    hydrateRoot(root, <Fields heard={heard} />);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(names, 'Emma');
    names.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = true;
  }
  expect(heard.mock.calls).toEqual([['names', 'Emma']]);
  expect(names.value).toBe('Emma');
});
