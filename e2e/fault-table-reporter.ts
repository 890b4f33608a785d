// Prints the fault-injection table (calls × faults) at the end of a run, from the
// results each e2e/faults.spec.ts test attached ('fault-results'). A run without
// those tests prints nothing.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { type Cell, COLUMNS, type RowResult } from './fault-injection';

const MARK: Record<Cell['result'], string> = { passed: 'passed', failed: 'FAILED', 'n/a': '—' };

export default class FaultTableReporter implements Reporter {
  // By test: a retried test keeps its last result.
  private readonly rows = new Map<string, RowResult>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const attachment = result.attachments.find((a) => a.name === 'fault-results' && a.body);
    if (!attachment?.body) return;
    this.rows.set(test.id, JSON.parse(attachment.body.toString('utf8')) as RowResult);
  }

  onEnd(): void {
    if (this.rows.size === 0) return;
    const rows = [...this.rows.values()].sort((a, b) => a.order - b.order);
    const first = Math.max(4, ...rows.map((r) => r.row.length));
    const widths = COLUMNS.map((c) => Math.max(c.label.length, 6));
    const line = (name: string, cells: string[]) =>
      [name.padEnd(first), ...cells.map((c, i) => c.padEnd(widths[i] ?? 6))].join('  ').trimEnd();

    const out: string[] = ['', 'Fault injection: calls × faults (passed, FAILED, — does not apply)', ''];
    out.push(
      line(
        'call',
        COLUMNS.map((c) => c.label),
      ),
    );
    out.push(
      line(
        '-'.repeat(first),
        widths.map((w) => '-'.repeat(w)),
      ),
    );
    const count = { passed: 0, failed: 0, 'n/a': 0 };
    const failures: string[] = [];
    const notApplicable = new Map<string, string[]>();
    for (const r of rows) {
      out.push(
        line(
          r.row,
          COLUMNS.map((c) => {
            const cell = r.cells[c.id];
            if (!cell) return '?';
            count[cell.result] += 1;
            if (cell.result === 'failed') failures.push(`  ${r.row} × ${c.label}: ${cell.note ?? ''}`);
            if (cell.result === 'n/a') {
              const key = `${c.label}: ${cell.note ?? ''}`;
              notApplicable.set(key, [...(notApplicable.get(key) ?? []), r.row]);
            }
            return MARK[cell.result];
          }),
        ),
      );
    }
    out.push('', `${rows.length} calls: ${count.passed} passed, ${count.failed} failed, ${count['n/a']} do not apply.`);
    if (failures.length > 0) out.push('', 'Failed:', ...failures);
    if (notApplicable.size > 0) {
      out.push('', 'Does not apply:');
      for (const [why, names] of notApplicable) out.push(`  ${why} (${names.join(', ')})`);
    }
    process.stdout.write(`${out.join('\n')}\n\n`);
  }
}
