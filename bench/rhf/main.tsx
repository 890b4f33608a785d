// Baseline (d): the 'Sobre ti' step as a team writes it without a form engine:
// react-hook-form and hand-written JSX, one field after another. The rules and
// their Spanish messages are the step schema's (read from it, so the page
// stays the same form as the app's). Messages show after the first
// 'Continuar' and follow the typing from then on (react-hook-form's defaults).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type FieldError, type RegisterOptions, useForm } from 'react-hook-form';
import schema from '../../schemas/steps/about-you.json';
import '../baseline.css';

type Values = Record<
  'names' | 'first_lastname' | 'second_lastname' | 'day' | 'month' | 'year' | 'time_here' | 'civil_status',
  string
>;
type Name = keyof Values;

const { properties } = schema;
const required = schema.errorMessage.required as Partial<Record<Name, string>>;
const thisYear = new Date().getFullYear();
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));
const YEARS = Array.from({ length: 82 }, (_, i) => String(thisYear - 18 - i));
const titled = (options: { const: number | string; title: string }[]) =>
  options.map((o) => [String(o.const), o.title] as const);

/** A text field's rules: required (when the schema says so), the pattern and the length, with their messages. */
function textRules(name: 'names' | 'first_lastname' | 'second_lastname'): RegisterOptions<Values, Name> {
  const p = properties[name];
  return {
    ...(required[name] ? { required: required[name] } : {}),
    pattern: { value: new RegExp(p.pattern), message: p.errorMessage.pattern },
    maxLength: { value: p.maxLength, message: p.errorMessage.maxLength },
  };
}

function Message({ id, error }: { id: string; error?: FieldError }) {
  return (
    <div id={`${id}__error`} className="error">
      {error?.message}
    </div>
  );
}

function AboutYou() {
  const { register, handleSubmit, formState } = useForm<Values>();
  const { errors } = formState;
  const [done, setDone] = useState(false);
  const text = (name: 'names' | 'first_lastname' | 'second_lastname', label: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`root_${name}`}>{label}</label>
      <input
        id={`root_${name}`}
        type="text"
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`root_${name}__error`}
        {...register(name, textRules(name))}
      />
      <Message id={`root_${name}`} error={errors[name]} />
    </div>
  );
  const select = (name: Name, label: string, options: readonly (readonly [string, string])[]) => (
    <div className="field">
      <label htmlFor={`root_${name}`}>{label}</label>
      <select
        id={`root_${name}`}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`root_${name}__error`}
        {...register(name, { required: required[name] })}
      >
        <option value="">Selecciona</option>
        {options.map(([value, title]) => (
          <option key={value} value={value}>
            {title}
          </option>
        ))}
      </select>
      <Message id={`root_${name}`} error={errors[name]} />
    </div>
  );
  return (
    <form noValidate onSubmit={handleSubmit(() => setDone(true))}>
      <h1>Sobre ti</h1>
      {text('names', 'Nombre(s)', 'given-name')}
      {text('first_lastname', 'Apellido paterno', 'family-name')}
      {text('second_lastname', 'Apellido materno (opcional)', 'off')}
      {select(
        'day',
        'Día de nacimiento',
        DAYS.map((d) => [d, d]),
      )}
      {select('month', 'Mes de nacimiento', titled(properties.month.oneOf))}
      {select(
        'year',
        'Año de nacimiento',
        YEARS.map((y) => [y, y]),
      )}
      {select('time_here', properties.time_here.title, titled(properties.time_here.oneOf))}
      {select('civil_status', properties.civil_status.title, titled(properties.civil_status.oneOf))}
      <button type="submit" className="btn">
        Continuar
      </button>
      {done ? <p role="status">Listo</p> : null}
    </form>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AboutYou />
  </StrictMode>,
);
