// A phone field as people fill it: typed, pasted ('+52 55 1234 5678' from a
// contact or a chat) or autofilled. The text is read as the country's national
// number (domain/phone.ts) and shown grouped ('55 1234 5678') once it reads as
// one; anything else stays as typed, with a message saying what is wrong. No
// maxlength: the browser would cut a pasted '+52…' before it could be read.
import { type ChangeEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Country } from '../config/country';
import { readPhone, shownPhone, typedPhone } from '../domain/phone';

const digitCount = (text: string) => text.normalize('NFKC').replace(/\D/g, '').length;

/** The position just after the `n`th digit of `text` (its start for none, its end when it has fewer). */
function afterDigit(text: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) if (/\d/.test(text.charAt(i)) && ++seen === n) return i + 1;
  return text.length;
}

export function PhoneField(props: {
  name: string;
  label: string;
  prefixLabel: string;
  country: Country;
  text: string;
  onText: (text: string) => void;
  /** What the field says: once it is left with too few digits, at once with digits to spare or another country's code. */
  messages: { incomplete: string; tooLong: string; foreign: string };
  /** The accessible name of the green check shown when the number is valid; no check without it. */
  validLabel?: string;
  valid: boolean;
  /** Focus the field when it appears (it replaced another view). */
  focus?: boolean;
}) {
  const { country, messages } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const [left, setLeft] = useState(false);
  const { kind } = readPhone(props.text, country);
  const message =
    kind === 'too-long'
      ? messages.tooLong
      : kind === 'foreign'
        ? messages.foreign
        : left && kind === 'partial'
          ? messages.incomplete
          : '';

  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on the field's first render only
  useEffect(() => {
    if (props.focus) input.current?.focus();
  }, []);
  useLayoutEffect(() => {
    if (caret.current !== null) input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = e.target;
    const shown = shownPhone(typedPhone(value), country);
    // Regrouped with the caret inside the number: it stays after the same digit (a '+52' read away is not in it).
    const at = selectionStart ?? value.length;
    if (shown !== value && at < value.length)
      caret.current = afterDigit(shown, digitCount(value.slice(0, at)) - digitCount(value) + digitCount(shown));
    props.onText(shown);
  };

  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="input-row">
        <select
          className="input prefix"
          aria-label={props.prefixLabel}
          name="country_code"
          defaultValue={country.phonePrefix}
        >
          <option value={country.phonePrefix}>{country.phonePrefix}</option>
        </select>
        <div className="input-with-icon">
          <input
            ref={input}
            id={id}
            className="input"
            name={props.name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={props.text}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            onChange={change}
            onBlur={() => setLeft(true)}
          />
          {props.valid && props.validLabel ? (
            <span className="valid-mark" role="img" aria-label={props.validLabel}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
              </svg>
            </span>
          ) : null}
        </div>
      </div>
      {message ? (
        <p id={errorId} className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
