// The start screen (/home, /home/:phoneNumber): phone entry, then code entry,
// then the user lookup and the post-login route. Also finishes a reverse-OTP
// verification when the vendor sends the person back with ?sessionUuid=.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { keepQueryInSession, readSession, SESSION_KEYS, writeSession } from '../../adapters/session';
import type { ApiError } from '../../api/api-error';
import type { Run } from '../../calls/run';
import { resetCall } from '../../calls/run';
import { readPhone, shownPhone } from '../../domain/phone';
import { shellText } from '../../engine/shell-copy';
import { type Flow, useFlow } from '../../flow/flow-context';
import { LEFT, type RunOutcome, useOnce } from '../../flow/use-once';
import { useRun } from '../../flow/use-run';
import { Spinner } from '../../ui/spinner';
import { useCountdown } from '../../ui/use-countdown';
import { PhoneEntry } from './phone-entry';

/** The reverse-OTP start answered well but gave no redirection_url: there is nowhere to send the person. */
const nowhereToGo = (error: ApiError) => error.status >= 200 && error.status < 300;

// What the start screen loads only when it needs it (the rest of what loads when: app/loading.ts).
// The code view comes after 'Continuar', so it is not part of the first paint
// (its 95 KiB budget, scripts/bundle-budgets.ts): its chunk is fetched once the phone is valid,
// while the person is about to tap, and is there before the code is sent.
const loadCodeEntry = () => import('./code-entry');
const CodeEntry = lazy(() => loadCodeEntry().then((m) => ({ default: m.CodeEntry })));
// The same for the anonymous id (its SHA-1) and the view of a reverse OTP that
// gave nowhere to go: the id is needed by the first call, not the first paint.
// A chunk that cannot be fetched (offline) fails inside the call, as the call
// itself would: the error modal says there is no connection.
const loadAnonymousId = () => import('../../domain/anonymous-id').then((m) => m.anonymousIdFor);
// And the routing after the code check (the user lookup, the lead, the next_step tables):
// each check's input waits for it, so a chunk that cannot come fails that call, before
// the code is spent.
const loadAfterLogin = () => import('../../flow/use-route-after-login').then((m) => m.routeAfterLogin);
const ReverseOtpNotice = lazy(() => import('./reverse-otp-notice').then((m) => ({ default: m.ReverseOtpNotice })));
// The IP lookup is the reverse one-time password's alone: not part of the first screen.
const loadPublicIp = () => import('../../adapters/public-ip').then((m) => m.publicIp);

/** Query params live in sessionStorage for the later steps (spec section 2), kept on the first render. */
function useQueryKept(query: URLSearchParams, rules: Record<string, unknown>) {
  const queryKept = useRef(false);
  if (!queryKept.current) {
    queryKept.current = true;
    keepQueryInSession(
      query,
      [...SESSION_KEYS].filter((k) => k !== 'clientToken' && k !== 'applicant'),
    );
    if (!readSession('otp-vendor')) writeSession('otp-vendor', String(rules.otpVendor ?? 'veriphone'));
  }
}

/** Back from the reverse-OTP vendor with ?sessionUuid=: validates the session, then routes. */
function useReverseOtpReturn(sessionUuid: string | null, flow: Flow, run: Run) {
  useEffect(() => {
    if (!sessionUuid) return;
    void (async () => {
      const r = await run('validateReverseOtp', async () => {
        await loadAfterLogin();
        return { session_id: sessionUuid };
      });
      if (!r.ok) return;
      writeSession('clientToken', r.data.access_token);
      const verified = r.data.phone_number.replace(/\D/g, '').slice(-10);
      writeSession('phone_number', verified);
      const id = await loadAnonymousId().catch(() => null);
      if (id) await (await loadAfterLogin())(flow, run, verified, id(verified));
    })();
  }, [sessionUuid, flow, run]);
}

/** The code view and the anonymous id are fetched once the phone is valid, while the person is about to tap. */
function usePreloadWhen(valid: boolean) {
  useEffect(() => {
    if (!valid) return;
    void loadCodeEntry().catch(() => undefined);
    void loadAnonymousId().catch(() => undefined);
    void loadAfterLogin().catch(() => undefined);
  }, [valid]);
}

/** The spec's anonymous id of the phone typed, written to the session for the later steps. */
async function keptAnonymousId(digits: string): Promise<string> {
  const id = (await loadAnonymousId())(digits);
  writeSession('phone_number', digits);
  writeSession('anonymous_id', id);
  return id;
}

/**
 * otp-vendor picks the first way in: the SMS code ('veriphone', the default, or any other
 * value) or, for the value naming the reverse flow, the reverse one-time password. The other
 * way is always offered beside it.
 */
function reverseOtpFirst(query: URLSearchParams, rules: Record<string, unknown>): boolean {
  const vendor = query.get('otp-vendor') || readSession('otp-vendor') || String(rules.otpVendor ?? 'veriphone');
  return vendor === String(rules.reverseOtpVendor ?? 'reverse-otp');
}

/**
 * The phone as the field shows it, and the national digits it reads as ('' until it reads as
 * a number). A number in the link (/home/{phoneNumber}) is read as a typed one: '+525512345678'
 * is 55 1234 5678. 'Continuar' needs those digits to match the step's pattern (spec 5).
 */
function usePhone(flow: Flow) {
  const [phone, setPhone] = useState(() => shownPhone(flow.params.phoneNumber ?? '', flow.country));
  const reading = readPhone(phone, flow.country);
  const digits = reading.kind === 'number' ? reading.digits : '';
  return { phone, setPhone, digits, valid: new RegExp(String(flow.step.rules?.phonePattern)).test(digits) };
}

/** What the start's calls need: the flow and its run, the phone's digits and its anonymous id. */
interface Caller {
  flow: Flow;
  run: Run;
  digits: string;
  anonymousId: () => Promise<string>;
}

/** Checks the code typed, then routes as the user lookup says. */
async function validateCode({ flow, run, digits, anonymousId }: Caller, code: string): Promise<RunOutcome> {
  let id = '';
  let routeAfterLogin: Awaited<ReturnType<typeof loadAfterLogin>> | undefined;
  const r = await run('validateCode', async () => {
    id = await anonymousId();
    routeAfterLogin = await loadAfterLogin();
    return { code, phone_number: digits, anonymous_id: id };
  });
  if (!r.ok || !routeAfterLogin) return;
  writeSession('clientToken', r.data.authentication.access_token);
  return (await routeAfterLogin(flow, run, digits, id)) ? LEFT : undefined;
}

/** Off to the reverse-OTP vendor; `nowhere` shows the view that says what to do when it gave no address. */
async function startReverseOtp({ run, digits, anonymousId }: Caller, nowhere: () => void): Promise<RunOutcome> {
  const r = await run(
    'startReverseOtp',
    async () => {
      const anonymous_id = await anonymousId();
      const ip_address = await (await loadPublicIp())();
      return { phone_number: digits, anonymous_id, ip_address };
    },
    // A well-formed answer without a redirection_url (nowhere to continue) is answered by
    // the 'reverse' view, not the modal: it says what to do next.
    { unshown: nowhereToGo },
  );
  if (r.ok) {
    window.location.assign(r.data.redirection_url);
    return LEFT;
  }
  if (r.error && nowhereToGo(r.error)) flushSync(nowhere);
  return undefined;
}

export function StartScreen() {
  const flow = useFlow();
  const rules = flow.step.rules ?? {};
  const resendSeconds = Number(rules.resendSeconds ?? 60);
  const { phone, setPhone, digits, valid } = usePhone(flow);
  const [code, setCode] = useState('');
  const [view, setView] = useState<'phone' | 'code' | 'reverse'>('phone');
  const resend = useCountdown(0);
  const run = useRun();
  // One tap, one chain: the code check is followed by the lookup and the lead, and
  // run only drops a call of the operation still running, not the next one of the chain.
  const once = useOnce();
  useQueryKept(flow.query, rules);
  usePreloadWhen(valid);
  const anonymousId = () => keptAnonymousId(digits);
  const reverseFirst = reverseOtpFirst(flow.query, rules);
  useReverseOtpReturn(flow.query.get('sessionUuid'), flow, run);

  async function requestCode() {
    const r = await run('sendCode', async () => ({ anonymous_id: await anonymousId(), phone_number: digits }));
    if (!r.ok) return;
    // On screen before the tap guard is released: a tap queued behind the answer
    // must find the code view, not the 'Continuar' that sends the code again.
    flushSync(() => {
      setCode('');
      setView('code');
      resend.restart(resendSeconds);
    });
  }

  const validate = () => validateCode({ flow, run, digits, anonymousId }, code);
  const reverseOtp = () => startReverseOtp({ flow, run, digits, anonymousId }, () => setView('reverse'));

  // The notice's 'Recibir código por SMS' within the resend wait of a code already
  // sent: back to that code's view, not a second SMS (spec 4: 60 s between sends).
  function smsInstead() {
    if (resend.left > 0) setView('code');
    else void once(requestCode);
  }

  function changePhone() {
    resetCall('sendCode');
    resetCall('validateCode');
    resetCall('startReverseOtp');
    setCode('');
    resend.restart(0);
    setView('phone');
  }

  return (
    <div className="page">
      {view === 'phone' ? (
        <PhoneEntry
          phone={phone}
          onPhone={setPhone}
          valid={valid}
          onSubmit={() => void once(reverseFirst ? reverseOtp : requestCode)}
          other={
            reverseFirst
              ? { label: flow.copy('smsInstead'), run: () => void once(requestCode) }
              : { label: flow.copy('reverseOtp'), run: () => void once(reverseOtp) }
          }
        />
      ) : view === 'reverse' ? (
        <Suspense fallback={<Spinner label={shellText('loading')} />}>
          <ReverseOtpNotice
            phone={digits}
            onSms={smsInstead}
            onRetry={() => void once(reverseOtp)}
            onChangePhone={changePhone}
          />
        </Suspense>
      ) : (
        <Suspense fallback={<Spinner label={shellText('loading')} />}>
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
