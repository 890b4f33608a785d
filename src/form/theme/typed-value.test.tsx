import { act, fireEvent, render, screen } from '@testing-library/react';
import { Activity, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PendingInputs, TYPING_PAUSE_MS, type TypedChecks, typedMessages, useTypedValue } from './typed-value';

function Input({ value, onChange, pending }: { value: string; onChange: (v: string) => void; pending: PendingInputs }) {
  const typed = useTypedValue(value, onChange, pending);
  return <input aria-label="campo" value={typed.shown} onChange={(e) => typed.change(e.target.value)} />;
}

it('keeps what was typed while the form passes down older values, then takes values from elsewhere', () => {
  const onChange = vi.fn();
  const pending: PendingInputs = new Set();
  const { rerender } = render(<Input value="Ma" onChange={onChange} pending={pending} />);
  const input = screen.getByLabelText('campo') as HTMLInputElement;

  fireEvent.change(input, { target: { value: 'Mar' } });
  expect(onChange).toHaveBeenLastCalledWith('Mar');
  expect(pending.size).toBe(1);
  // The form has not caught up: its older value must not undo the key.
  rerender(<Input value="Ma" onChange={onChange} pending={pending} />);
  expect(input.value).toBe('Mar');

  // A submit now sends the last key again, in its own event.
  for (const send of [...pending]) send();
  expect(onChange).toHaveBeenLastCalledWith('Mar');
  expect(pending.size).toBe(0);

  // Caught up; then a value from elsewhere (a behaviour's patch) shows.
  rerender(<Input value="Mar" onChange={onChange} pending={pending} />);
  rerender(<Input value="Marta" onChange={onChange} pending={pending} />);
  expect(input.value).toBe('Marta');
});

function Uncontrolled(props: {
  value: string;
  onChange: (v: string) => void;
  pending: PendingInputs;
  renders: { n: number };
}) {
  props.renders.n += 1;
  const ref = useRef<HTMLInputElement>(null);
  const typed = useTypedValue(props.value, props.onChange, props.pending, (v) => {
    if (ref.current) ref.current.value = v;
  });
  return (
    <input ref={ref} aria-label="campo" defaultValue={typed.shown} onChange={(e) => typed.change(e.target.value)} />
  );
}

it('with `show`, a keystroke renders nothing of its own, and a value from elsewhere is written to the input', () => {
  const onChange = vi.fn();
  const pending: PendingInputs = new Set();
  const renders = { n: 0 };
  const { rerender } = render(<Uncontrolled value="Ma" onChange={onChange} pending={pending} renders={renders} />);
  const input = screen.getByLabelText('campo') as HTMLInputElement;
  const before = renders.n;

  fireEvent.change(input, { target: { value: 'Mar' } });
  expect(onChange).toHaveBeenLastCalledWith('Mar');
  expect(renders.n).toBe(before);
  // The form has not caught up: its older value must not undo the key.
  rerender(<Uncontrolled value="Ma" onChange={onChange} pending={pending} renders={renders} />);
  expect(input.value).toBe('Mar');

  rerender(<Uncontrolled value="Mar" onChange={onChange} pending={pending} renders={renders} />);
  expect(pending.size).toBe(0);
  rerender(<Uncontrolled value="Marta" onChange={onChange} pending={pending} renders={renders} />);
  expect(input.value).toBe('Marta');
});

function Checked(props: { value: string; onChange: (v: string) => void; pending: PendingInputs; checks: TypedChecks }) {
  const typed = useTypedValue(props.value, props.onChange, props.pending, undefined, {
    id: 'root_names',
    name: 'names',
    checks: props.checks,
  });
  return (
    <input
      aria-label="campo"
      aria-invalid={typed.invalid(undefined) || undefined}
      value={typed.shown}
      onChange={(e) => typed.change(e.target.value)}
    />
  );
}

describe('a field checked at once', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp() {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const pending: PendingInputs = new Set();
    const checks: TypedChecks = {
      shown: typedMessages(),
      messagesFor: vi.fn((_name: string, value: unknown) => (/\d/.test(String(value)) ? ['solo letras'] : [])),
    };
    const view = render(<Checked value="Ma" onChange={onChange} pending={pending} checks={checks} />);
    const input = screen.getByLabelText('campo') as HTMLInputElement;
    const rerender = (value: string) =>
      view.rerender(<Checked value={value} onChange={onChange} pending={pending} checks={checks} />);
    return { onChange, pending, checks, input, rerender };
  }

  it("shows each key's messages at once, and the form hears of the keys once typing pauses", () => {
    const { onChange, pending, checks, input, rerender } = setUp();
    fireEvent.change(input, { target: { value: 'Ma1' } });
    expect(checks.messagesFor).toHaveBeenLastCalledWith('names', 'Ma1');
    expect(checks.shown.getState().root_names).toEqual(['solo letras']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: 'Ma12' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    expect(pending.size).toBe(1);

    act(() => vi.advanceTimersByTime(1));
    // Two keys, one pass of the form.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('Ma12');
    rerender('Ma12');
    // Caught up: the form's own messages show again.
    expect(checks.shown.getState().root_names).toBeUndefined();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(pending.size).toBe(0);
  });

  it('a submit or leaving the field sends the waiting key at once, and only once', () => {
    const { onChange, pending, input } = setUp();
    fireEvent.change(input, { target: { value: 'Mar' } });
    for (const send of [...pending]) send();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('Mar');
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS * 2));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keys that end where the form already is send nothing, and leave nothing waiting', () => {
    const { onChange, pending, checks, input } = setUp();
    fireEvent.change(input, { target: { value: 'Ma1' } });
    fireEvent.change(input, { target: { value: 'Ma' } });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(onChange).not.toHaveBeenCalled();
    expect(pending.size).toBe(0);
    expect(checks.shown.getState().root_names).toBeUndefined();
  });

  it('a key still waiting when React hides the field and shows it again reaches the form, its message kept', () => {
    // What StrictMode's second run of effects, or a Suspense fallback above, does to the field:
    // its layout effects are cleaned up and run again, the field itself kept.
    vi.useFakeTimers();
    const onChange = vi.fn();
    const pending: PendingInputs = new Set();
    const checks: TypedChecks = { shown: typedMessages(), messagesFor: vi.fn(() => ['solo letras']) };
    const field = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <Checked value="" onChange={onChange} pending={pending} checks={checks} />
      </Activity>
    );
    const view = render(field('visible'));
    fireEvent.change(screen.getByLabelText('campo'), { target: { value: '123456' } });
    view.rerender(field('hidden'));
    view.rerender(field('visible'));
    expect(checks.shown.getState().root_names).toEqual(['solo letras']);
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });

  it('a field its form cannot check hears of every key, as before', () => {
    const { onChange, checks, input } = setUp();
    vi.mocked(checks.messagesFor).mockReturnValue(null);
    fireEvent.change(input, { target: { value: 'Mar' } });
    expect(onChange).toHaveBeenLastCalledWith('Mar');
    expect(checks.shown.getState().root_names).toBeUndefined();
  });
});
