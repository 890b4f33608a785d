// @vitest-environment node
// Copy placeholders under hostile texts and values (property tests): a value is
// inserted as written (never read as a placeholder or a replacement pattern),
// an unknown placeholder stays as written, and nothing throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeholdersIn, resolveCopy, resolveDeep } from '../../src/engine/copy';
import { examplesThen, HOSTILE_SAMPLES, hostileString, RUNS } from './hostile';

const samples = HOSTILE_SAMPLES.map((s): [string] => [s]);

/** Placeholder-shaped names, including the ones every object inherits. */
const key = fc.oneof(
  fc.stringMatching(/^[A-Za-z_]\w{0,8}$/),
  fc.constantFrom('constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'length', 'prototype'),
);

describe('copy placeholders under hostile input', () => {
  it('leaves any text unchanged when nothing is known', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        expect(resolveCopy(text, {})).toBe(text);
      }),
      examplesThen(samples, RUNS.fast),
    );
  });

  it('never resolves a placeholder from what every object inherits ({data.constructor.name}, {data.__proto__.x})', () => {
    fc.assert(
      fc.property(key, key, fc.option(key, { nil: undefined }), (a, b, c) => {
        const text = `{${[a, b, c].filter(Boolean).join('.')}}`;
        expect(resolveCopy(text, {})).toBe(text);
        expect(resolveCopy(text, { data: {}, country: {} })).toBe(text);
      }),
      { numRuns: RUNS.fast },
    );
  });

  it('inserts a value exactly as written: never read again as a placeholder or a $ pattern', () => {
    fc.assert(
      fc.property(hostileString, hostileString, hostileString, (before, value, after) => {
        const ctx = { data: { name: value }, country: { appName: '{data.name}' } };
        expect(resolveCopy(`${before}{data.name}${after}`, ctx)).toBe(
          `${resolveCopy(before, ctx)}${value}${resolveCopy(after, ctx)}`,
        );
      }),
      examplesThen(
        HOSTILE_SAMPLES.map((s): [string, string, string] => ['Hola ', s, '.']),
        RUNS.fast,
      ),
    );
  });

  it('finds every placeholder it resolves, and resolveDeep walks any JSON', () => {
    fc.assert(
      fc.property(hostileString, fc.jsonValue(), (text, json) => {
        for (const path of placeholdersIn(text)) expect(text).toContain(`{${path}}`);
        expect(resolveDeep(json, { data: { x: text } })).toEqual(json);
      }),
      { numRuns: RUNS.fast },
    );
  });
});
