// The applicant's credit-bureau consent NIP ('Paso 6 de 6', spec 2 and 4): the
// NIP is requested on arrival (unless ?already-sent=true), a default NIP from
// the answer is prefilled, Continue confirms it and the waiting screen routes on.
import { useEffect, useRef, useState } from 'react';
import { resetCall } from '../../calls/run';
import { useFlow } from '../../flow/flow-context';
import { LEFT, type RunOutcome, useOnce } from '../../flow/use-once';
import { useRun } from '../../flow/use-run';
import { onlyDigits } from '../../ui/digit-boxes/digit-boxes';
import { ProgressBar } from '../../ui/progress-bar';
import { useToast } from '../../ui/toast';
import { NipForm, useResendLock } from '../nip-form';

/** The applicant's account type (spec 9). */
const APPLICANT = 'SK';

export default function NipScreen() {
  const flow = useFlow();
  const run = useRun();
  const rules = flow.step.rules ?? {};
  const length = Number(rules.nipLength ?? 4);
  const toast = useToast(Number(rules.toastMs ?? 10_000));
  const userId = flow.params.user_id ?? '';
  const alreadySent = flow.query.get('already-sent') === 'true';
  const [nip, setNip] = useState('');
  const resendLock = useResendLock();
  // One tap, one call: taps on 'Continuar' queued behind a confirmed NIP must not confirm it again.
  const once = useOnce();

  // Once per visit: React's dev double effects (StrictMode) must not send a second SMS.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current || alreadySent) return;
    requested.current = true;
    void run('requestNip', { id: userId, type: APPLICANT }).then((r) => {
      const prefill = r.ok ? r.data.nip : undefined;
      // A NIP the person already started typing wins over the default.
      if (prefill) setNip((typed) => typed || onlyDigits(prefill, length));
    });
  }, [alreadySent, userId, run, length]);

  // Leaving the screen clears the NIP state (spec 4), so a later visit starts clean.
  useEffect(
    () => () => {
      resetCall('requestNip');
      resetCall('confirmNip');
    },
    [],
  );

  async function resend() {
    const r = await run('requestNip', { id: userId, type: APPLICANT, resend: true });
    if (!r.ok) return;
    if (r.data.nip) setNip(onlyDigits(r.data.nip, length));
    resendLock.start();
    toast.show(flow.copy('resent'));
  }

  async function confirm(): Promise<RunOutcome> {
    // A failed confirm keeps the typed NIP: the error modal explains, the person retries.
    const r = await run('confirmNip', { id: userId, type: APPLICANT, nip });
    if (!r.ok) return;
    flow.go(flow.exit('sent'), { params: { user_id: userId } });
    return LEFT;
  }

  return (
    <div className="page">
      {flow.step.progress ? <ProgressBar {...flow.step.progress} /> : null}
      <NipForm
        nip={nip}
        onNip={setNip}
        length={length}
        onConfirm={() => void once(confirm)}
        onResend={() => void once(resend)}
        resendLeft={resendLock.left}
        toast={toast.message}
      />
    </div>
  );
}
