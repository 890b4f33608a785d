import type { Registry } from '@rjsf/utils';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Activity, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FormLink, type FormModel, formModel, TYPING_PAUSE_MS } from './form-model';
import { useEntry } from './theme/typed-entry';

/** A text input as the theme draws one, uncontrolled, over `model`. */
function Field({ model, tell, renders }: { model: FormModel; tell: (v: unknown) => void; renders?: { n: number } }) {
  if (renders) renders.n += 1;
  const input = useRef<HTMLInputElement>(null);
  const registry = { formContext: { model } } as unknown as Registry;
  const entry = useEntry({ name: 'names', onChange: tell, rawErrors: undefined, registry }, input);
  return (
    <input
      ref={input}
      aria-label="campo"
      aria-invalid={entry.invalid || undefined}
      defaultValue={String(model.data.getState().names ?? '')}
      onChange={(e) => entry.type(e.target.value)}
      onBlur={entry.flush}
    />
  );
}

function setUp(check: FormLink['check'] = (_n, data) => (/\d/.test(String(data.names)) ? ['solo letras'] : [])) {
  const model = formModel({ names: 'Ma' });
  const link = { check: vi.fn(check), tell: vi.fn() };
  model.link(link);
  const tell = vi.fn();
  const renders = { n: 0 };
  const view = render(<Field model={model} tell={tell} renders={renders} />);
  const input = screen.getByLabelText('campo') as HTMLInputElement;
  return { model, link, tell, renders, input, view };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('keeps each key in the model at once; an older report from rjsf does not undo it; a patch from elsewhere shows', () => {
  const { model, tell, link, input } = setUp();
  fireEvent.change(input, { target: { value: 'Mar' } });
  expect(model.data.getState().names).toBe('Mar');
  // rjsf reports what it holds, older than the key: the key stays.
  act(() => model.heard({ names: 'Ma' }));
  expect(model.data.getState().names).toBe('Mar');
  expect(input.value).toBe('Mar');

  // 'Continuar' tells rjsf the waiting key, once.
  act(() => model.flush());
  expect(tell).toHaveBeenCalledTimes(1);
  expect(tell).toHaveBeenLastCalledWith('Mar');
  act(() => model.flush());
  expect(tell).toHaveBeenCalledTimes(1);

  // A behaviour's patch: kept, given to rjsf, and written into the input.
  act(() => model.heard({ names: 'Mar' }));
  act(() => model.set({ names: 'Marta' }));
  expect(link.tell).toHaveBeenLastCalledWith('names', 'Marta');
  expect(input.value).toBe('Marta');
});

it("a key told to rjsf in a transition: an older report does not undo it, and 'Continuar' tells it again until rjsf reports it", () => {
  const { model, tell, input } = setUp();
  fireEvent.change(input, { target: { value: 'Mar' } });
  // The pause: rjsf is told in a transition, which an urgent update (a submit) is rendered before.
  act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
  expect(tell).toHaveBeenCalledTimes(1);
  act(() => model.heard({ names: 'Ma' }));
  expect(model.data.getState().names).toBe('Mar');
  expect(input.value).toBe('Mar');

  act(() => model.flush());
  expect(tell).toHaveBeenCalledTimes(2);
  expect(tell).toHaveBeenLastCalledWith('Mar');
  // rjsf reports the field's own change: nothing left on its way.
  act(() => model.heard({ names: 'Mar' }, 'names'));
  fireEvent.change(input, { target: { value: 'Mart' } });
  act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
  act(() => model.heard({ names: 'Mart' }, 'names'));
  act(() => model.flush());
  expect(tell).toHaveBeenCalledTimes(3);
  // What rjsf made of the field's own change is the form's (a whole-number field turns '5' into 5).
  fireEvent.change(input, { target: { value: '5' } });
  act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
  act(() => model.heard({ names: 5 }, 'names'));
  expect(model.data.getState().names).toBe(5);
});

it('a keystroke renders nothing of its own', () => {
  const { input, renders } = setUp(() => null);
  const before = renders.n;
  fireEvent.change(input, { target: { value: 'Mar' } });
  fireEvent.change(input, { target: { value: 'Mart' } });
  expect(renders.n).toBe(before);
});

describe('a field checked at once', () => {
  it("shows each key's messages at once, and rjsf hears of the keys once typing pauses", () => {
    const { model, tell, link, input } = setUp();
    fireEvent.change(input, { target: { value: 'Ma1' } });
    expect(link.check).toHaveBeenLastCalledWith('names', { names: 'Ma1' });
    expect(model.waiting.getState().names).toEqual(['solo letras']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: 'Ma12' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    expect(tell).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    // Two keys, one pass of the form.
    expect(tell).toHaveBeenCalledTimes(1);
    expect(tell).toHaveBeenLastCalledWith('Ma12');
    // Its own message stays until rjsf reports the key: then rjsf's messages show.
    expect(model.waiting.getState().names).toEqual(['solo letras']);
    act(() => model.heard({ names: 'Ma12' }, 'names'));
    expect(model.waiting.getState().names).toBeUndefined();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('leaving the field tells rjsf the waiting key at once, and only once', () => {
    const { tell, input } = setUp();
    fireEvent.change(input, { target: { value: 'Mar' } });
    fireEvent.blur(input);
    expect(tell).toHaveBeenCalledTimes(1);
    expect(tell).toHaveBeenLastCalledWith('Mar');
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS * 2));
    expect(tell).toHaveBeenCalledTimes(1);
  });

  it('keys that end where rjsf already is tell it nothing, and leave nothing waiting', () => {
    const { model, tell, input } = setUp();
    fireEvent.change(input, { target: { value: 'Ma1' } });
    fireEvent.change(input, { target: { value: 'Ma' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(tell).not.toHaveBeenCalled();
    expect(model.waiting.getState().names).toBeUndefined();
  });

  it('a key still waiting when React hides the field and shows it again reaches rjsf, its message kept', () => {
    // What StrictMode's second run of effects, or a Suspense fallback above, does to the field:
    // its layout effects are cleaned up and run again, the field itself kept.
    const model = formModel({});
    model.link({ check: () => ['solo letras'], tell: vi.fn() });
    const tell = vi.fn();
    const field = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Field model={model} tell={tell} />
      </Activity>
    );
    const view = render(field('visible'));
    fireEvent.change(screen.getByLabelText('campo'), { target: { value: '123456' } });
    view.rerender(field('hidden'));
    view.rerender(field('visible'));
    expect(model.waiting.getState().names).toEqual(['solo letras']);
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(tell).toHaveBeenCalledTimes(1);
    expect(tell).toHaveBeenLastCalledWith('123456');
  });

  it('a field only the whole form can check hears of every key, with no messages of its own', () => {
    const { model, tell, input } = setUp(() => null);
    fireEvent.change(input, { target: { value: 'Mar' } });
    expect(tell).toHaveBeenLastCalledWith('Mar');
    fireEvent.change(input, { target: { value: 'Mart' } });
    expect(tell).toHaveBeenLastCalledWith('Mart');
    expect(model.waiting.getState().names).toBeUndefined();
  });
});

it('a choice made in rjsf reaches the model in one change, and a patch is set whole', () => {
  const model = formModel({ month: 1, day: 31 });
  model.link({ check: () => null, tell: vi.fn() });
  const seen: unknown[] = [];
  model.data.subscribe((data) => seen.push({ ...data }));
  model.heard({ month: 2, day: 31 });
  model.set({ state: 'México', city: 'Toluca' });
  expect(seen).toEqual([
    { month: 2, day: 31 },
    { month: 2, day: 31, state: 'México', city: 'Toluca' },
  ]);
});
