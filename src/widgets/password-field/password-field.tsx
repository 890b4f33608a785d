import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { shellText } from '../../engine/shell-copy';
import type { FormContext } from '../../form/form-types';
import { typedField, useTypedValue } from '../../form/theme/typed-value';

/** A 6-digit password with a show/hide toggle; only digits can be typed. */
export function PasswordField(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, rawErrors, label, options } = props;
  const [shown, setShown] = useState(false);
  const { pending, checks } = (props.registry.formContext ?? {}) as Partial<FormContext>;
  const typed = useTypedValue<unknown>(value, onChange, pending, undefined, typedField(checks, props));
  const toggle = shellText(shown ? 'hidePassword' : 'showPassword');
  return (
    <div className="input-row">
      <input
        id={id}
        name={name}
        className="input"
        type={shown ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete={String(options.autocomplete ?? 'new-password')}
        maxLength={6}
        value={typeof typed.shown === 'string' ? typed.shown : ''}
        aria-invalid={typed.invalid(rawErrors) || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => typed.change(e.target.value.replace(/\D/g, '').slice(0, 6) || undefined)}
        onBlur={() => {
          typed.flush();
          onBlur(id, typed.shown);
        }}
      />
      <button
        type="button"
        className="btn btn-secondary"
        style={{ width: 'auto', flex: 'none' }}
        aria-pressed={shown}
        aria-label={`${toggle} ${label.toLowerCase()}`}
        onClick={() => setShown((s) => !s)}
      >
        {toggle}
      </button>
    </div>
  );
}
