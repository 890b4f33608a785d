// Every step of the flow files (flows/*.json) as the build plugins need it:
// where it is, what it shows, and which file holds its copy. Read from disk at
// build time; flows:check has validated the files against flows/flow.schema.json.
import { readFlows } from './lib/flows.mjs';

export interface FlowStep {
  id: string;
  /** The flow file's base name (flows/<flowFile>.json), whose copy chunk the step loads. */
  flowFile: string;
  paths: string[];
  match?: 'exact' | 'prefix';
  kind: 'form' | 'message' | 'custom';
  schema?: string;
  screen?: string;
  /** A form step's behaviours, by their names in src/behaviours/registry.ts. */
  behaviours?: string[];
  /** The parameters of its address's query the step reads (a form's starting values, on about-living). */
  query?: string[];
}

/**
 * The screen modules a form step loads, by their path from the project root:
 * the form engine and the step's generated module (validators, schema,
 * uiSchema). One list for the route pages and the size budgets.
 */
export function formStepModules(schema: string | undefined, country: string) {
  return {
    engine: '/src/screens/form-step/form-step.tsx',
    stepModule: `/src/generated/validators/${country}/${schema}.js`,
  };
}

/** The module of a flow file's copy (a lazy chunk of its own). */
export const flowCopyModule = (flowFile: string) => `/flows/${flowFile}.json`;

type StepJson = Omit<FlowStep, 'id' | 'flowFile' | 'paths'> & { path: string | string[] };

export function flowSteps(root: string): FlowStep[] {
  return readFlows(root).flatMap(({ name, flow }) =>
    Object.entries(flow.steps as unknown as Record<string, StepJson>).map(([id, { path, ...step }]) => ({
      ...step,
      id,
      flowFile: name,
      paths: [path].flat(),
    })),
  );
}
