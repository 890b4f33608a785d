import type { CustomValidator } from '@rjsf/utils';
import type { Run } from '../calls/run';
import type { Country } from '../config/country';
import type { FormData, FormValues } from './form-values';
import type { PendingInputs, TypedChecks } from './theme/typed-value';

/** What a form step's behaviour, submit and widgets may read. */
export interface FormCtx {
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  country: Country;
  /** Catalog name → its loaded list (businessTypes, salesRanges, cities). */
  catalogs: Record<string, unknown>;
  /** Runs a call bound to the step: `ctx.run('saveBusiness', input)`. */
  run: Run;
}

/** rjsf's formContext: widgets read the country, the catalogs and (through `values`) other fields here. */
export interface FormContext {
  country: Country;
  catalogs: Record<string, unknown>;
  /** The form's data as last reported: read it with useFormValue. */
  values: FormValues;
  /** Inputs whose last keystroke the form has not heard of yet (sent before a submit). */
  pending: PendingInputs;
  /** A text field's own messages, checked at once while its keys wait for the form. */
  checks?: TypedChecks;
}

/** Behaviour a step's JSON names in `behaviours` (TypeScript owns behaviour). */
export interface FormBehaviour {
  /** Starting values (query, session, computed); a kept draft wins over them. */
  initial?: (ctx: FormCtx) => FormData;
  /**
   * `initial` fills the form from answers this session stored on an earlier step:
   * a load of the step's page nearly always starts with values, so the build
   * keeps the page's 'Cargando' rather than a form drawn empty (scripts/prerender.ts).
   */
  fillsFromSession?: true;
  /** Reacts to a change; returns fields to set (e.g. state and city from a zip). */
  onChange?: (next: FormData, prev: FormData, ctx: FormCtx) => FormData | undefined | Promise<FormData | undefined>;
  /** Checks that a schema cannot express (two fields equal). */
  validate?: CustomValidator;
  /**
   * Fields whose every change it must see (a lookup runs again when the same zip is
   * typed again): they reach the form at each key, not once typing pauses.
   */
  watches?: string[];
  /** Fields never kept in the draft: codes, NIPs, passwords. */
  secret?: string[];
  /** False keeps the submit button disabled (the password pair must match first). */
  canSubmit?: (data: FormData) => boolean;
  /** The step's exit (its `exits` in the flow file) to take instead of submitting, when the data says so. */
  redirect?: (data: FormData, ctx: FormCtx) => string | undefined;
  /** After the step's call succeeded: what it keeps of the answer and of what it sent. */
  saved?: (answer: unknown, sent: Record<string, unknown>, ctx: FormCtx) => void;
}
