import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** A checkbox with its label beside it, the whole row a touch target. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, name, value, disabled, readonly, autofocus, onChange, label, rawErrors } = props;
  return (
    <label className="check-row" htmlFor={id}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
