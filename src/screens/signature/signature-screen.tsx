// The contract signature (spec 2 'Signature screen', 4 'Signature', 5 'Signature').
// Its route is /:user_type_id/:user_id/:person_type/singning and the success
// step is /singning-success: 'singning' is misspelt on purpose, the spelling is
// part of the contract with the links already sent to people, so keep it.
//
// Draw → 'Guardar firma' → accept the terms → the drawing, cropped, is saved
// with the IP geolocation fetched on arrival as its metadata. Saved: on to the
// step's 'signed' exit (singning-success in its flow file). Already signed (the API answers 'user not in progress'):
// a modal with a support chat instead of the error modal. Any other error: the
// error modal, and the drawing stays for another try.
import { useId, useMemo, useState } from 'react';
import { chatUrl, openInNewWindow } from '../../adapters/chat';
import { type Flow, useFlow } from '../../flow/flow-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { type Signer, useSaveSignature } from './use-save-signature';
import { useSignaturePad } from './use-signature-pad';
import './signature-screen.css';

function personTypeOf(value: string | undefined): Signer['person_type'] | null {
  const v = value?.toLowerCase();
  return v === 'titular' || v === 'collateral' ? v : null;
}

/** The signer the link names, or null when the link lacks a part of it. */
function signerOf(params: Flow['params']): Signer | null {
  const { user_type_id, user_id } = params;
  const person_type = personTypeOf(params.person_type);
  return user_type_id && user_id && person_type ? { user_type_id, user_id, person_type } : null;
}

/** The pad's size, pen and crop margin, from the step's rules. */
function padRules(rules: Record<string, unknown>) {
  return {
    width: Number(rules.padWidth ?? 300),
    height: Number(rules.padHeight ?? 470),
    margin: Number(rules.cropMargin ?? 8),
    penColor: String(rules.penColor ?? '#000000'),
    minWidth: Math.max(3, Number(rules.penMinWidth ?? 3)),
    maxWidth: Math.max(3, Number(rules.penMaxWidth ?? 4.5)),
  };
}

export default function SignatureScreen() {
  const flow = useFlow();
  const { margin, ...size } = padRules(flow.step.rules ?? {});
  const pad = useSignaturePad(size);
  const signer = signerOf(flow.params);
  const signing = useSaveSignature({ flow, pad, margin, width: size.width });
  const hintId = useId();

  if (!signer) {
    return (
      <div className="page page-center">
        <h1>{flow.t(flow.step.title)}</h1>
        <p className="lead">{flow.copy('invalidLink')}</p>
      </div>
    );
  }

  return (
    <div className="page signature-page">
      <h1>{flow.t(flow.step.title)}</h1>
      <div id={hintId}>
        {flow.step.text?.map((line) => (
          <p key={line} className="lead">
            {flow.t(line)}
          </p>
        ))}
      </div>
      <SignatureBox flow={flow} pad={pad} size={size} hintId={hintId} saving={signing.saving} />
      <div className="actions">
        <Button disabled={pad.empty || signing.saving} onClick={signing.openTerms}>
          {flow.copy('save')}
        </Button>
        <Button variant="secondary" disabled={pad.empty || signing.saving} onClick={pad.clear}>
          {flow.copy('retry')}
        </Button>
      </div>

      {signing.terms ? (
        <TermsModal flow={flow} onAccept={() => void signing.save(signer)} onClose={signing.closeTerms} />
      ) : null}

      {signing.signed ? <SignedModal flow={flow} onClose={signing.closeSigned} /> : null}
    </div>
  );
}

/** The canvas, covered while the pad loads, when it failed to load, and while saving. */
function SignatureBox({
  flow,
  pad,
  size: { width, height },
  hintId,
  saving,
}: {
  flow: Flow;
  pad: ReturnType<typeof useSignaturePad>;
  size: { width: number; height: number };
  hintId: string;
  saving: boolean;
}) {
  return (
    <div className="signature-box" aria-busy={pad.status === 'loading' || saving}>
      <canvas
        ref={pad.canvasRef}
        className="signature-canvas"
        style={{ width, height }}
        role="img"
        aria-label={flow.copy('padLabel')}
        aria-describedby={hintId}
      />
      {pad.status === 'loading' ? (
        <div className="signature-cover">
          <Spinner label={flow.copy('padLoading')} />
        </div>
      ) : null}
      {pad.status === 'failed' ? (
        <div className="signature-cover" role="alert">
          <p>{flow.copy('padFailed')}</p>
          <Button variant="secondary" onClick={pad.reload}>
            {flow.copy('padRetry')}
          </Button>
        </div>
      ) : null}
      {saving ? (
        <div className="signature-cover">
          <Spinner label={flow.copy('saving')} />
        </div>
      ) : null}
    </div>
  );
}

/** The terms to accept before the save; each opening starts unticked. */
function TermsModal({ flow, onAccept, onClose }: { flow: Flow; onAccept: () => void; onClose: () => void }) {
  const [accepted, setAccepted] = useState(false);
  const checkId = useId();
  return (
    <Modal
      title={flow.copy('termsTitle')}
      onClose={onClose}
      actions={
        <>
          <Button disabled={!accepted} onClick={() => accepted && onAccept()}>
            {flow.copy('continue')}
          </Button>
          <Button variant="link" onClick={onClose}>
            {flow.copy('cancel')}
          </Button>
        </>
      }
    >
      <div className="check-row">
        <input
          id={checkId}
          type="checkbox"
          name="accept_terms"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
        />
        <label htmlFor={checkId}>{flow.copy('termsCheck')}</label>
      </div>
    </Modal>
  );
}

/** Already signed: a way to the support chat instead of the error modal. */
function SignedModal({ flow, onClose }: { flow: Flow; onClose: () => void }) {
  const supportUrl = useMemo(() => chatUrl(flow.country.supportChatNumber, flow.copy('supportChat')), [flow]);
  return (
    <Modal
      title={flow.copy('signedTitle')}
      onClose={onClose}
      actions={<Button onClick={() => openInNewWindow(supportUrl)}>{flow.copy('support')}</Button>}
    >
      <p>{flow.copy('signedText')}</p>
    </Modal>
  );
}
