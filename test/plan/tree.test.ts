/**
 * The plan as a tree of activations (`src/plan/tree.ts`): the two-activation turn of `analyse.test.ts` worked by
 * hand, and on the shipped turns the tree against the plan's own chances (two constructions of one number: the
 * boxes of an activation add up to its chance to be reached, those that go on or finish the turn to its chance to
 * be completed).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysePlan } from '../../src/plan/analyse.js';
import { planTree, type PlanBranch } from '../../src/plan/tree.js';
import { loadScenario, scenarioFromText } from '../../src/scenario/load.js';
import { ADAPT_TURN } from './turns.js';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 12);

/** A box as [activation, end, re-rolls left, chance given its parent (to 12 places), children]. */
const shape = (b: PlanBranch): unknown => [b.activation, b.end, b.rerollsLeft ?? null, Math.round(b.p * 1e12) / 1e12, b.children.map(shape)];

describe('the tree of the two-activation turn', () => {
  it('takes a, then b while the re-roll is left, else ends the turn', () => {
    // a dodges 4+ with one team re-roll: passes first time 1/2 (re-roll kept), on the re-roll (1/2)(1/2) = 1/4 (none
    // left), fails both 1/4 (turnover). With the re-roll b goes (passes 1 − (1/2)² = 3/4, else turnover 1/4); without
    // it the plan ends the turn (b would be worth 1/2 − 2·1/2 < 0).
    expect(shape(planTree(scenarioFromText(ADAPT_TURN)))).toEqual(['', 'start', null, 1, [
      ['a', 'next', 1, 1 / 2, [['b', 'done', null, 3 / 4, []], ['b', 'turnover', null, 1 / 4, []]]],
      ['a', 'next', 0, 1 / 4, [['end the turn', 'ended', null, 1, []]]],
      ['a', 'turnover', null, 1 / 4, []],
    ]]);
  });

  it('carries each box\'s chance from the start: b done (1/2)(3/4) = 3/8', () => {
    const b = planTree(scenarioFromText(ADAPT_TURN)).children[0].children[0];
    close(b.reach, 3 / 8);
  });

  it('ends open branches in a "…" box past its size', () => {
    const tree = planTree(scenarioFromText(ADAPT_TURN), { maxBoxes: 2 });
    const leaves: PlanBranch[] = [];
    const walk = (b: PlanBranch): void => { if (b.children.length === 0) leaves.push(b); b.children.forEach(walk); };
    walk(tree);
    expect(leaves.some((l) => l.end === 'more')).toBe(true);
  });
});

describe.each(['plan-cage-break.yaml', 'plan-defensive-turn.yaml'])('the tree of %s', (name) => {
  const scenario = loadScenario(join(import.meta.dirname, '..', '..', 'scenarios', name));
  const plan = analysePlan(scenario);
  const boxes: PlanBranch[] = [];
  const walk = (b: PlanBranch): void => { boxes.push(b); b.children.forEach(walk); };
  walk(planTree(scenario, { maxBoxes: 1000 }));

  it('adds up, per activation, to the plan\'s chances to be reached and completed', () => {
    for (const a of plan.activations) {
      const mine = boxes.filter((b) => b.activation === a.label);
      close(mine.reduce((sum, b) => sum + b.reach, 0), a.reached);
      close(mine.filter((b) => b.end === 'next' || b.end === 'done').reduce((sum, b) => sum + b.reach, 0), a.completed);
    }
  });

  it('splits every box into children whose chances add up to 1', () => {
    for (const b of boxes.filter((x) => x.children.length > 0)) close(b.children.reduce((sum, c) => sum + c.p, 0), 1);
  });

  it('opens on the plan\'s first activation', () => {
    expect(new Set(boxes[0].children.map((c) => c.activation))).toEqual(new Set([plan.first]));
  });
});

describe('the tree of a turn whose first activation stops without a turnover', () => {
  // The Ogre of test/model/turn.test.ts: Bone Head 2+ (a 1 stops its activation, the turn goes on), then a block of
  // two dice on ST 3, no Block either side — it goes down on Skull or Both Down on both dice, (2/6)² = 1/9. Then a
  // dodge 3+ (2/3). No team re-roll, order written.
  const turn = `name: bone head
players: { ogre: { st: 5, skills: [Bone Head] }, dodger: { ag: 3+ } }
opponents: { lineman: { st: 3, av: 9+ } }
goal: success
activations:
  - { by: ogre, steps: [{ block: { target: lineman } }] }
  - { by: dodger, steps: [dodge] }
order: written
`;

  /** A chance as `shape` rounds it. */
  const r = (p: number) => Math.round(p * 1e12) / 1e12;

  it('goes on after the stopped Ogre, and ends the turn with the dodge either way', () => {
    // The Ogre: stopped 1/6 (the turn goes on), completed 5/6 · 8/9 = 20/27, turnover 5/6 · 1/9 = 5/54. After each
    // way on, the dodger: completed 2/3 (the turn is over), turnover 1/3.
    expect(shape(planTree(scenarioFromText(turn)))).toEqual(['', 'start', null, 1, [
      ['ogre', 'next', 0, r(20 / 27), [['dodger', 'done', null, r(2 / 3), []], ['dodger', 'turnover', null, r(1 / 3), []]]],
      ['ogre', 'halted', 0, r(1 / 6), [['dodger', 'done', null, r(2 / 3), []], ['dodger', 'turnover', null, r(1 / 3), []]]],
      ['ogre', 'turnover', null, r(5 / 54), []],
    ]]);
  });
});
