// What the observers received, read back from the sandbox (sandbox/telemetry-routes.ts,
// which keeps every body as it left the page), and the one search for what a person
// typed in it. Shared by e2e/observability.spec.ts and e2e/observability-replay.spec.ts.
import { inflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { callsTo, fillAboutYou, lastSms, phoneFor, recordApi, signIn } from './support';

export interface Received {
  path: string;
  body: string;
  /** The body's bytes (a replay's recording is binary). */
  base64: string;
}

export const received = async (request: APIRequestContext, kind: 'sentry' | 'segment') =>
  (await (await request.get(`/sandbox/${kind}`)).json()) as Received[];

export interface Item {
  type: string;
  /** The item's bytes, as sent. */
  bytes: Buffer;
  /** Parsed, for a JSON item; null for a binary one (a replay's recording). */
  payload: Record<string, unknown> | null;
}

/**
 * The items of Sentry envelopes: a header line, then for each item a header line and
 * its payload, `length` bytes when the header says so (a replay's recording, binary),
 * else up to the next newline.
 */
export function sentryItems(envelopes: Received[]): Item[] {
  const items: Item[] = [];
  for (const { base64 } of envelopes) {
    const bytes = Buffer.from(base64, 'base64');
    let at = bytes.indexOf(0x0a) + 1;
    while (at > 0 && at < bytes.length) {
      const headerEnd = bytes.indexOf(0x0a, at);
      if (headerEnd < 0) break;
      const header = JSON.parse(bytes.subarray(at, headerEnd).toString('utf8')) as { type: string; length?: number };
      const start = headerEnd + 1;
      let end = header.length === undefined ? bytes.indexOf(0x0a, start) : start + header.length;
      if (end < 0) end = bytes.length;
      const payload = bytes.subarray(start, end);
      let parsed: Record<string, unknown> | null = null;
      try {
        parsed = JSON.parse(payload.toString('utf8'));
      } catch {
        // binary
      }
      items.push({ type: header.type, bytes: payload, payload: parsed });
      at = end + 1;
    }
  }
  return items;
}

/**
 * Each replay recording segment as text: its header line ({"segment_id":N}), then its
 * rrweb events, which the SDK compresses with zlib's deflate in a worker (or sends as
 * plain JSON when the worker cannot start).
 */
export function replayRecordings(envelopes: Received[]): string[] {
  return sentryItems(envelopes)
    .filter((i) => i.type === 'replay_recording')
    .map(({ bytes }) => {
      const newline = bytes.indexOf(0x0a);
      const header = bytes.subarray(0, newline + 1).toString('utf8');
      const data = bytes.subarray(newline + 1);
      try {
        return header + inflateSync(data).toString('utf8');
      } catch {
        return header + data.toString('utf8');
      }
    });
}

/** The forms in which a typed value could leave the page: as typed, without accents, URL- or JSON-escaped, and a phone with its country code or spaced. */
export function formsOf(value: string): string[] {
  const forms = new Set([value, value.normalize('NFD').replace(/\p{M}/gu, '')]);
  if (/^\d{10}$/.test(value))
    for (const prefix of ['52', '521', '+52', '+52 ', '+521', '+52 1 ']) forms.add(`${prefix}${value}`);
  if (/^\d{10}$/.test(value)) forms.add(`${value.slice(0, 2)} ${value.slice(2, 6)} ${value.slice(6)}`);
  for (const form of [...forms]) {
    forms.add(encodeURIComponent(form));
    forms.add(form.replace(/ /g, '+'));
    forms.add(form.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  }
  return [...forms];
}

const literal = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The typed values found in `text`, each with the form it was found in, in any case. A
 * form of 8 characters or more counts anywhere (a phone inside '525512345678' too); a
 * shorter one (a 4-digit NIP, a first name) where it stands alone, or right after a
 * percent-escape, since it is inside many timestamps, ids and words.
 */
export function leaksIn(text: string, values: string[]): string[] {
  const found: string[] = [];
  for (const value of values)
    for (const form of formsOf(value)) {
      const pattern =
        form.length >= 8
          ? new RegExp(literal(form), 'iu')
          : new RegExp(`(?:(?<![\\p{L}\\p{N}.])|(?<=%[0-9a-f]{2}))${literal(form)}(?![\\p{L}\\p{N}])`, 'iu');
      const match = pattern.exec(text);
      if (match) found.push(`${value} as ${form}: …${text.slice(Math.max(0, match.index - 60), match.index + 60)}…`);
    }
  return found;
}

/** The store link opens a new window: answered here, so nothing leaves the machine. */
export async function keepOffTheInternet(page: Page) {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
}

export interface Walk {
  phone: string;
  userId: string;
  /** Every value the person typed or was sent (code, NIP), and the ids built from them. */
  typed: string[];
}

/**
 * A person walks from the phone to the adviser, typing phone, code, names, RFC, business,
 * address, NIP and password, and taps 'Descargar la app'. `reloadAt` reloads the page on
 * 'Sobre ti' (a person refreshing), so a page is loaded on an address holding the phone;
 * `beforeReload` runs just before that reload.
 */
export async function walkToTheAdviser(
  page: Page,
  request: APIRequestContext,
  options: { reloadOnAboutYou?: boolean; beforeReload?: () => Promise<void> } = {},
): Promise<Walk> {
  const sent = recordApi(page);
  const phone = phoneFor('551234');
  await signIn(page, request, phone);
  const code = await lastSms(request, phone, 'code');
  await expect(page).toHaveURL(new RegExp(`/${phone}/about-you$`));
  if (options.reloadOnAboutYou) {
    await options.beforeReload?.();
    await page.reload();
    await expect(page.getByLabel('Nombre(s)')).toBeVisible();
  }
  await fillAboutYou(page);
  // A person spends more than a second on a step: longer than the step span's idle
  // timeout (1 s), so its calls must still be counted in it (Playwright types in less).
  await page.waitForTimeout(1_500);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/additional-data$/);
  const userId = page.url().split('/').at(-2) as string;
  const rfc = await page.getByLabel('RFC', { exact: true }).inputValue();
  await page.getByLabel('Mi RFC es correcto').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/more-about$/);
  await page.getByLabel('Nombre del negocio').fill('Abarrotes Zacarias');
  await page.getByLabel('¿Cuánto tiempo tiene tu negocio?').selectOption({ label: '2 años' });
  await page.getByLabel('Giro del negocio').selectOption('Otros');
  await page.getByLabel('¿Cuál es el giro de tu negocio?').fill('Papeleria Xochitl');
  await page.getByLabel('Venta promedio semanal').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'No encontre mi domicilio' }).click();
  await page.getByLabel('Código postal').fill('50000');
  await page.getByLabel('Colonia').selectOption({ index: 1 });
  await page.getByLabel('Calle').fill('Calle Quetzalcoatl');
  await page.getByLabel('Número exterior').fill('318-B');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${userId}/send-nip$`));
  const nip = await lastSms(request, phone, 'nip');
  await expect(page.getByLabel('NIP de 4 dígitos')).toHaveValue(nip);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: '¡Felicidades!' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Crear contraseña' }).click();
  const password = '864297';
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirma tu contraseña' }).fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${userId}/advisor-welcome$`));
  expect(callsTo(sent, 'PUT', `/v1/users/${userId}/SK/password`)).toHaveLength(1);
  // The store would open in a new window: only the click's event matters here.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: 'Descargar la app' }).click();
  const typed = [phone, code, rfc, nip, password, userId, 'Emma', 'Gómez', 'Díaz'];
  typed.push('Abarrotes Zacarias', 'Zacarias', 'Papeleria Xochitl', 'Xochitl', 'Calle Quetzalcoatl', 'Quetzalcoatl');
  typed.push('318-B', '50000');
  return { phone, userId, typed };
}
