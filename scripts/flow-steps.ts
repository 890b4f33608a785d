// Every step of the flow files (flows/*.json) as the build plugins need it:
// where it is, what it shows, and which file holds its copy. Read from disk at
// build time; flows:check has validated the files against flows/flow.schema.json.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface FlowStep {
  id: string;
  /** The flow file's base name (flows/<flowFile>.json), whose copy chunk the step loads. */
  flowFile: string;
  paths: string[];
  match?: 'exact' | 'prefix';
  kind: 'form' | 'message' | 'custom';
  schema?: string;
  screen?: string;
}

type StepJson = Omit<FlowStep, 'id' | 'flowFile' | 'paths'> & { path: string | string[] };

export function flowSteps(root: string): FlowStep[] {
  const dir = join(root, 'flows');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'flow.schema.json')
    .sort()
    .flatMap((f) => {
      const flow = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { steps: Record<string, StepJson> };
      return Object.entries(flow.steps).map(([id, { path, ...step }]) => ({
        ...step,
        id,
        flowFile: basename(f, '.json'),
        paths: [path].flat(),
      }));
    });
}
