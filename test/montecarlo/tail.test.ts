/**
 * The reduced model's abstraction (`tail.ts`): at a step boundary an opponent's condition is settled — its own
 * fate paid out as metrics, its condition as the level the "any opponent" metrics read (`worst.ts`), the worst
 * register keeping what the goal weighs of it — so the line's metrics are unchanged while the state forgets who was hit.
 */
import { describe, expect, it } from 'vitest';
import { goalWeights } from '../../src/evaluate/goal.js';
import { M, opponentMetricIndex, registerValue, valueThrough } from '../../src/model/metrics.js';
import { Out, TARGET_BASE, TargetCondition } from '../../src/model/outcome.js';
import { setOut } from '../../src/model/state.js';
import { TailValues } from '../../src/montecarlo/tail.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { compile } from '../../src/steps/compile.js';

const scenario = scenarioFromText(`name: two opponents
rerolls: 1
player: { ag: 3+, st: 3 }
opponents: { a: { av: 9+ }, b: { av: 9+ } }
steps: [{ block: { target: a } }, { block: { target: b } }, { block: { target: a } }]`);

describe('settling the opponents at a step boundary', () => {
  const model = compile(scenario);
  const tail = new TailValues(model, goalWeights(scenario.goal));
  const width = model.context.width;

  it('pays out an opponent knocked down, and keeps "any opponent knocked down" (the goal) in the worst condition', () => {
    // Opponent a knocked down (armour held), b untouched, at the start of the second block.
    const hit = setOut({ ...model.initial, pc: 1 }, TARGET_BASE, TargetCondition.ArmourHeld);
    const { state, paid } = tail.settle(hit);
    expect(state.out[TARGET_BASE]).toBe(TargetCondition.Standing);
    expect(state.out[Out.Worst]).toBe(TargetCondition.ArmourHeld);
    // What was paid: a's own knockdown, the count of knockdowns, and "any opponent knocked down" as a level (the
    // worst register says it again: a level paid twice is paid once).
    const expected = new Float64Array(width);
    expected[opponentMetricIndex(0, 'knockdown')] = 1;
    expected[M.knockdowns] = 1;
    expected[M.knockdown] = 1;
    expect(Array.from(paid ?? [])).toEqual(Array.from(expected));
    // The line's metrics are the same before and after: what the state still says through what was paid.
    const after = registerValue(state, width);
    expect(Array.from(valueThrough(after, paid))).toEqual(Array.from(registerValue(hit, width)));
    expect(after[M.knockdown]).toBe(1);
  });

  it('leaves a state with every opponent standing as it is (nothing to pay)', () => {
    const fresh = { ...model.initial, pc: 1 };
    const { state, paid } = tail.settle(fresh);
    expect(state).toBe(fresh);
    expect(paid).toBeUndefined();
  });
});
