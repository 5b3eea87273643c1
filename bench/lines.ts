/**
 * Lines generated from a seed for the fallback benchmark: long lines of dodges, rushes, pick-ups and blocks by
 * several players with skills that compete with the team re-rolls (Pro, Dodge, Sure Feet…), each grown step by
 * step until its model is as large as it may be within a state bound — the lines just inside the exact bound,
 * where the fallback policy can still be measured against the best play.
 */
import { exploreModel } from '../src/evaluate/exact.js';
import { GraphTooLarge } from '../src/evaluate/graph.js';
import { firstStream, nextUint32 } from '../src/montecarlo/rng.js';
import { scenarioFromText } from '../src/scenario/load.js';
import type { Scenario } from '../src/scenario/types.js';
import { compile } from '../src/steps/compile.js';

/** A generated line: its scenario file's text, the scenario and its model's size. */
export interface GeneratedLine {
  readonly name: string;
  readonly text: string;
  readonly scenario: Scenario;
  readonly states: number;
}

const PLAYER_SKILLS = ['Pro', 'Pro', 'Dodge', 'Sure Feet', 'Block', 'Sure Hands', 'Catch', 'Mighty Blow (+1)', 'Frenzy'];

/** Draws from a seeded stream (the Monte Carlo runner's xoroshiro128+). */
class Draw {
  private readonly stream: Int32Array;
  constructor(seed: number) {
    this.stream = firstStream(seed);
  }
  below(n: number): number {
    return nextUint32(this.stream) % n;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)];
  }
}

function playerLine(draw: Draw, i: number): string {
  const skills = new Set<string>();
  for (let k = draw.below(3); k > 0; k--) skills.add(draw.pick(PLAYER_SKILLS));
  return `  p${i}: { ag: ${2 + draw.below(3)}+, st: ${3 + draw.below(2)}, skills: [${[...skills].join(', ')}] }`;
}

/** A step by a random player; a rush only while the player has rushed fewer than twice (the rules' limit). */
function stepLine(draw: Draw, rushes: number[], opponents: number): string {
  const player = draw.below(rushes.length);
  const by = `by: p${player}`;
  const kind = draw.pick(['dodge', 'dodge', 'rush', 'rush', 'pickup', 'block'] as const);
  if (kind === 'rush' && rushes[player] < 2) {
    rushes[player]++;
    return `  - rush: { ${by} }`;
  }
  if (kind === 'rush') return `  - dodge: { ${by}, marked: 1 }`;
  if (kind === 'block') return `  - block: { ${by}, target: o${draw.below(opponents)}, assists: ${draw.below(2)}${draw.pick(NEEDS)} }`;
  return `  - ${kind}: { ${by}, marked: ${draw.below(3)} }`;
}

/** The model's size, or null past `bound`. */
function states(scenario: Scenario, bound: number): number | null {
  try {
    return exploreModel(compile(scenario), { maxStates: bound }).size;
  } catch (error) {
    if (error instanceof GraphTooLarge) return null;
    throw error;
  }
}

const NEEDS = ['', '', ', need: knockdown'];
const GOALS = ['', 'goal: success', 'goal: { success: 1, cas: 1 }', 'goal: { knockdown: 1, turnover: -0.5 }'];

/**
 * The line of seed `seed`: 2–4 players, 1–3 opponents, 1–4 team re-rolls, one of a few goals, and the longest
 * prefix of `maxSteps` generated steps whose model stays within `bound` states (found by doubling, then halving).
 */
export function generatedLine(seed: number, bound: number, maxSteps = 60): GeneratedLine {
  const draw = new Draw(seed);
  const players = 2 + draw.below(3);
  const opponents = 1 + draw.below(3);
  const head = [
    `name: generated line ${seed}`, 'edition: bb2020', `rerolls: ${1 + draw.below(4)}`, draw.pick(GOALS), 'players:',
    ...Array.from({ length: players }, (_, i) => playerLine(draw, i)),
    'opponents:',
    ...Array.from({ length: opponents }, (_, i) => `  o${i}: { st: 3, av: ${8 + draw.below(3)}+ }`),
    'steps:',
  ];
  const rushes = new Array<number>(players).fill(0);
  const steps = Array.from({ length: maxSteps }, () => stepLine(draw, rushes, opponents));
  const line = (length: number): GeneratedLine | null => {
    const text = [...head, ...steps.slice(0, length)].join('\n');
    const scenario = scenarioFromText(text);
    const size = states(scenario, bound);
    return size === null ? null : { name: `generated ${seed} (${length} steps)`, text, scenario, states: size };
  };
  let best = line(1);
  if (best === null) throw new Error(`generated line ${seed}: its first step is over ${bound} states`);
  let fits = 1;
  let over = maxSteps + 1;
  for (let length = 2; length <= maxSteps; length *= 2) {
    const tried = line(length);
    if (tried === null) {
      over = length;
      break;
    }
    [best, fits] = [tried, length];
  }
  if (over > maxSteps) {
    const whole = line(maxSteps);
    if (whole !== null) return whole;
    over = maxSteps;
  }
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    const tried = line(middle);
    if (tried === null) over = middle;
    else [best, fits] = [tried, middle];
  }
  return best;
}
