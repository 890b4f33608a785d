// 'Cambiar número': the guarantor gives the number the NIP should go to (spec
// 5: +52 and 10 digits in Mexico; the profile's phonePrefix and phoneLength),
// typed or pasted in any form the profile reads (domain/phone.ts). The caller
// sends it and requests a new NIP.
import { type FormEvent, useState } from 'react';
import { readPhone } from '../../domain/phone';
import { useFlow } from '../../flow/flow-context';
import { Button } from '../../ui/button';
import { PhoneField } from '../phone-field';

export function ChangePhoneForm(props: { onSubmit: (digits: string) => void; onCancel: () => void }) {
  const flow = useFlow();
  const [text, setText] = useState('');
  const reading = readPhone(text, flow.country);
  const digits = reading.kind === 'number' ? reading.digits : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (digits) props.onSubmit(digits);
  };

  return (
    <form onSubmit={submit} noValidate>
      <h1>{flow.copy('changeTitle')}</h1>
      <p className="lead">{flow.copy('changeText')}</p>
      <PhoneField
        name="new_phone_number"
        label={flow.copy('newPhoneLabel')}
        prefixLabel={flow.copy('prefixLabel')}
        country={flow.country}
        text={text}
        onText={setText}
        messages={{
          incomplete: flow.copy('newPhoneError'),
          tooLong: flow.copy('newPhoneTooLong'),
          foreign: flow.copy('newPhoneForeign'),
        }}
        valid={Boolean(digits)}
        // The view replaced the NIP form: focus goes to the field instead of staying on the page.
        focus
      />
      <div className="actions">
        <Button type="submit" disabled={!digits}>
          {flow.copy('changeSubmit')}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {flow.copy('cancel')}
        </Button>
      </div>
    </form>
  );
}
