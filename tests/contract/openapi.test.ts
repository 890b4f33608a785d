// @vitest-environment node
// api/openapi.yaml is the contract: it must be a valid OpenAPI 3.1 document whose every
// schema compiles as the client compiles its schemas (ajv 2020, strict, with ajv-errors), and
// the client's operations, paths, request bodies and answer types are made from it
// (src/generated/api): the client cannot call what it does not name.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createValidators,
  deref,
  lintDocument,
  operationsOf,
  readDocument,
  SLICES,
  schemaLocations,
} from '../../scripts/lib/openapi.mjs';
import { operations } from '../../src/api/registry';
import { keysOfSlice } from '../../src/testing/calls';

const root = join(__dirname, '../..');
// biome-ignore lint/suspicious/noExplicitAny: the document is YAML read as it comes
let doc: any;
beforeAll(() => {
  doc = readDocument(root);
});
const fresh = () => readDocument(root);

describe('api/openapi.yaml', () => {
  it('passes the lint: OpenAPI 3.1, every schema compiled, every operation with its x- marks', async () => {
    expect(await lintDocument(doc)).toEqual([]);
  });

  it('the lint names what is wrong in a broken copy', async () => {
    const broken = fresh();
    broken.paths['/v1/cities'].get.operationId = 'getBusinessTypes';
    broken.paths['/v1/zip-codes/{zip}'].get.parameters[0].name = 'zipcode';
    const problems = await lintDocument(broken);
    expect(problems.join('\n')).toContain('`zipcode`');
    expect(problems.join('\n')).toContain('operationId `getBusinessTypes` is duplicated');

    const badSchemas = fresh();
    badSchemas.components.schemas.User.properties.status.type = 'text';
    badSchemas.components.schemas.SendCodeRequest.properties.phone_number.minLenght = 10;
    badSchemas.components.schemas.ConfirmNipRequest.properties.nip.errorMessage = { patern: 'must be 4 digits' };
    delete badSchemas.paths['/v1/cities'].get['x-slice'];
    const more = await lintDocument(badSchemas);
    expect(more).toContainEqual(expect.stringMatching(/^\/components\/schemas\/User: not a valid schema/));
    expect(more).toContainEqual(
      expect.stringMatching(/^\/components\/schemas\/SendCodeRequest: the schema does not compile .*minLenght/),
    );
    expect(more).toContainEqual(expect.stringMatching(/^\/paths\/~1v1~1cities\/get .*x-slice must be one of/));
    expect(more).toContain(
      "/components/schemas/ConfirmNipRequest/properties/nip/errorMessage: 'patern' is no keyword of this schema, so its message never shows",
    );
  });

  it('compiles every schema it holds, and the errorMessages of the request schemas still work', () => {
    const { validator } = createValidators(doc);
    const locations = schemaLocations(doc);
    // components, parameters, bodies and answers: a count that fell would mean schemas went unchecked
    expect(locations.length).toBeGreaterThan(100);
    for (const { at, schema } of locations) expect(() => validator(schema), at).not.toThrow();
    const createUser = validator({ $ref: '#/components/schemas/CreateUserRequest' });
    expect(createUser({ dob: '01/12/1985' })).toBe(false);
    expect(createUser.errors?.find((e) => e.instancePath === '/dob')?.message).toBe('must be a date as yyyy-MM-dd');
  });

  it('names every operation of the client, with its method and path', () => {
    const documented = operationsOf(doc).map((o) => [o.id, o.method, o.path]);
    const client = Object.values(operations).map((o) => [o.name, o.method, o.path]);
    expect(documented.length).toBe(27);
    expect(new Set(documented.map(([id]) => id))).toEqual(new Set(Object.keys(operations)));
    expect(documented.sort()).toEqual(client.sort());
  });

  it('gives each operation with a body the request schema of its own name', () => {
    for (const o of operationsOf(doc)) {
      const ref = o.op.requestBody?.content['application/json'].schema.$ref;
      if (ref) expect(ref, o.id).toBe(`#/components/schemas/${o.id[0]?.toUpperCase()}${o.id.slice(1)}Request`);
    }
  });

  it('names, for each call, a key of its state slice (spec section 3)', () => {
    for (const o of operationsOf(doc)) {
      expect(SLICES, o.id).toContain(o.op['x-slice']);
      expect(keysOfSlice(o.op['x-slice']), o.id).toContain(o.op['x-state']);
    }
  });

  it("lists the statuses of the spec's error catalogue where the client acts on them", () => {
    const ops = new Map(operationsOf(doc).map((o) => [o.id, o.op]));
    const statuses = (id: string) => Object.keys(ops.get(id)?.responses ?? {});
    // 422 on any origination call goes to /rejected (section 8).
    for (const o of operationsOf(doc).filter((x) => x.op['x-slice'] === 'origination'))
      expect(statuses(o.id), o.id).toContain('422');
    // 412 on the address and business calls.
    for (const id of ['saveBusiness', 'saveBusinessAddress']) expect(statuses(id), id).toContain('412');
    // 404 on the lookup is a new applicant: its body is not read.
    expect(deref(doc, ops.get('getUserByPhone').responses['404']).content).toBeUndefined();
    // 'user not in progress' on the signature save.
    expect(ops.get('saveSignature').responses['400'].content['application/json'].examples.alreadySigned.value).toEqual({
      message: 'user not in progress',
    });
    // 401 wherever a bearer token or the API key is required.
    for (const o of operationsOf(doc).filter((x) => (x.op.security ?? []).length === 1))
      expect(statuses(o.id), o.id).toContain('401');
  });

  it('lets the answers the client tolerates through: a 204 where the data is optional or ignored', () => {
    for (const o of operationsOf(doc)) {
      const tolerant = o.op['x-answer'] !== 'required';
      expect('204' in o.op.responses, o.id).toBe(tolerant);
    }
    const { validator } = createValidators(doc);
    const nip = validator({ $ref: '#/components/schemas/NipSentAnswer' });
    expect(nip({})).toBe(true);
    expect(nip({ data: {} })).toBe(true);
    expect(nip({ data: { nip: 1234 } })).toBe(false);
  });
});
