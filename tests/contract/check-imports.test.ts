// The floors of src/ (scripts/lib/zones.mjs) hold: the real tree passes, and a
// copy with one wrong-way import, one screen reaching into another and one ring
// is refused with each file and rule named.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const check = (dir: string) =>
  spawnSync('node', [join(root, 'scripts/check-imports.mjs'), '--root', dir], { encoding: 'utf8' });

describe('check:imports', () => {
  const copy = mkdtempSync(join(tmpdir(), 'floors-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('passes on the tree as it is', () => {
    const r = check(root);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/every import looks down, no rings/);
  });

  it('names a wrong-way import, a screen importing another screen, and a ring', () => {
    cpSync(join(root, 'src'), join(copy, 'src'), { recursive: true });
    cpSync(join(root, 'docs/architecture.md'), join(copy, 'docs/architecture.md'));
    const append = (file: string, line: string) =>
      writeFileSync(join(copy, 'src', file), `${line}\n${readFileSync(join(copy, 'src', file), 'utf8')}`);
    // A widget reaching up into a screen.
    append('widgets/tax-id/tax-id-field.tsx', "import { StepHeading } from '../../screens/step-heading';");
    // One screen's folder using another's file.
    append('screens/nip/nip-screen.tsx', "import '../signature/crop';");
    // Two files of one floor importing each other.
    append('domain/sha1.ts', "import './uuid';");
    append('domain/uuid.ts', "import './sha1';");
    const r = check(copy);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      "src/widgets/tax-id/tax-id-field.tsx: imports screens/step-heading.tsx, on floor 'screens', above its own 'form'",
    );
    expect(r.stderr).toContain('src/screens/nip/nip-screen.tsx: imports screens/signature/crop.ts, another screen');
    expect(r.stderr).toContain('src/domain/sha1.ts ↔ domain/uuid.ts: import each other (a ring)');
    expect(r.stderr).toMatch(/check:imports: 3 wrong-way import\(s\) or ring\(s\)/);
  });

  it('refuses a floors table in docs/architecture.md that is not the one zones.mjs gives, and writes it', () => {
    const doc = join(copy, 'docs/architecture.md');
    writeFileSync(doc, readFileSync(doc, 'utf8').replace('| `ui/` |', '| `ux/` |'));
    const r = spawnSync('node', [join(root, 'scripts/check-imports.mjs'), '--root', copy], { encoding: 'utf8' });
    expect(r.stderr).toContain('docs/architecture.md: the floors table differs from scripts/lib/zones.mjs');
    spawnSync('node', [join(root, 'scripts/check-imports.mjs'), '--root', copy, '--write-docs'], { encoding: 'utf8' });
    expect(readFileSync(doc, 'utf8')).toContain('| `ui/` |');
    expect(readFileSync(doc, 'utf8')).not.toContain('`ux/`');
  });
});
