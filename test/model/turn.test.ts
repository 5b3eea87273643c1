/**
 * A stopped activation is not a stopped turn (`src/model/turn.ts`, docs/plan.md): a line that stops without a
 * turnover ends only the activation under way, the turn goes on; what is `after:` it is blocked; a stop of an
 * optional activation keeps the turn's success. Each turn worked out by hand, against the same steps as a `steps:`
 * line (which stops there); and a property over generated two-activation turns with no team re-roll, where the
 * turn is two independent lines one after the other: its success and turnover composed from each line's own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExact } from '../../src/evaluate/exact.js';
import { NodeKind } from '../../src/evaluate/graph.js';
import { M } from '../../src/model/metrics.js';
import { planCode, doneOf, currentOf, stoppedOf, lostAtOf, NO_ACTIVATION } from '../../src/model/turn.js';
import { stateKey, type State } from '../../src/model/state.js';
import { analysePlan } from '../../src/plan/analyse.js';
import { evaluateScenario } from '../../src/run/exact.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { compile } from '../../src/steps/compile.js';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 12);
const fractions = (text: string) => evaluateScenario(scenarioFromText(text)).results[0].fractions;
const failures = (text: string) => evaluateScenario(scenarioFromText(text)).results[0].failureByStep;

const HEAD = `name: ogre then dodger
players: { ogre: { st: 5, skills: [Bone Head] }, dodger: { ag: 3+ }, runner: { ag: 3+ } }
opponents: { lineman: { st: 3, av: 9+ } }
goal: success
`;

// The Ogre: Bone Head 2+ (5/6; a 1 stops its activation, no turnover), then a block of two dice against ST 3 with
// no Block on either side: only Skull or Both Down on both dice puts it down, (2/6)² = 1/9 — a turnover. So it
// completes 5/6 · 8/9 = 20/27, turns over 5/6 · 1/9 = 5/54, stops 1/6. The dodger's dodge 3+: 2/3, else a turnover.
describe('a Bone Head Ogre blocks, then a dodge 3+ (no team re-roll)', () => {
  const turn = `${HEAD}activations:
  - { by: ogre, steps: [{ block: { target: lineman } }] }
  - { by: dodger, steps: [dodge] }
order: written`;

  it('goes on with the dodge when the Bone Head roll fails', () => {
    // success: both completed, 20/27 · 2/3 = 40/81. turnover: the block's 5/54, or the dodge's third of what did
    // not turn over, 49/54 · 1/3 = 49/162: 15/162 + 49/162 = 64/162 = 32/81. Stopped: 1/6 · 2/3 = 1/9 = 9/81.
    const f = fractions(turn);
    expect(f.success).toBe('40/81');
    expect(f.turnover).toBe('32/81');
  });

  it('is not the steps: line, which stops at the failed Bone Head', () => {
    // The line: success the same 40/81; turnover 5/54 + 20/27 · 1/3 = 15/162 + 40/162 = 55/162.
    const f = fractions(`${HEAD}steps: [{ block: { by: ogre, target: lineman } }, { dodge: { by: dodger } }]`);
    expect(f.success).toBe('40/81');
    expect(f.turnover).toBe('55/162');
  });

  it('reaches and completes each activation as worked out', () => {
    const plan = analysePlan(scenarioFromText(turn));
    // The Ogre: reached always, completed 20/27; the dodger: reached when the Ogre did not turn over, 49/54, and
    // completed 49/54 · 2/3 = 49/81.
    close(plan.activations[0].reached, 1);
    close(plan.activations[0].completed, 20 / 27);
    close(plan.activations[1].reached, 49 / 54);
    close(plan.activations[1].completed, 49 / 81);
    // With no re-roll the order cannot matter: the turn takes both whatever happens (success 40/81 either way).
    close(plan.adaptive, 40 / 81);
    close(plan.written.value, 40 / 81);
  });

  it('fails at the Bone Head roll when the turn ends there without a turnover', () => {
    // Steps: Bone Head (1), block (2), dodge (3). Stopped at the Bone Head and the dodge passed: 1/6 · 2/3 = 1/9;
    // the block's turnover 5/54; the dodge's: after the stop 1/6 · 1/3 = 1/18, after the block 20/27 · 1/3 = 20/81,
    // 9/162 + 40/162 = 49/162. Together 18/162 + 15/162 + 49/162 = 82/162 = 1 − 40/81.
    const [boneHead, block, dodge] = failures(turn);
    close(boneHead, 1 / 9);
    close(block, 5 / 54);
    close(dodge, 49 / 162);
  });

  it('says in the plan which activation stopped', () => {
    // Best order, every activation worth 1, no re-roll: independent activations go by completion over turnover,
    // the Ogre (20/27 against 5/54: 8), the runner's rush 2+ (5/6 against 1/6: 5), the dodge (2/3 against 1/3: 2).
    // After the Ogre stopped (1/6) or completed (20/27), the runner.
    const plan = analysePlan(scenarioFromText(`${HEAD.replace('goal: success', 'goal: worth')}activations:
  - { by: ogre, steps: [{ block: { target: lineman } }], worth: 1 }
  - { by: dodger, steps: [dodge], worth: 1 }
  - { by: runner, steps: [rush], worth: 1 }`));
    expect(plan.first).toBe('ogre');
    const stopped = plan.decisions.filter((d) => d.stopped !== undefined);
    expect(stopped.map((d) => [d.done, d.stopped, d.next])).toEqual([[[], ['ogre'], 'runner']]);
    close(stopped[0].reached, 1 / 6);
    // Worth: 20/27 + 49/54 · 5/6 + 49/54 · 5/6 · 2/3 = 720/972 + 735/972 + 490/972 = 1945/972.
    close(plan.adaptive, 1945 / 972);
  });
});

describe('after: on an activation that stopped', () => {
  it('cannot be taken, and the turn ends when only it is left', () => {
    // Ogre, dodger, then the runner's dodge 3+ after the Ogre. success: 20/27 · 2/3 · 2/3 = 80/243. The runner runs
    // only when the Ogre completed and the dodge passed (40/81); a failed Bone Head and a passed dodge (1/9)
    // leave only the runner, blocked: the turn ends, stopped. turnover: 5/54 + 49/162 + 40/81 · 1/3
    // = 45/486 + 147/486 + 80/486 = 272/486 = 136/243; stopped 1/9 = 27/243. 80 + 136 + 27 = 243.
    const turn = `${HEAD}activations:
  - { by: ogre, steps: [{ block: { target: lineman } }] }
  - { by: dodger, steps: [dodge] }
  - { by: runner, steps: [dodge], after: [ogre] }
order: written`;
    const f = fractions(turn);
    expect(f.success).toBe('80/243');
    expect(f.turnover).toBe('136/243');
    const plan = analysePlan(scenarioFromText(turn));
    close(plan.activations[2].reached, 40 / 81);
    close(plan.activations[2].completed, 80 / 243);
  });
});

describe('an optional activation that stops', () => {
  it('keeps the turn a success', () => {
    // The Ogre optional, taken (written order): success is no turnover in its activation and the dodge passed,
    // 49/54 · 2/3 = 49/81 (against 40/81 when the Ogre must complete).
    const f = fractions(`${HEAD}activations:
  - { by: ogre, steps: [{ block: { target: lineman } }], optional: true }
  - { by: dodger, steps: [dodge] }
order: written`);
    expect(f.success).toBe('49/81');
  });
});

describe('a need: not met', () => {
  it('ends its activation only', () => {
    // One block die, ST 3 against ST 3, no skills: Skull or Both Down a turnover (1/3), POW or Stumble the
    // knock-down (1/3), Push Back stops the activation (need: knockdown; 1/3). Then the dodge 3+.
    // success 1/3 · 2/3 = 2/9; turnover 1/3 + 2/3 · 1/3 = 5/9.
    const f = fractions(`name: need
players: { hitter: { st: 3 }, dodger: { ag: 3+ } }
opponents: { lineman: { st: 3, av: 9+ } }
activations:
  - { by: hitter, steps: [{ block: { target: lineman, need: knockdown } }] }
  - { by: dodger, steps: [dodge] }
order: written
goal: success`);
    expect(f.success).toBe('2/9');
    expect(f.turnover).toBe('5/9');
  });
});

describe('the plan code', () => {
  it('holds twelve done, twelve stopped, the activation under way and the step where the turn was lost', () => {
    const code = planCode(0b101010101010, 11, 0b010101010101, 300);
    expect([doneOf(code), currentOf(code), stoppedOf(code), lostAtOf(code)]).toEqual([0b101010101010, 11, 0b010101010101, 300]);
    expect(currentOf(planCode(4095, NO_ACTIVATION))).toBe(NO_ACTIVATION);
  });

  it('tells apart in the state key what the first unit cannot hold', () => {
    const state = (plan: number): State => ({ pc: 0, phase: 0, regs: [], rr: 0, rrTurn: 0, used: [], out: [], status: 'running', plan });
    const codes = [planCode(1, 0), planCode(1, 0, 1), planCode(1, 0, 1, 1), planCode(1, 0, 0, 1), planCode(1, 0, 4095, 65535)];
    expect(new Set(codes.map((c) => stateKey(state(c)))).size).toBe(codes.length);
  });
});

/** A line of one player with no choice in it: a few rolls, any one of which may fail. */
const arbFirst = fc.record({
  trait: fc.constantFrom('Bone Head', 'Really Stupid', 'none'),
  steps: fc.array(fc.constantFrom('dodge', 'rush', 'pickup', 'block'), { minLength: 1, maxLength: 2 }),
});
const arbSecond = fc.record({
  skills: fc.subarray(['Dodge', 'Pro', 'Block', 'Bone Head', 'Sure Feet'], { maxLength: 2 }),
  steps: fc.array(fc.constantFrom('dodge', 'rush', 'block', 'block2'), { minLength: 1, maxLength: 2 }),
});

function firstStep(kind: string): string {
  // One die against an equal ST: no choice; need: knockdown stops the activation on a push.
  return kind === 'block' ? '{ block: { target: o0, need: knockdown } }' : kind;
}
function secondStep(kind: string): string {
  if (kind === 'block') return '{ block: { target: o1, need: knockdown } }';
  if (kind === 'block2') return '{ block: { target: o1, assists: 1 } }';
  return kind;
}

describe('two independent activations, no team re-roll', () => {
  it('compose: success the product, turnover the first\'s or the second\'s after it', () => {
    // Distinct players and targets, no team re-roll, a first line with no choice, the goal the turnover alone:
    // the second line's choices are the same whatever the first did, so the turn's success is sA · sB and its
    // turnover tA + (1 − tA) · tB (the second runs unless the first turned over: it completed or stopped).
    fc.assert(fc.property(arbFirst, arbSecond, (first, second) => {
      const players = `players: { a: { ag: 3+, st: 3${first.trait === 'none' ? '' : `, skills: [${first.trait}]`} }, b: { ag: 3+, st: 3, skills: [${second.skills.join(', ')}] } }`;
      const head = ['name: composed', 'rerolls: 0', players, 'opponents: { o0: { st: 3, av: 8+ }, o1: { st: 3, av: 9+ } }', 'goal: { turnover: -1 }'];
      const a = first.steps.map(firstStep);
      const b = second.steps.map(secondStep);
      const line = (by: string, steps: readonly string[]) => scenarioFromText([...head, `steps: [${steps.map((s) => (s.startsWith('{') ? s.replace(/: \{ /, `: { by: ${by}, `) : `{ ${s}: { by: ${by} } }`)).join(', ')}]`].join('\n'));
      const alone = evaluateExact(compile(line('a', a)));
      fc.pre(!Array.from(alone.graph.kind).some((k) => k === NodeKind.CoachChoice));
      const sA = alone.metrics[M.success];
      const tA = alone.metrics[M.turnover];
      const bAlone = evaluateExact(compile(line('b', b))).metrics;
      const turn = scenarioFromText([...head, 'order: written', 'activations:', `  - { by: a, steps: [${a.join(', ')}] }`, `  - { by: b, steps: [${b.join(', ')}] }`].join('\n'));
      const metrics = evaluateExact(compile(turn)).metrics;
      close(metrics[M.success], sA * bAlone[M.success]);
      close(metrics[M.turnover], tA + (1 - tA) * bAlone[M.turnover]);
    }), { numRuns: 40, seed: 2026 });
  });
});
