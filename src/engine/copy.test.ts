import { describe, expect, it } from 'vitest';
import { placeholdersIn, resolveCopy, resolveDeep } from './copy';

const ctx = {
  country: { appName: 'Tendero', taxIdLength: 13 },
  params: { phoneNumber: '5512345678' },
  data: {},
};

describe('copy placeholders', () => {
  it.each([
    ['Surte tu negocio con {country.appName}', 'Surte tu negocio con Tendero'],
    ['{country.taxIdLength} caracteres', '13 caracteres'],
    ['Enviado al {params.phoneNumber}.', 'Enviado al 5512345678.'],
    ['Sin marcas', 'Sin marcas'],
    ['{country.missing} queda igual', '{country.missing} queda igual'],
    ['{data.nothing}', '{data.nothing}'],
    ['Un {texto} con llaves', 'Un {texto} con llaves'],
  ])('%s → %s', (text, out) => expect(resolveCopy(text, ctx)).toBe(out));

  it('lists the placeholders of a text', () => {
    expect(placeholdersIn('{country.appName} y {params.user_id}')).toEqual(['country.appName', 'params.user_id']);
  });

  it('resolves every string of a JSON value', () => {
    expect(resolveDeep({ a: ['{country.appName}'], b: 1 }, ctx)).toEqual({ a: ['Tendero'], b: 1 });
  });
});
