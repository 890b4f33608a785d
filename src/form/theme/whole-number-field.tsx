// Stands in for RJSF's NumberField. Ours builds an Intl.NumberFormat on every
// render to learn the locale's decimal separator, and 'Sobre ti' has four number
// fields that all re-render on each keystroke: measured at about half of a
// keystroke's handling time (npm run bench). Our numbers are whole numbers
// picked from lists (day, month, year, ages, ranges), so no separator is needed.
import type { FieldProps } from '@rjsf/utils';
import { useCallback } from 'react';

/** '' → undefined (an empty choice), digits → a number, anything else kept for the validator to refuse. */
export function wholeNumber(value: unknown): unknown {
  if (value === '' || value === undefined) return undefined;
  if (value === null || typeof value === 'number') return value;
  const text = String(value).trim();
  return /^-?\d+$/.test(text) ? Number(text) : value;
}

export function WholeNumberField(props: FieldProps) {
  const { registry, onChange } = props;
  const { StringField } = registry.fields;
  const change = useCallback<FieldProps['onChange']>(
    (value, path, errors, id) => onChange(wholeNumber(value) as typeof value, path, errors, id),
    [onChange],
  );
  return StringField ? <StringField {...props} onChange={change} /> : null;
}
