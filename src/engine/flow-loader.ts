// The app's source of step definitions: routes and routing tables come with the
// entry script (src/generated/flow-index.ts); each flow file's copy is fetched
// when one of its steps first shows, in parallel with that screen's own chunk.
import { eagerSteps, fileOf, flowIndex } from '../generated/flow-index';
import type { FlowFile, Step, StepSource } from './types';

const files = import.meta.glob<FlowFile>(['../../flows/*.json', '!../../flows/flow.schema.json'], {
  import: 'default',
});

const loaded = new Map<string, Step>(Object.entries(eagerSteps));
const pending = new Map<string, Promise<FlowFile>>();

function loadFile(name: string): Promise<FlowFile> {
  let file = pending.get(name);
  if (!file) {
    const load = files[`../../flows/${name}.json`];
    if (!load) return Promise.reject(new Error(`No flows/${name}.json`));
    file = load().then((flow) => {
      for (const [id, step] of Object.entries(flow.steps)) loaded.set(id, step);
      return flow;
    });
    // A download that failed (offline) is tried again by the next render.
    file.catch(() => pending.delete(name));
    pending.set(name, file);
  }
  return file;
}

export const lazyFlows: StepSource = {
  index: flowIndex,
  step(stepId) {
    const ready = loaded.get(stepId);
    if (ready) return ready;
    const name = fileOf[stepId];
    if (!name) return Promise.reject(new Error(`Unknown step ${stepId}`));
    return loadFile(name).then(() => loaded.get(stepId) as Step);
  },
};
