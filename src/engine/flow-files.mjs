// The flow files (flows/*.json) as one manifest, and the index of it the app
// carries from its first screen. Plain JavaScript, so that the build scripts
// (scripts/lib/flows.mjs reads the files from disk) and the app (engine/manifest.ts,
// the generated flow index) share this one reading of them.

/** The first screen's steps: their whole definition ships with the entry script. */
export const EAGER_STEPS = ['home'];

/** Whether a file of flows/ is a flow file (not the meta-schema beside them). */
export const isFlowFile = (fileName) => fileName.endsWith('.json') && !fileName.endsWith('.schema.json');

/**
 * One manifest from the flow files (in any order): every step, and the routing, the
 * shell's copy and the catalogs from the file that holds each.
 */
export function mergeFlows(flows) {
  const routing = flows.find((f) => f.routing)?.routing;
  if (!routing) throw new Error('No flow file holds the routing tables');
  return {
    steps: Object.assign({}, ...flows.map((f) => f.steps ?? {})),
    routing,
    copy: flows.find((f) => f.copy)?.copy ?? {},
    catalogs: flows.find((f) => f.catalogs)?.catalogs ?? {},
  };
}

/**
 * What the app needs of every step before that step is on screen: its paths, kind,
 * screen and form schema, whether it ends the flow; the flow file that holds its copy;
 * and the whole of the eager steps.
 */
export function flowIndexOf(files) {
  const { routing, copy, catalogs } = mergeFlows(files.map((f) => f.flow));
  const steps = {};
  const fileOf = {};
  const eager = {};
  for (const { name, flow } of files)
    for (const [id, step] of Object.entries(flow.steps ?? {})) {
      const { path, match, kind, screen, schema, endsFlow } = step;
      steps[id] = {
        path,
        ...(match && { match }),
        kind,
        ...(screen && { screen }),
        ...(schema && { schema }),
        ...(endsFlow && { endsFlow }),
      };
      fileOf[id] = name;
      if (EAGER_STEPS.includes(id)) eager[id] = step;
    }
  return { index: { steps, routing, copy, catalogs }, fileOf, eager };
}
