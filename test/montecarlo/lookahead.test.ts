/**
 * The lookahead policy (`lookahead.ts`, `tail.ts`): the fallback past the exact bound. Worked by hand on a line
 * where the greedy policy's "Pro before a team re-roll" loses; checked against the exact evaluator on generated
 * lines: never above the best play, equal to it where the window covers the line and where the reduced tail
 * loses nothing (no opponent targeted twice); its choices the same after its memos are dropped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExact } from '../../src/evaluate/exact.js';
import { goalWeights, score } from '../../src/evaluate/goal.js';
import { compile } from '../../src/steps/compile.js';
import { M } from '../../src/model/metrics.js';
import { GreedyPolicy } from '../../src/montecarlo/greedy.js';
import { LookaheadPolicy, windowEnds, type LookaheadSettings } from '../../src/montecarlo/lookahead.js';
import { policyValue } from '../../src/montecarlo/policy-value.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import type { Scenario } from '../../src/scenario/types.js';
import { LazyGraph } from '../../src/montecarlo/lazy.js';
import { StreamCursor } from '../../src/montecarlo/plan.js';
import { runChunk } from '../../src/montecarlo/source.js';
import { emptyTally, mergeTally } from '../../src/montecarlo/tally.js';
import { sample } from './support.js';

const PRO_AND_ONE_REROLL = `name: two dodges, Pro and one team re-roll
edition: bb2020
rerolls: 1
player: { ag: 2+, skills: [Pro] }
steps: [dodge, dodge]`;

describe('the lookahead policy on a line worked by hand', () => {
  // Two unmarked dodges at AG 2+: each passes on 2+, q = 5/6. Pro (seed 001): once per turn, a re-roll on 3+
  // (p = 2/3), and a failed Pro roll forbids the team re-roll on that die; a re-rolled die is never re-rolled
  // again (seed 000). The first failure may take Pro or the team re-roll; whichever is left serves the other dodge.
  //   One dodge with both left:  team re-roll first q + (1−q)·q = 5/6 + 5/36 = 35/36;
  //                              Pro first     q + (1−q)·p·q = 5/6 + 10/108 = 25/27 (smaller: the team re-roll wins).
  //   One dodge with Pro only:   q + (1−q)·p·q = 25/27.   With the team re-roll only: 35/36.
  //   Best play (team re-roll at the first failure, wherever it falls):
  //     dodge 1 passes: 5/6 · 35/36 = 175/216;  fails, re-roll passes: 1/6 · 5/6 · 25/27 = 125/972;
  //     = 1575/1944 + 250/1944 = 1825/1944 (93.88%).
  //   Greedy (Pro at the first failure): 5/6 · 25/27 + 1/6 · 2/3 · 5/6 · 35/36 = 3000/3888 + 350/3888 = 1675/1944.
  //   With Pro tried on dodge 1 the team re-roll is kept for dodge 2; with the team re-roll tried, Pro is kept, and
  //   each way the second dodge's value is the one-resource figure above — the team re-roll first is better at
  //   both failures: 1825/1944 against 1675/1944.
  const line = scenarioFromText(PRO_AND_ONE_REROLL);

  it('the arithmetic above is the exact evaluator\'s and the greedy policy\'s', () => {
    const model = compile(line);
    expect(evaluateExact(model).metrics[M.success]).toBeCloseTo(1825 / 1944, 12);
    expect(policyValue(model, new GreedyPolicy(model))[M.success]).toBeCloseTo(1675 / 1944, 12);
  });

  it('takes the team re-roll before Pro and reaches the best play, even with a window of one step', () => {
    for (const window of [1, 2]) {
      const model = compile(line);
      expect(windowEnds(model.steps.map((m) => m.step), window, window)).toEqual(window === 1 ? [1, 2] : [2, 2]);
      expect(policyValue(model, new LookaheadPolicy(model, { window, maxWindow: window }))[M.success], `window ${window}`).toBeCloseTo(1825 / 1944, 12);
    }
  });

  it('the sampler follows its choices: 1825/1944 within 4.5 SE on 40,000 trials', async () => {
    // SE = √(p(1−p)/n) = √(0.93879 · 0.06121 / 40,000) = 0.0011987; 4.5 SE = 0.00539.
    const run = await sample(line, 'lookahead', 40_000);
    expect(Math.abs(run.tally.sum[M.success] / 40_000 - 1825 / 1944)).toBeLessThan(0.00539);
  });
});

/** Generated (bench/lines.ts, seed 205): o2 is blocked twice, and the reduced tail sees it standing again. */
const BLOCKED_TWICE = `name: generated line 205
edition: bb2020
rerolls: 3
goal: success
players:
  p0: { ag: 4+, st: 3, skills: [] }
  p1: { ag: 2+, st: 3, skills: [Sure Feet] }
  p2: { ag: 2+, st: 4, skills: [Dodge, Pro] }
  p3: { ag: 2+, st: 4, skills: [] }
opponents:
  o0: { st: 3, av: 10+ }
  o1: { st: 3, av: 9+ }
  o2: { st: 3, av: 9+ }
steps:
  - block: { by: p2, target: o2, assists: 0 }
  - block: { by: p1, target: o2, assists: 0 }
  - rush: { by: p2 }
  - dodge: { by: p3, marked: 1 }
  - pickup: { by: p1, marked: 2 }
  - pickup: { by: p3, marked: 0 }`;

describe('where the reduced tail loses', () => {
  it('an opponent blocked twice: a one-step window falls short of the best play, the window over both blocks does not', () => {
    const scenario = scenarioFromText(BLOCKED_TWICE);
    const one = goalValues(scenario, { window: 1, maxWindow: 1 });
    expect(one.lookahead).toBeLessThan(one.best - 1e-6);
    // The default window runs to the end of the second block from the first (o2 is not targeted after it).
    expect(new LookaheadPolicy(compile(scenario)).ends).toEqual([2, 2, 3, 4, 5, 6]);
    const adaptive = goalValues(scenario, {});
    expect(adaptive.lookahead).toBeCloseTo(adaptive.best, 9);
  });

  it('the sampler follows the one-step window where it is not the best play: its exact value within 4.5 SE', () => {
    const scenario = scenarioFromText(BLOCKED_TWICE);
    const model = compile(scenario);
    const settings = { window: 1, maxWindow: 1 };
    const truth = policyValue(model, new LookaheadPolicy(model, settings))[M.success];
    const graph = new LazyGraph(model, new LookaheadPolicy(compile(scenario), settings));
    const cursor = new StreamCursor(2024);
    const tally = emptyTally(scenario.steps.length, model.context.width);
    for (let c = 0; c < 8; c++) mergeTally(tally, runChunk(graph, scenario.steps.length, cursor.next(), 5000));
    // 40,000 trials: SE = √(p(1−p)/n) ≤ √(0.25/40,000) = 0.0025; 4.5 SE ≤ 0.01125.
    expect(Math.abs(tally.sum[M.success] / 40_000 - truth)).toBeLessThan(0.01125);
  });

  it('windows end where no opponent hit before is targeted after, within their least and most steps', () => {
    // Targets by step: o0, -, o1, o0, -, o1 (a dodge has none). From step 0 the window must pass step 3 (o0 again),
    // and by then o1 (step 2) is targeted again at step 5: every window runs to the end, 6. Capped at 2 steps,
    // each window takes its most. With only "o0, dodge", nothing comes back: the least, 1 step (or 2 when asked).
    const steps = ['o0', '', 'o1', 'o0', '', 'o1'].map((t) => (t === '' ? { kind: 'dodge' } : { kind: 'block', target: Number(t[1]), need: null }));
    const asSteps = steps as unknown as Parameters<typeof windowEnds>[0];
    expect(windowEnds(asSteps, 1, 6)).toEqual([6, 6, 6, 6, 6, 6]);
    expect(windowEnds(asSteps, 1, 2)).toEqual([2, 3, 4, 5, 6, 6]);
    expect(windowEnds(asSteps.slice(0, 2), 1, 6)).toEqual([1, 2]);
    expect(windowEnds(asSteps.slice(0, 2), 2, 6)).toEqual([2, 2]);
  });
});

interface GenLine {
  readonly rerolls: number;
  readonly players: readonly { readonly ag: number; readonly st: number; readonly skills: readonly string[] }[];
  readonly opponents: readonly { readonly st: number; readonly av: number; readonly skills: readonly string[] }[];
  readonly steps: readonly { readonly kind: string; readonly by: number; readonly target: number; readonly marked: number; readonly need: string }[];
  readonly goal: string;
}

const SKILLS = ['Pro', 'Dodge', 'Sure Feet', 'Sure Hands', 'Block', 'Frenzy', 'Mighty Blow (+1)', 'Claws', 'Dauntless'];
const arbLine: fc.Arbitrary<GenLine> = fc.record({
  rerolls: fc.integer({ min: 0, max: 3 }),
  players: fc.array(fc.record({
    ag: fc.integer({ min: 2, max: 4 }), st: fc.integer({ min: 2, max: 4 }), skills: fc.subarray(SKILLS, { maxLength: 3 }),
  }), { minLength: 1, maxLength: 3 }),
  opponents: fc.array(fc.record({
    st: fc.integer({ min: 2, max: 4 }), av: fc.integer({ min: 7, max: 10 }), skills: fc.subarray(['Block', 'Dodge', 'Diving Tackle'], { maxLength: 2 }),
  }), { minLength: 1, maxLength: 2 }),
  steps: fc.array(fc.record({
    kind: fc.constantFrom('dodge', 'dodge', 'rush', 'pickup', 'block', 'block', 'foul'),
    by: fc.nat(2), target: fc.nat(1), marked: fc.integer({ min: 0, max: 2 }),
    need: fc.constantFrom('', '', ', need: knockdown'),
  }), { minLength: 1, maxLength: 6 }),
  goal: fc.constantFrom('success', 'knockdown', 'cas', '{ success: 1, cas: 1 }', '{ knockdown: 1, turnover: -0.5 }', 'knockdowns'),
});

/** The line as a scenario: at most two rushes a player (the rules' limit). */
function scenarioOf(line: GenLine): Scenario {
  const rushes = new Map<number, number>();
  const step = (s: GenLine['steps'][number]) => {
    const player = s.by % line.players.length;
    const by = `by: p${player}`;
    const target = `target: o${s.target % line.opponents.length}`;
    if (s.kind === 'rush' && (rushes.get(player) ?? 0) < 2) {
      rushes.set(player, (rushes.get(player) ?? 0) + 1);
      return `  - rush: { ${by} }`;
    }
    if (s.kind === 'block') return `  - block: { ${by}, ${target}, assists: ${s.marked % 2}${s.need} }`;
    if (s.kind === 'foul') return `  - foul: { ${by}, ${target}${s.need} }`;
    return `  - ${s.kind === 'rush' ? 'dodge' : s.kind}: { ${by}, marked: ${s.marked} }`;
  };
  return scenarioFromText([
    'name: generated', 'edition: bb2020', `rerolls: ${line.rerolls}`, `goal: ${line.goal}`,
    'players:', ...line.players.map((p, i) => `  p${i}: { ag: ${p.ag}+, st: ${p.st}, skills: [${p.skills.join(', ')}] }`),
    'opponents:', ...line.opponents.map((o, i) => `  o${i}: { st: ${o.st}, av: ${o.av}+, skills: [${o.skills.join(', ')}] }`),
    'steps:', ...line.steps.map(step),
  ].join('\n'));
}

/** The goal's value of the best play and of the lookahead policy with these settings. */
function goalValues(scenario: Scenario, settings: LookaheadSettings): { best: number; lookahead: number } {
  const model = compile(scenario);
  const weights = goalWeights(scenario.goal);
  return {
    best: score(weights, evaluateExact(model).metrics),
    lookahead: score(weights, policyValue(model, new LookaheadPolicy(model, settings))),
  };
}

/** Equal within float rounding (the two sum the same terms in another order). */
const TOLERANCE = 1e-9;

function targetsEachOpponentOnce(scenario: Scenario): boolean {
  const targets = scenario.steps.flatMap((s) => ('target' in s && typeof s.target === 'number' ? [s.target] : []));
  return new Set(targets).size === targets.length;
}

describe('the lookahead policy against the best play, on generated lines', () => {
  it('never does better than the best play', () => {
    fc.assert(fc.property(arbLine, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 }), (line, window, more) => {
      const { best, lookahead } = goalValues(scenarioOf(line), { window, maxWindow: window + more });
      expect(lookahead).toBeLessThanOrEqual(best + TOLERANCE);
    }), { numRuns: 120, seed: 14 });
  });

  it('is the best play when the window covers the whole line', () => {
    fc.assert(fc.property(arbLine, (line) => {
      const scenario = scenarioOf(line);
      const { best, lookahead } = goalValues(scenario, { window: scenario.steps.length });
      expect(lookahead).toBeCloseTo(best, 9);
    }), { numRuns: 80, seed: 15 });
  });

  it('is the best play with any window on a line that targets each opponent at most once (the reduced tail is exact)', () => {
    fc.assert(fc.property(arbLine, (line) => {
      const scenario = scenarioOf(line);
      fc.pre(targetsEachOpponentOnce(scenario));
      const { best, lookahead } = goalValues(scenario, { window: 1, maxWindow: 1 });
      expect(lookahead).toBeCloseTo(best, 9);
    }), { numRuns: 80, seed: 16 });
  });

  it('makes the same choices after its memos are dropped at any size (its budget bounds memory, nothing else)', () => {
    fc.assert(fc.property(arbLine, fc.integer({ min: 10, max: 60 }), (line, budget) => {
      const scenario = scenarioOf(line);
      const model = compile(scenario);
      const free = policyValue(model, new LookaheadPolicy(model, { window: 2 }));
      const tight = policyValue(model, new LookaheadPolicy(model, { window: 2, budget }));
      expect(Array.from(tight)).toEqual(Array.from(free));
    }), { numRuns: 10, seed: 17 });
  });
});
