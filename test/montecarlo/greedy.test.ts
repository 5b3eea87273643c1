import { describe, expect, it } from 'vitest';
import { evaluateExact } from '../../src/evaluate/exact.js';
import { compile } from '../../src/steps/compile.js';
import { M } from '../../src/model/metrics.js';
import type { ChoiceNode } from '../../src/model/node.js';
import { Cost, GreedyPolicy } from '../../src/montecarlo/greedy.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { greedyExact, sample } from './support.js';

function scenario(player: string, steps: string[], rerolls: number) {
  return scenarioFromText(['name: greedy', 'edition: bb2020', `rerolls: ${rerolls}`, `player: ${player}`, 'steps:', ...steps.map((s) => `  - ${s}`)].join('\n'));
}

/** The coach's choice after the first roll of the line fails with a 1, as the greedy policy makes it. */
function firstFailureChoice(text: ReturnType<typeof scenario>): string {
  const model = compile(text);
  const roll = model.expand(model.initial);
  if (roll.kind !== 'chance') throw new Error('expected a roll');
  const failed = roll.outcomes.find((o) => o.label === '1');
  if (!failed) throw new Error('no outcome for a 1');
  const choice = model.steps[failed.next.pc].expand(failed.next) as ChoiceNode;
  expect(choice.kind).toBe('choice');
  return choice.options[new GreedyPolicy(model).choose(failed.next, choice)].label;
}

describe('the greedy policy', () => {
  it('uses the Dodge skill before the team re-roll', () => {
    const line = scenario('{ ag: 3+, skills: [Dodge] }', ['dodge'], 1);
    expect(firstFailureChoice(line)).toBe('Dodge re-roll');
    // Dodge 3+: fail 1/3, the Dodge re-roll passes 2/3; the re-rolled die may not be re-rolled again (seed 000),
    // so success = 1 − (1/3)² = 8/9 and the team re-roll is never spent.
    const value = greedyExact(line);
    expect(value[M.success]).toBeCloseTo(8 / 9, 12);
    expect(value[M.rerollsUsed]).toBe(0);
  });

  it('tries Pro before the team re-roll, even where the team re-roll would be better', async () => {
    const line = scenario('{ ag: 3+, skills: [Pro] }', ['pickup: { marked: 1 }'], 1);
    expect(firstFailureChoice(line)).toBe('Pro');
    // Pick-up 4+ (AG 3+, one marking player: bb2020.md "Pick-up"). Greedy: a failure (1/2) tries Pro, 3+ (2/3),
    // then the re-roll passes 1/2; a failed Pro roll forbids the team re-roll (seed 001 Pro):
    //   greedy = 1/2 + 1/2 · 2/3 · 1/2 = 2/3.   Optimal takes the team re-roll: 1/2 + 1/2 · 1/2 = 3/4.
    expect(greedyExact(line)[M.success]).toBeCloseTo(2 / 3, 12);
    expect(evaluateExact(compile(line)).metrics[M.success]).toBeCloseTo(3 / 4, 12);
    // The sampler follows the greedy choices: 2/3 within 4.5 SE (√(2/9/40,000) = 0.002357; 4.5 SE = 0.0106).
    const run = await sample(line, 'greedy', 40_000);
    expect(Math.abs(run.tally.sum[M.success] / 40_000 - 2 / 3)).toBeLessThan(0.0106);
  });

  it('spends the team re-roll when nothing cheaper helps', () => {
    const line = scenario('{ ag: 3+ }', ['dodge: { marked: 1 }', 'rush'], 1);
    expect(firstFailureChoice(line)).toBe('team re-roll');
    // Dodge 4+ then rush 2+, one team re-roll spent on the first failure:
    //   dodge passes 1/2 → rush 5/6 + 1/6·5/6 = 35/36;  dodge fails, re-roll passes 1/2 · 1/2 → rush 5/6.
    //   success = 1/2 · 35/36 + 1/4 · 5/6 = 35/72 + 15/72 = 50/72 = 25/36.
    expect(greedyExact(line)[M.success]).toBeCloseTo(25 / 36, 12);
  });

  it('ranks what an option costs: free, then Pro, then a team re-roll', () => {
    const model = compile(scenario('{ ag: 3+, skills: [Pro, Sure Feet] }', ['rush'], 1));
    const policy = new GreedyPolicy(model);
    const failed = model.expand(model.initial);
    if (failed.kind !== 'chance') throw new Error('the rush is a roll');
    const choice = model.expand(failed.outcomes[0].next);
    if (choice.kind !== 'choice') throw new Error('a failed rush is a choice');
    const cost = (label: string) => policy.cost(choice.options.find((o) => o.label === label) ?? choice.options[0]);
    expect(choice.options.map((o) => o.label)).toEqual(['accept', 'Sure Feet re-roll', 'Pro', 'team re-roll']);
    expect([cost('accept'), cost('Sure Feet re-roll'), cost('Pro'), cost('team re-roll')]).toEqual([Cost.Free, Cost.Free, Cost.Pro, Cost.TeamReroll]);
    expect(Cost.Free < Cost.Pro && Cost.Pro < Cost.TeamReroll).toBe(true);
  });
});
