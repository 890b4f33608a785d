import { fireEvent, render, screen } from '@testing-library/react';
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
