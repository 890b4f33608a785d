// A form step: the manifest entry names the schema, the submit and where to go
// next; RJSF renders it with our theme and the precompiled validator.
import Form from '@rjsf/core';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { behaviours } from '../../behaviours/registry';
import { useCallState } from '../../calls/call-state';
import type { ZipCodeEntry } from '../../domain/answers';
import { resolveDeep } from '../../engine/copy';
import { shellText } from '../../engine/shell-copy';
import type { FormStep as FormStepSpec } from '../../engine/types';
import type { FormBehaviour, FormContext, FormCtx } from '../../form/form-types';
import type { FormData } from '../../form/form-values';
import { type FormValues, formValues, useFormValue } from '../../form/form-values';
import { templates, themeWidgets } from '../../form/theme/theme';
import type { PendingInputs } from '../../form/theme/typed-value';
import { WholeNumberField } from '../../form/theme/whole-number-field';
import { Button } from '../../ui/button';
import { Page } from '../../ui/hydration';
import { ProgressBar } from '../../ui/progress-bar';
import { Spinner } from '../../ui/spinner';
import { widgets } from '../../widgets/registry';
import { useFlow } from '../flow-context';
import { StepHeading } from '../step-heading';
import { useRun } from '../use-run';
import { readDraft, writeDraft } from './draft';
import { type LoadedStep, loadedStep, loadStep } from './load-step';
import { useMessageTiming } from './message-timing';
import { useCatalogs } from './use-catalogs';
import { useStepSubmit } from './use-step-submit';
import { useTypedChecks } from './use-typed-checks';

export default function FormStep() {
  const flow = useFlow();
  const step = flow.step as FormStepSpec;
  const run = useRun();
  // At hand when the route was preloaded (a deep link): the form's first render is the whole form.
  const [loaded, setLoaded] = useState<LoadedStep | undefined>(() => loadedStep(flow.country.code, step.schema));
  const { catalogs, failedCatalogs, retry } = useCatalogs(step.catalogs, flow.manifest.catalogs, run);
  const formRef = useRef<Form>(null);
  // Text inputs whose last keystroke is still on its way to the form (see useTypedValue).
  const pending = useRef<PendingInputs>(new Set()).current;
  const messages = useMessageTiming(formRef, pending);

  const named: FormBehaviour[] = useMemo(
    () => (step.behaviours ?? []).map((n) => behaviours[n]).filter((b): b is FormBehaviour => Boolean(b)),
    [step.behaviours],
  );
  const zipCodes = useCallState<ZipCodeEntry[]>('catalogs', 'zipCodeData').data;
  const allCatalogs = { ...catalogs, zipCodes: zipCodes ?? [] };
  const ctx: FormCtx = { params: flow.params, query: flow.query, country: flow.country, catalogs: allCatalogs, run };
  const secret = named.flatMap((b) => b.secret ?? []);
  // rjsf owns the data (an uncontrolled form: a keystroke re-renders the form once,
  // not the step too). This store mirrors what it reports, for the step and for
  // widgets that read another field; behaviours write back with setFieldValue.
  const [values] = useState<FormValues>(() =>
    formValues({
      ...Object.assign({}, ...named.map((b) => b.initial?.(ctx) ?? {})),
      ...readDraft(flow.stepId),
    }),
  );
  const [initialData] = useState(() => values.getState());
  const ready = useFormValue(values, (data) => named.every((b) => b.canSubmit?.(data) ?? true));
  const { saving, submit } = useStepSubmit(step, named, ctx);
  const customValidate = named.find((b) => b.validate)?.validate;

  useEffect(() => {
    if (loaded) return;
    // A transition: the whole form's first render runs in slices, not one long task.
    loadStep(flow.country.code, step.schema).then((l) => startTransition(() => setLoaded(l)));
  }, [loaded, flow.country.code, step.schema]);

  // Behaviours see the starting values as a change too (a prefilled zip is looked up),
  // once the form is there to take what they set.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !catalogs || !loaded) return;
    started.current = true;
    void change(values.getState(), {}, false);
  });

  /** `typed`: false for the starting values, which came from the draft: writing them back would change nothing. */
  async function change(next: FormData, prev: FormData = values.getState(), typed = true) {
    values.setState(next, true);
    if (typed) writeDraft(flow.stepId, next, secret);
    for (const b of named) {
      const patch = await b.onChange?.(next, prev, ctx);
      const form = formRef.current;
      if (!patch || !form) continue;
      // Only what differs: setting a field is a change, which behaviours see again.
      for (const [field, value] of Object.entries(patch))
        if (values.getState()[field] !== value) form.setFieldValue(field, value);
    }
  }

  // Stable between keystrokes, so rjsf does not rebuild its registry for each one.
  const uiSchema = useMemo(
    () => (loaded ? resolveDeep(loaded.uiSchema, { country: flow.country, params: flow.params }) : undefined),
    [loaded, flow.country, flow.params],
  );
  const checks = useTypedChecks(values, pending, { loaded, uiSchema, customValidate, named, messages });
  const formContext: FormContext = useMemo(
    () => ({ country: flow.country, catalogs: { ...catalogs, zipCodes: zipCodes ?? [] }, values, pending, checks }),
    [flow.country, catalogs, zipCodes, values, pending, checks],
  );

  if (!loaded || !catalogs) return <Spinner label={shellText('loading')} />;
  return (
    // The build renders every form empty (scripts/prerender.ts refuses a page with a value in it).
    <Page asBuilt={Object.keys(initialData).length === 0}>
      {step.progress ? (
        <ProgressBar label={flow.t(step.progress.label)} bar={step.progress.bar} bars={step.progress.bars} />
      ) : null}
      <StepHeading title={step.title} text={step.text} />
      {failedCatalogs.length > 0 ? (
        <div className="catalogs-failed" role="alert">
          <p>{flow.copy('catalogsFailed')}</p>
          <Button variant="secondary" onClick={retry}>
            {flow.copy('catalogsRetry')}
          </Button>
        </div>
      ) : null}
      {/* Capture runs before rjsf validates the submit: every message counts from then on. */}
      <div onSubmitCapture={messages.onSubmitCapture}>
        <Form
          schema={loaded.schema}
          uiSchema={uiSchema}
          validator={loaded.validator}
          initialFormData={initialData}
          formContext={formContext}
          templates={templates}
          widgets={allWidgets}
          fields={fields}
          // A `const` (the confirm checkbox, oneOf options) must never be filled in for the person.
          experimental_defaultFormStateBehavior={{ constAsDefaults: 'never', emptyObjectFields: 'skipDefaults' }}
          noHtml5Validate
          showErrorList={false}
          focusOnFirstError={messages.focusOnFirstError}
          ref={formRef}
          // Validated as the person types; transformErrors decides which messages show
          // (switching liveValidate between modes makes rjsf keep stale errors).
          liveValidate="onChange"
          onError={() => undefined}
          transformErrors={messages.transformErrors}
          onBlur={messages.onBlur}
          customValidate={customValidate}
          onChange={(e) => void change(e.formData as FormData)}
          onSubmit={(e) => void submit(e.formData as FormData)}
        >
          <div className="actions">
            <Button type="submit" disabled={saving || !ready}>
              {flow.t(step.submitLabel)}
            </Button>
          </div>
        </Form>
      </div>
    </Page>
  );
}

const allWidgets = { ...themeWidgets, ...widgets };
const fields = { NumberField: WholeNumberField };
