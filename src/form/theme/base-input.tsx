import { ariaDescribedByIds, type BaseInputTemplateProps, getInputProps } from '@rjsf/utils';
import { type ChangeEvent, useRef } from 'react';
import type { FormContext } from '../form-types';
import { typedField, useTypedValue } from './typed-value';

/**
 * Text-like inputs: `name` is the field key (testability contract), the
 * keyboard follows `ui:options.inputMode`, and an invalid field says so. What is
 * typed shows at once; the form hears of it when typing pauses (see useTypedValue).
 * Uncontrolled: a keystroke is drawn by the browser alone, with no render.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    name,
    value,
    disabled,
    readonly,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    options,
    schema,
    rawErrors,
    type,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const { pending, checks } = (props.registry.formContext ?? {}) as Partial<FormContext>;
  const input = useRef<HTMLInputElement>(null);
  const typed = useTypedValue<unknown>(
    value,
    onChange,
    pending,
    (v) => {
      if (input.current) input.current.value = asText(v);
    },
    typedField(checks, props),
  );
  const invalid = typed.invalid(rawErrors);
  // Composed (NFC): some keyboards and pastes write 'é' as 'e' and a combining accent, which the
  // name patterns would refuse and the server would store apart from the same name typed 'é'.
  const change = (e: ChangeEvent<HTMLInputElement>) =>
    typed.change(e.target.value === '' ? options.emptyValue : e.target.value.normalize('NFC'));
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
      defaultValue={asText(typed.shown)}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={change}
      onBlur={(e) => {
        typed.flush();
        onBlur(id, e.target.value);
      }}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
