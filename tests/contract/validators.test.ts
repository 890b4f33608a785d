// The precompiled validators (scripts/compile-validators.mjs) give the Spanish
// messages of spec section 5, on the field they are about, with no ajv compiler.
import { ID_KEY } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { placeRequiredErrors } from '../../src/form/place-errors';
import addressFns, { schema as address } from '../../src/generated/validators/mx/about-living.js';
import aboutYouFns, { schema as aboutYou } from '../../src/generated/validators/mx/about-you.js';
import rfcFns, { schema as rfc } from '../../src/generated/validators/mx/additional-data.js';

function messages(fns: typeof aboutYouFns, schema: typeof aboutYou, data: Record<string, unknown>) {
  const v = createPrecompiledValidator(fns, schema);
  const { errors } = v.validateFormData(data, schema, undefined, placeRequiredErrors);
  return Object.fromEntries(errors.map((e) => [e.property, e.message]));
}

describe('precompiled validators', () => {
  // rjsf looks a validator up by the schema's $id, else by a hash of the whole schema, sorted:
  // work done again in each form step's first render.
  it.each([
    ['about-you', aboutYou, aboutYouFns],
    ['about-living', address, addressFns],
    ['additional-data', rfc, rfcFns],
  ] as const)("%s: the module's schema names its own validator", (_, schema, fns) => {
    expect(typeof schema[ID_KEY]).toBe('string');
    expect(fns[schema[ID_KEY] as string]).toBeTypeOf('function');
  });

  it("'Sobre ti': every required message on its own field", () => {
    expect(messages(aboutYouFns, aboutYou, {})).toEqual({
      '.names': '* Ingresa los nombres !',
      '.first_lastname': '* Ingresa el apellido paterno !',
      '.day': '* Ingresa tu día de nacimiento !',
      '.month': '* Ingresa tu mes de nacimiento !',
      '.year': '* Ingresa tu año de nacimiento !',
      '.time_here': '* Selecciona el tiempo viviendo ahí !',
      '.civil_status': '* Selecciona su estado civil !',
    });
  });

  it.each([
    ['J0hn', false],
    ['A B', false],
    ['Ana  María', false],
    ['Ana María', true],
    ['Ñoño Güero', true],
    ['a'.repeat(31), false],
  ])('names %j valid: %s', (names, ok) => {
    const m = messages(aboutYouFns, aboutYou, { names });
    expect(m['.names'] === undefined).toBe(ok);
    if (!ok && names.length <= 30)
      expect(m['.names']).toBe('* El formato del nombre es inválido, solo se aceptan letras y espacios');
  });

  it('the street refuses "&"', () => {
    expect(messages(addressFns, address, { street_name: 'Calle 5 & 6' })['.street_name']).toBe(
      'El carácter "&" no está permitido.',
    );
  });

  it('the RFC length comes from the Mexico profile (13)', () => {
    expect(messages(rfcFns, rfc, { rfc: 'GODE561231GR', confirm: true })['.rfc']).toBe(
      '* Tu RFC debe tener 13 caracteres',
    );
    expect(messages(rfcFns, rfc, { rfc: 'GODE561231GR8', confirm: true })['.rfc']).toBeUndefined();
    expect(messages(rfcFns, rfc, {})['.rfc']).toBe('* Ingresa el RFC !');
  });
});
