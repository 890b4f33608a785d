// `npm run contract:check`: a scripted conversation with a server that claims to implement
// api/openapi.yaml, every answer held to the document. One line per call, `ok` or `differs`,
// and under a difference the field (JSON pointer), what was expected and what came. Exits 0
// when every call conforms, 1 otherwise.
//
//   npm run contract:check                          the sandbox, started here on a free port
//   npm run contract:check -- --base URL            a running sandbox (npm run sandbox: http://127.0.0.1:4010)
//   npm run contract:check -- --registration URL --operations URL --api-key KEY [--phone …] [--code …]
//                                                   a lender's staging (docs/api.md)
import { parseArgs } from 'node:util';
import { walkOptions } from './lib/contract/options.mjs';
import { startSandbox } from './lib/contract/sandbox.mjs';
import { runContractCheck } from './lib/contract/walk.mjs';
import { DOCUMENT, readDocument } from './lib/openapi.mjs';

const HELP = `Usage: npm run contract:check -- [options]

Where:
  (none)                     start the sandbox on a free port (--port to choose it) and check it
  --base URL                 a running sandbox: its origin (the services under /sandbox/…, codes from its outbox)
  --registration URL         the registration service's base URL (a lender's staging)
  --operations URL           the operations service's base URL

Credentials and codes (a staging has no outbox: what is not given is asked for in a terminal):
  --token TOKEN              a bearer token to use until the code check gives one
  --api-key KEY              the operations service's x-api-key
  --phone DIGITS             the new applicant's 10-digit phone (default: a fresh 559… number)
  --code CODE                the SMS code sent to --phone
  --nip NIP                  the consent NIP, when the answer carries no default NIP
  --aval-nip NIP             the guarantor's NIP, likewise
  --reverse-otp-session ID   the session the reverse one-time-password vendor sends back
  --guarantor-id ID          a user with a guarantor (default in the sandbox: u-5510110001)
  --guarantor-type TYPE      that user's account type (default SK)
  --guarantor-to TO          partner or collateral (default partner)
  --guarantor-phone DIGITS   the guarantor's phone (default in the sandbox: 5522220000)
  --collateral-id ID         the consent's collateral_id (default c-1)
  --aval-session ID          the consent's session, when its answer carries no redirection_url
  --signer-id ID             whose identity, contract and signature (default: the new applicant)
  --signer-type TYPE         the signer's account type (default SK)
  --person-type TYPE         titular or collateral (default titular)
  --zip ZIP                  a zip code the service knows (default 50000)

Walk:
  --skip OP,OP               operations not to call (their steps are listed as skipped)
  --polls N                  detail polls while the applicant is WAITING (default 12, 5 s apart)
  --timeout MS               per request (default 30000)
  --port N                   the port of the sandbox started here (default: one the system picks)
`;

function options() {
  const { values } = parseArgs({
    options: Object.fromEntries(
      [
        'base',
        'registration',
        'operations',
        'token',
        'api-key',
        'phone',
        'code',
        'nip',
        'aval-nip',
        'reverse-otp-session',
        'guarantor-id',
        'guarantor-type',
        'guarantor-to',
        'guarantor-phone',
        'collateral-id',
        'aval-session',
        'signer-id',
        'signer-type',
        'person-type',
        'zip',
        'skip',
        'polls',
        'timeout',
        'port',
      ]
        .map((k) => [k, { type: 'string' }])
        .concat([['help', { type: 'boolean', short: 'h' }]]),
    ),
  });
  return values;
}

async function main() {
  let args;
  try {
    args = options();
  } catch (e) {
    console.error(`contract:check: ${e instanceof Error ? e.message : String(e)} (--help lists the flags)`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const root = new URL('..', import.meta.url).pathname;
  const staging = Boolean(args.registration || args.operations);
  if (staging && !(args.registration && args.operations)) {
    console.error('contract:check: give both --registration and --operations (or --base for a sandbox)');
    return 2;
  }
  let started;
  let origin = args.base?.replace(/\/$/, '');
  if (!staging && !origin) {
    started = await startSandbox(root, Number(args.port ?? 0));
    origin = started.origin;
  }
  const target = staging ? { registration: args.registration, operations: args.operations } : { sandbox: origin };
  const walk = walkOptions(args, target);
  console.log(`contract:check: ${DOCUMENT} against ${walk.registration} and ${walk.operations}`);
  const t0 = performance.now();
  try {
    const { ok, counts } = await runContractCheck({
      ...walk,
      doc: readDocument(root),
      print: (line) => console.log(line),
    });
    const verdict = ok ? 'conforms' : counts.differs ? 'differs' : 'incomplete: calls were skipped for want of a value';
    console.log(`${verdict} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return ok ? 0 : 1;
  } finally {
    await started?.close();
  }
}

process.exitCode = await main();
