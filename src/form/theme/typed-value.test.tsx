import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { expect, it, vi } from 'vitest';
import { type PendingInputs, useTypedValue } from './typed-value';

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
