// The waiting screen (spec 2 and 4): while the lender evaluates the request it
// polls the user detail every 5 s, up to 12 times, and goes wherever the
// manifest's tables send the user (whileWaiting rows first); still waiting after
// the last check, it goes to /something-happened. A status the step's onError
// routes (422 → /rejected, spec 8) ends the wait there; other failures are reported
// and retried at the next check. History is replaced, so Back does not return here.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { readSession, writeSession } from '../../adapters/session';
import { track } from '../../calls/call-state';
import { poll } from '../../calls/poll';
import { targetForUser, type UserState, userValues } from '../../engine/next-step';
import { useFlow } from '../../flow/flow-context';
import { userIdOf } from '../../flow/use-route-by-user';

const APPLICANT = 'SK';

/** The detail's phone (optional in the answer), as the 10 digits the routes use. */
function phoneOf(detail: unknown): string {
  const raw = (detail as { phone_number?: unknown } | null)?.phone_number;
  return typeof raw === 'string' ? raw.replace(/\D/g, '').slice(-10) : '';
}

export default function WaitingScreen() {
  const flow = useFlow();
  const navigate = useNavigate();
  const rules = flow.step.rules ?? {};
  const intervalMs = Number(rules.intervalMs ?? 5000);
  const attempts = Number(rules.attempts ?? 12);
  const userId = flow.params.user_id ?? '';

  // The poll outlives re-renders; it reads the latest flow through a ref instead
  // of restarting whenever the context object changes.
  const latest = useRef({ flow, navigate });
  latest.current = { flow, navigate };

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let tick = 0;

    /** Where the user should be now, or null while still waiting (or when this check failed). */
    async function check(): Promise<string | null> {
      const { flow: f } = latest.current;
      // A poll, not a tracked call: a tracked call would flash the loading overlay every
      // 5 s and open the error modal on each failed check. Spec 8: a 422 on any origination
      // call goes to /rejected, and the poll asks the registration service too, so the step's
      // onError routes it like any other step's; any other failure is reported and tried again
      // at the next check.
      const onError = 'onError' in f.step ? f.step.onError : undefined;
      const answer = await poll('getUserDetail', { type: APPLICANT, id: userId }, (e) =>
        Boolean(onError?.[String(e.status)]),
      );
      // The question changed while it was asked (another user, or the screen left): the
      // answer is worthless, and must not replace the detail or the phone of the current one.
      if (stopped) return null;
      if (!answer.ok) {
        const routed = answer.error ? onError?.[String(answer.error.status)] : undefined;
        return routed ? f.href(routed) : null;
      }
      const detail = answer.data;
      // Stored without start(): no overlay; later screens still see the latest detail.
      track.succeed('origination.userDataDetail', detail);
      const user = detail as UserState;
      const target = targetForUser(f.manifest.routing, user, true);
      if (target.step === f.stepId) return null;
      // A link opened on another device, or storage cleared: the session has no phone, so
      // it comes from the detail when it carries one (and is kept for the next steps).
      const phone = readSession('phone_number') || phoneOf(detail);
      if (phone && !readSession('phone_number')) writeSession('phone_number', phone);
      try {
        return f.href(target, {
          params: { phoneNumber: phone || undefined, user_id: userIdOf(user) || userId },
          values: userValues(user),
        });
      } catch {
        // Still no phone, and the next step's path needs it: the start screen verifies the
        // number and routes the person by the same tables (rather than 12 useless polls).
        // With a phone, a path that cannot be built is tried again at the next check.
        return phone ? null : f.href(f.exit('noPhone'));
      }
    }

    async function run() {
      const started = Date.now();
      tick += 1;
      const href = await check();
      if (stopped) return;
      const { flow: f, navigate: nav } = latest.current;
      if (href) return void nav(href, { replace: true });
      if (tick >= attempts) return f.go(f.exit('gaveUp'));
      // A steady cadence without overlap: the next check starts 5 s after this one started.
      timer = setTimeout(run, Math.max(0, intervalMs - (Date.now() - started)));
    }

    timer = setTimeout(run, intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [userId, intervalMs, attempts]);

  return (
    <div className="page page-center">
      {flow.step.title ? <h1>{flow.t(flow.step.title)}</h1> : null}
      <div role="status">
        <div className="spinner-wrap">
          <span className="spinner" aria-hidden="true" />
        </div>
        {flow.step.text?.map((line) => (
          <p key={line} className="lead">
            {flow.t(line)}
          </p>
        ))}
      </div>
    </div>
  );
}
