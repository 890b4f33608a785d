// The states of each screen beyond the one its link opens: what the gallery does
// on the screen, as a person would (press a button, type, draw), and what the
// sandbox answers (sandbox/answers.ts), to reach a view, a modal, a toast or a loading state.
// The screens are the real ones, driven from outside: none has a gallery-only
// prop. Controls are named by the step's copy key where they have one, so an
// edited text never loses its scene; a renamed key fails gallery.test.tsx.

import type { Country } from '../src/config/country';
import type { FormStep } from '../src/engine/types';
import { formSamples } from './json-sources';
import { type Answers, failure, ok, type Samples } from './sample-data';
import type { Services } from './stand-ins';

/** A control or a text of the screen: by the step's copy key (resolved for the country) or a CSS selector. */
export type Target = { copy: string } | { css: string };

/** What a person does once the screen shows, in order. */
export type Act =
  /** A button, link or list option (inside the open dialog, when one is open). */
  | { press: Target }
  /** Text typed into a field, which is then left. */
  | { type: string; into: Target }
  /** A checkbox, by its label's copy key or a selector. */
  | { tick: Target }
  /** A stroke across a canvas (a signature). */
  | { draw: Target }
  /** The form's submit ('Continuar'), to show its messages or send it. */
  | { submit: true };

/** What shows once the state is reached: an element, a button that became enabled, or a dialog by its title. */
export type Mark = (Target & { enabled?: true }) | { dialog: string };

export interface Scene {
  state: string;
  /** Shown over the preview (Spanish, like the rest of the page). */
  label: string;
  /** Route parameters that replace the samples'. */
  params?: Record<string, string>;
  /** The link's whole query, in place of the samples' (`{}`: a link without one). */
  query?: Record<string, string>;
  /** Answers that replace the samples' while the preview mounts. */
  answers?: Answers;
  /** A form's starting values (written as the step's draft just before it mounts). */
  draft?: Record<string, unknown>;
  acts?: Act[];
  until?: Mark;
  /**
   * Kept as a picture once reached: a loading state (its call is then let go),
   * a toast or a countdown that would change, a view read from the app's
   * shared state (another preview would change it).
   */
  still?: true;
  /** How the third parties answer (the maps service, the identity widget): as usual when not said. */
  services?: Services;
}

/** The loading overlay (src/app/loading-overlay.tsx), drawn while a tracked call runs. */
export const OVERLAY: Mark = { css: '[data-testid="loading-overlay"]' };
const TOAST: Mark = { css: '.toast' };

const press = (copy: string): Act => ({ press: { copy } });
const hang = 'hang' as const;
const noAttemptsLeft = ok({ status: 'REJECTED', verifications_left: 0, mati_identity_id: '' });

/** The catalogs a form step loads (its `catalogs` in the flow), by the sandbox's operation that answers each. */
const CATALOG_ANSWERS = {
  businessTypes: 'getBusinessTypes',
  salesRanges: 'getSalesRanges',
  cities: 'getCities',
} as const;

/** A form step: empty, filled, its messages, sending, and loading its catalogs. */
export function formScenes(step: FormStep, country: Country): Scene[] {
  const { filled, invalid } = formSamples(step.schema, country);
  const scenes: Scene[] = [{ state: 'empty', label: 'vacío', draft: {} }];
  if (filled) scenes.push({ state: 'filled', label: 'lleno con datos de ejemplo', draft: filled });
  scenes.push({ state: 'required', label: 'errores: Continuar sin datos', draft: {}, acts: [{ submit: true }] });
  if (invalid)
    scenes.push({
      state: 'invalid',
      label: 'errores: datos que no cumplen las reglas',
      draft: invalid,
      acts: [{ submit: true }],
    });
  if (filled)
    scenes.push({
      state: 'sending',
      label: 'cargando: enviando los datos',
      draft: filled,
      // Tapped as a person would, once enabled: a step may enable it a moment after its
      // values show (the password pair's 'Continuar' follows them up to 250 ms later), and
      // a submit before that sends nothing.
      acts: [{ press: { css: 'form button[type="submit"]' } }],
      answers: { '*': hang },
      until: OVERLAY,
      still: true,
    });
  const catalogs = (step.catalogs ?? []).flatMap((c) =>
    c in CATALOG_ANSWERS ? [c as keyof typeof CATALOG_ANSWERS] : [],
  );
  if (catalogs.length)
    scenes.push({
      state: 'catalogs',
      label: 'cargando: listas de opciones',
      draft: {},
      answers: Object.fromEntries(catalogs.map((c) => [CATALOG_ANSWERS[c], hang])),
      until: OVERLAY,
      still: true,
    });
  return scenes;
}

/** The states of each custom screen (by its name in the manifest) beyond arriving by its link. */
export function screenScenes(screen: string, s: Samples): Scene[] {
  const typePhone: Act = { type: s.phone, into: { css: 'input[name="phone_number"]' } };
  // The pad listens once its code has loaded (the box stops being busy).
  const drawn: Act[] = [{ draw: { css: '.signature-box[aria-busy="false"] canvas' } }];
  const accepted: Act[] = [...drawn, press('save'), { tick: { copy: 'termsCheck' } }, press('continue')];
  const consentLink = { user_type_id: 'SK', user_id: s.query.user_id ?? '', collateral_id: 'c-galeria' };
  const returned = { sessionUuid: 'sesion-galeria' };
  switch (screen) {
    case 'start':
      return [
        { state: 'typed', label: 'número escrito', acts: [typePhone], until: { copy: 'continue', enabled: true } },
        {
          state: 'phone-incomplete',
          label: 'número incompleto',
          acts: [{ type: s.phone.slice(0, 4), into: { css: 'input[name="phone_number"]' } }],
          until: { copy: 'phoneIncomplete' },
        },
        {
          state: 'phone-too-long',
          label: 'número con dígitos de más',
          acts: [{ type: `${s.phone}9`, into: { css: 'input[name="phone_number"]' } }],
          until: { copy: 'phoneTooLong' },
        },
        {
          state: 'phone-foreign',
          label: 'número de otro país',
          acts: [{ type: s.foreignPhone, into: { css: 'input[name="phone_number"]' } }],
          until: { copy: 'phoneForeign' },
        },
        {
          state: 'sending',
          label: 'cargando: enviando el código',
          acts: [typePhone, press('continue')],
          answers: { sendCode: hang },
          until: OVERLAY,
          still: true,
        },
        {
          state: 'returning',
          label: 'cargando: de vuelta de la verificación por WhatsApp',
          query: { sessionUuid: 'sesion-galeria' },
          answers: { '*': hang },
          until: OVERLAY,
          still: true,
        },
        {
          state: 'reverse-nowhere',
          label: 'verificación por WhatsApp sin enlace',
          acts: [typePhone, press('reverseOtp')],
          until: { copy: 'reverseNoticeTitle' },
        },
        // Kept still: its 'Reenviar en 00:59' counts down and goes.
        {
          state: 'code',
          label: 'código enviado (con cuenta atrás)',
          acts: [typePhone, press('continue')],
          until: { copy: 'codeTitle' },
          still: true,
        },
        // Last: the vendor it names stays in the tab's session (spec 2), as it would for
        // a person, so the start screen's previews after it would start the same way.
        {
          state: 'reverse-first',
          label: 'otp-vendor=reverse-otp: WhatsApp primero, SMS al lado',
          query: { 'otp-vendor': 'reverse-otp' },
          acts: [typePhone],
          until: { copy: 'smsInstead' },
        },
      ];
    case 'nip':
      return [
        { state: 'already-sent', label: 'NIP ya enviado (sin NIP sugerido)', query: { 'already-sent': 'true' } },
        { state: 'resent', label: 'NIP reenviado (aviso)', acts: [press('resend')], until: TOAST, still: true },
        {
          state: 'requesting',
          label: 'cargando: pidiendo el NIP',
          answers: { requestNip: hang },
          until: OVERLAY,
          still: true,
        },
      ];
    case 'addressSearch':
      return [
        {
          state: 'results',
          label: 'resultados de la búsqueda',
          acts: [{ type: s.search.text, into: { css: 'input[role="combobox"]' } }],
          until: { css: '[role="option"]' },
        },
        {
          state: 'chosen',
          label: 'dirección elegida',
          acts: [
            { type: s.search.text, into: { css: 'input[role="combobox"]' } },
            { press: { css: '[role="option"]' } },
          ],
          until: { copy: 'continue', enabled: true },
        },
        {
          state: 'unavailable',
          label: 'búsqueda no disponible',
          services: { maps: 'unavailable' },
          until: { copy: 'unavailable' },
        },
      ];
    case 'guarantorNip':
      return [
        { state: 'invalid-link', label: 'enlace incompleto', query: {} },
        {
          state: 'change-phone',
          label: 'cambiar número',
          acts: [press('changePhone')],
          until: { copy: 'changeTitle' },
        },
        {
          state: 'change-phone-error',
          label: 'cambiar número: número incompleto',
          acts: [press('changePhone'), { type: s.newGuarantorPhone.slice(0, 4), into: { css: 'input[type="tel"]' } }],
          until: { copy: 'newPhoneError' },
        },
        {
          state: 'change-phone-too-long',
          label: 'cambiar número: dígitos de más',
          acts: [press('changePhone'), { type: `${s.newGuarantorPhone}9`, into: { css: 'input[type="tel"]' } }],
          until: { copy: 'newPhoneTooLong' },
        },
        {
          state: 'change-phone-foreign',
          label: 'cambiar número: de otro país',
          acts: [press('changePhone'), { type: s.foreignPhone, into: { css: 'input[type="tel"]' } }],
          until: { copy: 'newPhoneForeign' },
        },
        {
          state: 'changing',
          label: 'cargando: cambiando el número',
          acts: [
            press('changePhone'),
            { type: s.newGuarantorPhone, into: { css: 'input[type="tel"]' } },
            press('changeSubmit'),
          ],
          answers: { changeAvalPhone: hang },
          until: OVERLAY,
          still: true,
        },
        { state: 'resent', label: 'NIP reenviado (aviso)', acts: [press('resend')], until: TOAST, still: true },
        {
          state: 'requesting',
          label: 'cargando: pidiendo el NIP',
          answers: { requestAvalNip: hang },
          until: OVERLAY,
          still: true,
        },
      ];
    case 'avalConsent':
      return [
        { state: 'invalid-link', label: 'enlace incompleto', query: {} },
        { state: 'no-name', label: 'enlace sin nombres', query: consentLink },
        {
          state: 'accepted',
          label: 'consulta aceptada',
          acts: [press('accept')],
          until: { copy: 'successTitle' },
        },
        {
          state: 'redirecting',
          label: 'aceptada: de camino a validar el teléfono',
          acts: [press('accept')],
          answers: { acceptAvalConsult: ok({ redirection_url: 'https://validacion.example.com/galeria' }) },
          until: { copy: 'redirecting' },
        },
        {
          state: 'accept-failed',
          label: 'no se registró la aceptación',
          acts: [press('accept')],
          answers: { acceptAvalConsult: failure(500, 'gallery preview') },
          until: { copy: 'acceptFailed' },
        },
        // The three below read the app's shared state (validationResult): kept still.
        {
          state: 'checking',
          label: 'cargando: validando el teléfono (al volver)',
          query: { ...consentLink, ...returned },
          answers: { validateAvalSession: hang },
          until: { copy: 'checking' },
          still: true,
        },
        {
          state: 'validated',
          label: 'teléfono validado (al volver)',
          query: { ...consentLink, ...returned },
          until: { copy: 'successTitle' },
          still: true,
        },
        {
          state: 'not-validated',
          label: 'teléfono no validado (al volver)',
          query: { ...consentLink, ...returned },
          answers: { validateAvalSession: failure(400, 'gallery preview') },
          until: { copy: 'errorTitle' },
          still: true,
        },
      ];
    case 'signature':
      return [
        { state: 'invalid-link', label: 'enlace incompleto', params: { person_type: 'otro' } },
        { state: 'drawn', label: 'firma dibujada', acts: drawn, until: { copy: 'save', enabled: true } },
        { state: 'terms', label: 'términos (modal)', acts: [...drawn, press('save')], until: { dialog: 'termsTitle' } },
        {
          state: 'saving',
          label: 'cargando: guardando la firma',
          acts: accepted,
          answers: { saveSignature: hang },
          until: { css: '.signature-cover' },
          still: true,
        },
        {
          state: 'already-signed',
          label: 'ya firmado (modal)',
          acts: accepted,
          answers: { saveSignature: failure(400, 'user not in progress') },
          until: { dialog: 'signedTitle' },
        },
      ];
    case 'contractSign':
      return [
        { state: 'incomplete-link', label: 'enlace incompleto (modal)', query: {}, until: { dialog: 'newLinkTitle' } },
        {
          state: 'checking',
          label: 'cargando: consultando los intentos',
          answers: { getIdentityStatus: hang },
          until: { css: '.spinner' },
          still: true,
        },
        {
          state: 'check-failed',
          label: 'no se pudo consultar',
          answers: { getIdentityStatus: failure(500, 'gallery preview') },
          until: { copy: 'retryCheck' },
        },
        { state: 'exhausted', label: 'sin intentos', answers: { getIdentityStatus: noAttemptsLeft } },
        {
          state: 'widget-loading',
          label: 'cargando: el verificador de identidad',
          services: { identity: 'loading' },
          until: { css: '.identity-widget .spinner' },
        },
        {
          state: 'widget-unavailable',
          label: 'el verificador de identidad no carga',
          services: { identity: 'unavailable' },
          until: { copy: 'widgetUnavailable' },
        },
      ];
    case 'errorDocuments':
      return [
        {
          state: 'exhausted',
          label: 'sin intentos (modal)',
          answers: { getIdentityStatus: noAttemptsLeft },
          until: { dialog: 'exhaustedTitle' },
        },
      ];
    case 'approvedDocuments':
      return [{ state: 'invalid-link', label: 'enlace incompleto', query: {} }];
    case 'advisorWelcome':
      return [
        {
          state: 'sending',
          label: 'cargando: avisando cómo quieres seguir',
          acts: [{ press: { css: '.actions button' } }],
          answers: { '*': hang },
          until: OVERLAY,
          still: true,
        },
      ];
    default:
      return [];
  }
}
