// The scripted conversation of `npm run contract:check`: a new applicant from the SMS code to
// the adviser, the reverse one-time password, a guarantor's NIP, new number and consent, the
// identity check, the contract and the signature, in the order the flow makes those calls.
// Each answer is held to api/openapi.yaml (answer-check.mjs) and to what this point of the
// walk expects (a success, the new applicant's 404, …).
import { createValidators, operationsOf } from '../openapi.mjs';
import { registration } from '../sample-applicant.mjs';
import { checkAnswer, shown } from './answer-check.mjs';

/** A value the walk needs and has not got: the step is skipped, saying which. */
class Missing extends Error {}

const need = (value, what) => {
  if (value === undefined || value === null || value === '') throw new Missing(what);
  return value;
};

const digits = (n) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** The sessionUuid of a redirection_url, relative or absolute. */
const sessionOf = (url) => {
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url, 'http://app.invalid').searchParams.get('sessionUuid') ?? undefined;
  } catch {
    return undefined;
  }
};

/** A path template filled in, each value encoded, as the client does (src/api/define-operation.ts). */
const fillPath = (template, params) =>
  template.replace(/\{(\w+)\}/g, (_, key) => encodeURIComponent(String(params[key] ?? '')));

/** A 1x1 PNG, base64 without the data-URL prefix, as the signature pad sends it. */
const SIGNATURE = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The applicant's steps, from the phone to the adviser. */
function applicant(o) {
  const me = (v) => ({ id: need(v.userId, 'the user id createUser answers'), type: 'SK' });
  return [
    { op: 'sendCode', body: () => ({ anonymous_id: o.anonymousId, phone_number: o.phone }) },
    {
      op: 'validateCode',
      body: async (_, c) => ({
        code: need(await c.secret('code', o.phone), 'the SMS code (--code, or a terminal to type it in)'),
        phone_number: o.phone,
        anonymous_id: o.anonymousId,
      }),
      keep: (data, v) => {
        v.token = data?.authentication?.access_token ?? v.token;
      },
    },
    {
      op: 'getUserByPhone',
      label: 'a new applicant',
      expect: 404,
      query: () => ({ phone_number: o.phone, anonymous_id: o.anonymousId }),
    },
    {
      op: 'assignLead',
      body: () => {
        const now = new Date().toISOString();
        return {
          lead_id: crypto.randomUUID(),
          lead_type: 'INTERNAL',
          shopkeeper_phone: o.phone,
          utm_source: 'contract-check',
          utm_medium: '',
          utm_campaign: '',
          created_at: now,
          updated_at: now,
        };
      },
    },
    {
      op: 'createUser',
      body: () => registration(o.phone, o.anonymousId, 'contract-check'),
      keep: (data, v) => {
        if (data?.user_id !== undefined) v.userId = String(data.user_id);
        v.token = data?.authentication?.access_token ?? v.token;
      },
    },
    { op: 'getUserDetail', params: (v) => ({ ...me(v) }) },
    { op: 'saveTaxInfo', params: me, body: () => ({ tax_payer_id: 'GOEM851201AB3' }) },
    { op: 'getCities', query: () => ({ 'only-allowed': 'true' }) },
    {
      op: 'getBusinessTypes',
      keep: (data, v) => {
        if (Array.isArray(data) && typeof data[0] === 'string') v.businessType = data[0];
      },
    },
    {
      op: 'getSalesRanges',
      keep: (data, v) => {
        const id = data?.ranges?.[0]?.id;
        if (Number.isInteger(id)) v.rangeId = id;
      },
    },
    {
      op: 'getZipCode',
      params: () => ({ zip: o.zip }),
      keep: (data, v) => {
        const place = data?.data?.[0];
        if (place && typeof place === 'object') v.place = place;
      },
    },
    {
      op: 'saveBusiness',
      params: me,
      body: (v) => ({
        name: 'Abarrotes Gómez',
        business_type: v.businessType ?? 'Otros',
        sales_average_range_id: v.rangeId ?? 1,
        business_age: 2,
      }),
    },
    {
      op: 'saveBusinessAddress',
      params: me,
      body: (v) => ({
        zip_code: o.zip,
        street_name: 'Independencia',
        apartment_number: '',
        street_number: '45',
        neighborhood: String(v.place?.neighborhood ?? 'Centro'),
        state: String(v.place?.state ?? 'Estado de México'),
        city: String(v.place?.city ?? 'Toluca'),
      }),
    },
    {
      op: 'requestNip',
      params: me,
      body: () => ({}),
      keep: (data, v) => {
        if (typeof data?.nip === 'string') v.nip = data.nip;
      },
    },
    {
      op: 'requestNip',
      label: 'resend',
      params: me,
      body: () => ({ resend: true }),
      keep: (data, v) => {
        if (typeof data?.nip === 'string') v.nip = data.nip;
      },
    },
    {
      op: 'confirmNip',
      params: me,
      body: async (v, c) => ({ nip: need(v.nip ?? (await c.secret('nip', o.phone)), 'the consent NIP (--nip)') }),
    },
    // The waiting screen's poll: until the bureau's verdict (the sandbox gives it at once).
    { op: 'getUserDetail', label: 'after the NIP', params: me, poll: (data) => data?.status === 'WAITING' },
    { op: 'createPassword', params: me, body: () => ({ password: '246810' }) },
    {
      op: 'reportAdviserContact',
      params: (v) => ({ accountType: 'SK', user_id: me(v).id, type: 'WITH_ADVISER' }),
    },
    { op: 'getUserDetail', label: 'without the token', expect: 401, auth: 'none', params: me },
    {
      op: 'startReverseOtp',
      body: () => ({ phone_number: o.phone, anonymous_id: o.anonymousId, ip_address: '' }),
      keep: (data, v) => {
        v.reverseOtpSession = sessionOf(data?.redirection_url);
      },
    },
    {
      op: 'validateReverseOtp',
      body: (v) => ({
        session_id: need(
          o.reverseOtpSession ?? v.reverseOtpSession,
          'the session the vendor sends back (--reverse-otp-session)',
        ),
      }),
    },
  ];
}

/** The guarantor's steps: the NIP, a new number, the consent and its session check. */
function guarantor(o) {
  const g = o.guarantor;
  const who = () => ({
    id: need(g.id, 'a user with a guarantor (--guarantor-id)'),
    type: g.type,
  });
  const requestNip = (label, body) => ({
    op: 'requestAvalNip',
    label,
    params: who,
    query: () => ({ to: g.to }),
    auth: 'none',
    body: () => body,
    keep: (data, v) => {
      v.avalNip = typeof data?.nip === 'string' ? data.nip : undefined;
    },
  });
  return [
    requestNip(undefined, {}),
    requestNip('resend', { resend: true }),
    {
      op: 'confirmAvalNip',
      params: who,
      query: () => ({ to: g.to }),
      auth: 'none',
      body: async (v, c) => ({
        nip: need(
          v.avalNip ?? (await c.secret('aval-nip', v.avalPhone ?? g.phone)),
          "the guarantor's NIP (--aval-nip)",
        ),
      }),
    },
    {
      op: 'changeAvalPhone',
      params: who,
      auth: 'none',
      body: (v) => ({
        aval_type: g.to,
        phone_number: need(v.avalPhone ?? g.phone, "the guarantor's phone (--guarantor-phone)"),
        new_phone_number: `+52${o.guarantorNewPhone}`,
      }),
      keep: (_, v) => {
        v.avalPhone = o.guarantorNewPhone;
      },
    },
    requestNip('the new number', {}),
    {
      op: 'acceptAvalConsult',
      auth: 'none',
      body: () => ({
        account_type_id: g.type,
        account_id: need(g.id, 'a user with a guarantor (--guarantor-id)'),
        collateral_id: o.collateralId,
        ip_address: '',
      }),
      keep: (data, v) => {
        v.avalSession = sessionOf(data?.redirection_url);
      },
    },
    {
      op: 'validateAvalSession',
      auth: 'none',
      body: (v) => ({ session_id: need(o.avalSession ?? v.avalSession, "the consent's session (--aval-session)") }),
    },
    {
      op: 'validateAvalSession',
      label: 'an unknown session',
      expect: '4xx',
      auth: 'none',
      body: () => ({ session_id: `contract-check-${digits(8)}` }),
    },
  ];
}

/** The signer's steps: identity, the contract, the signature and the refused second one. */
function signing(o) {
  const s = o.signer;
  const who = (v) => ({
    user_type_id: s.type,
    user_id: need(s.id ?? v.userId, 'a signer (--signer-id), or the applicant'),
  });
  const signature = () => ({ person_type: s.person, signature: SIGNATURE, metadata: '{}' });
  return [
    {
      op: 'getIdentityStatus',
      params: who,
      auth: 'none',
      query: () => ({ verification_type: 'VERIFICATION', person_type: s.person }),
    },
    { op: 'getContract', params: who, auth: 'none' },
    { op: 'saveSignature', params: who, auth: 'none', body: signature },
    {
      op: 'saveSignature',
      label: 'already signed',
      params: who,
      auth: 'none',
      body: signature,
      expect: 400,
      message: 'user not in progress',
    },
  ];
}

/**
 * The sandbox's refusals, reached by its scenario phones (README 'Sandbox scenarios'): a 422
 * on the registration, a 412 on the address. A lender's staging has no such phones.
 */
function sandboxRefusals(o) {
  const steps = [];
  for (const [prefix, status, last] of [
    ['550004', 422, 'createUser'],
    ['550007', 412, 'saveBusinessAddress'],
  ]) {
    const phone = `${prefix}${digits(4)}`;
    const label = `the ${status} scenario`;
    const key = `token${status}`;
    steps.push(
      { op: 'sendCode', label, body: () => ({ anonymous_id: o.anonymousId, phone_number: phone }) },
      {
        op: 'validateCode',
        label,
        body: async (_, c) => ({
          code: need(await c.secret('code', phone), 'the SMS code'),
          phone_number: phone,
          anonymous_id: o.anonymousId,
        }),
        keep: (data, v) => {
          v[key] = data?.authentication?.access_token;
        },
      },
    );
    const create = {
      op: 'createUser',
      label,
      token: (v) => v[key],
      body: () => registration(phone, o.anonymousId, 'contract-check'),
    };
    if (last === 'createUser') steps.push({ ...create, expect: status });
    else
      steps.push(
        {
          ...create,
          keep: (data, v) => {
            v[`user${status}`] = data?.user_id === undefined ? undefined : String(data.user_id);
            v[key] = data?.authentication?.access_token ?? v[key];
          },
        },
        {
          op: 'saveBusinessAddress',
          label,
          expect: status,
          token: (v) => v[key],
          params: (v) => ({ id: need(v[`user${status}`], 'the user id createUser answers'), type: 'SK' }),
          body: () => ({
            zip_code: o.zip,
            street_name: 'Independencia',
            apartment_number: '',
            street_number: '45',
            neighborhood: 'Centro',
            state: 'Estado de México',
            city: 'Toluca',
          }),
        },
      );
  }
  return steps;
}

/** Every step of the walk for these options, in order. */
function walkSteps(o) {
  return [...applicant(o), ...guarantor(o), ...signing(o), ...(o.sandbox ? sandboxRefusals(o) : [])];
}

/** Whether a status meets what this point of the walk expects ('success' unless said). */
function expected(step, status) {
  const want = step.expect ?? 'success';
  if (want === 'success') return status >= 200 && status < 300;
  if (want === '4xx') return status >= 400 && status < 500;
  return status === want;
}

const wanted = (step) =>
  step.expect === undefined ? 'a success (2xx)' : step.expect === '4xx' ? 'a 4xx' : String(step.expect);

/**
 * Runs the walk against `o.registration` and `o.operations` and reports each call through
 * `o.print`. Resolves with every call's result and whether all conformed.
 */
export async function runContractCheck(o) {
  const doc = o.doc;
  const validators = createValidators(doc);
  const byId = new Map(operationsOf(doc).map((op) => [op.id, op]));
  const v = { token: o.token };
  const skip = new Set(o.skip ?? []);
  const results = [];
  const print = o.print ?? (() => {});
  const c = { secret: o.secret };

  for (const step of walkSteps(o)) {
    const operation = byId.get(step.op);
    if (!operation) throw new Error(`the walk calls ${step.op}, which api/openapi.yaml does not have`);
    const name = step.label ? `${step.op} (${step.label})` : step.op;
    const where = `${operation.method} ${operation.path}`;
    if (skip.has(step.op)) {
      results.push({ name, op: step.op, verdict: 'skipped', reason: 'skipped by --skip', asked: true });
      print(`${'skipped'.padEnd(8)}${name.padEnd(44)}${where}: --skip`);
      continue;
    }
    let request;
    try {
      request = {
        params: step.params ? step.params(v) : {},
        query: step.query ? step.query(v) : undefined,
        body: step.body ? await step.body(v, c) : undefined,
        token: step.token ? step.token(v) : v.token,
      };
    } catch (e) {
      if (!(e instanceof Missing)) throw e;
      results.push({ name, op: step.op, verdict: 'skipped', reason: `needs ${e.message}` });
      print(`${'skipped'.padEnd(8)}${name.padEnd(44)}${where}: needs ${e.message}`);
      continue;
    }
    const tries = step.poll ? o.polls : 1;
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      const result = await call(o, operation, step, request, validators, doc);
      results.push({ name, op: step.op, ...result });
      const shownName = tries > 1 && attempt > 1 ? `${name} #${attempt}` : name;
      print(`${result.verdict.padEnd(8)}${shownName.padEnd(44)}${where} → ${result.status}`);
      for (const d of result.differences)
        print(`${''.padEnd(10)}${d.pointer || '(the answer)'}: expected ${d.expected}; got ${d.got}`);
      if (result.ok2xx) step.keep?.(result.data, v);
      if (!(step.poll && result.ok2xx && step.poll(result.data))) break;
      await new Promise((r) => setTimeout(r, o.pollEveryMs));
    }
  }
  const counts = { ok: 0, differs: 0, skipped: 0 };
  for (const r of results) counts[r.verdict] += 1;
  const called = new Set(results.filter((r) => r.verdict !== 'skipped').map((r) => r.op));
  const notCalled = [...byId.keys()].filter((id) => !called.has(id));
  print('');
  print(
    `${results.length} calls: ${counts.ok} ok, ${counts.differs} differ, ${counts.skipped} skipped; ` +
      `${called.size} of the document's ${byId.size} operations answered` +
      (notCalled.length ? ` (not: ${notCalled.join(', ')})` : ''),
  );
  // A step left out for want of a value was not checked: the run is incomplete, not a pass.
  // Only the operations left out on purpose (--skip) may go unchecked.
  const incomplete = results.some((r) => r.verdict === 'skipped' && !r.asked);
  return { results, counts, notCalled, incomplete, ok: counts.differs === 0 && !incomplete };
}

/** Sends one request and holds its answer to the document and to the walk's expectation. */
async function call(o, operation, step, request, validators, doc) {
  const base = operation.service === 'operations' ? o.operations : o.registration;
  const url = new URL(`${base.replace(/\/$/, '')}${fillPath(operation.path, request.params)}`);
  for (const [k, val] of Object.entries(request.query ?? {})) url.searchParams.set(k, val);
  const headers = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (operation.service === 'operations') {
    if (o.apiKey) headers['x-api-key'] = o.apiKey;
  } else if (step.auth !== 'none' && request.token) headers.authorization = `Bearer ${request.token}`;

  let response;
  try {
    response = await fetch(url, {
      method: operation.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(o.timeoutMs),
    });
  } catch (e) {
    const why = e instanceof Error ? (e.cause?.code ?? e.name) : String(e);
    return {
      verdict: 'differs',
      status: 'no answer',
      differences: [{ pointer: '', expected: 'an answer', got: `none (${why})` }],
    };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const answer = { status: response.status, contentType: response.headers.get('content-type'), bytes };
  const differences = [];
  let data;
  let parsed;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
    data = parsed?.data;
  } catch {
    // not JSON: the document check below says whether that is allowed
  }
  if (!expected(step, response.status)) {
    const said = typeof parsed?.message === 'string' ? ` (message: ${shown(parsed.message)})` : '';
    differences.push({
      pointer: '',
      expected: `${wanted(step)} at this point of the walk`,
      got: `${response.status}${said}`,
    });
  } else if (step.message !== undefined && parsed?.message !== step.message)
    differences.push({ pointer: '/message', expected: JSON.stringify(step.message), got: shown(parsed?.message) });
  differences.push(...checkAnswer(doc, validators, operation, answer));
  const ok2xx = response.status >= 200 && response.status < 300;
  return { verdict: differences.length ? 'differs' : 'ok', status: response.status, differences, data, ok2xx };
}
