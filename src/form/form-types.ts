import type { CustomValidator } from '@rjsf/utils';
import type { Run } from '../calls/run';
import type { Country } from '../config/country';
import type { FormData, FormModel } from './form-model';

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
  /** The form's data, its one home (src/form/form-model.ts): read it with useFormValue. */
  model: FormModel;
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
  /** Reacts to each change of the form's data, each key included; returns fields to set (state and city from a zip). */
  onChange?: (next: FormData, prev: FormData, ctx: FormCtx) => FormData | undefined | Promise<FormData | undefined>;
  /** Checks that a schema cannot express (two fields equal). */
  validate?: CustomValidator;
  /** Fields never kept in the draft: codes, NIPs, passwords. */
  secret?: string[];
  /** False keeps the submit button disabled (the password pair must match first). */
  canSubmit?: (data: FormData) => boolean;
  /** The step's exit (its `exits` in the flow file) to take instead of submitting, when the data says so. */
  redirect?: (data: FormData, ctx: FormCtx) => string | undefined;
  /** After the step's call succeeded: what it keeps of the answer and of what it sent. */
  saved?: (answer: unknown, sent: Record<string, unknown>, ctx: FormCtx) => void;
}
