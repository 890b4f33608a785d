import type { FormEvent } from 'react';
import { useFlow } from '../../flow/flow-context';
import { Button } from '../../ui/button';
import { PhoneField } from '../phone-field';
import { StepHeading } from '../step-heading';

export function PhoneEntry(props: {
  phone: string;
  onPhone: (phone: string) => void;
  onSubmit: () => void;
  valid: boolean;
  /** The other way in, beside 'Continuar' (the reverse one-time password, or the SMS code). */
  other: { label: string; run: () => void };
}) {
  const flow = useFlow();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (props.valid) props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <StepHeading title={flow.step.title} text={flow.step.text} />
      <PhoneField
        name="phone_number"
        label={flow.copy('phoneLabel')}
        prefixLabel={flow.copy('prefixLabel')}
        country={flow.country}
        text={props.phone}
        onText={props.onPhone}
        messages={{
          incomplete: flow.copy('phoneIncomplete'),
          tooLong: flow.copy('phoneTooLong'),
          foreign: flow.copy('phoneForeign'),
        }}
        validLabel={flow.copy('phoneValid')}
        valid={props.valid}
      />
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
