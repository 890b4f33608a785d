import { type FormEvent, useId } from 'react';
import { Button } from '../../ui/button';
import { useFlow } from '../flow-context';
import { StepHeading } from '../step-heading';

/** Keeps digits and the separators the pattern allows, at most `max` characters. */
export function cleanPhone(text: string, max: number): string {
  return text.replace(/[^\d\s.()-]/g, '').slice(0, max);
}

export function PhoneEntry(props: {
  phone: string;
  onPhone: (phone: string) => void;
  onSubmit: () => void;
  valid: boolean;
  /** The other way in, beside 'Continuar' (the reverse one-time password, or the SMS code). */
  other: { label: string; run: () => void };
}) {
  const flow = useFlow();
  const id = useId();
  const max = Number(flow.step.rules?.phoneMaxLength ?? 10);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (props.valid) props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <StepHeading title={flow.step.title} text={flow.step.text} />
      <div className="field">
        <label htmlFor={id}>{flow.copy('phoneLabel')}</label>
        <div className="input-row">
          <select
            className="input prefix"
            aria-label={flow.copy('prefixLabel')}
            name="country_code"
            defaultValue={flow.country.phonePrefix}
          >
            <option value={flow.country.phonePrefix}>{flow.country.phonePrefix}</option>
          </select>
          <div className="input-with-icon">
            <input
              id={id}
              className="input"
              name="phone_number"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={max}
              value={props.phone}
              onChange={(e) => props.onPhone(cleanPhone(e.target.value, max))}
            />
            {props.valid ? (
              <span className="valid-mark" role="img" aria-label={flow.copy('phoneValid')}>
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                  <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
                </svg>
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <div className="actions">
        <Button type="submit" disabled={!props.valid}>
          {flow.copy('continue')}
        </Button>
        <Button variant="link" onClick={props.other.run} disabled={!props.valid}>
          {props.other.label}
        </Button>
      </div>
      <p className="field-hint" style={{ marginTop: '1rem' }}>
        {flow.copy('privacyBefore')}
        <a href={flow.country.privacyUrl} target="_blank" rel="noopener noreferrer">
          {flow.copy('privacyLink')}
        </a>
        {flow.copy('privacyAfter')}
      </p>
    </form>
  );
}
