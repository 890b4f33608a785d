// The document review (spec 2 and 4): a countdown from 300 s while the identity
// status is read on arrival and again at 270, 240, … 30 s left. The status → route
// table is the step's `exits` in flows/signing.json, one exit per verdict (APPROVED,
// REJECTED, UNDER_REVIEW) and `expired` at 0 s; their queries carry the link's ids
// and verification_type as {data.…} placeholders. Every exit replaces this page in
// the history, so Back does not come back to the wait.
import { useEffect, useRef } from 'react';
import { track } from '../../calls/call-state';
import { poll } from '../../calls/poll';
import type { IdentityStatus } from '../../domain/answers';
import { type SigningLink, signingLink, statusInput, verificationTypeOf } from '../../domain/signing-link';
import type { Step } from '../../engine/types';
import { exitOf, useFlow } from '../../flow/flow-context';
import { mmss, useCountdown } from '../../ui/use-countdown';
import './review-documents.css';
import { StepHeading } from '../step-heading';

/** The exit a verdict takes, or null for a status with no exit: the documents are still being checked (0). */
export function exitForStatus(step: Step, status: IdentityStatus['status']) {
  const name = String(status);
  return name !== 'expired' && 'exits' in step && step.exits?.[name] ? exitOf(step, name) : null;
}

/** What the exits' {data.…} placeholders read: the link's ids and the verification type. */
const exitData = (link: SigningLink, verificationType: string) => ({
  values: { data: { ...link, verification_type: verificationType } },
});

export default function ReviewDocuments() {
  const flow = useFlow();
  const rules = flow.step.rules ?? {};
  const total = Number(rules.seconds ?? 300);
  const every = Number(rules.pollEverySeconds ?? 30);
  const { left } = useCountdown(total);
  // 0 on arrival, 1 at 270 s left, … 9 at 30 s: each new mark reads the status once,
  // even when a throttled tab skips past a mark.
  const mark = Math.floor((total - left) / every);
  const expired = left <= 0;

  // The poll reads the latest context through a ref instead of restarting with it.
  const latest = useRef(flow);
  latest.current = flow;
  const alive = useRef(true);
  const done = useRef(false);
  const inFlight = useRef(false);
  const polled = useRef(-1);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (expired || done.current || polled.current === mark || inFlight.current) return;
    polled.current = mark;
    inFlight.current = true;
    const f = latest.current;
    const link = signingLink(f.params, f.query);
    const verificationType = verificationTypeOf(f.query.get('verification_type'));
    // A poll, not a tracked call: a failed read must not open the error modal, and none of
    // this may show the overlay. A failure is reported (spec 8) and the next mark tries again.
    void poll('getIdentityStatus', statusInput(link, verificationType))
      .then((answer) => {
        if (!answer.ok || !alive.current || done.current) return;
        // Stored without start(): the next screen may read it, nothing shows loading.
        track.succeed('contract.userMati', answer.data);
        const target = exitForStatus(f.step, answer.data.status);
        if (!target) return;
        done.current = true;
        latest.current.go(target, exitData(link, verificationType));
      })
      .finally(() => {
        inFlight.current = false;
      });
  }, [mark, expired]);

  useEffect(() => {
    if (!expired || done.current) return;
    done.current = true;
    latest.current.go(latest.current.exit('expired'));
  }, [expired]);

  return (
    <div className="page page-center">
      <div className="spinner-wrap">
        <span className="spinner" aria-hidden="true" />
      </div>
      <StepHeading title={flow.step.title} text={flow.step.text} />
      <p className="countdown">
        <span className="visually-hidden">{flow.copy('timeLeft')} </span>
        {mmss(left, ':')}
      </p>
    </div>
  );
}
