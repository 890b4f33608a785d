// The flow in the engines our applicants hold besides Chromium: WebKit (every browser on
// an iPhone) and Firefox. One walk per journey, written once against e2e/engines/web.ts
// and run by each engine's driver (projects 'webkit' and 'firefox', playwright.config.ts).
import { expect, test } from './engines/fixtures';
import { phoneFor } from './support';

const button = (name: string) => ({ role: 'button', name }) as const;
const heading = (name: string) => ({ role: 'heading', name }) as const;

test('digit boxes: typed, backspaced and pasted; without WebOTP, typing is the way', async ({ web, request }) => {
  const phone = phoneFor('551234');
  await web.goto('/home');
  await web.type({ css: 'input[name=phone_number]' }, phone);
  await expect.poll(() => web.visible({ role: 'img', name: 'Número válido' })).toBe(true);
  await web.shot('home');
  await web.tap(button('Continuar'));
  await web.see(heading('Código de seguridad'));
  const code = { label: 'Código de 6 dígitos' } as const;
  const boxes = { css: '.digit-box' } as const;
  await web.type(code, '1a2-3 b4');
  await expect.poll(() => web.value(code)).toBe('1234');
  expect(await web.texts(boxes)).toEqual(['1', '2', '3', '4', '', '']);
  await web.shot('code-typed');
  await web.press('Backspace');
  await expect.poll(() => web.value(code)).toBe('123');
  expect(await web.enabled(button('Continuar'))).toBe(false);
  for (let i = 0; i < 3; i++) await web.press('Backspace');
  await expect.poll(() => web.value(code)).toBe('');
  await web.paste(code, '12 34 56');
  await expect.poll(() => web.value(code)).toBe('123456');
  expect(await web.texts(boxes)).toEqual(['1', '2', '3', '4', '5', '6']);
  await expect.poll(() => web.enabled(button('Continuar'))).toBe(true);
  await web.shot('code-pasted');
  void request;
});
