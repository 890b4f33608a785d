// @vitest-environment node
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_ID_NAMESPACE, anonymousIdFor, uuidV5 } from './anonymous-id';
import { sha1 } from './sha1';

/** RFC 9562's steps, on Node's own SHA-1: an independent reference. */
function referenceV5(namespace: string, name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const h = hash.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const DNS_NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
const PHONE = fc.stringMatching(/^[0-9]{10}$/);

describe('anonymousIdFor', () => {
  it('matches RFC 9562 Appendix A.4 (namespace DNS, "www.example.com")', () => {
    expect(uuidV5(DNS_NAMESPACE, 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('is a version-5 UUID with the RFC variant', () => {
    const id = anonymousIdFor('5512345678');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.slice(14, 15), 16) >> 0).toBe(5);
    expect(Number.parseInt(id.slice(19, 20), 16) >> 2).toBe(0b10);
  });

  it('is pinned to our namespace: one id computed outside this code', () => {
    // Computed with Python's standard library, not with this module or its namespace constant:
    //   python3 -c "import uuid; print(uuid.uuid5(uuid.UUID('8ee28d29-db16-4edd-9cd5-5fff51083ead'),
    //               '5200551234567800'))"
    // A changed namespace, prefix or padding changes every applicant's id (the analytics identity
    // and the anonymous_id the lender stores), so this literal must never be recomputed from the code.
    expect(anonymousIdFor('5512345678')).toBe('6d18b8b1-9fda-5a24-bba6-94400a2220e1');
  });

  it('is the v5 UUID of the first 16 digits of prefix + phone under our namespace', () => {
    expect(anonymousIdFor('5512345678')).toBe(referenceV5(ANONYMOUS_ID_NAMESPACE, '5200551234567800'));
    expect(anonymousIdFor('55 1234 5678')).toBe(anonymousIdFor('5512345678'));
  });

  it('does not carry the digits of the phone', () => {
    expect(anonymousIdFor('5512345678').replace(/-/g, '')).not.toContain('12345678');
  });

  it('agrees with the reference for any phone', () => {
    fc.assert(
      fc.property(PHONE, (phone) => {
        expect(anonymousIdFor(phone)).toBe(
          referenceV5(ANONYMOUS_ID_NAMESPACE, `5200${phone}`.slice(0, 16).padEnd(16, '0')),
        );
      }),
    );
  });
});

describe('sha1', () => {
  it('agrees with Node on inputs across the block boundaries', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (data) => {
        expect(Buffer.from(sha1(data)).toString('hex')).toBe(createHash('sha1').update(data).digest('hex'));
      }),
    );
  });
});
