// Digit boxes drawn over ONE real input (inputmode numeric, autocomplete
// one-time-code): split inputs break the phone's SMS autofill and paste.
// Typing fills the boxes in turn, a pasted code fills them all, backspace steps back.
import { useId } from 'react';

export function DigitBoxes(props: {
  name: string;
  label: string;
  length: number;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  const { name, label, length, value, onChange } = props;
  const id = useId();
  const digits = value.split('');
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="digits">
        {Array.from({ length }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: boxes are positional
            key={i}
            className={`digit-box${i === Math.min(digits.length, length - 1) ? ' current' : ''}`}
            aria-hidden="true"
          >
            {digits[i] ?? ''}
          </span>
        ))}
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          // No maxLength: the browser would cut a pasted '12 34 56' before the digits are picked out.
          value={value}
          autoFocus={props.autoFocus}
          disabled={props.disabled}
          aria-describedby={props.describedBy}
          onChange={(e) => onChange(onlyDigits(e.target.value, length))}
        />
      </div>
    </div>
  );
}

/** Keeps the first `length` digits of whatever was typed or pasted ("12 34-56" → "123456"). */
export function onlyDigits(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}
