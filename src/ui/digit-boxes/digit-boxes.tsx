// Digit boxes drawn over ONE real input (inputmode numeric, autocomplete
// one-time-code): split inputs break the phone's SMS autofill and paste.
// Typing fills the boxes in turn, a pasted code fills them all, backspace steps back.
// With `oneTap`, a code read from the SMS by the WebOTP API fills them and submits the form.
import { useEffect, useId, useRef, useState } from 'react';
import { useWebOtp } from './web-otp';

export function DigitBoxes(props: {
  name: string;
  label: string;
  length: number;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  disabled?: boolean;
  describedBy?: string;
  /** Offer the code of the SMS through the WebOTP API where the browser has it; a full code submits the form. */
  oneTap?: boolean;
}) {
  const { name, label, length, value, onChange } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Codes read from the SMS, counted (the same code as a prefilled one must still submit),
  // and how many of them were submitted.
  const [fromSms, setFromSms] = useState(0);
  const submitted = useRef(0);
  const stopOneTap = useWebOtp(Boolean(props.oneTap) && !props.disabled, (code) => {
    const digits = onlyDigits(code, length);
    if (digits.length !== length) return;
    onChange(digits);
    setFromSms((n) => n + 1);
  });
  // Once the SMS code is drawn in the boxes, the step continues as if 'Continuar' were tapped.
  useEffect(() => {
    if (fromSms === submitted.current || value.length !== length) return;
    submitted.current = fromSms;
    input.current?.form?.requestSubmit();
  }, [fromSms, value, length]);
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
          ref={input}
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
          onChange={(e) => {
            // The person types the code themselves: the SMS is no longer waited for.
            stopOneTap();
            submitted.current = fromSms;
            onChange(onlyDigits(e.target.value, length));
          }}
        />
      </div>
    </div>
  );
}

/** Keeps the first `length` digits of whatever was typed or pasted ("12 34-56" → "123456"). */
export function onlyDigits(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}
