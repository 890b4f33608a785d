// The contract signing entry (/send-contract-sign, spec 2 and 4). The link names
// the person (user_id, user_type_id, type) and both names. On arrival the
// identity status is read: with no attempts left signing is blocked; an
// approved identity is verified again (REVERIFICATION, with its identity id),
// anything else for the first time (VERIFICATION). When the widget finishes,
// the review screen waits for the verdict. 'Ver contrato' opens the document.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { openInNewWindow } from '../../adapters/chat';
import type { IdentityResult } from '../../adapters/identity/identity-types';
import { useFlow } from '../../flow/flow-context';
import { useRun } from '../../flow/use-run';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import './contract-sign.css';
import {
  hasIds,
  linkParams,
  type SigningLink,
  signingLink,
  statusInput,
  type VerificationType,
} from '../../domain/signing-link';
import { SupportChatLink } from '../link-buttons';
import { IdentityWidget } from './identity-widget';

type Check =
  | { kind: 'checking' }
  | { kind: 'failed' }
  | { kind: 'exhausted' }
  | { kind: 'ready'; verificationType: VerificationType; identityId?: string; left: number };

/** The identity status, read once per visit: how many attempts are left and which verification comes next. */
function useIdentityCheck(run: ReturnType<typeof useRun>, link: SigningLink, complete: boolean) {
  const [check, setCheck] = useState<Check>({ kind: 'checking' });

  const runCheck = useCallback(async () => {
    setCheck({ kind: 'checking' });
    const r = await run('getIdentityStatus', statusInput(link, 'VERIFICATION'));
    if (!r.ok) {
      // null: the same check is already running (it will set the state).
      if (r.error) setCheck({ kind: 'failed' });
      return;
    }
    const { status, verifications_left: left, mati_identity_id } = r.data;
    if (left <= 0) return setCheck({ kind: 'exhausted' });
    if (status === 'APPROVED') {
      return setCheck({ kind: 'ready', verificationType: 'REVERIFICATION', identityId: mati_identity_id, left });
    }
    setCheck({ kind: 'ready', verificationType: 'VERIFICATION', left });
  }, [run, link]);

  // Once per visit (React's dev double effects must not ask twice).
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !complete) return;
    checked.current = true;
    void runCheck();
  }, [complete, runCheck]);

  return { check, runCheck };
}

export default function ContractSign() {
  const flow = useFlow();
  const run = useRun();
  const link = useMemo(() => signingLink(flow.params, flow.query), [flow.params, flow.query]);
  const complete = hasIds(link);
  const { check, runCheck } = useIdentityCheck(run, link, complete);
  const [newLinkOpen, setNewLinkOpen] = useState(!complete);
  const [opening, setOpening] = useState(false);

  async function viewContract() {
    // The window opens inside the tap, so pop-up blockers allow it; it is sent to
    // the document once the address arrives. Cut off from this page, as noopener would.
    const win = window.open('', '_blank');
    if (win) win.opener = null;
    setOpening(true);
    const r = await run('getContract', { user_type_id: link.user_type_id, user_id: link.user_id });
    setOpening(false);
    if (!r.ok) {
      win?.close();
      return;
    }
    // A web address, resolved against this page (the operation checked it: webUrl).
    const { url } = r.data;
    if (win) win.location.href = url;
    else openInNewWindow(url);
  }

  function finished(result: IdentityResult, verificationType: VerificationType) {
    // Leaving the widget is not finishing it: the person may start it again.
    if (result === 'cancelled') return;
    flow.go(flow.exit('verified', { query: { verification_type: verificationType } }), { params: linkParams(link) });
  }

  return (
    <div className="page">
      {flow.step.icon ? <Icon name={flow.step.icon} /> : null}
      <h1>{flow.t(flow.step.title)}</h1>
      {complete ? (
        <>
          {flow.step.text?.map((line) => (
            <p key={line} className="lead">
              {flow.t(line)}
            </p>
          ))}
          <div className="actions">
            <Button variant="secondary" onClick={() => void viewContract()} disabled={opening} aria-busy={opening}>
              {flow.copy('viewContract')}
            </Button>
          </div>
          <Verification check={check} onRetry={() => void runCheck()} onFinish={finished} link={link} />
        </>
      ) : (
        <>
          <p className="lead">{flow.copy('newLinkText')}</p>
          <div className="actions">
            <SupportChatLink label={flow.copy('contactAnalyst')} text={flow.copy('newLinkChat')} />
          </div>
        </>
      )}
      {newLinkOpen ? <NewLinkModal onClose={() => setNewLinkOpen(false)} /> : null}
    </div>
  );
}

/** A link without its ids: ask the analyst for a new one. */
function NewLinkModal({ onClose }: { onClose: () => void }) {
  const flow = useFlow();
  return (
    <Modal
      title={flow.copy('newLinkTitle')}
      onClose={onClose}
      actions={
        <>
          <SupportChatLink label={flow.copy('contactAnalyst')} text={flow.copy('newLinkChat')} />
          <Button variant="secondary" onClick={onClose}>
            {flow.copy('close')}
          </Button>
        </>
      }
    >
      <p>{flow.copy('newLinkText')}</p>
    </Modal>
  );
}

function Verification(props: {
  check: Check;
  link: SigningLink;
  onRetry: () => void;
  onFinish: (result: IdentityResult, verificationType: VerificationType) => void;
}) {
  const flow = useFlow();
  const { check, link } = props;
  if (check.kind === 'checking') return <Spinner label={flow.copy('checking')} />;
  if (check.kind === 'failed') {
    return (
      <div className="actions">
        <p>{flow.copy('checkFailed')}</p>
        <Button onClick={props.onRetry}>{flow.copy('retryCheck')}</Button>
      </div>
    );
  }
  if (check.kind === 'exhausted') {
    return (
      <div className="actions">
        <p className="notice" role="alert">
          {flow.copy('exhausted')}
        </p>
        <SupportChatLink label={flow.copy('support')} text={flow.copy('supportChat')} />
      </div>
    );
  }
  const { verificationType, identityId, left } = check;
  return (
    <IdentityWidget
      metadata={{
        user_id: link.user_id,
        user_type_id: link.user_type_id,
        person_type: link.person_type,
        verification_type: verificationType,
        verifications_left: String(left),
      }}
      {...(identityId ? { identityId } : {})}
      onFinish={(result) => props.onFinish(result, verificationType)}
    />
  );
}
