// The 'Sobre ti' step as a team writes it with RJSF alone: @rjsf/core's default
// theme, ajv-errors' Spanish messages, no router and no engine. Two baselines
// mount it, with the validator as the only difference: bench/rjsf compiles the
// schema in the browser, bench/rjsf-precompiled uses the validators the app's
// build generates (what the app itself runs, without the app around it).
import Form from '@rjsf/core';
import type { ErrorTransformer, RJSFSchema, UiSchema, ValidatorType, WidgetProps } from '@rjsf/utils';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './baseline.css';

// ajv-errors reports the object's `required` messages on the root: put each under its field.
const requiredUnderField: ErrorTransformer = (errors) =>
  errors.map((e) => {
    const missing = (e.params as { errors?: { params?: { missingProperty?: string } }[] })?.errors?.[0]?.params
      ?.missingProperty;
    return e.name === 'errorMessage' && missing ? { ...e, property: `.${missing}`, stack: e.message ?? '' } : e;
  });

const thisYear = new Date().getFullYear();
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const YEARS = Array.from({ length: 82 }, (_, i) => thisYear - 18 - i);

function NumberSelect({ values, ...props }: WidgetProps & { values: number[] }) {
  const { id, value, onChange, onBlur, onFocus, rawErrors } = props;
  return (
    <select
      id={id}
      className="form-control"
      value={value ?? ''}
      aria-invalid={(rawErrors?.length ?? 0) > 0 || undefined}
      aria-describedby={`${id}__error`}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      <option value="">Selecciona</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </select>
  );
}
const DaySelect = (props: WidgetProps) => <NumberSelect {...props} values={DAYS} />;
const YearSelect = (props: WidgetProps) => <NumberSelect {...props} values={YEARS} />;
const widgets = { daySelect: DaySelect, yearSelect: YearSelect };

/** The step's uiSchema, with the selects starting on 'Selecciona' rather than looking already answered. */
function withPlaceholders(stepUi: UiSchema): UiSchema {
  return {
    ...stepUi,
    month: { ...stepUi.month, 'ui:placeholder': 'Selecciona' },
    time_here: { 'ui:placeholder': 'Selecciona' },
    civil_status: { 'ui:placeholder': 'Selecciona' },
  };
}

interface PageProps {
  validator: ValidatorType;
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

function AboutYou({ validator, schema, uiSchema }: PageProps) {
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  // Messages show once 'Continuar' has been tried, then follow the typing.
  const [attempted, setAttempted] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={widgets}
        formData={formData}
        onChange={(e) => setFormData(e.formData)}
        onError={() => setAttempted(true)}
        onSubmit={() => setDone(true)}
        liveValidate={attempted ? 'onChange' : undefined}
        transformErrors={requiredUnderField}
        showErrorList={false}
        focusOnFirstError
        noHtml5Validate
      >
        <button type="submit" className="btn">
          Continuar
        </button>
      </Form>
      {done ? <p role="status">Listo</p> : null}
    </>
  );
}

export function mountAboutYou(validator: ValidatorType, schema: RJSFSchema, stepUi: UiSchema): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AboutYou validator={validator} schema={schema} uiSchema={withPlaceholders(stepUi)} />
    </StrictMode>,
  );
}
