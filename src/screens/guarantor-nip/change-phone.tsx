// 'Cambiar número': the guarantor gives the number the NIP should go to (spec
// 5: +52 and 10 digits in Mexico; the profile's phonePrefix and phoneLength).
// The caller sends it and requests a new NIP.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { useFlow } from '../flow-context';

export function ChangePhoneForm(props: { onSubmit: (digits: string) => void; onCancel: () => void }) {
  const flow = useFlow();
  const max = flow.country.phoneLength;
  const pattern = new RegExp(`^[0-9]{${max}}$`);
  const prefix = flow.country.phonePrefix;
  const id = useId();
  const errorId = `${id}-error`;
  const [digits, setDigits] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = pattern.test(digits);
  const showError = touched && !valid;
  const input = useRef<HTMLInputElement>(null);

  // The view replaced the NIP form: move focus to the field instead of leaving it on the page.
  useEffect(() => input.current?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) props.onSubmit(digits);
    else setTouched(true);
  };

  return (
    <form onSubmit={submit} noValidate>
      <h1>{flow.copy('changeTitle')}</h1>
      <p className="lead">{flow.copy('changeText')}</p>
      <div className="field">
        <label htmlFor={id}>{flow.copy('newPhoneLabel')}</label>
        <div className="input-row">
          <select
            className="input prefix"
            name="country_code"
            aria-label={flow.copy('prefixLabel')}
            defaultValue={prefix}
          >
            <option value={prefix}>{prefix}</option>
          </select>
          <input
            ref={input}
            id={id}
            className="input"
            name="new_phone_number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            // No maxLength: a pasted "55 4444 0000" would be cut before the digits are picked out.
            pattern={`[0-9]{${max}}`}
            value={digits}
            aria-invalid={showError}
            aria-describedby={showError ? errorId : undefined}
            onChange={(e) => setDigits(e.target.value.replace(/\D/g, '').slice(0, max))}
            onBlur={() => setTouched(true)}
          />
        </div>
        {showError ? (
          <p id={errorId} className="field-error">
            {flow.copy('newPhoneError')}
          </p>
        ) : null}
      </div>
      <div className="actions">
        <Button type="submit" disabled={!valid}>
          {flow.copy('changeSubmit')}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {flow.copy('cancel')}
        </Button>
      </div>
    </form>
  );
}
