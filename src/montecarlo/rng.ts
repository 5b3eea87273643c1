/**
 * Random streams for the Monte Carlo runner: xoroshiro128+ from `pure-rand`, seeded with a 32-bit seed and cut
 * into independent streams by `jump()` (2⁶⁴ draws apart). Chunk c of a run always draws from the stream after
 * c jumps, so a seed fixes every number whatever the number of workers.
 *
 * A stream travels between threads as four int32 words (the generator's state, `pure-rand` order) in an
 * `Int32Array`; `nextUint32` advances such a state in place with the very arithmetic of `pure-rand`'s
 * `XoroShiro128Plus.next()` (checked against it in `test/montecarlo/rng.test.ts`), so the hot loop needs no
 * object per draw.
 */
import { randomInt } from 'node:crypto';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/** Seeds are unsigned 32-bit integers (what `pure-rand`'s xoroshiro128+ takes). */
export const MAX_SEED = 0xffff_ffff;

/** True for a seed the runner accepts. */
export function isValidSeed(seed: number): boolean {
  return Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED;
}

/** A fresh seed for a run that was given none (printed and reported, so the run can be replayed). */
export function randomSeed(): number {
  return randomInt(0, MAX_SEED + 1);
}

/** The state of stream 0 of a seed: the seeded generator itself. */
export function firstStream(seed: number): Int32Array {
  if (!isValidSeed(seed)) throw new RangeError(`seed ${seed} is not an integer in 0..${MAX_SEED}`);
  return Int32Array.from(xoroshiro128plus(seed).getState());
}

/** The state one jump (2⁶⁴ draws) after `state`: the next stream. */
export function jumpState(state: Int32Array): Int32Array {
  const generator = generatorOf(state);
  generator.jump();
  return Int32Array.from(generator.getState());
}

/** The generator of a stream state, as `pure-rand` builds it (for tests and for readers of the arithmetic). */
export function generatorOf(state: Int32Array) {
  return xoroshiro128plusFromState(Array.from(state));
}

/**
 * Advances a stream state (words s01, s00, s11, s10) by one draw and returns the draw as an unsigned 32-bit
 * integer. Same arithmetic as `pure-rand`'s `next()`; the same 32 bits, read as unsigned.
 */
export function nextUint32(state: Int32Array): number {
  const s01 = state[0];
  const s00 = state[1];
  const s11 = state[2];
  const s10 = state[3];
  const out = (s00 + s10) | 0;
  const a0 = s10 ^ s00;
  const a1 = s11 ^ s01;
  state[1] = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
  state[0] = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
  state[3] = (a1 << 5) ^ (a0 >>> 27);
  state[2] = (a0 << 5) ^ (a1 >>> 27);
  return out >>> 0;
}
