/** A run's settings: every default filled once, in `run/options.ts`. */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { MAX_SEED } from '../../src/montecarlo/rng.js';
import { UserError } from '../../src/log/errors.js';
import { DEFAULT_SAMPLES, poolSize, resolveAdviseOptions, resolveEdition, resolveRunOptions, runNotes, SAMPLE_CAP } from '../../src/run/options.js';

describe('resolving a run request', () => {
  it('fills every default: auto, a million trials, a random seed, a thread per core, the 200,000-state bound', () => {
    const run = resolveRunOptions();
    expect(run).toMatchObject({ method: 'auto', samples: 1_000_000, workers: availableParallelism(), maxStates: 200_000 });
    expect(DEFAULT_SAMPLES).toBe(1_000_000);
    expect(Number.isInteger(run.seed) && run.seed >= 0 && run.seed <= MAX_SEED).toBe(true);
    expect(run.policy).toBeUndefined();
  });

  it('keeps what was asked for', () => {
    const asked = { method: 'montecarlo', samples: 500, seed: 9, workers: 0, policy: 'greedy', maxStates: 40 } as const;
    expect(resolveRunOptions(asked)).toEqual(asked);
  });

  it('turns a precision into trials: at p = ½ the Wilson half-width is z / 2√(n + z²), so h = 0.001 needs 960,361', () => {
    // z = 1.95996…: z²/(4h²) − z² = 960,364.705 − 3.841 = 960,360.86, rounded up.
    expect(resolveRunOptions({ precision: 0.001, seed: 1 }).samples).toBe(960_361);
  });
});

describe('bounded runs (issue 24)', () => {
  it('caps the trials at 100,000,000 per variant unless longRun is asked for', () => {
    expect(SAMPLE_CAP).toBe(100_000_000);
    expect(resolveRunOptions({ samples: 100_000_000, seed: 1 }).samples).toBe(100_000_000);
    expect(() => resolveRunOptions({ samples: 1e12, seed: 1 })).toThrow(UserError);
    expect(() => resolveRunOptions({ samples: 1e12, seed: 1 })).toThrow(/1,000,000,000,000 trials per variant is more than the 100,000,000 accepted without --long-run/);
    expect(resolveRunOptions({ samples: 1e12, seed: 1, longRun: true }).samples).toBe(1e12);
  });
  it('…and a precision that needs more: h = 0.00001 is z²/4h² − z² ≈ 9.6 billion trials', () => {
    expect(() => resolveRunOptions({ precision: 0.00001, seed: 1 })).toThrow(/^--precision: 9,603,647,048 trials/);
  });
  it('never more worker threads than cores, said in a note; the pool no more than the chunks', () => {
    const cores = availableParallelism();
    expect(resolveRunOptions({ workers: cores + 254, seed: 1 }).workers).toBe(cores);
    expect(runNotes({ workers: cores + 254 })).toHaveLength(1);
    expect(runNotes({ workers: cores })).toEqual([]);
    // One chunk (up to 262,144 trials): one thread, whatever was asked; 0 chunks still one (the pool is not empty).
    expect(poolSize(256, 1)).toBe(1);
    expect(poolSize(2, 7)).toBe(2);
    expect(poolSize(4, 0)).toBe(1);
  });
});

describe('resolving an advice request', () => {
  it('fills every default: single skills, 10 pairs at depth 2, a thread per core, the 200,000-state bound', () => {
    // docs/advise.md: "`--top N` (default 10) is how many pairs are kept"; --depth 1 and 200,000 states: `nuffle advise --help`.
    expect(resolveAdviseOptions()).toEqual({ depth: 1, pairs: 10, workers: availableParallelism(), maxStates: 200_000 });
  });

  it('keeps what was asked for, `top` as the pairs kept', () => {
    expect(resolveAdviseOptions({ depth: 2, top: 3, workers: 0, maxStates: 40 })).toEqual({ depth: 2, pairs: 3, workers: 0, maxStates: 40 });
  });
});

describe('resolving the edition of `nuffle skills`', () => {
  it('is BB2020 when none is named, else the one named', () => {
    expect(resolveEdition()).toBe('bb2020');
    expect(resolveEdition('classic')).toBe('classic');
  });
});
