import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

/** A 6-digit password with a show/hide toggle; only digits can be typed. */
export function PasswordField(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, rawErrors, label, options } = props;
  const [shown, setShown] = useState(false);
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
        value={typeof value === 'string' ? value : ''}
        aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6) || undefined)}
        onBlur={() => onBlur(id, value)}
      />
      <button
        type="button"
        className="btn btn-secondary"
        style={{ width: 'auto', flex: 'none' }}
        aria-pressed={shown}
        aria-label={`${shown ? 'Ocultar' : 'Mostrar'} ${label.toLowerCase()}`}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? 'Ocultar' : 'Mostrar'}
      </button>
    </div>
  );
}
