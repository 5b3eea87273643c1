/**
 * The "any opponent" metrics (`knockdown`, `cas`, `stunned`, …): what the worst condition any opponent ended in
 * says. A line's worst is the *maximum* of the conditions its opponents ended in, so it cannot be summed along
 * the line as the other metrics are: a state would have to carry the worst so far to the end, a copy of the rest
 * of the line for each of its dozen values (issue 8). It travels as a **level** instead: the edge on which an
 * opponent's condition becomes final (`canonical.ts` forgets it) pays that condition as a level, a terminal pays
 * the conditions still kept, and a line's worst is the highest level it was paid.
 *
 * A metric vector holds these metrics as probabilities of the worst condition (`writeWorst`). They are a linear,
 * invertible function of the chances of *reaching* each level (`LEVELS`: the worst is that level or more), and a
 * level paid on an edge turns the chance of reaching it and every level below into 1: so the value through an edge
 * is its child's value raised to the edge's level (`raiseWorst`), and every other metric adds as before. Chance
 * nodes average, as they average everything else.
 *
 * Choices weigh the worst only through the goal (no tie-break reads it), so a state keeps of the worst so far only
 * the highest level whose chance the goal weighs (`weighedLevels`): with a goal of `success` alone, none at all.
 */
import { METRICS, type MetricName } from '../vocabulary/index.js';
import { M } from './metric-index.js';
import { TargetCondition as C } from './outcome.js';

/**
 * The levels a worst condition can reach that some metric tells apart, from the least. Placed prone is not one:
 * no metric tells it from standing.
 */
export const LEVELS: readonly number[] = [
  C.ArmourHeld, C.Healed, C.Stunned, C.Reserves, C.KnockedOut, C.BadlyHurt, C.SeriouslyHurt, C.SeriousInjury,
  C.LastingInjury, C.Dead,
];

/**
 * Each "any opponent" metric as the chance of reaching one level less that of reaching another: `stunned` is
 * "stunned or worse" and not "reserves or worse" (the conditions' order, `TargetCondition`).
 */
const WORST: readonly (readonly [MetricName, number, number | null])[] = [
  ['knockdown', C.ArmourHeld, null],
  ['armourBroken', C.Healed, null],
  ['stunned', C.Stunned, C.Reserves],
  // Removed from the pitch for the drive: KO'd, a casualty, or sent to the reserves (Regeneration, apothecary).
  ['removed', C.Reserves, null],
  ['reserves', C.Reserves, C.KnockedOut],
  ['ko', C.KnockedOut, C.BadlyHurt],
  ['cas', C.BadlyHurt, null],
  ['badlyHurt', C.BadlyHurt, C.SeriouslyHurt],
  ['seriouslyHurt', C.SeriouslyHurt, C.SeriousInjury],
  ['seriousInjury', C.SeriousInjury, C.LastingInjury],
  ['lastingInjury', C.LastingInjury, C.Dead],
  ['dead', C.Dead, null],
];

/** The metrics the worst condition of any opponent sets. */
export const WORST_METRICS: readonly MetricName[] = WORST.map(([name]) => name);
/** Their places in a metric vector. */
export const WORST_INDEX: ReadonlySet<number> = new Set(WORST_METRICS.map((name) => M[name]));

/**
 * For each level, the metric whose value is the chance of reaching it, and the metric added to it: knockdown is
 * reaching ArmourHeld; reaching Stunned is `stunned` + `removed`; reaching Seriously Hurt is `seriouslyHurt` +
 * reaching Serious Injury. The inverse of `WORST`, read from the highest level down.
 */
const REACH: readonly (readonly [number, number, number | null])[] = [
  [C.Dead, M.dead, null],
  [C.LastingInjury, M.lastingInjury, C.Dead],
  [C.SeriousInjury, M.seriousInjury, C.LastingInjury],
  [C.SeriouslyHurt, M.seriouslyHurt, C.SeriousInjury],
  [C.BadlyHurt, M.cas, null],
  [C.KnockedOut, M.ko, C.BadlyHurt],
  [C.Reserves, M.removed, null],
  [C.Stunned, M.stunned, C.Reserves],
  [C.Healed, M.armourBroken, null],
  [C.ArmourHeld, M.knockdown, null],
];

/** Writes the metrics of one worst condition: 1 for each metric it makes true, 0 for the others. */
export function writeWorst(m: Float64Array, worst: number): void {
  for (const [metric, from, below] of WORST_AT) m[metric] = worst >= from && worst < below ? 1 : 0;
}

/** `WORST` by metric index, no upper bound as +∞: written for every edge that pays a reward. */
const WORST_AT: readonly (readonly [number, number, number])[] = WORST.map(([name, from, below]) => [M[name], from, below ?? Number.POSITIVE_INFINITY]);

/** The "any opponent" metrics of a worst condition (a vector of the metrics only). */
export function worstMetrics(worst: number, width = METRICS.length): Float64Array {
  const m = new Float64Array(width);
  writeWorst(m, worst);
  return m;
}

/** The worst condition a vector of one line's metrics says (0/1 each, as `writeWorst` writes them). */
export function worstFromMetrics(m: ArrayLike<number>): number {
  for (const [level, metric] of REACH) if (m[metric] === 1) return level;
  return C.Standing;
}

/** The chances of reaching each condition, indexed by condition (`raiseWorst` fills it; one, reused). */
const reach = new Float64Array(C.Dead + 1);

/**
 * `m[at …]`, the value of what lies past an edge, raised to the level the edge pays: every level up to `level` is
 * reached for certain, the chances of the levels above are the child's. In place; nothing for a level that no
 * metric tells from standing.
 */
export function raiseWorst(m: Float64Array, level: number, at = 0): void {
  if (level < LEVELS[0]) return;
  for (const [l, metric, plus] of REACH) reach[l] = l <= level ? 1 : m[at + metric] + (plus === null ? 0 : reach[plus]);
  for (const [name, from, below] of WORST) m[at + M[name]] = reach[from] - (below === null ? 0 : reach[below]);
}

/** The same on exact numerators over `den` (`rational.ts`): a new array. */
export function raiseWorstExact(num: readonly bigint[], den: bigint, level: number): bigint[] {
  const raised = num.slice();
  if (level < LEVELS[0]) return raised;
  const reach = new Array<bigint>(C.Dead + 1).fill(0n);
  for (const [l, metric, plus] of REACH) reach[l] = l <= level ? den : num[metric] + (plus === null ? 0n : reach[plus]);
  for (const [name, from, below] of WORST) raised[M[name]] = reach[from] - (below === null ? 0n : reach[below]);
  return raised;
}

/**
 * The levels whose chance a goal weighs (each "any opponent" metric it weighs is one level's chance less
 * another's): the only levels a choice can tell apart, so the only ones a state keeps of the worst so far.
 */
export function weighedLevels(goal: Partial<Record<MetricName, number>>): number[] {
  const weight = new Map<number, number>();
  for (const [name, from, below] of WORST) {
    const w = goal[name] ?? 0;
    weight.set(from, (weight.get(from) ?? 0) + w);
    if (below !== null) weight.set(below, (weight.get(below) ?? 0) - w);
  }
  return LEVELS.filter((level) => (weight.get(level) ?? 0) !== 0);
}

/** The highest of `levels` that `worst` reaches, or 0 (standing) when it reaches none. */
export function keptLevel(worst: number, levels: readonly number[]): number {
  let kept = 0;
  for (const level of levels) if (level <= worst) kept = level;
  return kept;
}
