// Saving the drawing: the terms to accept first, then the cropped drawing sent
// with the IP geolocation asked on arrival as its metadata, one save at a time.
import { useEffect, useRef, useState } from 'react';
import { type Geolocation, ipGeolocation } from '../../adapters/ip-geolocation';
import type { ApiError } from '../../api/api-error';
import { resetCall, run } from '../../calls/run';
import type { Flow } from '../../flow/flow-context';
import { croppedSignature } from './crop';
import type { useSignaturePad } from './use-signature-pad';

/** The API's words for a contract that is already signed (a server value, kept verbatim). */
const ALREADY_SIGNED = 'user not in progress';

function isAlreadySigned(error: ApiError): boolean {
  return error.message.trim().toLowerCase() === ALREADY_SIGNED;
}

/** Whose signature this is, from the link's route parameters. */
export interface Signer {
  user_type_id: string;
  user_id: string;
  person_type: 'titular' | 'collateral';
}

interface SaveOptions {
  flow: Flow;
  pad: ReturnType<typeof useSignaturePad>;
  /** The crop margin and the pad's width, in CSS pixels. */
  margin: number;
  width: number;
}

/**
 * The terms modal, the save and the 'already signed' modal. Saved: on to the
 * step's 'signed' exit. Already signed: its own modal, not the error modal.
 * Any other error: the error modal, and the drawing stays for another try.
 */
export function useSaveSignature({ flow, pad, margin, width }: SaveOptions) {
  const [terms, setTerms] = useState(false);
  const [signed, setSigned] = useState(false);
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);

  // Asked once on arrival; a failure is already the fallback object, so this never rejects.
  const geolocation = useRef<Promise<Geolocation> | null>(null);
  useEffect(() => {
    geolocation.current ??= ipGeolocation();
  }, []);

  // Leaving the screen forgets the save's outcome (a later visit starts clean).
  useEffect(() => () => resetCall('saveSignature'), []);

  function openTerms() {
    if (pad.empty || saving) return;
    setTerms(true);
  }

  async function save(signer: Signer) {
    const canvas = pad.canvasRef.current;
    if (sending.current || !canvas || pad.padRef.current?.isEmpty() !== false) return;
    sending.current = true;
    setTerms(false);
    setSaving(true);
    try {
      const signature = croppedSignature(canvas, Math.round(margin * (canvas.width / width)));
      geolocation.current ??= ipGeolocation();
      const metadata = JSON.stringify(await geolocation.current);
      // Already signed is this screen's own modal, not the error modal: not stored.
      const r = await run('saveSignature', { ...signer, signature, metadata }, { quiet: isAlreadySigned });
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

  return {
    terms,
    openTerms,
    closeTerms: () => setTerms(false),
    save,
    saving,
    signed,
    closeSigned: () => setSigned(false),
  };
}
