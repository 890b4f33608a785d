// @vitest-environment node
// flows:check is the safety net for people who edit JSON: each broken copy
// below must be refused with the file, the JSON pointer and a fix.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkProject } from '../../scripts/lib/check-project.mjs';

type Fault = { file: string; pointer: string; message: string; fix?: string };
const root = join(__dirname, '../..');
const copies: string[] = [];

function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flows-check-'));
  copies.push(dir);
  for (const d of ['flows', 'schemas', 'countries']) cpSync(join(root, d), join(dir, d), { recursive: true });
  for (const r of ['screens', 'widgets', 'submits', 'behaviours', 'api'])
    cpSync(join(root, 'src', r, 'registry.ts'), join(dir, 'src', r, 'registry.ts'));
  return dir;
}

function edit(
  dir: string,
  file: string, // biome-ignore lint/suspicious/noExplicitAny: the tests reach deep into free-form JSON
  change: (json: Record<string, any>) => void,
) {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

const check = (dir: string): Fault[] => checkProject(dir);

afterEach(() => {
  for (const d of copies.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('flows:check', () => {
  it('accepts the project as it is', () => {
    expect(check(root)).toEqual([]);
  });

  it('names file and pointer for a step that names a missing schema', () => {
    const dir = copyProject();
    edit(dir, 'flows/onboarding.json', (f) => {
      f.steps['about-you'].schema = 'about-yuo';
    });
    expect(check(dir)).toContainEqual(
      expect.objectContaining({
        file: 'flows/onboarding.json',
        pointer: '/steps/about-you/schema',
      }),
    );
  });

  it('refuses an unknown submit, widget and a target step that does not exist', () => {
    const dir = copyProject();
    edit(dir, 'flows/onboarding.json', (f) => {
      f.steps['about-you'].submit = 'createUsr';
      f.routing.byNextStep.ABOUT_STORE = { step: 'more-abuot' };
    });
    edit(dir, 'schemas/steps/about-you.ui.json', (u) => {
      u.day['ui:widget'] = 'dayPicker';
    });
    const faults = check(dir);
    expect(faults).toContainEqual(expect.objectContaining({ pointer: '/steps/about-you/submit' }));
    expect(faults).toContainEqual(expect.objectContaining({ pointer: '/routing/byNextStep/ABOUT_STORE/step' }));
    expect(faults).toContainEqual(
      expect.objectContaining({
        file: 'schemas/steps/about-you.ui.json',
        pointer: '/day/ui:widget',
      }),
    );
  });

  it('refuses an empty message, a placeholder that does not resolve, a next_step without a row', () => {
    const dir = copyProject();
    edit(dir, 'flows/onboarding.json', (f) => {
      f.steps.rejected.title = '';
      f.steps.home.title = 'Surte tu negocio con {country.appNmae}';
      delete f.routing.byNextStep.TAX_ACCOUNT;
    });
    const faults = check(dir);
    expect(faults).toContainEqual(expect.objectContaining({ pointer: '/steps/rejected/title' }));
    expect(faults).toContainEqual(
      expect.objectContaining({
        pointer: '/steps/home/title',
        message: expect.stringContaining('appNmae'),
      }),
    );
    expect(faults).toContainEqual(expect.objectContaining({ message: 'next_step TAX_ACCOUNT has no row' }));
  });

  it('refuses a route whose parameters the source cannot provide', () => {
    const dir = copyProject();
    edit(dir, 'flows/onboarding.json', (f) => {
      f.steps.rejected.buttons.push({ label: 'Ir', action: { navigate: { step: 'send-nip' } } });
    });
    expect(check(dir)).toContainEqual(
      expect.objectContaining({
        pointer: '/steps/rejected/buttons/1/action/navigate',
        message: expect.stringContaining('phoneNumber'),
      }),
    );
  });

  it('refuses a required field without its message', () => {
    const dir = copyProject();
    edit(dir, 'schemas/steps/about-you.json', (s) => {
      delete s.errorMessage.required.names;
    });
    expect(check(dir)).toContainEqual(
      expect.objectContaining({
        file: 'schemas/steps/about-you.json',
        message: 'required field "names" has no message',
      }),
    );
  });

  it('refuses a country profile missing a setting, naming it', () => {
    const dir = copyProject();
    edit(dir, 'countries/mx.json', (c) => {
      delete c.taxIdLength;
    });
    expect(check(dir)).toContainEqual(
      expect.objectContaining({
        file: 'countries/mx.json',
        message: expect.stringContaining('taxIdLength'),
      }),
    );
  });

  it('reports a file that is not JSON', () => {
    const dir = copyProject();
    writeFileSync(join(dir, 'flows/onboarding.json'), '{ "id": "onboarding", }');
    expect(check(dir)).toContainEqual(
      expect.objectContaining({
        file: 'flows/onboarding.json',
        message: expect.stringContaining('not valid JSON'),
      }),
    );
  });
});
