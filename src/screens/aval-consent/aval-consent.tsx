// The guarantor's consent (/verify-aval-phone, spec 2 'Guarantor consent screen',
// 4 'Guarantor consent validationResult', 8 'Consent failure').
//
// With a sessionUuid the guarantor comes back from the phone validation: the
// session is checked (validationResult: loading → success | error) and the page
// says '¡Excelente!' or '¡Lo sentimos!'. Without one, the default view greets
// the guarantor by name and asks them to accept the credit consultation; the
// answer may send the browser on (redirection_url, the phone validation).
//
// Two cases the spec leaves open, decided here:
// - Consent accepted with no redirection_url: nothing is left to do, so the
//   page says '¡Excelente!' with its own line (the consent was recorded; no
//   phone was validated, so the session's text would not be true).
// - Consent failed: the error is kept (and reported) but its message is not
//   shown (spec 8); a plain line asks to try again and the button stays.
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chatUrl, openInNewWindow } from '../../adapters/chat';
import { publicIp } from '../../adapters/public-ip';
import type { ApiError } from '../../api/api-error';
import { type CallState, useCallState } from '../../calls/call-state';
import { resetCall, run } from '../../calls/run';
import { shownName } from '../../domain/shown-name';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Spinner } from '../../ui/spinner';
import { useFlow } from '../flow-context';
import { browser } from './leave';
import { Logo } from './logo';
import './aval-consent.css';

type View = 'checking' | 'success' | 'error' | 'redirecting' | 'accepted' | 'invalid' | 'consent';

interface ConsentLink {
  userTypeId: string;
  userId: string;
  collateralId: string;
}

function consentLink(query: URLSearchParams): ConsentLink | null {
  const get = (k: string) => query.get(k)?.trim() ?? '';
  const link = { userTypeId: get('user_type_id'), userId: get('user_id'), collateralId: get('collateral_id') };
  return link.userTypeId && link.userId && link.collateralId ? link : null;
}

/** The spec's validationResult (section 4): the session check's call, as the view reads it. */
export type ValidationResult = 'empty' | 'loading' | 'success' | 'error';
export function validationResult(check: CallState): ValidationResult {
  if (check.loading) return 'loading';
  if (check.error) return 'error';
  return check.data === null ? 'empty' : 'success';
}

/** Checks the guarantor's session once per id (React's dev double effects must not check twice). */
function useSessionCheck(sessionId: string) {
  const checked = useRef('');
  useEffect(() => {
    if (!sessionId || checked.current === sessionId) return;
    checked.current = sessionId;
    // A failed check is a view of this screen ('¡Lo sentimos!'), not the error modal.
    void run('validateAvalSession', { session_id: sessionId }, { unshown: () => true });
  }, [sessionId]);

  useEffect(
    () => () => {
      resetCall('validateAvalSession');
      resetCall('acceptAvalConsult');
    },
    [],
  );
}

export default function AvalConsent() {
  const flow = useFlow();
  const sessionId = flow.query.get('sessionUuid')?.trim() ?? '';
  const link = consentLink(flow.query);
  // Anybody can write a link: its names are shown cut to a name's length (shownName).
  const collateralName = shownName(flow.query.get('collateral_name'));
  const shopkeeperName = shownName(flow.query.get('shopkeeper_name')) || flow.copy('someone');
  const result = validationResult(useCallState('collateral', 'validationResult'));

  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Kept for the record (spec 8: stored as an error), never shown as a message.
  const [failure, setFailure] = useState<ApiError | null>(null);
  const sending = useRef(false);

  useSessionCheck(sessionId);

  let view: View;
  if (sessionId) view = result === 'success' ? 'success' : result === 'error' ? 'error' : 'checking';
  else if (leaving) view = 'redirecting';
  else if (accepted) view = 'accepted';
  else view = link ? 'consent' : 'invalid';

  // A new view replaces the one that had focus (the tapped button): move focus to its heading,
  // in the commit that shows it (a passive effect could run after a frame with focus on the page).
  const heading = useRef<HTMLHeadingElement>(null);
  const firstView = useRef(view);
  useLayoutEffect(() => {
    if (view !== firstView.current) heading.current?.focus();
  }, [view]);

  async function accept() {
    if (sending.current || !link) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const ip_address = await publicIp();
      const r = await run(
        'acceptAvalConsult',
        {
          account_type_id: link.userTypeId,
          account_id: link.userId,
          collateral_id: link.collateralId,
          ip_address,
        },
        // Handled here, not by the error modal (its message is not shown). Spec 8: still
        // stored as an error in its slice, and reported.
        { unshown: () => true },
      );
      if (r.ok) {
        // Only a web address arrives here (redirectionOf).
        if (r.data.redirection_url) {
          setLeaving(true);
          browser.assign(r.data.redirection_url);
        } else {
          setAccepted(true);
        }
      } else if (r.error) {
        setFailure(r.error);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const title = (text: string) => (
    <h1 ref={heading} tabIndex={-1}>
      {text}
    </h1>
  );
  const waiting = (label: string) => (
    <>
      <Spinner label={label} />
      <p className="lead" aria-hidden="true">
        {label}
      </p>
    </>
  );

  let body: ReactNode;
  switch (view) {
    case 'checking':
      body = waiting(flow.copy('checking'));
      break;
    case 'redirecting':
      body = waiting(flow.copy('redirecting'));
      break;
    case 'success':
    case 'accepted':
      body = (
        <>
          <Icon name="success" />
          {title(flow.copy('successTitle'))}
          <p className="lead">{flow.copy(view === 'success' ? 'successText' : 'acceptedText')}</p>
        </>
      );
      break;
    case 'error':
      body = (
        <>
          <Icon name="sad" />
          {title(flow.copy('errorTitle'))}
          <p className="lead">{flow.copy('errorText')}</p>
          <div className="actions">
            <Button onClick={() => openInNewWindow(chatUrl(flow.country.supportChatNumber, flow.copy('supportChat')))}>
              {flow.copy('support')}
            </Button>
          </div>
        </>
      );
      break;
    default: {
      const data = { collateralName, shopkeeperName };
      body = (
        <>
          {title(collateralName ? flow.t(flow.step.title, data) : flow.copy('titleNoName'))}
          {view === 'invalid' ? (
            <p className="lead">{flow.copy('invalidLink')}</p>
          ) : (
            <>
              {flow.step.text?.map((line) => (
                <p key={line} className="lead">
                  {flow.t(line, data)}
                </p>
              ))}
              {failure ? (
                <p className="consent-failed" role="alert">
                  {flow.copy('acceptFailed')}
                </p>
              ) : null}
              <div className="actions">
                <Button disabled={busy} aria-busy={busy} onClick={() => void accept()}>
                  {flow.copy('accept')}
                </Button>
              </div>
            </>
          )}
        </>
      );
    }
  }

  return (
    <div className="page page-center aval-consent">
      <Logo name={flow.copy('logo')} />
      {body}
    </div>
  );
}
