// @vitest-environment node
// docs/flow.md is drawn from the manifest by `npm run flows:graph`; CI fails when
// the checked-in picture no longer matches the JSON.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkGraph, flowEdges, readFlows, renderFlowGraph } from '../../scripts/flows-graph.mjs';

type Edge = { from: string; to: string; label: string; style: string };
type Target = { step: string };
type Rule = Target | { byStatus: Record<string, Target> };

const root = join(__dirname, '../..');
const node = (step: string) => `s_${step.replace(/[^A-Za-z0-9]/g, '_')}`;
const onboarding = JSON.parse(readFileSync(join(root, 'flows/onboarding.json'), 'utf8'));

describe('flows:graph', () => {
  it('the checked-in docs/flow.md is current (run `npm run flows:graph` when this fails)', () => {
    expect(checkGraph(root)).toEqual({ ok: true, message: 'docs/flow.md is current' });
  });

  it("draws every step's exits as thick arrows labelled with the exit's name", () => {
    const text: string = renderFlowGraph(root);
    const exits = readFlows(root).flatMap(({ json }: { json: { steps: Record<string, { exits?: object }> } }) =>
      Object.entries(json.steps).flatMap(([id, step]) =>
        Object.entries((step.exits ?? {}) as Record<string, Target>).map(([name, t]) => [id, name, t.step]),
      ),
    );
    expect(exits.length).toBeGreaterThanOrEqual(12);
    for (const [id, name, step] of exits)
      expect(text, `${id} exit ${name}`).toContain(
        `  ${node(id as string)} ==>|"exit: ${name}"| ${node(step as string)}`,
      );
  });

  it('draws an edge for each byNextStep row, labelled with its next_step and status', () => {
    const edges: Edge[] = flowEdges(readFlows(root));
    const text: string = renderFlowGraph(root);
    const rows: [key: string, status: string | null, step: string][] = [];
    for (const [key, rule] of Object.entries(onboarding.routing.byNextStep as Record<string, Rule>))
      if ('byStatus' in rule) for (const [status, t] of Object.entries(rule.byStatus)) rows.push([key, status, t.step]);
      else rows.push([key, null, rule.step]);
    expect(rows.length).toBeGreaterThan(17);
    for (const [key, status, step] of rows) {
      const row = key === '*' ? 'any other next_step' : key;
      const label = status ? `${row} · ${status === '*' ? 'any other status' : status}` : row;
      const edge = edges.find((e) => e.from === 'r_byNextStep' && e.to === node(step) && e.label.startsWith(label));
      expect(edge, `${key} ${status ?? ''} → ${step}`).toBeDefined();
      // In the Mermaid text, the row's label sits on the arrow between the table and the step.
      const arrow = text.split('\n').find((l) => l.startsWith(`  r_byNextStep -->|`) && l.endsWith(`| ${node(step)}`));
      expect(arrow, `${key} → ${step}`).toContain(label);
    }
  });

  it('draws every step of every flow file as a node', () => {
    const text: string = renderFlowGraph(root);
    for (const { json } of readFlows(root) as { json: { steps: Record<string, unknown> } }[])
      for (const id of Object.keys(json.steps)) expect(text).toMatch(new RegExp(`^\\s+${node(id)}[[(]`, 'm'));
  });

  it('--check fails with a clear message when the JSON changed after docs/flow.md was drawn', () => {
    const dir = mkdtempSync(join(tmpdir(), 'flows-graph-'));
    try {
      cpSync(join(root, 'flows'), join(dir, 'flows'), { recursive: true });
      cpSync(join(root, 'docs/flow.md'), join(dir, 'docs/flow.md'));
      expect(checkGraph(dir).ok).toBe(true);
      const file = join(dir, 'flows/onboarding.json');
      const flow = JSON.parse(readFileSync(file, 'utf8'));
      flow.routing.byNextStep.INVENTORY = { step: 'advisor-contact' };
      writeFileSync(file, JSON.stringify(flow, null, 2));
      const r = spawnSync(process.execPath, [join(root, 'scripts/flows-graph.mjs'), '--check', dir], {
        encoding: 'utf8',
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('docs/flow.md is stale');
      expect(r.stderr).toContain('npm run flows:graph');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
