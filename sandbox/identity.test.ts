import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_SCENARIOS, identityFor } from './identity.ts';
import { startSandbox, type TestSandbox } from './test-server.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const status = (userId: string, verificationType = 'VERIFICATION') =>
  t.reg('GET', `v1/users/SK/${userId}/mati-status?verification_type=${verificationType}&person_type=titular`);

describe('identity status scenarios', () => {
  it.each([
    ['docs-approved-1', 'APPROVED', 2],
    ['docs-rejected-1', 'REJECTED', 1],
    ['docs-exhausted-1', 'REJECTED', 0],
    ['docs-review-1', 'UNDER_REVIEW', 2],
    ['docs-never-1', 0, 2],
    ['u-5512345678', 'APPROVED', 2],
  ])('%s → status %s, %i attempts left, in the documented shape', async (userId, expected, left) => {
    for (const type of ['VERIFICATION', 'REVERIFICATION']) {
      const answer = await status(userId, type);
      expect(answer.status).toBe(200);
      const validate = t.sandbox.validators.get('IdentityStatusAnswer');
      expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
      expect(answer.body.data).toMatchObject({ status: expected, verifications_left: left });
    }
  });

  it('answers the same for the same id every time (tests may run in any order)', async () => {
    const first = await status('docs-never-2');
    const again = await status('docs-never-2');
    expect(again.body).toEqual(first.body);
  });

  it('unlisted ids get the default, with its identity id', () => {
    expect(identityFor('someone')).toEqual({ status: 'APPROVED', verifications_left: 2, mati_identity_id: 'mati-1' });
    expect(identityFor('')).toEqual(identityFor('someone'));
  });

  it('no prefix hides another (each row is reachable)', () => {
    for (const row of IDENTITY_SCENARIOS) expect(identityFor(`${row.prefix}-x`)).toEqual(row.answer);
  });

  it('still refuses a call without person_type or with an unknown verification_type', async () => {
    expect((await t.reg('GET', 'v1/users/SK/docs-approved-1/mati-status?verification_type=VERIFICATION')).status).toBe(
      400,
    );
    expect((await status('docs-approved-1', 'OTHER')).status).toBe(400);
  });
});
