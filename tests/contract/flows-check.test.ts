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
  for (const d of ['flows', 'schemas', 'countries', 'api']) cpSync(join(root, d), join(dir, d), { recursive: true });
  for (const r of ['screens', 'widgets', 'behaviours', 'api'])
    cpSync(join(root, 'src', r, 'registry.ts'), join(dir, 'src', r, 'registry.ts'));
  // The session keys a payload may name ({session.…}).
  cpSync(join(root, 'src/adapters/session.ts'), join(dir, 'src/adapters/session.ts'));
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

/** Edits a file as text: for faults JSON.parse would hide (duplicate keys) or that need the raw file. */
function editText(dir: string, file: string, from: string, to: string) {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer holds ${from}`);
  writeFileSync(path, text.replace(from, to));
}

const check = (dir: string): Fault[] => checkProject(dir);
const fault = (file: string, pointer: string, message: string) =>
  expect.objectContaining({ file, pointer, message: expect.stringContaining(message), fix: expect.any(String) });

afterEach(() => {
  for (const d of copies.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('flows:check', () => {
  it('accepts the project as it is', () => {
    expect(check(root)).toEqual([]);
  });

  it('says once where a name no registry holds is, and that a registry entry not in the names is stale', () => {
    const dir = copyProject();
    edit(dir, 'flows/onboarding.json', (f) => {
      f.steps['about-you'].submit.operation = 'createUsr';
    });
    // The schema's enum (what the editor flags) and the cross reference agree: one fault, the cross reference's.
    expect(check(dir)).toEqual([
      fault('flows/onboarding.json', '/steps/about-you/submit/operation', 'no operation "createUsr"'),
    ]);
    editText(dir, 'src/behaviours/registry.ts', '  birthDate,', '  birthDate,\n  newBehaviour,');
    expect(check(dir)).toContainEqual(fault('flows/names.schema.json', '', 'the names differ from the registries'));
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

  it("refuses a blank shell text and a placeholder in the shell's copy, which nothing fills", () => {
    const dir = copyProject();
    edit(dir, 'flows/shell.json', (f) => {
      f.copy.errorClose = ' ';
      f.copy.chatText = 'Tengo dudas con {country.appName}';
    });
    const faults = check(dir);
    expect(faults).toContainEqual(fault('flows/shell.json', '/copy/errorClose', 'holds only spaces'));
    expect(faults).toContainEqual(fault('flows/shell.json', '/copy/chatText', 'holds a brace'));
  });

  it('refuses a catalog operation that is not registered, and a catalog no operation loads', () => {
    const dir = copyProject();
    edit(dir, 'flows/onboarding.json', (f) => {
      f.catalogs.cities = 'getCitys';
      delete f.catalogs.salesRanges;
    });
    const faults = check(dir);
    expect(faults).toContainEqual(fault('flows/onboarding.json', '/catalogs/cities', 'no operation "getCitys"'));
    expect(faults).toContainEqual(
      fault('flows/onboarding.json', '/steps/more-about/catalogs/1', 'no operation loads the catalog "salesRanges"'),
    );
  });

  it("refuses an exit to a missing step, and a screen's exit the step does not name", () => {
    const dir = copyProject();
    cpSync(join(root, 'src/screens'), join(dir, 'src/screens'), { recursive: true });
    edit(dir, 'flows/signing-signature.json', (f) => {
      f.steps.singning.exits.signed.step = 'singning-sucess';
    });
    edit(dir, 'flows/onboarding.json', (f) => {
      delete f.steps.waiting.exits.gaveUp;
    });
    const faults = check(dir);
    expect(faults).toContainEqual(
      fault('flows/signing-signature.json', '/steps/singning/exits/signed/step', 'no step "singning-sucess"'),
    );
    expect(faults).toContainEqual(
      fault('flows/onboarding.json', '/steps/waiting/exits', 'screen "waiting" asks for exit "gaveUp"'),
    );
  });

  it("holds a form step's payload against its call's request schema: fields, names, types, the operation", () => {
    const dir = copyProject();
    edit(dir, 'flows/onboarding.json', (f) => {
      const aboutYou = f.steps['about-you'].submit.payload;
      delete aboutYou.name;
      aboutYou.nickname = { field: 'names' };
      const business = f.steps['more-about'].submit.payload;
      business.name = { field: 'shop_nam' };
      business.sales_average_range_id = { field: 'average_sale' };
      f.steps['create-password'].submit.operation = 'createPasword';
    });
    const faults = check(dir);
    const at = (step: string, rest: string) => `/steps/${step}/submit${rest}`;
    expect(faults).toContainEqual(
      fault('flows/onboarding.json', at('about-you', '/payload'), 'createUser requires "name"'),
    );
    expect(faults).toContainEqual(
      fault('flows/onboarding.json', at('about-you', '/payload/nickname'), 'createUser takes no "nickname"'),
    );
    expect(faults).toContainEqual(
      fault('flows/onboarding.json', at('more-about', '/payload/name'), 'the form has no field "shop_nam"'),
    );
    expect(faults).toContainEqual(
      fault(
        'flows/onboarding.json',
        at('more-about', '/payload/sales_average_range_id'),
        '"sales_average_range_id" is sent as string',
      ),
    );
    expect(faults).toContainEqual(
      fault('flows/onboarding.json', at('create-password', '/operation'), 'no operation "createPasword"'),
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

  it("refuses a tax-id mask that disagrees with the profile's length or characters", () => {
    const dir = copyProject();
    edit(dir, 'countries/do.json', (c) => {
      c.taxIdMask = '###-####-#';
    });
    edit(dir, 'countries/mx.json', (c) => {
      c.taxIdMask = '######1######';
    });
    const faults = check(dir);
    expect(faults).toContainEqual(
      expect.objectContaining({
        file: 'countries/do.json',
        pointer: '/taxIdMask',
        message: "the mask has 8 '#' but taxIdLength is 11",
      }),
    );
    expect(faults).toContainEqual(
      expect.objectContaining({
        file: 'countries/mx.json',
        pointer: '/taxIdMask',
        message: expect.stringContaining('separator "1" is also a character of the id'),
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

  // One broken copy per kind of JSON file: each fault must name the file, the pointer and a fix.
  it.each([
    ['flows/onboarding.json', '"title": "Sobre ti",', '/steps/about-you/title'],
    ['schemas/steps/about-you.json', '"names": "* Ingresa los nombres !",', '/errorMessage/required/names'],
    ['schemas/steps/about-you.ui.json', '"ui:title": "Día de nacimiento"', '/day/ui:title'],
    ['countries/mx.json', '"appName": "Surtido Tendero",', '/appName'],
    ['flows/flow.schema.json', '"id": { "type": "string", "pattern": "^[a-z][a-z0-9-]*$" },', '/properties/id'],
  ])('refuses a duplicate key in %s', (file, line, pointer) => {
    const dir = copyProject();
    const duplicated = line.endsWith(',') ? `${line}\n${line}` : `${line},\n${line}`;
    editText(dir, file, line, duplicated);
    const faults = check(dir);
    expect(faults).toContainEqual(fault(file, pointer, 'duplicate key'));
    expect(faults.find((f) => f.pointer === pointer && f.file === file)?.message).toMatch(/\(line \d+\)/);
  });

  it('refuses a text left blank in a flow, a step schema, a uiSchema and a country', () => {
    const dir = copyProject();
    edit(dir, 'flows/onboarding.json', (f) => {
      f.steps.home.copy.continue = '   ';
      f.steps.rejected.title = '';
    });
    edit(dir, 'schemas/steps/about-you.json', (s) => {
      s.properties.names.errorMessage.pattern = ' ';
      s.properties.month.oneOf[0].title = '';
    });
    edit(dir, 'schemas/steps/about-you.ui.json', (u) => {
      u.day['ui:help'] = '  ';
    });
    edit(dir, 'countries/mx.json', (c) => {
      c.lenderPhone = ' ';
    });
    const faults = check(dir);
    expect(faults).toContainEqual(fault('flows/onboarding.json', '/steps/home/copy/continue', 'holds only spaces'));
    expect(faults).toContainEqual(
      fault('schemas/steps/about-you.json', '/properties/names/errorMessage/pattern', 'message holds only spaces'),
    );
    expect(faults).toContainEqual(fault('schemas/steps/about-you.json', '/properties/month/oneOf/0/title', 'is empty'));
    expect(faults).toContainEqual(fault('schemas/steps/about-you.ui.json', '/day/ui:help', 'holds only spaces'));
    expect(faults).toContainEqual(fault('countries/mx.json', '/lenderPhone', 'setting holds only spaces'));
    // One clear fault per blank text, not the meta-schema's "must NOT have fewer than 1 characters" as well.
    expect(faults.filter((f) => f.pointer === '/steps/rejected/title')).toEqual([
      fault('flows/onboarding.json', '/steps/rejected/title', 'text is empty'),
    ]);
  });

  it('refuses routes of whileWaiting and byUserField whose parameters are not known there', () => {
    const dir = copyProject();
    edit(dir, 'flows/onboarding.json', (f) => {
      f.routing.whileWaiting.PASSWORD.byStatus.IN_PROGRESS = { step: 'review-documents' };
      f.steps['create-password'].then.cases['0'] = { step: 'singning' };
    });
    const faults = check(dir);
    expect(faults).toContainEqual(
      fault('flows/onboarding.json', '/routing/whileWaiting/PASSWORD/byStatus/IN_PROGRESS', 'needs route parameters'),
    );
    expect(faults).toContainEqual(fault('flows/onboarding.json', '/steps/create-password/then/cases/0', 'person_type'));
  });

  it('refuses a byUserField without a "*" case or on a field the user answer lacks', () => {
    const dir = copyProject();
    edit(dir, 'flows/onboarding.json', (f) => {
      delete f.steps['create-password'].then.cases['*'];
      f.steps['create-password'].then.byUserField = 'request.welcome_screen';
    });
    const faults = check(dir);
    expect(faults).toContainEqual(fault('flows/onboarding.json', '/steps/create-password/then/cases', 'no "*" case'));
    expect(faults).toContainEqual(
      fault('flows/onboarding.json', '/steps/create-password/then/byUserField', 'no field "request.welcome_screen"'),
    );
  });

  it('refuses a routing row for a next_step that does not exist, and an unknown placeholder in a route', () => {
    const dir = copyProject();
    edit(dir, 'flows/onboarding.json', (f) => {
      f.routing.byNextStep.BUSINESS_ADRESS = f.routing.byNextStep.BUSINESS_ADDRESS;
      f.routing.byNextStep.PARTNER_NIP.params.phoneNumber = '{aval.PARTNER.phone}';
    });
    const faults = check(dir);
    expect(faults).toContainEqual(
      expect.objectContaining({
        pointer: '/routing/byNextStep/BUSINESS_ADRESS',
        fix: 'did you mean "BUSINESS_ADDRESS"?',
      }),
    );
    expect(faults).toContainEqual(
      fault('flows/onboarding.json', '/routing/byNextStep/PARTNER_NIP/params/phoneNumber', 'unknown placeholder'),
    );
  });

  it('refuses placeholders that do not resolve in step schemas, uiSchemas and some country', () => {
    const dir = copyProject();
    edit(dir, 'schemas/steps/additional-data.json', (s) => {
      s.properties.rfc.errorMessage.pattern = '* El {country.taxIdLabl} solo lleva letras y números';
      s.properties.rfc.title = 'Tu {params.phoneNumber}';
    });
    edit(dir, 'schemas/steps/additional-data.ui.json', (u) => {
      u.rfc['ui:options'].lookupLabel = '¿No conoces tu {country.taxIdLable}? Consúltalo {data.aqui}';
    });
    edit(dir, 'flows/onboarding.json', (f) => {
      f.steps.rejected.title = 'Lo sentimos {country.appName';
    });
    // A third profile that lacks a setting the copy uses.
    const zz = JSON.parse(readFileSync(join(dir, 'countries/mx.json'), 'utf8'));
    zz.code = 'zz';
    delete zz.companyName;
    writeFileSync(join(dir, 'countries/zz.json'), JSON.stringify(zz, null, 2));
    const faults = check(dir);
    const schema = 'schemas/steps/additional-data.json';
    expect(faults).toContainEqual(fault(schema, '/properties/rfc/errorMessage/pattern', '{country.taxIdLabl}'));
    expect(faults.find((f) => f.pointer === '/properties/rfc/errorMessage/pattern')?.fix).toContain(
      'did you mean "taxIdLabel"?',
    );
    expect(faults).toContainEqual(fault(schema, '/properties/rfc/title', 'does not resolve in a step schema'));
    const ui = 'schemas/steps/additional-data.ui.json';
    expect(faults).toContainEqual(fault(ui, '/rfc/ui:options/lookupLabel', '{country.taxIdLable}'));
    expect(faults).toContainEqual(fault(ui, '/rfc/ui:options/lookupLabel', '{data.aqui} does not resolve'));
    expect(faults).toContainEqual(fault('flows/onboarding.json', '/steps/rejected/title', 'a stray "{"'));
    expect(faults).toContainEqual(
      fault('flows/onboarding.json', '/steps/about-living/text/0', 'does not resolve in countries/zz.json'),
    );
    expect(faults).toContainEqual(fault('countries/zz.json', '', 'companyName'));
  });

  it.each([
    ['flows/guarantor.json', './flow.schema.json'],
    ['schemas/steps/more-about.json', 'http://json-schema.org/draft-07/schema#'],
    ['schemas/steps/more-about.ui.json', '../ui.schema.json'],
    ['countries/mx.json', './country.schema.json'],
  ])('refuses %s without "$schema", naming the one to add', (file, want) => {
    const dir = copyProject();
    edit(dir, file, (json) => {
      delete json.$schema;
    });
    expect(check(dir)).toContainEqual({
      file,
      pointer: '',
      message: 'no "$schema"',
      fix: `add "$schema": "${want}" as the first key`,
    });
  });

  it('refuses a "$schema" that points to a missing file', () => {
    const dir = copyProject();
    edit(dir, 'schemas/steps/about-you.ui.json', (u) => {
      u.$schema = '../ui.schema.jsn';
    });
    expect(check(dir)).toContainEqual(
      expect.objectContaining({
        file: 'schemas/steps/about-you.ui.json',
        pointer: '/$schema',
        fix: 'set "$schema": "../ui.schema.json"',
      }),
    );
  });

  it('refuses a uiSchema field that is not in its schema, and ui:order entries that are not fields', () => {
    const dir = copyProject();
    edit(dir, 'schemas/steps/about-you.ui.json', (u) => {
      u.first_lastnme = u.first_lastname;
      delete u.first_lastname;
      u['ui:order'][1] = 'first_lastnme';
    });
    const faults = check(dir);
    const ui = 'schemas/steps/about-you.ui.json';
    expect(faults).toContainEqual({
      file: ui,
      pointer: '/first_lastnme',
      message: '"first_lastnme" is not a field of schemas/steps/about-you.json',
      fix: 'did you mean "first_lastname"?',
    });
    expect(faults).toContainEqual(fault(ui, '/ui:order/1', 'ui:order names "first_lastnme", which is not a field'));
    expect(faults).toContainEqual(fault(ui, '/ui:order', 'leaves out "first_lastname"'));
  });

  it('refuses what the bundled form engine cannot draw: lists, subforms, merged schemas, pickers, left-out widgets', () => {
    const dir = copyProject();
    edit(dir, 'schemas/steps/about-you.json', (s) => {
      s.properties.names = { type: 'array', items: { type: 'string' } };
      s.allOf = [{ required: ['names'] }];
      s.properties.civil_status.patternProperties = { '^x': { type: 'string' } };
      s.properties.civil_status.oneOf[0] = { type: 'object', properties: {} };
      s.properties.second_lastname.format = 'date';
    });
    edit(dir, 'schemas/steps/about-you.ui.json', (u) => {
      u.first_lastname['ui:widget'] = 'textarea';
    });
    const faults = check(dir);
    const schema = 'schemas/steps/about-you.json';
    expect(faults).toContainEqual(fault(schema, '/properties/names', 'a list of items (type array) cannot be drawn'));
    expect(faults).toContainEqual(
      fault(schema, '/properties/civil_status/oneOf', 'oneOf with options other than fixed choices cannot be drawn'),
    );
    expect(faults).toContainEqual(
      fault(schema, '/properties/second_lastname/format', 'format "date" needs a picker the form engine leaves out'),
    );
    expect(faults).toContainEqual(
      fault(schema, '/allOf', 'allOf cannot be drawn: the form engine leaves out its schema merger'),
    );
    expect(faults).toContainEqual(
      fault(
        schema,
        '/properties/civil_status/patternProperties',
        'patternProperties cannot be drawn: the form engine leaves out its schema merger',
      ),
    );
    expect(faults).toContainEqual(
      fault('schemas/steps/about-you.ui.json', '/first_lastname/ui:widget', 'no widget "textarea"'),
    );
  });

  it('refuses a conditional required field without its message', () => {
    const dir = copyProject();
    edit(dir, 'schemas/steps/more-about.json', (s) => {
      delete s.then.errorMessage;
    });
    expect(check(dir)).toContainEqual(
      fault('schemas/steps/more-about.json', '/then/errorMessage/required', 'required field "other_businessType"'),
    );
  });
});
