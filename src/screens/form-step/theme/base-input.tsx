import { ariaDescribedByIds, type BaseInputTemplateProps, getInputProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';

/**
 * Text-like inputs: `name` is the field key (testability contract), the
 * keyboard follows `ui:options.inputMode`, and an invalid field says so.
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
  const invalid = (rawErrors?.length ?? 0) > 0;
  const change = (e: ChangeEvent<HTMLInputElement>) =>
    onChange(e.target.value === '' ? options.emptyValue : e.target.value);
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
      value={value ?? ''}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={change}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
