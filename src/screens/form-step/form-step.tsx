// A form step: the manifest entry names the schema, the submit and where to go
// next; RJSF renders it with our theme and the precompiled validator.
import Form from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OperationName } from '../../api/registry';
import { behaviours } from '../../behaviours/registry';
import type { FormStep as FormStepSpec } from '../../engine/types';
import type { FormBehaviour, FormContext, FormCtx } from '../../form/form-types';
import type { FormData } from '../../form/form-values';
import { type FormValues, formValues, useFormValue } from '../../form/form-values';
import { placeRequiredErrors } from '../../form/place-errors';
import { templates, themeWidgets } from '../../form/theme/theme';
import type { PendingInputs } from '../../form/theme/typed-value';
import { WholeNumberField } from '../../form/theme/whole-number-field';
import { useCatalogsStore } from '../../state/catalogs-store';
import { submits } from '../../submits/registry';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import { Spinner } from '../../ui/spinner';
import { widgets } from '../../widgets/registry';
import { useFlow } from '../flow-context';
import { useUserTarget } from '../use-route-by-user';
import { useRun } from '../use-run';
import { clearDraft, readDraft, writeDraft } from './draft';
import { loadStep } from './load-step';

// Catalog name (as the JSON lists it) → the operation that loads it.
const CATALOGS = {
  businessTypes: 'getBusinessTypes',
  salesRanges: 'getSalesRanges',
  cities: 'getCities',
} as const satisfies Record<string, OperationName>;

type Loaded = { schema: RJSFSchema; uiSchema: UiSchema; validator: ValidatorType };

export default function FormStep() {
  const flow = useFlow();
  const step = flow.step as FormStepSpec;
  const run = useRun();
  const userTarget = useUserTarget();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [catalogs, setCatalogs] = useState<Record<string, unknown> | null>(step.catalogs?.length ? null : {});
  // Fields the person has left at least once show their messages as they type;
  // the others wait for the first 'Continuar' (no red form before anything was
  // typed). Refs, because rjsf reads transformErrors during its own submit.
  const touched = useRef(new Set<string>());
  const attempted = useRef(false);
  const submitting = useRef(false);
  const formRef = useRef<Form>(null);
  // Text inputs whose last keystroke is still on its way to the form (see useTypedValue).
  const pending = useRef<PendingInputs>(new Set()).current;
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  // The answers the server has accepted on this visit, and for which user.
  const saved = useRef<{ answers: string; userId: string } | null>(null);

  const named: FormBehaviour[] = useMemo(
    () => (step.behaviours ?? []).map((n) => behaviours[n]).filter((b): b is FormBehaviour => Boolean(b)),
    [step.behaviours],
  );
  const zipCodes = useCatalogsStore((s) => s.zipCodeData.data);
  const allCatalogs = { ...catalogs, zipCodes: zipCodes ?? [] };
  const ctx: FormCtx = {
    params: flow.params,
    query: flow.query,
    country: flow.country,
    catalogs: allCatalogs,
    run,
  };
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

  useEffect(() => {
    // A transition: the whole form's first render runs in slices, not one long task.
    loadStep(flow.country.code, step.schema).then((l) => startTransition(() => setLoaded(l)));
  }, [flow.country.code, step.schema]);

  // Behaviours see the starting values as a change too (a prefilled zip is looked up),
  // once the form is there to take what they set.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !catalogs || !loaded) return;
    started.current = true;
    void change(values.getState(), {});
  });

  // Catalogs whose load failed: without them a required list stays empty, so the
  // person is told and can ask for them again ('Intentar de nuevo').
  const [failedCatalogs, setFailedCatalogs] = useState<readonly string[]>([]);
  // What the retry asks for, current even before the screen re-renders: a tap that
  // lands just after the answer (a triple tap) asks for nothing.
  const failedNow = useRef<readonly string[]>([]);
  const loadingCatalogs = useRef(false);
  const loadCatalogs = useCallback(
    async (names: readonly string[]) => {
      if (loadingCatalogs.current || names.length === 0) return; // a double tap asks once
      loadingCatalogs.current = true;
      try {
        const results = await Promise.all(
          names.map(async (name) => {
            const op = CATALOGS[name as keyof typeof CATALOGS];
            const r = await run(op);
            return { name, ok: r.ok, data: r.ok ? r.data : [] };
          }),
        );
        setCatalogs((before) => ({ ...before, ...Object.fromEntries(results.map((r) => [r.name, r.data])) }));
        failedNow.current = results.filter((r) => !r.ok).map((r) => r.name);
        setFailedCatalogs(failedNow.current);
      } finally {
        loadingCatalogs.current = false;
      }
    },
    [run],
  );

  // Once per mount: under StrictMode the effect runs twice, and the second run's
  // calls would be skipped as already running (and come back empty).
  const catalogsRequested = useRef(false);
  useEffect(() => {
    if (!step.catalogs?.length || catalogsRequested.current) return;
    catalogsRequested.current = true;
    void loadCatalogs(step.catalogs);
  }, [step.catalogs, loadCatalogs]);

  async function change(next: FormData, prev: FormData = values.getState()) {
    values.setState(next, true);
    writeDraft(flow.stepId, next, secret);
    for (const b of named) {
      const patch = await b.onChange?.(next, prev, ctx);
      const form = formRef.current;
      if (!patch || !form) continue;
      // Only what differs: setting a field is a change, which behaviours see again.
      for (const [field, value] of Object.entries(patch))
        if (values.getState()[field] !== value) form.setFieldValue(field, value);
    }
  }

  async function submit(data: FormData) {
    if (busy.current) return; // a double tap sends once
    busy.current = true;
    setSaving(true);
    try {
      for (const b of named) {
        const away = b.redirect?.(data, ctx);
        if (away) return flow.go(away);
      }
      // The same answers already saved (only the routing after the save failed): route again, don't save again.
      const answers = JSON.stringify(data);
      let userId = saved.current?.answers === answers ? saved.current.userId : null;
      if (userId === null) {
        const save = submits[step.submit];
        if (!save) throw new Error(`Unknown submit ${step.submit}`);
        const result = await save(data, ctx);
        if (!result) return;
        userId = result.userId;
        saved.current = { answers, userId };
        clearDraft(flow.stepId);
      }
      await next(userId);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  async function next(userId: string) {
    const phone = flow.params.phoneNumber ?? '';
    const then = step.then;
    if (then === 'routeByUserState') return (await userTarget(phone, userId))?.go();
    if ('byUserField' in then) {
      const found = await userTarget(phone, userId);
      if (!found) return;
      const value = then.byUserField
        .split('.')
        .reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], found.user);
      const target = then.cases[String(value)] ?? then.cases['*'];
      if (target) flow.go(target, { params: { user_id: userId } });
      return;
    }
    if ('navigate' in then) flow.go(then.navigate, { params: { user_id: userId } });
  }

  // Stable between keystrokes, so rjsf does not rebuild its registry for each one.
  const uiSchema = useMemo(() => (loaded ? translate(loaded.uiSchema, flow.t) : undefined), [loaded, flow.t]);
  const formContext: FormContext = useMemo(
    () => ({ country: flow.country, catalogs: { ...catalogs, zipCodes: zipCodes ?? [] }, values, pending }),
    [flow.country, catalogs, zipCodes, values, pending],
  );

  if (!loaded || !catalogs) return <Spinner label="Cargando" />;
  return (
    <div className="page">
      {step.progress ? (
        <ProgressBar label={flow.t(step.progress.label)} bar={step.progress.bar} bars={step.progress.bars} />
      ) : null}
      <h1>{flow.t(step.title)}</h1>
      {step.text?.map((line) => (
        <p key={line} className="lead">
          {flow.t(line)}
        </p>
      ))}
      {failedCatalogs.length > 0 ? (
        <div className="catalogs-failed" role="alert">
          <p>{flow.copy('catalogsFailed')}</p>
          <Button variant="secondary" onClick={() => void loadCatalogs(failedNow.current)}>
            {flow.copy('catalogsRetry')}
          </Button>
        </div>
      ) : null}
      {/* Capture runs before rjsf validates the submit: every message counts from then on. */}
      <div
        onSubmitCapture={() => {
          attempted.current = true;
          submitting.current = true;
          // In the same event, so rjsf validates and submits what the inputs show.
          for (const send of [...pending]) send();
          // rjsf validates a submit within the event; after it, leaving a field never moves focus.
          setTimeout(() => {
            submitting.current = false;
          });
        }}
      >
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
          // Focus the first invalid field after 'Continuar' only, never after leaving a field.
          focusOnFirstError={(error) => {
            if (!submitting.current) return;
            document.getElementById(`root${(error.property ?? '').replaceAll('.', '_')}`)?.focus();
          }}
          ref={formRef}
          // Validated as the person types; transformErrors decides which messages show
          // (switching liveValidate between modes makes rjsf keep stale errors).
          liveValidate="onChange"
          onError={() => undefined}
          transformErrors={(errors) => shownErrors(placeRequiredErrors(errors), attempted.current, touched.current)}
          onBlur={(id) => {
            const field = fieldOf(id);
            if (touched.current.has(field)) return;
            touched.current.add(field);
            // Show the messages of the field just left (validateForm does not move focus: see below).
            setTimeout(() => formRef.current?.validateForm());
          }}
          customValidate={named.find((b) => b.validate)?.validate}
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
    </div>
  );
}

const allWidgets = { ...themeWidgets, ...widgets };
const fields = { NumberField: WholeNumberField };

/** `root_password` → `password` (rjsf ids a top-level field as root_<key>). */
function fieldOf(id: string): string {
  return id.replace(/^root_/, '');
}

/** Before the first 'Continuar', only the messages of fields already left. */
function shownErrors(errors: RJSFValidationError[], submitted: boolean, touched: ReadonlySet<string>) {
  if (submitted) return errors;
  return errors.filter((e) => touched.has((e.property ?? '').replace(/^\./, '').split('.')[0] ?? ''));
}

/** Resolves copy placeholders in the uiSchema's labels and help texts. */
function translate(ui: UiSchema, t: (s: string) => string): UiSchema {
  if (Array.isArray(ui)) return ui.map((v) => translate(v, t)) as unknown as UiSchema;
  if (ui && typeof ui === 'object')
    return Object.fromEntries(
      Object.entries(ui).map(([k, v]) => [k, typeof v === 'string' ? t(v) : translate(v as UiSchema, t)]),
    ) as UiSchema;
  return ui;
}
