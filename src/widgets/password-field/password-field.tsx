import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { shellText } from '../../engine/shell-copy';
import { useEntry, useEntryValue } from '../../form/theme/typed-entry';

/** A 6-digit password with a show/hide toggle; only digits can be typed. */
export function PasswordField(props: WidgetProps) {
  const { id, name, onBlur, label, options } = props;
  const [shown, setShown] = useState(false);
  const entry = useEntry(props);
  const value = useEntryValue(props);
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
        value={typeof value === 'string' ? value : ''}
        aria-invalid={entry.invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(e) => entry.type(e.target.value.replace(/\D/g, '').slice(0, 6) || undefined)}
        onBlur={() => {
          entry.flush();
          onBlur(id, value);
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
