// `npm run flows:graph`: draws the manifest (flows/*.json) as a Mermaid flowchart
// in docs/flow.md: every step, the buttons' navigate targets, form steps' `then`
// and `onError`, every step's named `exits`, and the routing tables (newUser, byNextStep with its status
// rows, whileWaiting). The output depends on the JSON alone, so it is stable.
// `--check` exits 1 when docs/flow.md differs from what the JSON draws (CI).
// Usage: node scripts/flows-graph.mjs [--check] [project root]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isFlowFile } from '../src/engine/flow-files.mjs';
import { checkGenerated, generatedDocMain } from './lib/generated-doc.mjs';

export const OUTPUT = 'docs/flow.md';

const node = (stepId) => `s_${stepId.replace(/[^A-Za-z0-9]/g, '_')}`;
const ROUTING = {
  newUser: { id: 'r_newUser', label: 'routing: new user' },
  wrongVerification: { id: 'r_wrongVerification', label: 'routing: wrong verification' },
  byNextStep: { id: 'r_byNextStep', label: 'routing: by next_step' },
  whileWaiting: { id: 'r_whileWaiting', label: 'routing: while waiting' },
};
/** Mermaid shapes by step kind: form [ ], message ( ), custom [[ ]]. */
const SHAPES = { form: ['[', ']'], message: ['(', ')'], custom: ['[[', ']]'] };
const quoted = (text) => String(text).replaceAll('"', '#quot;');
const asList = (path) => (Array.isArray(path) ? path : [path]);

/** Route params and query a target fixes to a literal value (to=partner), for its edge label. */
function fixed(target) {
  const pairs = Object.entries({ ...target.params, ...target.query }).filter(([, v]) => !/[{}]/.test(v));
  return pairs.length ? ` (${pairs.map(([k, v]) => `${k}=${v}`).join(', ')})` : '';
}

/** Reads the flow files: the one holding the routing tables first, then the others by name. */
export function readFlows(root) {
  const dir = join(root, 'flows');
  const flows = readdirSync(dir)
    .filter(isFlowFile)
    .sort()
    .map((f) => ({ file: `flows/${f}`, json: JSON.parse(readFileSync(join(dir, f), 'utf8')) }));
  return [...flows.filter((f) => f.json.routing), ...flows.filter((f) => !f.json.routing)];
}

/**
 * Every transition the manifest states, one per button, case, status or row:
 * `{ from, to, label, style }` with node ids (s_<step> or r_<table>).
 */
export function flowEdges(flows) {
  const edges = [];
  const add = (from, target, label, style = 'solid') => {
    if (target?.step) edges.push({ from, to: node(target.step), label: `${label}${fixed(target)}`, style });
  };
  const action = (from, a, label) => {
    if (!a) return;
    if (a.navigate) add(from, a.navigate, label);
    if (a.operation) action(from, a.then, label);
  };
  for (const { json } of flows)
    for (const [id, step] of Object.entries(json.steps ?? {})) {
      const from = node(id);
      for (const b of step.buttons ?? []) action(from, b.action, b.label);
      if (step.then === 'routeByUserState')
        edges.push({ from, to: ROUTING.byNextStep.id, label: 'then', style: 'solid' });
      else if (step.then?.cases)
        for (const [value, t] of Object.entries(step.then.cases))
          add(
            from,
            t,
            value === '*' ? `then: other ${step.then.byUserField}` : `then: ${step.then.byUserField} = ${value}`,
          );
      else action(from, step.then, 'then');
      for (const [status, t] of Object.entries(step.onError ?? {})) add(from, t, `error ${status}`, 'dashed');
      for (const [name, t] of Object.entries(step.exits ?? {})) add(from, t, `exit: ${name}`, 'thick');
    }
  const routing = flows.find((f) => f.json.routing)?.json.routing;
  if (routing) {
    add(ROUTING.newUser.id, routing.newUser, 'new user');
    add(ROUTING.wrongVerification.id, routing.wrongVerification, 'wrong verification');
    for (const table of ['byNextStep', 'whileWaiting'])
      for (const [key, rule] of Object.entries(routing[table] ?? {})) {
        const row = key === '*' ? 'any other next_step' : key;
        if (rule.byStatus)
          for (const [status, t] of Object.entries(rule.byStatus))
            add(ROUTING[table].id, t, `${row} · ${status === '*' ? 'any other status' : status}`);
        else add(ROUTING[table].id, rule, row);
      }
  }
  return edges;
}

/** The Markdown page with the Mermaid flowchart. */
export function renderFlowGraph(root) {
  const flows = readFlows(root);
  const lines = ['flowchart TD'];
  // A file of shell copy alone (flows/shell.json) has no screen to draw.
  for (const { file, json } of flows.filter((f) => Object.keys(f.json.steps ?? {}).length || f.json.routing)) {
    lines.push(`  subgraph f_${json.id.replace(/[^A-Za-z0-9]/g, '_')}["${quoted(file)}"]`);
    for (const [id, step] of Object.entries(json.steps ?? {})) {
      const [open, close] = SHAPES[step.kind] ?? SHAPES.custom;
      const where = asList(step.path).join(' | ');
      lines.push(`    ${node(id)}${open}"${quoted(id)}<br/>${quoted(where)}"${close}`);
    }
    if (json.routing) for (const r of Object.values(ROUTING)) lines.push(`    ${r.id}{{"${quoted(r.label)}"}}`);
    lines.push('  end');
  }
  // Edges with the same ends and style are drawn once, their labels stacked.
  const merged = new Map();
  for (const e of flowEdges(flows)) {
    const key = `${e.from} ${e.to} ${e.style}`;
    merged.set(key, [...(merged.get(key) ?? []), e.label]);
  }
  for (const [key, labels] of merged) {
    const [from, to, style] = key.split(' ');
    const arrow = { dashed: '-.->', thick: '==>' }[style] ?? '-->';
    lines.push(`  ${from} ${arrow}|"${quoted([...new Set(labels)].join('<br/>'))}"| ${to}`);
  }
  lines.push('  classDef routing fill:#fff4d6,stroke:#b8860b');
  lines.push(
    `  class ${Object.values(ROUTING)
      .map((r) => r.id)
      .join(',')} routing`,
  );
  return [
    '# The flow, as a picture',
    '',
    '<!-- Generated by `npm run flows:graph` from flows/*.json: do not edit by hand. Change the JSON, run it again and commit this file (CI runs `node scripts/flows-graph.mjs --check`). -->',
    '',
    'Every step of the manifest and where it leads. Shapes: a rectangle is a form step, a rounded box a message step,',
    'a box with double sides a custom screen, a hexagon a routing table of `flows/onboarding.json`. Solid arrows are',
    "buttons, form steps' `then` and routing rows (`next_step · status`); dashed arrows are `onError` (HTTP status);",
    "thick arrows are a step's `exits` (`exit: name`), where its screen's own code or a form behaviour sends the person",
    '(the NIP screen to the waiting screen, a verdict of the document review).',
    '',
    '```mermaid',
    ...lines,
    '```',
    '',
  ].join('\n');
}

const PAGE = { output: OUTPUT, source: 'flows/*.json', command: 'npm run flows:graph', render: renderFlowGraph };

/** Whether the page under root is what its sources give; the message says what to do when not. */
export const checkGraph = (root) => checkGenerated(root, PAGE);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  generatedDocMain(PAGE, new URL('..', import.meta.url).pathname);
