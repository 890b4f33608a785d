// The NIP form both consent screens draw (the applicant's and the guarantor's):
// the step's title and lines, the digit boxes, 'Continuar' once every digit is
// there, the resend link and the toast. What each screen sends stays its own.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../ui/button';
import { Toast } from '../ui/toast';
import { DigitBoxes } from '../widgets/digit-boxes/digit-boxes';
import { useFlow } from './flow-context';

export function NipForm(props: {
  nip: string;
  onNip: (nip: string) => void;
  length: number;
  onConfirm: () => void;
  onResend: () => void;
  /** Values for the step's text placeholders ({collateralName}, {phone}). */
  data?: Record<string, unknown>;
  /** Shown before the step's lines (the guarantor's greeting) and after them (where the NIP went). */
  lead?: ReactNode;
  note?: ReactNode;
  /** More links beside 'Reenviar' ('Cambiar número'). */
  moreActions?: ReactNode;
  toast: string | null;
}) {
  const flow = useFlow();
  const complete = props.nip.length === props.length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (complete) props.onConfirm();
  };
  return (
    <>
      <form onSubmit={submit} noValidate>
        <h1>{flow.t(flow.step.title)}</h1>
        {props.lead}
        {flow.step.text?.map((line) => (
          <p key={line} className="lead">
            {flow.t(line, props.data)}
          </p>
        ))}
        {props.note}
        <DigitBoxes
          name="nip"
          label={flow.copy('nipLabel')}
          length={props.length}
          value={props.nip}
          onChange={props.onNip}
          autoFocus
          oneTap
        />
        <div className="actions">
          <Button type="submit" disabled={!complete}>
            {flow.copy('continue')}
          </Button>
          <Button variant="link" onClick={props.onResend}>
            {flow.copy('resend')}
          </Button>
          {props.moreActions}
        </div>
      </form>
      <Toast message={props.toast} />
    </>
  );
}
