import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { shellText } from '../../engine/shell-copy';

/** A native <select> (the phone's own picker), with a first option that asks to choose (flows/shell.json). */
export function SelectWidget(props: WidgetProps) {
  const { id, name, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, rawErrors, schema } =
    props;
  const list = options.enumOptions ?? [];
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const parse = (v: string) => (v === '' ? undefined : numeric ? Number(v) : v);
  return (
    <select
      id={id}
      name={name}
      value={value ?? ''}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(parse(e.target.value))}
      onBlur={(e) => onBlur(id, parse(e.target.value))}
      onFocus={(e) => onFocus(id, parse(e.target.value))}
    >
      <option value="">{(options.placeholder as string | undefined) ?? shellText('selectPlaceholder')}</option>
      {list.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
