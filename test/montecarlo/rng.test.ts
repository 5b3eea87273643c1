import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { firstStream, isValidSeed, jumpState, nextUint32 } from '../../src/montecarlo/rng.js';

describe('random streams', () => {
  it('nextUint32 draws exactly what pure-rand xoroshiro128+ draws, as unsigned 32-bit numbers', () => {
    for (const seed of [0, 1, 42, 0xffff_ffff]) {
      const reference = xoroshiro128plus(seed);
      const state = firstStream(seed);
      for (let i = 0; i < 10_000; i++) expect(nextUint32(state)).toBe(reference.next() >>> 0);
    }
  });

  it('a stream after c jumps is the seeded pure-rand generator jumped c times', () => {
    const reference = xoroshiro128plus(7);
    let state = firstStream(7);
    for (let c = 0; c < 5; c++) {
      expect(Array.from(state)).toEqual(Array.from(reference.getState()));
      reference.jump();
      state = jumpState(state);
    }
  });

  it('jumping does not touch the state it starts from', () => {
    const state = firstStream(3);
    const copy = Array.from(state);
    jumpState(state);
    expect(Array.from(state)).toEqual(copy);
  });

  it('accepts unsigned 32-bit integer seeds only', () => {
    expect([0, 1, 2 ** 32 - 1].map(isValidSeed)).toEqual([true, true, true]);
    expect([-1, 2 ** 32, 1.5, Number.NaN].map(isValidSeed)).toEqual([false, false, false, false]);
    expect(() => firstStream(-1)).toThrow(RangeError);
  });
});
