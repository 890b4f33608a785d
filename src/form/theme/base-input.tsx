import { ariaDescribedByIds, type BaseInputTemplateProps, getInputProps } from '@rjsf/utils';
import { type ChangeEvent, useRef } from 'react';
import type { FormContext } from '../form-types';
import { asText, useEntry } from './typed-entry';

/**
 * Text-like inputs: `name` is the field key (testability contract), the
 * keyboard follows `ui:options.inputMode`, and an invalid field says so. Each key
 * goes to the form's model at once; rjsf hears of it when typing pauses (useEntry).
 * Uncontrolled: a keystroke is drawn by the browser alone, with no render.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, name, disabled, readonly, autofocus, onBlur, onFocus, options, schema, type, registry } = props;
  const inputProps = getInputProps(schema, type, options);
  const input = useRef<HTMLInputElement>(null);
  const entry = useEntry(props, input);
  const { model } = registry.formContext as FormContext;
  // Composed (NFC): some keyboards and pastes write 'é' as 'e' and a combining accent, which the
  // name patterns would refuse and the server would store apart from the same name typed 'é'.
  const change = (e: ChangeEvent<HTMLInputElement>) =>
    entry.type(e.target.value === '' ? options.emptyValue : e.target.value.normalize('NFC'));
  return (
    <input
      id={id}
      name={name}
      className="input"
      {...inputProps}
      type={inputProps.type === 'number' ? 'text' : inputProps.type}
      inputMode={options.inputMode as 'text' | 'numeric' | 'tel' | undefined}
      autoComplete={(options.autocomplete as string | undefined) ?? 'off'}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      ref={input}
      defaultValue={asText(model.data.getState()[name])}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-invalid={entry.invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={change}
      onBlur={(e) => {
        entry.flush();
        onBlur(id, e.target.value);
      }}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
