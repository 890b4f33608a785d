// The real 'Sobre ti' form, rendered, takes hostile text in its name fields
// (a property test with few runs: each run pastes into a live rjsf form). It
// must not throw, keep what was pasted (cut to the field's maxLength, as the
// browser does), and show under the field only the schema's Spanish messages.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAllCalls } from '../../src/calls/call-state';
import FormStep from '../../src/screens/form-step/form-step';
import { renderStep, stubApi } from '../../src/testing/step-harness';
import { examplesThen, hostileString, LONG } from './hostile';

// What the schema says for these fields (schemas/steps/about-you.json), and nothing else.
const MESSAGES: Record<string, string[]> = {
  'Nombre(s)': [
    '* Ingresa los nombres !',
    '* El formato del nombre es inválido, solo se aceptan letras y espacios',
    '* El nombre puede tener hasta 30 caracteres',
  ],
  'Apellido paterno': [
    '* Ingresa el apellido paterno !',
    '* El formato del apellido paterno es inválido, solo se aceptan letras.',
    '* El apellido paterno puede tener hasta 25 caracteres',
  ],
  'Apellido materno (opcional)': [
    '* El formato del apellido materno es inválido, solo se aceptan letras.',
    '* El apellido materno puede tener hasta 25 caracteres',
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetAllCalls();
});

/** The text of the messages tied to a control (aria-describedby), one per line. */
function messagesOf(input: HTMLElement): string[] {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .flatMap((id) => [...(document.getElementById(id)?.querySelectorAll('.field-error') ?? [])])
    .map((p) => p.textContent ?? '');
}

describe("'Sobre ti' rendered, under hostile text", () => {
  it('keeps the pasted text and shows only Spanish messages', async () => {
    // No call may start from typing in this step; any request fails the run.
    const sent = stubApi(() => new Response(null, { status: 500 }));
    const errors = vi.spyOn(console, 'error');
    renderStep({ stepId: 'about-you', Screen: FormStep, url: '/5512345678/about-you' });
    // The step loads its compiled validator first (a lazy chunk): slow on a busy machine.
    await screen.findByLabelText('Nombre(s)', { exact: true }, { timeout: 15_000 });
    const user = userEvent.setup();

    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(MESSAGES)), hostileString, async (label, text) => {
        const input = screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
        await user.clear(input);
        await user.click(input);
        if (text) await user.paste(text);
        await user.tab();
        // user-event cuts a paste at maxlength by UTF-16 units, as Chromium does; then a
        // single-line input drops line breaks (HTML's value sanitization: a random seed
        // pasted "\n" and expected it kept).
        const kept = text.slice(0, Number(input.getAttribute('maxlength'))).replace(/[\r\n]/g, '');
        expect(input.value).toBe(kept);
        await waitFor(() => {
          const shown = messagesOf(input);
          for (const m of shown) expect(MESSAGES[label]).toContain(m);
          // Marked invalid exactly when it says why; markup is never a name.
          expect(input.getAttribute('aria-invalid') === 'true').toBe(shown.length > 0);
          if (/[<>]/.test(input.value)) expect(shown.length).toBeGreaterThan(0);
        });
      }),
      examplesThen(
        [
          ['Nombre(s)', '<script>alert(1)</script>'],
          ['Apellido paterno', 'a'.repeat(LONG)],
          ['Apellido materno (opcional)', '\u202eabc\u200f 😀'],
          ['Nombre(s)', '\n'],
        ],
        3,
      ),
    );
    expect(sent).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.queryByText(/must |should /)).toBeNull();
  }, 60_000);
});
