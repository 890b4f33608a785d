// The NIP form both consent screens draw (the applicant's and the guarantor's):
// the step's title and lines, the digit boxes, 'Continuar' once every digit is
// there, the resend link with its lock and the toast. What each screen sends stays its own.
import { type FormEvent, type ReactNode, useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useFlow } from '../flow/flow-context';
import { Button } from '../ui/button';
import { DigitBoxes } from '../ui/digit-boxes/digit-boxes';
import { Toast } from '../ui/toast';
import { useCountdown } from '../ui/use-countdown';
import { ResendLink } from './resend-link';

/**
 * Spec 4's resend lock: after a resend, 'Reenviar' waits the step's
 * `rules.resendSeconds` (60). `start()` puts the disabled button on screen at
 * once, before the tap guard (use-once) is released: a tap queued behind the
 * answer must find it disabled, not send another SMS.
 */
export function useResendLock(): { left: number; start: () => void } {
  const flow = useFlow();
  const seconds = Number(flow.step.rules?.resendSeconds ?? 60);
  const { left, restart } = useCountdown(0);
  const start = useCallback(() => flushSync(() => restart(seconds)), [restart, seconds]);
  return { left, start };
}

export function NipForm(props: {
  nip: string;
  onNip: (nip: string) => void;
  length: number;
  onConfirm: () => void;
  onResend: () => void;
  /** Seconds until 'Reenviar' takes a tap again (spec 4's resend lock); 0 when it does. */
  resendLeft: number;
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
          <ResendLink left={props.resendLeft} onResend={props.onResend} />
          {props.moreActions}
        </div>
      </form>
      <Toast message={props.toast} />
    </>
  );
}
