// The manifest's shapes as the engine reads them. flows/flow.schema.json is the
// authority for editors and `flows:check`; these types mirror it for the code
// (a contract test validates every flow file against that schema).

/** Where a button, a rule or a table sends the person. */
export type Target = {
  step: string;
  /** Route parameters that do not come from the context by name; may hold placeholders. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  replace?: boolean;
};

export type Action =
  | { navigate: Target }
  | { href: string; newWindow?: boolean; replace?: boolean }
  | { chat: string }
  | { back: true }
  | { operation: string; args?: Record<string, string>; then: Action };

export interface Button {
  label: string;
  action: Action;
  variant?: 'primary' | 'secondary' | 'link';
  /** Analytics event sent on click. */
  track?: string;
}

export interface Progress {
  label?: string;
  bar?: number;
  bars?: number;
}

interface StepBase {
  /** One pattern or several; `:name` segments are route parameters. */
  path: string | string[];
  /** `prefix` lets deeper paths match too (the spec's /send-contract-sign). */
  match?: 'exact' | 'prefix';
  title?: string;
  text?: string[];
  progress?: Progress;
  copy?: Record<string, string>;
  /** Query parameters the screen reads (documentation and `flows:check`). */
  query?: string[];
  /** Numbers and patterns the screen's behaviour reads (phone pattern, lengths, seconds). */
  rules?: Record<string, string | number | boolean>;
  icon?: string;
  /** The flow ends here: entering the step forgets what the flow kept in the browser. */
  endsFlow?: boolean;
}

/** Routes on a field of the refetched user detail (welcome_screen_number). */
export interface ByUserField {
  byUserField: string;
  cases: Record<string, Target>;
}

/**
 * Where a screen's own code may send the person, by name (`"exits": { "signed":
 * { "step": "singning-success" } }`): the code says `flow.exit('signed')`, the JSON
 * says where that is, and `flows:check` and docs/flow.md see it.
 */
export type Exits = Record<string, Target>;

/** A conversion a payload applies to a value: trimmed text (the default), a whole number, the tax id's clean form. */
export type Conversion = 'text' | 'wholeNumber' | 'taxId';

/**
 * Where one field the server receives comes from: a template (`"SK"`, `"{params.phoneNumber}"`,
 * `"{session.utm_source}"`), a form field (with `when`/`use`: the value `when` sends the field
 * `use` instead, as 'Otros' sends its text; `default`: a template for an empty field), a template
 * converted, or a date from three fields (year, month, day). `omitEmpty` leaves out a value with
 * nothing to send.
 */
export type PayloadValue =
  | string
  | { field: string; as?: Conversion; when?: string; use?: string; default?: string; omitEmpty?: boolean }
  | { value: string; as?: Conversion; omitEmpty?: boolean }
  | { date: [year: string, month: string, day: string] };

/** A form step's call: the operation (its name in src/api/registry.ts), its path parameters, and its payload. */
export interface StepSubmit {
  operation: string;
  /** The operation's path parameters, as templates (`{ "id": "{params.user_id}", "type": "SK" }`). */
  path?: Record<string, string>;
  payload: Record<string, PayloadValue>;
}

export interface FormStep extends StepBase {
  kind: 'form';
  /** Base name of schemas/steps/<schema>.json and .ui.json */
  schema: string;
  submitLabel: string;
  /** The call 'Continuar' makes, and what it sends. */
  submit: StepSubmit;
  then: 'routeByUserState' | Action | ByUserField;
  /** HTTP status → where the person goes instead of the error modal. */
  onError?: Record<string, Target>;
  /** Catalog names the step loads before it shows. */
  catalogs?: string[];
  /** Enables a named behaviour on change (e.g. the zip lookup). */
  behaviours?: string[];
  /** Where a behaviour's `redirect` leads, by the exit name it returns. */
  exits?: Exits;
}

export interface MessageStep extends StepBase {
  kind: 'message';
  buttons: Button[];
}

export interface CustomStep extends StepBase {
  kind: 'custom';
  screen: string;
  buttons?: Button[];
  onError?: Record<string, Target>;
  exits?: Exits;
}

export type Step = FormStep | MessageStep | CustomStep;

/** A next_step row: one target, or one per status (`*` = any other status). */
export type NextStepRule = Target | { byStatus: Record<string, Target> };

export interface Routing {
  newUser: Target;
  wrongVerification: Target;
  byNextStep: Record<string, NextStepRule>;
  /** Rows that replace byNextStep's while the waiting screen polls. */
  whileWaiting: Record<string, NextStepRule>;
}

/** Texts of the shell around every screen (flows/shell.json `copy`). */
export type ShellCopy = Record<string, string>;

/** Catalog name (a form step's `catalogs`) → the operation that loads it. */
export type CatalogOperations = Record<string, string>;

export interface FlowFile {
  id: string;
  steps: Record<string, Step>;
  routing?: Routing;
  copy?: ShellCopy;
  catalogs?: CatalogOperations;
}

export interface Manifest {
  steps: Record<string, Step>;
  routing: Routing;
  copy: ShellCopy;
  catalogs: CatalogOperations;
}

/** What the router and links need of a step before its copy has loaded. */
export interface RouteEntry {
  path: string | string[];
  match?: 'exact' | 'prefix';
  kind: Step['kind'];
  screen?: string;
  /** A form step's schema name: its modules are fetched while its copy loads. */
  schema?: string;
  endsFlow?: boolean;
}

/** Every step's route and the routing tables: the part of the manifest the first screen carries. */
export interface FlowIndex {
  steps: Record<string, RouteEntry>;
  routing: Routing;
  copy: ShellCopy;
  catalogs: CatalogOperations;
}

/** Where the router gets each step's whole definition: at once, or when its route first shows. */
export interface StepSource {
  index: FlowIndex;
  step(stepId: string): Step | Promise<Step>;
}
