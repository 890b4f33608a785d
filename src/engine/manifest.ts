// Loads every flow file into one manifest. The JSON is checked against
// flows/flow.schema.json by `npm run flows:check` (part of `npm test`), so at
// run time it is only merged, not validated again (no validator on the critical path).
import guarantor from '../../flows/guarantor.json';
import onboarding from '../../flows/onboarding.json';
import shell from '../../flows/shell.json';
import signing from '../../flows/signing.json';
import signingSignature from '../../flows/signing-signature.json';
import type { FlowFile, Manifest } from './types';

const files = [onboarding, guarantor, signing, signingSignature, shell] as unknown as FlowFile[];

export function mergeFlows(flows: FlowFile[]): Manifest {
  const routing = flows.find((f) => f.routing)?.routing;
  if (!routing) throw new Error('No flow file holds the routing tables');
  const copy = flows.find((f) => f.copy)?.copy ?? {};
  const catalogs = flows.find((f) => f.catalogs)?.catalogs ?? {};
  return { steps: Object.assign({}, ...flows.map((f) => f.steps)), routing, copy, catalogs };
}

export const manifest: Manifest = mergeFlows(files);
