// The manifest's shapes as the engine reads them. A flow file's types are generated
// from flows/flow.schema.json (src/generated/flow-types.ts, by `npm run gen:validators`),
// the schema editors and flows:check hold the files to: the two cannot differ. Here,
// what the engine builds from the flow files, which no file holds as such.
import type { FlowFile, Routing, Step } from '../generated/flow-types';

export type {
  Action,
  Button,
  Conversion,
  CustomStep,
  Exits,
  FlowFile,
  FormStep,
  MessageStep,
  NextStepRule,
  PayloadValue,
  Routing,
  Step,
  Submit as StepSubmit,
  Target,
} from '../generated/flow-types';

/** A form step's progress bar ('Paso 2 de 6'). */
export type Progress = NonNullable<Step['progress']>;

/** Texts of the shell around every screen (flows/shell.json `copy`). */
export type ShellCopy = NonNullable<FlowFile['copy']>;

/** Catalog name (a form step's `catalogs`) → the operation that loads it. */
export type CatalogOperations = NonNullable<FlowFile['catalogs']>;

/** Every flow file's steps together, with the one routing table, shell copy and catalog map. */
export interface Manifest {
  steps: Record<string, Step>;
  routing: Routing;
  copy: ShellCopy;
  catalogs: CatalogOperations;
}

/** What the router and links need of a step before its copy has loaded. */
export interface RouteEntry {
  path: Step['path'];
  match?: Step['match'];
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
