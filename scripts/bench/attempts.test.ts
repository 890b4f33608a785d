// @vitest-environment node
// A measurement that fails is measured again, up to its limit, unless the failure would repeat.
import { expect, it } from 'vitest';
import { measureUpTo } from './attempts.mjs';

const failingTimes = (n: number) => {
  let calls = 0;
  const measure = async () => {
    calls += 1;
    if (calls <= n) throw new Error(`the trace has no navigationStart (${calls})`);
    return 42;
  };
  return { measure, calls: () => calls };
};

it('answers the first measurement that succeeds, telling of each failure before it', async () => {
  const { measure, calls } = failingTimes(2);
  const told: string[] = [];
  expect(await measureUpTo(3, measure, (e: Error) => void told.push(e.message))).toBe(42);
  expect(calls()).toBe(3);
  expect(told).toEqual(['the trace has no navigationStart (1)', 'the trace has no navigationStart (2)']);
});

it('throws the last failure once the tries are spent', async () => {
  const { measure, calls } = failingTimes(5);
  await expect(measureUpTo(3, measure, () => {})).rejects.toThrow('(3)');
  expect(calls()).toBe(3);
});

it('gives up at once on a failure that would repeat', async () => {
  const { measure, calls } = failingTimes(5);
  await expect(measureUpTo(3, measure, () => false)).rejects.toThrow('(1)');
  expect(calls()).toBe(1);
});
