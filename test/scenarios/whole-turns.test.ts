/**
 * Issue 8's bound: any whole turn of up to 10 steps by 4 players, with at most 3 blocks or fouls, solves exactly
 * in at most 50,000 states. Random such turns (`bench/random-turns.ts`: heavy skills, up to 4 team re-rolls, goals
 * that weigh contact metrics) are explored with the bound as the limit: a turn past it throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbWholeTurn } from '../../bench/random-turns.js';
import { exploreModel } from '../../src/evaluate/exact.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { compile } from '../../src/steps/compile.js';

describe('whole turns', () => {
  it('solve in at most 50,000 states', () => {
    fc.assert(
      fc.property(arbWholeTurn, (text) => {
        const scenario = scenarioFromText(text);
        expect(scenario.steps.length).toBeLessThanOrEqual(10);
        expect(exploreModel(compile(scenario), { maxStates: 50_000 }).size).toBeGreaterThan(0);
      }),
      { seed: 20261201, numRuns: 40 },
    );
  }, 120_000);
});
