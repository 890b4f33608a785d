// The pages the bench measures, and how a browser gets to each: the app's
// start screen, the app's 'Sobre ti' for a phone verified through the sandbox
// API, its 'Negocio' for an applicant registered there, and the baselines of the
// same 'Sobre ti' form (bench/).
import { registration } from '../lib/sample-applicant.mjs';

/** The baselines, in the report's column order: key, column label, page path (bench/<dir>/index.html). */
export const BASELINES = [
  { key: 'rjsf', label: 'Plain RJSF', dir: 'rjsf', page: 'Plain RJSF page (runtime ajv)' },
  { key: 'rjsfPrecompiled', label: 'Precompiled RJSF', dir: 'rjsf-precompiled', page: 'Precompiled RJSF page' },
  { key: 'rhf', label: 'react-hook-form', dir: 'rhf', page: 'react-hook-form page' },
  { key: 'static', label: 'Static HTML', dir: 'static', page: 'Static HTML page' },
];

const ANONYMOUS_ID = '00000000-0000-4000-8000-000000000000';

/** A form page's first keystroke: the first letter of the typing that follows (page-runs.mjs), in 'Nombre(s)'. */
const FIRST_KEY = { selector: '#root_names', value: 'M' };

async function api(origin, method, path, body) {
  const res = await fetch(`${origin}/sandbox/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status}`);
  return res.json();
}

/**
 * A phone with a validated code, as the start screen leaves it (code sent, code
 * checked, token issued): what a person has when 'Sobre ti' opens.
 */
export async function verifiedPhone(origin) {
  const phone = `551234${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
  await api(origin, 'POST', 'registration/v1/users/code', { anonymous_id: ANONYMOUS_ID, phone_number: phone });
  const outbox = await api(origin, 'GET', 'outbox');
  const code = outbox.filter((m) => m.to.endsWith(phone) && m.kind === 'code').at(-1)?.code;
  const validated = await api(origin, 'PUT', 'registration/v1/users/code', {
    code,
    phone_number: phone,
    anonymous_id: ANONYMOUS_ID,
  });
  const token = (validated.data ?? validated).authentication.access_token;
  return { phone, session: { clientToken: token, phone_number: phone, anonymous_id: ANONYMOUS_ID } };
}

/** An applicant registered through 'Sobre ti' (the sandbox's answer), as 'Negocio' finds them. */
async function registeredApplicant(origin) {
  const { phone, session } = await verifiedPhone(origin);
  const created = await api(origin, 'POST', 'registration/v2/users', registration(phone, ANONYMOUS_ID, 'bench'));
  const { user_id, authentication } = created.data ?? created;
  return { phone, userId: user_id, session: { ...session, clientToken: authentication.access_token } };
}

const withSession = (context, session) =>
  context.addInitScript((values) => {
    for (const [k, v] of Object.entries(values)) sessionStorage.setItem(k, v);
  }, session);

/** A page under test: `open(context)` prepares the browser context and answers the URL to load. */
export function targets({ app, baselines }) {
  return {
    appHome: {
      label: 'App: start screen (/home)',
      // 'Continuar' waits for a valid phone: the probe types one as soon as the field takes keys.
      fill: { selector: 'input[name="phone_number"]', value: '5512345678' },
      open: async () => `${app}/home`,
    },
    appAboutYou: {
      label: "App: 'Sobre ti'",
      form: true,
      fill: FIRST_KEY,
      open: async (context) => {
        const { phone, session } = await verifiedPhone(app);
        await withSession(context, session);
        return `${app}/${phone}/about-you`;
      },
    },
    // A form step with lists from the API: drawn by the build, its list selects waiting for them.
    appBusiness: {
      label: "App: 'Negocio'",
      fill: { selector: '#root_shop_name', value: 'A' },
      open: async (context) => {
        const { phone, userId, session } = await registeredApplicant(app);
        await withSession(context, session);
        return `${app}/${phone}/${userId}/more-about`;
      },
    },
    ...Object.fromEntries(
      BASELINES.map((b) => [
        b.key,
        { label: b.page, form: true, fill: FIRST_KEY, open: async () => `${baselines}/${b.dir}/` },
      ]),
    ),
  };
}

/** The pages Lighthouse scores: URLs only (Lighthouse starts its own browser with no session). */
export function lighthousePages({ app, baselines }) {
  return {
    appHome: `${app}/home`,
    // 'Sobre ti' loads the same chunks with or without a session (checked: no API call on open).
    appAboutYou: `${app}/5512345678/about-you`,
    // The spec's example signing link: it opens the pad; nothing is saved by looking.
    appSignature: `${app}/SK/u-5512345678/titular/singning`,
    ...Object.fromEntries(BASELINES.map((b) => [b.key, `${baselines}/${b.dir}/`])),
  };
}
