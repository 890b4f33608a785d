import type { FormEvent } from 'react';
import { useFlow } from '../../flow/flow-context';
import { Button } from '../../ui/button';
import { DigitBoxes } from '../../ui/digit-boxes/digit-boxes';
import { ResendLink } from '../resend-link';

export function CodeEntry(props: {
  phone: string;
  code: string;
  onCode: (code: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  resendLeft: number;
  onChangePhone: () => void;
  onReverseOtp: () => void;
}) {
  const flow = useFlow();
  const length = Number(flow.step.rules?.codeLength ?? 6);
  const complete = props.code.length === length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (complete) props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <h1>{flow.copy('codeTitle')}</h1>
      <p className="lead">{flow.copy('codeText', { phone: `${flow.country.phonePrefix} ${props.phone}` })}</p>
      <DigitBoxes
        name="code"
        label={flow.copy('codeLabel')}
        length={length}
        value={props.code}
        onChange={props.onCode}
        autoFocus
        oneTap
      />
      <div className="actions">
        <Button type="submit" disabled={!complete}>
          {flow.copy('continue')}
        </Button>
        <ResendLink left={props.resendLeft} onResend={props.onResend} />
        <Button variant="link" onClick={props.onChangePhone}>
          {flow.copy('change')}
        </Button>
        <Button variant="link" onClick={props.onReverseOtp}>
          {flow.copy('reverseOtp')}
        </Button>
      </div>
    </form>
  );
}
