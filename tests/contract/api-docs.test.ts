// @vitest-environment node
// docs/api-reference.md is written from api/openapi.yaml by `npm run api:docs`; npm test fails
// when the checked-in page no longer matches the document.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkApiDocs, renderApiDocs } from '../../scripts/api-docs.mjs';
import { operationsOf, readDocument } from '../../scripts/lib/openapi.mjs';

const root = join(__dirname, '../..');

describe('api:docs', () => {
  it('the checked-in docs/api-reference.md is current (run `npm run api:docs` when this fails)', () => {
    expect(checkApiDocs(root)).toEqual({ ok: true, message: 'docs/api-reference.md is current' });
  });

  it('has one section per operation, headed by its name, method and path', () => {
    const page: string = renderApiDocs(root);
    const ops = operationsOf(readDocument(root));
    expect(ops).toHaveLength(27);
    for (const o of ops) expect(page).toContain(`\n### ${o.id}: \`${o.method} ${o.path}\`\n`);
  });

  it("lists a body's fields with their types and limits, the answers by status, and the spec notes", () => {
    const page: string = renderApiDocs(root);
    const section = page.slice(page.indexOf('### createUser:'), page.indexOf('### getUserDetail:'));
    expect(section).toContain('| `name` | string | yes | 1 to 30 characters |');
    expect(section).toContain("('must be a date as yyyy-MM-dd')");
    expect(section).toContain('| `data.authentication.access_token` | string | yes |');
    expect(section).toMatch(/\| 422 \| The applicant does not qualify/);
    expect(section).toContain("> **Spec note.** Section 7 writes 'body not shown'");
    const avalNip = page.slice(page.indexOf('### requestAvalNip:'), page.indexOf('### confirmAvalNip:'));
    expect(avalNip).toContain('| `to` | query | yes | one of `partner`, `collateral` |');
    expect(avalNip).toContain('| 204 | Done, with no body');
  });

  it('--check fails with a clear message when the document changed after the page was written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-docs-'));
    try {
      cpSync(join(root, 'api'), join(dir, 'api'), { recursive: true });
      mkdirSync(join(dir, 'docs'));
      cpSync(join(root, 'docs/api-reference.md'), join(dir, 'docs/api-reference.md'));
      expect(checkApiDocs(dir).ok).toBe(true);
      const file = join(dir, 'api/openapi.yaml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('/v1/users/{id}/{type}/tax_info:', '/v1/users/{id}/{type}/tax-info:'),
      );
      const r = spawnSync(process.execPath, [join(root, 'scripts/api-docs.mjs'), '--check', dir], { encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('docs/api-reference.md is stale');
      expect(r.stderr).toContain('npm run api:docs');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
