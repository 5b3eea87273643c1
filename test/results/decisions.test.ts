/** Decisions as a person reads them: same situation and choice on different faces merge; no-news choices drop. */
import { describe, expect, it } from 'vitest';
import { decisionMatters, mergeFaces } from '../../src/results/decisions.js';
import type { Decision } from '../../src/results/types.js';

/** A decision at `at`; "… (rolled N)" gives it the roll N, as the model's choice nodes do. */
const decision = (at: string, choice: string, reach: number, goals = [0, 0.5]): Decision => {
  const roll = /^(.*) \(rolled (\d)\)$/.exec(at);
  return {
    step: 1, at, situation: roll?.[1] ?? at, rolls: roll ? [Number(roll[2])] : [], rerollsLeft: 1, choice, reach, by: 'coach',
    options: [{ label: 'accept', goal: goals[0] }, { label: 'team re-roll', goal: goals[1] }],
  };
};

describe('decisions', () => {
  it('merge the faces of one situation decided alike, adding their chances', () => {
    const merged = mergeFaces([decision('Dodge 3+ failed (rolled 1)', 'team re-roll', 1 / 6), decision('Dodge 3+ failed (rolled 2)', 'team re-roll', 1 / 6)]);
    expect(merged).toHaveLength(1);
    expect(merged[0].at).toBe('Dodge 3+ failed (rolled 1 or 2)');
    expect(merged[0].rolls).toEqual([1, 2]);
    expect(merged[0].reach).toBeCloseTo(1 / 3, 15);
  });
  it('keep situations apart when the choice differs', () => {
    expect(mergeFaces([decision('Dodge 3+ failed (rolled 1)', 'accept', 1 / 6), decision('Dodge 3+ failed (rolled 2)', 'team re-roll', 1 / 6)])).toHaveLength(2);
  });
  it('a choice whose options all reach the same goal is no news', () => {
    expect(decisionMatters(decision('Block: POW / Stumble', 'POW', 0.1, [1, 1]))).toBe(false);
    expect(decisionMatters(decision('Block: POW / Push Back', 'POW', 0.1, [1, 0]))).toBe(true);
  });
});
