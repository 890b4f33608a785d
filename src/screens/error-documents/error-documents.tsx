// Documents rejected (spec 2 and 8): tips for the next attempt and 'Reiniciar
// evaluación', back to /send-contract-sign with the link's five ids. With no
// attempts left (verifications_left ≤ 0) a modal says so instead and offers
// the support chat. The attempts are read again on arrival with the
// verification_type the review used; until then the review's last answer stands.
import { useEffect, useMemo, useRef, useState } from 'react';
import { callState } from '../../calls/call-state';
import type { IdentityStatus } from '../../domain/answers';
import { hasIds, signingLink, statusInput, verificationTypeOf } from '../../domain/signing-link';
import type { CustomStep } from '../../engine/types';
import { useFlow } from '../../flow/flow-context';
import { useRun } from '../../flow/use-run';
import { Icon } from '../../ui/icon';
import { Modal } from '../../ui/modal';
import { LinkButtons, SupportChatLink } from '../link-buttons';
import './error-documents.css';
import { StepHeading } from '../step-heading';

/** The copy keys of the tips (tip1, tip2, …) in manifest order: a new tip is one more key. */
function tips(copy: Record<string, string> | undefined): string[] {
  return Object.entries(copy ?? {})
    .filter(([key]) => /^tip\d+$/.test(key))
    .map(([key]) => key);
}

export default function ErrorDocuments() {
  const flow = useFlow();
  const run = useRun();
  const step = flow.step as CustomStep;
  const link = useMemo(() => signingLink(flow.params, flow.query), [flow.params, flow.query]);
  const verificationType = verificationTypeOf(flow.query.get('verification_type'));
  const [left, setLeft] = useState<number | null>(
    () => callState<IdentityStatus>('contract', 'userMati').data?.verifications_left ?? null,
  );
  const [modalClosed, setModalClosed] = useState(false);
  const exhausted = left !== null && left <= 0;

  // Once per visit (React's dev double effects must not ask twice).
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !hasIds(link, ['user_type_id', 'user_id', 'person_type'])) return;
    checked.current = true;
    void run('getIdentityStatus', statusInput(link, verificationType)).then((r) => {
      if (r.ok) setLeft(r.data.verifications_left);
    });
  }, [run, link, verificationType]);

  const support = <SupportChatLink label={flow.copy('support')} text={flow.copy('supportChat')} />;

  return (
    <div className="page">
      <div className="page-center">
        {step.icon ? <Icon name={step.icon} /> : null}
        <StepHeading title={step.title} text={step.text} />
      </div>
      <h2 className="tips-title">{flow.copy('tipsTitle')}</h2>
      <ul className="tips">
        {tips(step.copy).map((key) => (
          <li key={key}>{flow.copy(key)}</li>
        ))}
      </ul>
      {exhausted ? <div className="actions">{support}</div> : <LinkButtons buttons={step.buttons ?? []} link={link} />}
      {exhausted && !modalClosed ? (
        <Modal title={flow.copy('exhaustedTitle')} onClose={() => setModalClosed(true)} actions={support}>
          <p>{flow.copy('exhaustedText')}</p>
        </Modal>
      ) : null}
    </div>
  );
}
