// The guarantor's NIP: requested on arrival, names shown, the phone changed,
// the NIP confirmed, the thanks screen. Checked by method, path and body.
import { expect, test } from '@playwright/test';
import { callsTo, paste, recordApi, review } from './support';

const uniqueId = () => `g-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test('partner: NIP prefilled, confirmed, then congratulations-partner and Finalizar', async ({ page }) => {
  const sent = recordApi(page);
  const userId = uniqueId();
  await page.goto(`/partner/SK/${userId}/5522220000/send-nip-partner`);
  await expect(
    page.getByText('Hola María López, Juan Pérez te eligió como aval de su solicitud de crédito.'),
  ).toBeVisible();
  expect(callsTo(sent, 'POST', `/v1/users/${userId}/SK/aval/nip?to=partner`)).toHaveLength(1);
  // The default NIP the answer carries is prefilled.
  const box = page.getByLabel('NIP de 4 dígitos');
  await expect(box).toHaveValue(/^\d{4}$/);
  const nip = await box.inputValue();
  await review(page, '30-send-nip-partner');

  await page.getByRole('button', { name: 'Continuar' }).dblclick();
  await expect(page).toHaveURL(/\/congratulations-partner$/);
  const confirms = callsTo(sent, 'PUT', `/v1/users/${userId}/SK/aval/nip?to=partner`);
  expect(confirms).toHaveLength(1);
  expect(confirms[0]?.body).toEqual({ nip });
  await expect(page.getByRole('heading', { name: '¡Gracias por tu apoyo!' })).toBeVisible();
  await review(page, '31-congratulations-partner');
  await page.route('https://tendero.example.com/**', (r) => r.fulfill({ body: 'sitio' }));
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL('https://tendero.example.com/');
});

test('a NIP request answered 204 (user id bare-…): no greeting, no error; the NIP typed from the SMS, confirmed', async ({
  page,
  request,
}) => {
  const sent = recordApi(page);
  const userId = `bare-${uniqueId()}`;
  const requested = page.waitForResponse((r) => r.url().includes(`/v1/users/${userId}/SK/aval/nip?to=partner`));
  await page.goto(`/partner/SK/${userId}/5522220000/send-nip-partner`);
  expect((await requested).status()).toBe(204);
  const box = page.getByLabel('NIP de 4 dígitos');
  await expect(box).toBeVisible();
  await expect(page.getByText('Enviamos el NIP al +52 55 2222 0000.')).toBeVisible();
  // No names to greet with: no greeting at all, rather than 'Hola , …'.
  await expect(page.getByText(/^Hola/)).toHaveCount(0);
  await expect(box).toHaveValue('');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const outbox = (await (await request.get('/sandbox/outbox')).json()) as Array<{ to: string; code: string }>;
  const nip = outbox.filter((m) => m.to === `partner (${userId})`).at(-1)?.code ?? '';
  await box.fill(nip);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/congratulations-partner$/);
  expect(callsTo(sent, 'PUT', `/v1/users/${userId}/SK/aval/nip?to=partner`)[0]?.body).toEqual({ nip });
});

test('collateral from query parameters: change the phone, the NIP goes to the new number', async ({ page }) => {
  const sent = recordApi(page);
  const userId = uniqueId();
  await page.goto(`/send-nip-partner?to=collateral&user_id=${userId}&user_type_id=SK&phone_number=5533330000`);
  await expect(page.getByLabel('NIP de 4 dígitos')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Cambiar número' }).click();
  const prefix = page.getByRole('combobox', { name: 'Código de país' });
  await expect(prefix.locator('option')).toHaveText(['+52']);
  const phone = page.getByLabel('Nuevo número celular');
  await expect(phone).toHaveAttribute('type', 'tel');
  const submit = page.getByRole('button', { name: 'Enviar NIP al nuevo número' });
  await phone.fill('55444');
  await phone.blur();
  await expect(page.getByText('* Ingresa un número de 10 dígitos')).toBeVisible();
  await expect(submit).toBeDisabled();
  // Digits to spare are refused, never cut into another number.
  await phone.fill('55 4444 00001');
  await expect(page.getByText('* Revisa el número: debe tener 10 dígitos, sin contar el +52')).toBeVisible();
  await expect(submit).toBeDisabled();
  // Pasted as contacts and chats copy it: +52 read away, the number grouped.
  await phone.fill('');
  await paste(page, phone, '+52 1 55 4444 0000');
  await expect(phone).toHaveValue('55 4444 0000');
  await review(page, '32-send-nip-partner-change-phone');
  await submit.click();
  await expect(page.getByText('Enviamos el NIP al +52 55 4444 0000.')).toBeVisible();
  expect(callsTo(sent, 'PUT', `/v1/users/${userId}/SK/aval/phone-number`)[0]?.body).toEqual({
    aval_type: 'collateral',
    phone_number: '5533330000',
    new_phone_number: '+525544440000',
  });
  // The NIP is requested again for the new number; Playwright sees that request a moment after the text.
  await expect.poll(() => callsTo(sent, 'POST', `/v1/users/${userId}/SK/aval/nip?to=collateral`)).toHaveLength(2);
});

test('a wrong NIP shows the error modal and keeps what was typed', async ({ page }) => {
  const userId = uniqueId();
  await page.goto(`/partner/SK/${userId}/5522220000/send-nip-partner`);
  const box = page.getByLabel('NIP de 4 dígitos');
  await expect(box).not.toHaveValue('');
  const right = await box.inputValue();
  const wrong = right === '0000' ? '1111' : '0000';
  await box.fill(wrong);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const modal = page.getByRole('dialog', { name: '¡Parece que hubo un error!' });
  await expect(modal).toContainText('El NIP no es correcto. Revisa tu SMS.');
  await modal.getByRole('button', { name: 'Entendido' }).click();
  await expect(box).toHaveValue(wrong);
  await expect(page).toHaveURL(/send-nip-partner$/);
});
