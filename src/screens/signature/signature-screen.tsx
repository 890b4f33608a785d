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
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { chatUrl, openInNewWindow } from '../../adapters/chat';
import { type Geolocation, ipGeolocation } from '../../adapters/ip-geolocation';
import type { ApiError } from '../../api/api-error';
import { resetCall, run } from '../../calls/run';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { useFlow } from '../flow-context';
import { croppedSignature } from './crop';
import { useSignaturePad } from './use-signature-pad';
import './signature-screen.css';

/** The API's words for a contract that is already signed (a server value, kept verbatim). */
const ALREADY_SIGNED = 'user not in progress';

export function isAlreadySigned(error: ApiError): boolean {
  return error.message.trim().toLowerCase() === ALREADY_SIGNED;
}

type PersonType = 'titular' | 'collateral';

function personTypeOf(value: string | undefined): PersonType | null {
  const v = value?.toLowerCase();
  return v === 'titular' || v === 'collateral' ? v : null;
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
  const { width, height } = size;
  const pad = useSignaturePad(size);
  const { user_type_id: userTypeId, user_id: userId } = flow.params;
  const personType = personTypeOf(flow.params.person_type);

  const [terms, setTerms] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [signed, setSigned] = useState(false);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const checkId = useId();
  const hintId = useId();

  // Asked once on arrival; a failure is already the fallback object, so this never rejects.
  const geolocation = useRef<Promise<Geolocation> | null>(null);
  useEffect(() => {
    geolocation.current ??= ipGeolocation();
  }, []);

  // Leaving the screen forgets the save's outcome (a later visit starts clean).
  useEffect(() => () => resetCall('saveSignature'), []);

  const supportUrl = useMemo(() => chatUrl(flow.country.supportChatNumber, flow.copy('supportChat')), [flow]);

  if (!userTypeId || !userId || !personType) {
    return (
      <div className="page page-center">
        <h1>{flow.t(flow.step.title)}</h1>
        <p className="lead">{flow.copy('invalidLink')}</p>
      </div>
    );
  }

  function openTerms() {
    if (pad.empty || saving) return;
    setAccepted(false);
    setTerms(true);
  }

  async function save() {
    const canvas = pad.canvasRef.current;
    if (sending.current || !accepted || !canvas || pad.padRef.current?.isEmpty() !== false) return;
    sending.current = true;
    setTerms(false);
    setSaving(true);
    try {
      const signature = croppedSignature(canvas, Math.round(margin * (canvas.width / width)));
      geolocation.current ??= ipGeolocation();
      const metadata = JSON.stringify(await geolocation.current);
      const r = await run(
        'saveSignature',
        {
          user_type_id: userTypeId as string,
          user_id: userId as string,
          person_type: personType as PersonType,
          signature,
          metadata,
        },
        // Already signed is this screen's own modal, not the error modal: not stored.
        { quiet: isAlreadySigned },
      );
      if (r.ok) {
        pad.clear();
        resetCall('saveSignature');
        flow.go(flow.exit('signed'));
      } else if (r.error && isAlreadySigned(r.error)) {
        setSigned(true);
      }
    } finally {
      sending.current = false;
      setSaving(false);
    }
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
      <div className="actions">
        <Button disabled={pad.empty || saving} onClick={openTerms}>
          {flow.copy('save')}
        </Button>
        <Button variant="secondary" disabled={pad.empty || saving} onClick={pad.clear}>
          {flow.copy('retry')}
        </Button>
      </div>

      {terms ? (
        <Modal
          title={flow.copy('termsTitle')}
          onClose={() => setTerms(false)}
          actions={
            <>
              <Button disabled={!accepted} onClick={() => void save()}>
                {flow.copy('continue')}
              </Button>
              <Button variant="link" onClick={() => setTerms(false)}>
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
      ) : null}

      {signed ? (
        <Modal
          title={flow.copy('signedTitle')}
          onClose={() => setSigned(false)}
          actions={<Button onClick={() => openInNewWindow(supportUrl)}>{flow.copy('support')}</Button>}
        >
          <p>{flow.copy('signedText')}</p>
        </Modal>
      ) : null}
    </div>
  );
}
