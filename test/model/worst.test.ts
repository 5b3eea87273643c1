/**
 * The "any opponent" metrics as a level (`worst.ts`): a line's worst is the highest level paid on it, so the value
 * through an edge is its child's raised to the edge's level; a state keeps only the levels its goal weighs.
 */
import { describe, expect, it } from 'vitest';
import { M, METRICS } from '../../src/model/metrics.js';
import { TargetCondition as C } from '../../src/model/outcome.js';
import {
  keptLevel, raiseWorst, raiseWorstExact, weighedLevels, WORST_METRICS, worstFromMetrics, worstMetrics,
} from '../../src/model/worst.js';

const CONDITIONS = Object.values(C);
const worstPart = (m: ArrayLike<number>) => WORST_METRICS.map((name) => m[M[name]]);

describe('the worst condition as a level', () => {
  it('reads back the condition its metrics say (placed prone says standing)', () => {
    for (const c of CONDITIONS) expect(worstFromMetrics(worstMetrics(c))).toBe(c === C.PlacedProne ? C.Standing : c);
  });

  it('raises a line that ended in condition c to level l as a line that ended in the higher of the two', () => {
    for (const c of CONDITIONS) {
      for (const l of CONDITIONS) {
        const raised = worstMetrics(c);
        raiseWorst(raised, l);
        expect(worstPart(raised)).toEqual(worstPart(worstMetrics(Math.max(c, l))));
      }
    }
  });

  it('raises a mixture as the mixture of the raised lines (a quarter stunned, three quarters dead, to KO)', () => {
    const mixture = new Float64Array(METRICS.length);
    const stunned = worstMetrics(C.Stunned);
    const dead = worstMetrics(C.Dead);
    for (let m = 0; m < mixture.length; m++) mixture[m] = stunned[m] / 4 + (3 * dead[m]) / 4;
    raiseWorst(mixture, C.KnockedOut);
    // A quarter KO'd, three quarters dead: knockdown, armour broken, removed certain; ko 1/4, cas and dead 3/4.
    expect([M.knockdown, M.armourBroken, M.removed, M.stunned, M.ko, M.cas, M.dead, M.badlyHurt].map((m) => mixture[m]))
      .toEqual([1, 1, 1, 0, 1 / 4, 3 / 4, 3 / 4, 0]);
  });

  it('raises exact numerators alike: 1/3 standing, 2/3 seriously hurt, to stunned', () => {
    const num = new Array<bigint>(METRICS.length).fill(0n);
    for (const name of ['knockdown', 'armourBroken', 'removed', 'cas', 'seriouslyHurt'] as const) num[M[name]] = 2n;
    const raised = raiseWorstExact(num, 3n, C.Stunned);
    // 1/3 stunned, 2/3 seriously hurt (over 3).
    expect([M.knockdown, M.armourBroken, M.stunned, M.removed, M.cas, M.seriouslyHurt, M.ko].map((m) => raised[m]))
      .toEqual([3n, 3n, 1n, 2n, 2n, 2n, 0n]);
  });

  it('keeps the levels a goal weighs: each metric is one level reached less another', () => {
    expect(weighedLevels({ success: 1 })).toEqual([]);
    expect(weighedLevels({ knockdown: 1 })).toEqual([C.ArmourHeld]);
    expect(weighedLevels({ stunned: 1 })).toEqual([C.Stunned, C.Reserves]);
    expect(weighedLevels({ cas: 2, dead: 1 })).toEqual([C.BadlyHurt, C.Dead]);
    // Removed but not to the reserves is KO'd or worse: the Reserves level cancels.
    expect(weighedLevels({ removed: 1, reserves: -1 })).toEqual([C.KnockedOut]);
    // Every metric at once counts, for a line ending in c: 1 from down, 2 from armour broken, 3 stunned, 4 from
    // removed (removed and reserves, or removed and KO), 5 from a casualty (cas and its kind): steps at 5 levels.
    expect(weighedLevels(Object.fromEntries(WORST_METRICS.map((name) => [name, 1]))))
      .toEqual([C.ArmourHeld, C.Healed, C.Stunned, C.Reserves, C.BadlyHurt]);
  });

  it('keeps of the worst so far the highest weighed level it reaches', () => {
    const levels = [C.Stunned, C.Reserves];
    expect([C.Standing, C.ArmourHeld, C.Stunned, C.Reserves, C.Dead].map((worst) => keptLevel(worst, levels)))
      .toEqual([0, 0, C.Stunned, C.Reserves, C.Reserves]);
  });
});
