import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef } from 'react';
import { applyMask, caretAfter } from '../../domain/mask';
import { cleanTaxId, isNumericTaxId } from '../../domain/tax-id';
import { useFormValue } from '../../form/form-model';
import type { FormContext } from '../../form/form-types';
import { useEntry, useEntryValue } from '../../form/theme/typed-entry';

/**
 * The tax id input: upper-cased and stripped of anything but the profile's
 * characters as typed (`taxIdCharacters`), shown over the profile's mask
 * (`taxIdMask`: '###-#######-#' adds the cédula's dashes), with the profile's
 * lookup link below. The form keeps the clean value: separators are display
 * only, never sent.
 *
 * No maxLength: the browser would cut a pasted '001 1234567 8' before the
 * separators are dropped; the profile's length is enforced on the clean value.
 */
export function TaxIdField(props: WidgetProps) {
  const { id, name, onBlur, options } = props;
  const { country } = props.registry.formContext as FormContext;
  const { taxIdCharacters: characters, taxIdMask: mask } = country;
  const entry = useEntry(props);
  const value = useEntryValue(props);
  const clean = typeof value === 'string' ? value : '';
  const shown = applyMask(clean, mask);
  const input = useRef<HTMLInputElement>(null);
  // Characters of the clean value before the caret at the last edit: inserting
  // separators must not throw the caret to the end when the person edits mid-way.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = input.current;
    const kept = caret.current;
    caret.current = null;
    if (!el || kept === null || el.ownerDocument.activeElement !== el) return;
    const at = caretAfter(el.value, kept, mask);
    el.setSelectionRange(at, at);
  });
  return (
    <>
      <input
        ref={input}
        id={id}
        name={name}
        className="input"
        type="text"
        inputMode={isNumericTaxId(characters) ? 'numeric' : 'text'}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={shown}
        aria-invalid={entry.invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => {
          const typed = e.target.value;
          const next = cleanTaxId(typed, characters).slice(0, country.taxIdLength);
          if (applyMask(next, mask) !== next && next !== clean) {
            const before = cleanTaxId(typed.slice(0, e.target.selectionStart ?? typed.length), characters).length;
            caret.current = Math.min(before, next.length);
          }
          entry.type(next || undefined);
        }}
        onBlur={() => {
          entry.flush();
          onBlur(id, value);
        }}
      />
      <a className="field-hint" href={country.taxIdLookupUrl} target="_blank" rel="noopener noreferrer">
        {String(options.lookupLabel ?? '')}
      </a>
    </>
  );
}

/** 'Mi RFC es correcto': enabled only once the tax id has the profile's length. */
export function TaxIdConfirm(props: WidgetProps) {
  const { model, country } = props.registry.formContext as FormContext;
  const ready = useFormValue(model, (data) => typeof data.rfc === 'string' && data.rfc.length === country.taxIdLength);
  const { CheckboxWidget } = props.registry.widgets;
  if (!CheckboxWidget) return null;
  return <CheckboxWidget {...props} disabled={!ready} value={ready ? props.value : false} />;
}
