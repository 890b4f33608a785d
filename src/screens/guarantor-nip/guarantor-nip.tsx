// The guarantor's consent NIP (send-nip-partner, spec 2-5): the NIP is requested
// on arrival, the answer names the guarantor and the shopkeeper and may carry a
// default NIP; Continue confirms it and thanks the guarantor. 'Cambiar número'
// changes where the NIP goes and requests it again there.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { resetCall } from '../../calls/run';
import { shownName } from '../../domain/shown-name';
import { useFlow } from '../../flow/flow-context';
import { LEFT, type RunOutcome, useOnce } from '../../flow/use-once';
import { useRun } from '../../flow/use-run';
import { Button } from '../../ui/button';
import { onlyDigits } from '../../ui/digit-boxes/digit-boxes';
import { useToast } from '../../ui/toast';
import { NipForm, useResendLock } from '../nip-form';
import { ChangePhoneForm } from './change-phone';
import { guarantorParams, showPhone } from './guarantor-params';

interface Names {
  collateralName: string;
  shopkeeperName: string;
}

/**
 * The NIP sent on arrival, once per visit, and asked for again on demand; the
 * answer's names and default NIP. Leaving the screen forgets the three calls.
 */
function useNipRequest(link: ReturnType<typeof guarantorParams>, run: ReturnType<typeof useRun>, length: number) {
  const [names, setNames] = useState<Names | null>(null);
  const [nip, setNip] = useState('');

  /** Requests the NIP; `keepTyped` leaves a NIP the person already typed in place of the default. */
  const requestNip = useCallback(
    async (opts: { resend?: boolean; keepTyped?: boolean } = {}) => {
      if (!link) return false;
      const { userId, userTypeId, to } = link;
      const r = await run('requestAvalNip', {
        id: userId,
        type: userTypeId,
        to,
        ...(opts.resend ? { resend: true } : {}),
      });
      if (!r.ok) return false;
      // An answer without both names (a bare 204) greets nobody, and leaves an earlier greeting as it was.
      const answered = {
        collateralName: shownName(r.data.collateralName),
        shopkeeperName: shownName(r.data.shopkeeperName),
      };
      if (answered.collateralName && answered.shopkeeperName) setNames(answered);
      const prefill = r.data.nip ? onlyDigits(r.data.nip, length) : '';
      if (prefill) setNip((typed) => (opts.keepTyped && typed) || prefill);
      return true;
    },
    [link, run, length],
  );

  // Once per visit (React's dev double effects must not send a second SMS).
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current || !link) return;
    requested.current = true;
    void requestNip({ keepTyped: true });
  }, [link, requestNip]);

  useEffect(
    () => () => {
      resetCall('requestAvalNip');
      resetCall('confirmAvalNip');
      resetCall('changeAvalPhone');
    },
    [],
  );

  return { names, nip, setNip, requestNip };
}

export default function GuarantorNip() {
  const flow = useFlow();
  const run = useRun();
  const rules = flow.step.rules ?? {};
  const length = Number(rules.nipLength ?? 4);
  const toast = useToast(Number(rules.toastMs ?? 10_000));
  const link = useMemo(() => guarantorParams(flow), [flow]);
  const [phone, setPhone] = useState(link?.phone ?? '');
  const [view, setView] = useState<'nip' | 'phone'>('nip');
  const resendLock = useResendLock();
  // One tap, one call: taps on 'Continuar' queued behind a confirmed NIP must not confirm it again.
  const once = useOnce();
  const { names, nip, setNip, requestNip } = useNipRequest(link, run, length);

  if (!link) {
    return (
      <div className="page page-center">
        <h1>{flow.t(flow.step.title)}</h1>
        <p className="lead">{flow.copy('invalidLink')}</p>
      </div>
    );
  }
  const { userId, userTypeId, to } = link;

  async function resend() {
    if (!(await requestNip({ resend: true }))) return;
    resendLock.start();
    toast.show(flow.copy('resent'));
  }

  async function confirm(): Promise<RunOutcome> {
    const r = await run('confirmAvalNip', { id: userId, type: userTypeId, to, nip });
    if (!r.ok) return;
    flow.go(flow.exit('confirmed'));
    return LEFT;
  }

  async function changePhone(digits: string) {
    const next = `${flow.country.phonePrefix}${digits}`;
    const r = await run('changeAvalPhone', {
      id: userId,
      type: userTypeId,
      aval_type: to,
      phone_number: phone.replace(/[^\d+]/g, ''),
      new_phone_number: next,
    });
    if (!r.ok) return;
    setPhone(next);
    setNip('');
    setView('nip');
    await requestNip();
  }

  if (view === 'phone') {
    return (
      <div className="page">
        <ChangePhoneForm onSubmit={(d) => void once(() => changePhone(d))} onCancel={() => setView('nip')} />
      </div>
    );
  }

  const data = { ...names, phone: phone ? showPhone(phone, flow.country) : '' };
  return (
    <div className="page">
      <NipForm
        nip={nip}
        onNip={setNip}
        length={length}
        onConfirm={() => void once(confirm)}
        onResend={() => void once(resend)}
        resendLeft={resendLock.left}
        data={data}
        lead={names ? <p className="lead">{flow.copy('greeting', data)}</p> : null}
        note={phone ? <p className="field-hint">{flow.copy('sentTo', data)}</p> : null}
        moreActions={
          <Button variant="link" onClick={() => setView('phone')}>
            {flow.copy('changePhone')}
          </Button>
        }
        toast={toast.message}
      />
    </div>
  );
}
