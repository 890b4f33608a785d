// A form step: the manifest entry names the schema, the call and where to go next;
// its data lives in the step's model (src/form/form-model.ts), and RJSF draws it with
// our theme and the precompiled validator.
import Form from '@rjsf/core';
import { useMemo, useRef, useState } from 'react';
import { behaviours } from '../../behaviours/registry';
import { useCallState } from '../../calls/call-state';
import type { ZipCodeEntry } from '../../domain/answers';
import { resolveDeep } from '../../engine/copy';
import { shellText } from '../../engine/shell-copy';
import type { FormStep as FormStepSpec } from '../../engine/types';
import { type Flow, useFlow } from '../../flow/flow-context';
import { useRun } from '../../flow/use-run';
import { useReplayTyped } from '../../form/adopt-typed';
import { type FormData, useFormValue } from '../../form/form-model';
import type { FormBehaviour, FormContext, FormCtx } from '../../form/form-types';
import { templates, themeWidgets } from '../../form/theme/theme';
import { WholeNumberField } from '../../form/theme/whole-number-field';
import { Button } from '../../ui/button';
import { Page, useHydrated } from '../../ui/hydration';
import { ProgressBar } from '../../ui/progress-bar';
import { Spinner } from '../../ui/spinner';
import { widgets } from '../../widgets/registry';
import { StepHeading } from '../step-heading';
import { fieldOf, useMessageTiming } from './message-timing';
import { useCatalogs } from './use-catalogs';
import { useBehaviours, useFormLink, useFormModel } from './use-form-model';
import { useLoadedStep } from './use-loaded-step';
import { useStepSubmit } from './use-step-submit';

export default function FormStep() {
  const flow = useFlow();
  const step = flow.step as FormStepSpec;
  const run = useRun();
  const loaded = useLoadedStep(flow.country.code, step.schema);
  const { catalogs, failedCatalogs, retry } = useCatalogs(step.catalogs, flow.manifest.catalogs, run);
  const formRef = useRef<Form>(null);
  const named = useMemo(
    () => (step.behaviours ?? []).map((n) => behaviours[n]).filter((b): b is FormBehaviour => Boolean(b)),
    [step.behaviours],
  );
  const zipCodes = useCallState<ZipCodeEntry[]>('catalogs', 'zipCodeData').data;
  const allCatalogs = useMemo(() => ({ ...catalogs, zipCodes: zipCodes ?? [] }), [catalogs, zipCodes]);
  const ctx: FormCtx = { params: flow.params, query: flow.query, country: flow.country, catalogs: allCatalogs, run };
  const model = useFormModel(flow.stepId, named, ctx);
  // rjsf's starting data: the model's at the step's start (what rjsf hears later, the model tells it).
  const [initialData] = useState(() => model.data.getState());
  const messages = useMessageTiming(formRef, model);
  useBehaviours(model, named, ctx, Boolean(loaded && catalogs));
  const ready = useFormValue(model, (data) => named.every((b) => b.canSubmit?.(data) ?? true));
  const { saving, submit } = useStepSubmit(step, named, ctx);
  const customValidate = named.find((b) => b.validate)?.validate;
  // Stable between keystrokes, so rjsf does not rebuild its registry for each one.
  const uiSchema = useMemo(
    () => (loaded ? resolveDeep(loaded.uiSchema, { country: flow.country, params: flow.params }) : undefined),
    [loaded, flow.country, flow.params],
  );
  useFormLink(model, formRef, { loaded, uiSchema, customValidate, transformErrors: messages.transformErrors });
  // What was typed in the build's page before React adopted it goes to the fields once it is live.
  const formArea = useRef<HTMLDivElement>(null);
  const heardSinceAdoption = useReplayTyped(formArea);
  const hydrated = useHydrated();
  const formContext: FormContext = useMemo(
    () => ({ country: flow.country, catalogs: allCatalogs, model }),
    [flow.country, allCatalogs, model],
  );

  // Drawn without waiting for the step's lists (so the build can draw it into the page):
  // their selects say they are loading (src/widgets/catalog-select).
  if (!loaded) return <Spinner label={shellText('loading')} />;
  // 'Continuar' waits for React to adopt the page and for the lists the behaviours read.
  const gettingReady = !hydrated || !catalogs;
  return (
    // The build renders every form empty (scripts/prerender.ts refuses a page with a value in it).
    <Page asBuilt={Object.keys(initialData).length === 0}>
      {step.progress ? (
        <ProgressBar label={flow.t(step.progress.label)} bar={step.progress.bar} bars={step.progress.bars} />
      ) : null}
      <StepHeading title={step.title} text={step.text} />
      {failedCatalogs.length > 0 ? <CatalogsFailed flow={flow} retry={retry} /> : null}
      {/* Capture runs before rjsf validates the submit: every message counts from then on. */}
      <div ref={formArea} onSubmitCapture={messages.onSubmitCapture} onChangeCapture={heardSinceAdoption}>
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
          onChange={(e, id) => model.heard(e.formData as FormData, id === undefined ? undefined : fieldOf(id))}
          // What rjsf validated is what the model holds: every waiting key was told it first.
          onSubmit={() => void submit(model.data.getState())}
        >
          <div className="actions">
            <Button type="submit" disabled={saving || !ready || gettingReady}>
              {flow.t(step.submitLabel)}
            </Button>
            {/* Said after a moment (styles.css), not at once: most pages are ready sooner. */}
            {gettingReady ? (
              <p className="getting-ready" role="status">
                {shellText('gettingReady')}
              </p>
            ) : null}
          </div>
        </Form>
      </div>
    </Page>
  );
}

/** A list the step needs did not load: said, with 'Intentar de nuevo'. */
function CatalogsFailed({ flow, retry }: { flow: Flow; retry: () => void }) {
  return (
    <div className="catalogs-failed" role="alert">
      <p>{flow.copy('catalogsFailed')}</p>
      <Button variant="secondary" onClick={retry}>
        {flow.copy('catalogsRetry')}
      </Button>
    </div>
  );
}

const allWidgets = { ...themeWidgets, ...widgets };
const fields = { NumberField: WholeNumberField };
