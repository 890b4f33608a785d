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
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chatUrl, openInNewWindow } from '../../adapters/chat';
import { publicIp } from '../../adapters/public-ip';
import type { ApiError } from '../../api/api-error';
import { type CallState, useCallState } from '../../calls/call-state';
import { resetCall, run } from '../../calls/run';
import { shownName } from '../../domain/shown-name';
import { type Flow, useFlow } from '../../flow/flow-context';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Spinner } from '../../ui/spinner';
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

/** The consent's answer: sending, accepted, leaving for the redirection, or failed. */
function useConsent(link: ConsentLink | null) {
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Kept for the record (spec 8: stored as an error), never shown as a message.
  const [failure, setFailure] = useState<ApiError | null>(null);
  const sending = useRef(false);

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

  return { busy, accepted, leaving, failure, accept };
}

type Consent = ReturnType<typeof useConsent>;

function viewOf(sessionId: string, result: ValidationResult, consent: Consent, link: ConsentLink | null): View {
  if (sessionId) return result === 'success' ? 'success' : result === 'error' ? 'error' : 'checking';
  if (consent.leaving) return 'redirecting';
  if (consent.accepted) return 'accepted';
  return link ? 'consent' : 'invalid';
}

/**
 * A new view replaces the one that had focus (the tapped button): focus moves to its heading,
 * in the commit that shows it (a passive effect could run after a frame with focus on the page).
 */
function useFocusOnNewView(view: View) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstView = useRef(view);
  useLayoutEffect(() => {
    if (view !== firstView.current) heading.current?.focus();
  }, [view]);
  return heading;
}

export default function AvalConsent() {
  const flow = useFlow();
  const sessionId = flow.query.get('sessionUuid')?.trim() ?? '';
  const link = consentLink(flow.query);
  const result = validationResult(useCallState('collateral', 'validationResult'));
  const consent = useConsent(link);
  useSessionCheck(sessionId);
  const view = viewOf(sessionId, result, consent, link);
  const heading = useFocusOnNewView(view);

  return (
    <div className="page page-center aval-consent">
      <Logo name={flow.copy('logo')} />
      <ViewBody flow={flow} view={view} heading={heading} consent={consent} />
    </div>
  );
}

interface ViewProps {
  flow: Flow;
  view: View;
  heading: RefObject<HTMLHeadingElement | null>;
  consent: Consent;
}

function ViewBody({ flow, view, heading, consent }: ViewProps) {
  switch (view) {
    case 'checking':
      return <Waiting label={flow.copy('checking')} />;
    case 'redirecting':
      return <Waiting label={flow.copy('redirecting')} />;
    case 'success':
    case 'accepted':
      return (
        <>
          <Icon name="success" />
          <Title heading={heading} text={flow.copy('successTitle')} />
          <p className="lead">{flow.copy(view === 'success' ? 'successText' : 'acceptedText')}</p>
        </>
      );
    case 'error':
      return (
        <>
          <Icon name="sad" />
          <Title heading={heading} text={flow.copy('errorTitle')} />
          <p className="lead">{flow.copy('errorText')}</p>
          <div className="actions">
            <Button onClick={() => openInNewWindow(chatUrl(flow.country.supportChatNumber, flow.copy('supportChat')))}>
              {flow.copy('support')}
            </Button>
          </div>
        </>
      );
    default:
      return <ConsentView flow={flow} view={view} heading={heading} consent={consent} />;
  }
}

/** The default view: the guarantor greeted by name and asked to accept, or told the link is broken. */
function ConsentView({ flow, view, heading, consent }: ViewProps) {
  // Anybody can write a link: its names are shown cut to a name's length (shownName).
  const collateralName = shownName(flow.query.get('collateral_name'));
  const shopkeeperName = shownName(flow.query.get('shopkeeper_name')) || flow.copy('someone');
  const data = { collateralName, shopkeeperName };
  return (
    <>
      <Title heading={heading} text={collateralName ? flow.t(flow.step.title, data) : flow.copy('titleNoName')} />
      {view === 'invalid' ? (
        <p className="lead">{flow.copy('invalidLink')}</p>
      ) : (
        <>
          {flow.step.text?.map((line) => (
            <p key={line} className="lead">
              {flow.t(line, data)}
            </p>
          ))}
          {consent.failure ? (
            <p className="consent-failed" role="alert">
              {flow.copy('acceptFailed')}
            </p>
          ) : null}
          <div className="actions">
            <Button disabled={consent.busy} aria-busy={consent.busy} onClick={() => void consent.accept()}>
              {flow.copy('accept')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

function Title({ heading, text }: { heading: RefObject<HTMLHeadingElement | null>; text: string }) {
  return (
    <h1 ref={heading} tabIndex={-1}>
      {text}
    </h1>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <>
      <Spinner label={label} />
      <p className="lead" aria-hidden="true">
        {label}
      </p>
    </>
  );
}
