// Baseline (a): the 'Sobre ti' step as a team would first write it with RJSF —
// @rjsf/core's default theme, @rjsf/validator-ajv8 compiling the schema in the
// browser, ajv-errors for the Spanish messages. No router, no engine, no
// precompiled validators. The bench compares the app against this page.
import Form from '@rjsf/core';
import type { ErrorTransformer, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import schemaJson from '../../schemas/steps/about-you.json';
import uiJson from '../../schemas/steps/about-you.ui.json';
import '../baseline.css';

const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });
const { $schema: _schemaRef, ...schema } = schemaJson as RJSFSchema;
const { $schema: _uiRef, ...stepUi } = uiJson as UiSchema;
// The selects start on 'Selecciona' rather than looking already answered.
const uiSchema: UiSchema = {
  ...stepUi,
  month: { ...stepUi.month, 'ui:placeholder': 'Selecciona' },
  time_here: { 'ui:placeholder': 'Selecciona' },
  civil_status: { 'ui:placeholder': 'Selecciona' },
};

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

function AboutYou() {
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

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AboutYou />
  </StrictMode>,
);
