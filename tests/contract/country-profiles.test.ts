// Adding a country is one JSON file (docs/adding-a-country.md). This test adds a
// temporary third profile, 'zz', to a copy of the project's data and shows that
// flows:check accepts it, that the validator generator compiles every step for
// it, and that the flow renders with its labels, lengths and links; and that a
// profile missing a setting is refused with a message naming the setting. Then
// Colombia, from its fixture (tests/contract/fixtures/co.json, exactly as
// countries/co.json would be): a NIT of 10 digits shown '#########-#', no zip
// code, 'Barrio' and 'Departamento', with no code change.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error plain ESM script without types
import { checkProject } from '../../scripts/lib/check-project.mjs';
import { json, stubFetch } from '../../src/api/test-fetch';
import { routesFor } from '../../src/app/router';
import type { Country } from '../../src/config/country';
import { manifest } from '../../src/engine/manifest';

type Fault = { file: string; pointer: string; message: string; fix?: string };
const root = join(__dirname, '../..');

/** The third profile, exactly as an engineer would write countries/zz.json. */
const zz = {
  $schema: './country.schema.json',
  code: 'zz',
  name: 'Zedlandia',
  phonePrefix: '+99',
  phoneLength: 9,
  phoneDialPrefixes: ['99', '0099'],
  phoneMasks: { '*': '### ### ###' },
  appName: 'Surtido Barrio',
  companyName: 'Financiera Barrio',
  taxIdLabel: 'NIT',
  taxIdThe: 'el NIT',
  taxIdCorrect: 'correcto',
  taxIdLength: 10,
  taxIdCharacters: '[A-Z0-9]',
  taxIdMask: '##########',
  generateTaxId: false,
  taxIdLookupUrl: 'https://impuestos.example.org/consulta-nit',
  includeZipCode: true,
  defaultZipCode: '00000',
  neighborhoodLabel: 'Barrio',
  neighborhoodThe: 'el barrio',
  stateLabel: 'Departamento',
  stateThe: 'el departamento',
  serviceArea: 'algunos barrios de la capital',
  groceryLabel: 'Tienda de barrio',
  mapsRegion: 'zz',
  preApprovedAmount: 'Z$5,000 ZZD',
  privacyUrl: 'https://barrio.example.org/privacidad',
  companySite: 'https://barrio.example.org',
  webAppHome: 'https://app.barrio.example.org',
  storeUrl: 'https://play.google.com/store/apps/details?id=org.barrio.shopkeeper',
  supportChatNumber: '99900000000',
  lenderPhone: '999 000 000',
};

const copies: string[] = [];

/**
 * The data folders, the registries flows:check reads and the build scripts,
 * copied under node_modules/.cache: there the generator finds its packages
 * (ajv, @rjsf/*) by Node's usual lookup, and the test may import what it
 * generates (Vitest refuses modules from outside the project, such as /tmp).
 */
function copyProject(profile: Record<string, unknown>): string {
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'country-profiles-'));
  copies.push(dir);
  for (const d of ['flows', 'schemas', 'countries', 'scripts', 'api'])
    cpSync(join(root, d), join(dir, d), { recursive: true });
  for (const r of ['screens', 'widgets', 'behaviours', 'api'])
    cpSync(join(root, 'src', r, 'registry.ts'), join(dir, 'src', r, 'registry.ts'));
  // The session keys a payload may name ({session.…}).
  cpSync(join(root, 'src/adapters/session.ts'), join(dir, 'src/adapters/session.ts'));
  // How the scripts and the app read the flow files, one module for both.
  cpSync(join(root, 'src/engine/flow-files.mjs'), join(dir, 'src/engine/flow-files.mjs'));
  writeFileSync(join(dir, 'countries', `${profile.code}.json`), `${JSON.stringify(profile, null, 2)}\n`);
  return dir;
}

// The app finds validators with a build-time glob over src/generated; the
// temporary profile's are generated into the copy, so the form step loads them
// from there (same modules, same createPrecompiledValidator as load-step.ts).
const generated = vi.hoisted(() => ({ dir: '' }));
vi.mock('../../src/screens/form-step/load-step', async () => {
  const { createPrecompiledValidator } = await import('@rjsf/validator-ajv8');
  return {
    loadedStep: () => undefined,
    loadStep: async (country: string, schemaName: string) => {
      const file = join(generated.dir, 'src/generated/validators', country, `${schemaName}.js`);
      const mod = await import(/* @vite-ignore */ pathToFileURL(file).href);
      return {
        schema: mod.schema,
        uiSchema: mod.uiSchema,
        validator: createPrecompiledValidator(mod.default, mod.schema),
      };
    },
  };
});

afterAll(() => {
  for (const d of copies.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('a third country profile', () => {
  let dir = '';
  let run: ReturnType<typeof spawnSync>;
  beforeAll(() => {
    dir = copyProject(zz);
    generated.dir = dir;
    // The generator as `npm run build` runs it, on the copy: it writes the copy's src/generated.
    run = spawnSync(process.execPath, [join(dir, 'scripts/compile-validators.mjs')], { encoding: 'utf8' });
  });

  it('is accepted by flows:check', () => {
    const faults: Fault[] = checkProject(dir);
    expect(faults).toEqual([]);
  });

  it('gets every step validator compiled by the generator, its values resolved', async () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('x 3 countries');
    for (const step of ['about-you', 'additional-data', 'more-about', 'about-living', 'create-password'])
      expect(existsSync(join(dir, 'src/generated/validators/zz', `${step}.js`))).toBe(true);
    const { schema, default: fns } = await import(
      /* @vite-ignore */ pathToFileURL(join(dir, 'src/generated/validators/zz/additional-data.js')).href
    );
    expect(schema.properties.rfc).toMatchObject({ title: 'NIT', minLength: 10, maxLength: 10 });
    expect(schema.errorMessage.required.rfc).toBe('* Ingresa el NIT !');
    const validate = Object.values(fns)[0] as (data: unknown) => boolean;
    expect(validate({ rfc: 'A123456789', confirm: true })).toBe(true);
    expect(validate({ rfc: 'A12345678', confirm: true })).toBe(false);
  });

  describe('renders the flow with its labels', () => {
    const open = (path: string) =>
      render(
        createElement(RouterProvider, {
          router: createMemoryRouter(
            // The profile object straight from its JSON: the app needs nothing else.
            routesFor(manifest, () => zz as Country),
            { initialEntries: [path] },
          ),
        }),
      );

    it('the tax id step: its label, length, lookup link; not generated', async () => {
      sessionStorage.setItem(
        'applicant',
        JSON.stringify({ names: 'Emma', firstLastname: 'Gómez', secondLastname: 'Díaz', dob: '1990-12-31' }),
      );
      open('/5512345678/u-1/additional-data');
      expect(await screen.findByRole('heading', { name: 'Confirma que tu NIT sea correcto' })).toBeInTheDocument();
      const taxId = await screen.findByLabelText('NIT');
      expect(taxId).toHaveValue(''); // generateTaxId false: birth data is there, nothing is computed
      expect(screen.getByRole('link', { name: '¿No conoces tu NIT? Consúltalo aquí' })).toHaveAttribute(
        'href',
        zz.taxIdLookupUrl,
      );
      const confirm = screen.getByRole('checkbox', { name: 'Mi NIT es correcto' });
      expect(confirm).toBeDisabled();
      await userEvent.type(taxId, 'a1-2345-6789');
      expect(taxId).toHaveValue('A123456789');
      await waitFor(() => expect(confirm).toBeEnabled()); // taxIdLength 10
      await userEvent.type(taxId, '0');
      expect(taxId).toHaveValue('A123456789');
    });

    it("the business step offers the catalog's grocery type under its groceryLabel", async () => {
      stubFetch((req) => {
        const path = new URL(req.url).pathname;
        if (path.endsWith('/v1/business-types'))
          return json(200, { data: ['Tienda de abarrotes', 'Otros', 'Papelería'] });
        if (path.endsWith('/v1/sales-ranges'))
          return json(200, { data: { ranges: [{ id: 1, range_description: 'Menos de Z$500' }] } });
        return json(404, {});
      });
      open('/5512345678/u-1/more-about');
      const types = await screen.findByLabelText('Giro del negocio');
      // The form is drawn before its lists: the select is usable once they arrive.
      await waitFor(() => expect(types).toBeEnabled());
      const labels = [...types.querySelectorAll('option')].map((o) => o.textContent);
      expect(labels).toEqual(['Selecciona', 'Tienda de barrio', 'Papelería', 'Otros']);
      vi.unstubAllGlobals();
    });

    it('the address step: its neighbourhood label, the zip code it asks, its company', async () => {
      stubFetch(() => json(200, { data: ['Centro'] }));
      open('/5512345678/u-1/about-living');
      expect(await screen.findByLabelText('Barrio')).toBeInTheDocument();
      expect(screen.getByLabelText('Código postal')).toBeInTheDocument(); // includeZipCode true
      expect(screen.getByText(/a favor de Financiera Barrio\./)).toBeInTheDocument();
      vi.unstubAllGlobals();
    });
  });
});

/** The flow under a profile object straight from its JSON: the app needs nothing else. */
const openUnder = (profile: Record<string, unknown>, path: string) =>
  render(
    createElement(RouterProvider, {
      router: createMemoryRouter(
        routesFor(manifest, () => profile as Country),
        { initialEntries: [path] },
      ),
    }),
  );

describe('Colombia, from its fixture, with no code change', () => {
  const co = JSON.parse(readFileSync(join(__dirname, 'fixtures/co.json'), 'utf8')) as Record<string, unknown>;
  let dir = '';
  beforeAll(() => {
    dir = copyProject(co);
    generated.dir = dir;
    const run = spawnSync(process.execPath, [join(dir, 'scripts/compile-validators.mjs')], { encoding: 'utf8' });
    expect(run.status).toBe(0);
  });

  it('is accepted by flows:check', () => {
    expect(checkProject(dir)).toEqual([]);
  });

  it("its NIT field accepts digits, shows them over the mask '#########-#', refuses the rest, and sends the digits", async () => {
    const api = stubFetch(() => json(200, { data: {} }));
    openUnder(co, '/5712345678/u-1/additional-data');
    expect(await screen.findByRole('heading', { name: 'Confirma que tu NIT sea correcto' })).toBeInTheDocument();
    const nit = await screen.findByLabelText('NIT');
    expect(nit).toHaveAttribute('inputmode', 'numeric'); // taxIdCharacters '[0-9]'
    await userEvent.type(nit, '900.123.456');
    expect(nit).toHaveValue('900123456'); // the separator shows once the character after it is typed
    const confirm = screen.getByRole('checkbox', { name: 'Mi NIT es correcto' });
    expect(confirm).toBeDisabled();
    await userEvent.type(nit, '-7');
    expect(nit).toHaveValue('900123456-7');
    await userEvent.type(nit, 'x8'); // a letter, and an eleventh digit: both refused
    expect(nit).toHaveValue('900123456-7');
    await waitFor(() => expect(confirm).toBeEnabled()); // taxIdLength 10
    await userEvent.click(confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const taxInfo = () => api.requests.filter((r) => r.url.endsWith('/tax_info'));
    await waitFor(() => expect(taxInfo()).toHaveLength(1));
    const sent = taxInfo();
    expect(sent[0]?.method).toBe('POST');
    expect(await sent[0]?.json()).toMatchObject({ tax_payer_id: '9001234567' });
    vi.unstubAllGlobals();
  });

  it("the address step: 'Barrio' and 'Departamento', and no zip code asked", async () => {
    stubFetch(() => json(200, { data: ['Bogotá'] }));
    openUnder(co, '/5712345678/u-1/about-living');
    expect(await screen.findByLabelText('Barrio')).toBeInTheDocument();
    expect(screen.getByLabelText('Departamento')).toBeInTheDocument();
    expect(screen.queryByLabelText('Código postal')).not.toBeInTheDocument(); // includeZipCode false
    vi.unstubAllGlobals();
  });
});

describe('a profile missing a setting', () => {
  it('is refused by flows:check with a message naming the setting', () => {
    const { neighborhoodLabel: _missing, ...incomplete } = zz;
    const dir = copyProject(incomplete);
    const faults: Fault[] = checkProject(dir);
    expect(faults).toContainEqual(
      expect.objectContaining({ file: 'countries/zz.json', message: expect.stringContaining('neighborhoodLabel') }),
    );
  });
});
