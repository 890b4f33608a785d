// The start screen (/home, /home/:phoneNumber): phone entry, then code entry,
// then the user lookup and the post-login route. Also finishes a reverse-OTP
// verification when the vendor sends the person back with ?sessionUuid=.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { publicIp } from '../../adapters/public-ip';
// Each operation by itself, not the registry: the first screen loads only the calls it makes.
import { sendCode } from '../../api/operations/send-code';
import { startReverseOtp } from '../../api/operations/start-reverse-otp';
import { validateCode } from '../../api/operations/validate-code';
import { validateReverseOtp } from '../../api/operations/validate-reverse-otp';
import { useFlow } from '../../app/flow-context';
import { keepQueryInSession, readSession, SESSION_KEYS, writeSession } from '../../app/session';
import { anonymousIdFor } from '../../domain/anonymous-id';
import { Spinner } from '../../ui/spinner';
import { useCountdown } from '../../ui/use-countdown';
import { resetCall } from '../run-call';
import { useCallRunner } from '../use-call-runner';
import { useRouteAfterLogin } from '../use-route-after-login';
import { PhoneEntry } from './phone-entry';

// The code view comes after 'Continuar', so it is not part of the first paint
// (issue 6's 95 KiB budget): its chunk is fetched once the phone is valid,
// while the person is about to tap, and is there before the code is sent.
const loadCodeEntry = () => import('./code-entry');
const CodeEntry = lazy(() => loadCodeEntry().then((m) => ({ default: m.CodeEntry })));

export function StartScreen() {
  const flow = useFlow();
  const rules = flow.step.rules ?? {};
  const pattern = new RegExp(String(rules.phonePattern));
  const resendSeconds = Number(rules.resendSeconds ?? 60);
  const [phone, setPhone] = useState(flow.params.phoneNumber ?? '');
  const [code, setCode] = useState('');
  const [view, setView] = useState<'phone' | 'code'>('phone');
  const resend = useCountdown(0);
  const call = useCallRunner();
  const routeAfterLogin = useRouteAfterLogin();
  const digits = phone.replace(/\D/g, '');
  const valid = pattern.test(phone);
  useEffect(() => {
    if (valid) void loadCodeEntry().catch(() => undefined);
  }, [valid]);
  const anonymousId = anonymousIdFor(digits);

  // One tap, one chain: the code check is followed by the lookup and the lead, and
  // runCall only drops a call of the operation still running, not the next one of
  // the chain. A second tap while any of it runs is ignored.
  const busy = useRef(false);
  async function once(action: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
    } finally {
      busy.current = false;
    }
  }

  // Query params live in sessionStorage for the later steps (spec section 2).
  const queryKept = useRef(false);
  if (!queryKept.current) {
    queryKept.current = true;
    keepQueryInSession(
      flow.query,
      [...SESSION_KEYS].filter((k) => k !== 'clientToken'),
    );
    if (!readSession('otp-vendor')) writeSession('otp-vendor', 'veriphone');
  }

  // Back from the reverse-OTP vendor: validate the session, then route.
  const sessionUuid = flow.query.get('sessionUuid');
  useEffect(() => {
    if (!sessionUuid) return;
    void (async () => {
      const r = await call('validateReverseOtp', () => validateReverseOtp.call({ session_id: sessionUuid }));
      if (!r.ok) return;
      writeSession('clientToken', r.data.access_token);
      const verified = r.data.phone_number.replace(/\D/g, '').slice(-10);
      writeSession('phone_number', verified);
      await routeAfterLogin(verified, anonymousIdFor(verified));
    })();
  }, [sessionUuid, call, routeAfterLogin]);

  async function requestCode() {
    writeSession('phone_number', digits);
    writeSession('anonymous_id', anonymousId);
    const r = await call('sendCode', () => sendCode.call({ anonymous_id: anonymousId, phone_number: digits }));
    if (!r.ok) return;
    setCode('');
    setView('code');
    resend.restart(resendSeconds);
  }

  async function validate() {
    const r = await call('validateCode', () =>
      validateCode.call({ code, phone_number: digits, anonymous_id: anonymousId }),
    );
    if (!r.ok) return;
    writeSession('clientToken', r.data.authentication.access_token);
    await routeAfterLogin(digits, anonymousId);
  }

  async function reverseOtp() {
    const ip = await publicIp();
    const r = await call('startReverseOtp', () =>
      startReverseOtp.call({
        phone_number: digits,
        anonymous_id: anonymousId,
        ip_address: ip,
      }),
    );
    if (r.ok && r.data.redirection_url) window.location.assign(r.data.redirection_url);
  }

  function changePhone() {
    resetCall('sendCode');
    resetCall('validateCode');
    setCode('');
    resend.restart(0);
    setView('phone');
  }

  return (
    <div className="page">
      {view === 'phone' ? (
        <PhoneEntry phone={phone} onPhone={setPhone} valid={valid} onSubmit={() => void once(requestCode)} />
      ) : (
        <Suspense fallback={<Spinner label="Cargando" />}>
          <CodeEntry
            phone={digits}
            code={code}
            onCode={setCode}
            onSubmit={() => void once(validate)}
            onResend={() => void once(requestCode)}
            resendLeft={resend.left}
            onChangePhone={changePhone}
            onReverseOtp={() => void once(reverseOtp)}
          />
        </Suspense>
      )}
    </div>
  );
}
