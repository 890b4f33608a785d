// The app's source of step definitions: routes and routing tables come with the
// entry script (src/generated/flow-index.ts); each flow file's copy is fetched
// when one of its steps first shows, in parallel with that screen's own chunk.
import { eagerSteps, fileOf, flowIndex } from '../generated/flow-index';
import type { FlowFile, Step, StepSource } from './types';

const files = import.meta.glob<FlowFile>(['../../flows/*.json', '!../../flows/*.schema.json'], {
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

/** A promise as React's use() reads it: once settled, its value (or reason) is on the object itself. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const promises = new WeakMap<StepSource, Map<string, Tracked<Step>>>();

/**
 * One promise per step and source, the same object on every render, so the router
 * can call use() unconditionally: React suspends on it once, then reads it
 * synchronously (a step already at hand gets a promise marked fulfilled, and never
 * suspends). A new promise on each render would suspend forever; calling use()
 * only while loading makes React warn that use() was not called when it finished.
 * A failed download is forgotten, so the next render tries again.
 */
export function stepPromise(source: StepSource, stepId: string): Tracked<Step> {
  let bySource = promises.get(source);
  if (!bySource) {
    bySource = new Map();
    promises.set(source, bySource);
  }
  const known = bySource.get(stepId);
  if (known) return known;
  const found = source.step(stepId);
  let promise: Tracked<Step>;
  if (found instanceof Promise) {
    promise = found as Tracked<Step>;
    promise.status = 'pending';
    promise.then(
      (step) => {
        promise.status = 'fulfilled';
        promise.value = step;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        bySource.delete(stepId);
      },
    );
  } else {
    promise = Object.assign(Promise.resolve(found), { status: 'fulfilled' as const, value: found });
  }
  bySource.set(stepId, promise);
  return promise;
}
