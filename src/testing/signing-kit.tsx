// What the signing screens' tests share beyond the screen harness
// (src/testing/step-harness): the manifest with flows/signing.json, and the
// identity status answer. Never imported by the app.
import guarantor from '../../flows/guarantor.json';
import onboarding from '../../flows/onboarding.json';
import signing from '../../flows/signing.json';
import { mergeFlows } from '../engine/manifest';
import type { FlowFile, Manifest } from '../engine/types';
import { answer } from './step-harness';

/**
 * The signature step is another screen's; a stand-in with its path (spelling
 * and all) lets the approved button build its link.
 */
const signatureStandIn: FlowFile = {
  id: 'signature-stand-in',
  steps: {
    singning: {
      path: '/:user_type_id/:user_id/:person_type/singning',
      kind: 'message',
      title: 'Firma',
      buttons: [],
    },
  },
};

export const signingManifest: Manifest = mergeFlows([
  onboarding as unknown as FlowFile,
  guarantor as unknown as FlowFile,
  signing as unknown as FlowFile,
  signatureStandIn,
]);

/** A mati-status answer. */
export const status = (s: 'APPROVED' | 'REJECTED' | 'UNDER_REVIEW' | 0, left = 2, id = 'mati-9') =>
  answer({ data: { status: s, verifications_left: left, mati_identity_id: id } });
