/**
 * The metrics every terminal reports, in one fixed order so that values travel as plain vectors: the line's
 * metrics (`METRICS`), then, per opponent, that opponent's own fate (`OPPONENT_METRICS`). A model's vectors are
 * `metricWidth(opponents)` long. Probabilities of events, except the expected counts (`COUNT_METRICS`).
 *
 * A state's value is split in two (see `canonical.ts`): what its status says (success, turnover) and what its
 * outcome registers say (`registerValue`). The registers' part may leave the state early, as a reward on the
 * transition that forgets it, so the two halves are written here side by side.
 */
import { Out, TARGET_BASE, TargetCondition as C } from './outcome.js';
import type { State } from './state.js';
import { METRICS, type MetricName } from '../vocabulary/index.js';

export { METRICS, type MetricName };

export const M = Object.fromEntries(METRICS.map((name, i) => [name, i])) as Record<MetricName, number>;

/** Metrics shown for every scenario. */
export const CORE_METRICS: readonly MetricName[] = ['success', 'turnover', 'playerDown', 'rerollsUsed'];
/** Metrics of the targets of contact steps ("any opponent": the worst that happened to one of them). */
export const CONTACT_METRICS: readonly MetricName[] = [
  'knockdown', 'armourBroken', 'stunned', 'ko', 'cas', 'dead', 'removed', 'reserves', 'sentOff',
];
/** Expected numbers of opponents, shown for lines with more than one opponent. */
export const COUNT_METRICS: readonly MetricName[] = ['knockdowns', 'removedCount', 'casualtiesCount'];
/** The casualty breakdown (JSON `casualties`). */
export const CASUALTY_METRICS: readonly MetricName[] = [
  'badlyHurt', 'seriouslyHurt', 'seriousInjury', 'lastingInjury', 'dead',
];

/**
 * One opponent's own fate (JSON `opponents: {id: {metric: p}}`). `removed` is the sum of its parts: `ko`, `cas`
 * and `reserves` (off the pitch but fit: Regeneration, the apothecary). `sentOff` is not here: it is the acting
 * player's send-off (a foul), no opponent's fate.
 */
export const OPPONENT_METRICS = ['knockdown', 'armourBroken', 'stunned', 'ko', 'cas', 'dead', 'removed', 'reserves'] as const;
export type OpponentMetricName = (typeof OPPONENT_METRICS)[number];

/** Length of a model's metric vectors: the line's metrics, then `OPPONENT_METRICS` per opponent. */
export function metricWidth(opponents: number): number {
  return METRICS.length + opponents * OPPONENT_METRICS.length;
}

/** Index of opponent `opponent`'s metric `name` in a metric vector. */
export function opponentMetricIndex(opponent: number, name: OpponentMetricName): number {
  return METRICS.length + opponent * OPPONENT_METRICS.length + OPPONENT_METRICS.indexOf(name);
}

/** True for metrics that are probabilities (all but expected counts). */
export function isProbability(name: MetricName): boolean {
  return name !== 'rerollsUsed' && !COUNT_METRICS.includes(name);
}

/** Whether a condition counts as each of the "any opponent" metrics (the worst condition reached). */
function writeWorst(m: Float64Array, worst: number): void {
  m[M.knockdown] = worst >= C.ArmourHeld ? 1 : 0;
  m[M.armourBroken] = worst >= C.Healed ? 1 : 0;
  m[M.stunned] = worst === C.Stunned ? 1 : 0;
  m[M.ko] = worst === C.KnockedOut ? 1 : 0;
  m[M.cas] = worst >= C.BadlyHurt ? 1 : 0;
  m[M.dead] = worst === C.Dead ? 1 : 0;
  // Removed from the pitch for the drive: KO'd, a casualty, or sent to the reserves (Regeneration, apothecary).
  m[M.removed] = worst >= C.Reserves ? 1 : 0;
  m[M.reserves] = worst === C.Reserves ? 1 : 0;
  m[M.badlyHurt] = worst === C.BadlyHurt ? 1 : 0;
  m[M.seriouslyHurt] = worst === C.SeriouslyHurt ? 1 : 0;
  m[M.seriousInjury] = worst === C.SeriousInjury ? 1 : 0;
  m[M.lastingInjury] = worst === C.LastingInjury ? 1 : 0;
}

/** The metrics the worst condition of any opponent sets (`writeWorst`). */
export const WORST_METRICS: readonly MetricName[] = [
  'knockdown', 'armourBroken', 'stunned', 'ko', 'cas', 'dead', 'removed', 'reserves',
  'badlyHurt', 'seriouslyHurt', 'seriousInjury', 'lastingInjury',
];

/** The "any opponent" metrics of a worst condition (a vector of `METRICS.length`). */
export function worstMetrics(worst: number): Float64Array {
  const m = new Float64Array(METRICS.length);
  writeWorst(m, worst);
  return m;
}

/** The worst condition that "any opponent" metrics say (placed prone reads as standing: no metric tells it). */
export function worstFromMetrics(m: ArrayLike<number>): number {
  const cascade: [MetricName, number][] = [
    ['dead', C.Dead], ['lastingInjury', C.LastingInjury], ['seriousInjury', C.SeriousInjury], ['seriouslyHurt', C.SeriouslyHurt],
    ['badlyHurt', C.BadlyHurt], ['ko', C.KnockedOut], ['reserves', C.Reserves], ['stunned', C.Stunned], ['armourBroken', C.Healed], ['knockdown', C.ArmourHeld],
  ];
  for (const [name, condition] of cascade) if (m[M[name]] === 1) return condition;
  return C.Standing;
}

/** Adds opponent `opponent`'s own fate and its share of the counts, for condition `condition`. */
function addOpponent(m: Float64Array, opponent: number, condition: number): void {
  if (condition === C.Standing) return;
  // In the order of OPPONENT_METRICS (written out: this runs for every edge that forgets an opponent).
  const at = METRICS.length + opponent * OPPONENT_METRICS.length;
  if (condition >= C.ArmourHeld) m[at] += 1;
  if (condition >= C.Healed) m[at + 1] += 1;
  if (condition === C.Stunned) m[at + 2] += 1;
  if (condition === C.KnockedOut) m[at + 3] += 1;
  if (condition >= C.BadlyHurt) m[at + 4] += 1;
  if (condition === C.Dead) m[at + 5] += 1;
  if (condition >= C.Reserves) m[at + 6] += 1;
  if (condition === C.Reserves) m[at + 7] += 1;
  m[M.knockdowns] += condition >= C.ArmourHeld ? 1 : 0;
  m[M.removedCount] += condition >= C.Reserves ? 1 : 0;
  m[M.casualtiesCount] += condition >= C.BadlyHurt ? 1 : 0;
}

/**
 * A player of the acting team hurt (its own fall, a team-mate lashed out at), whose team's apothecary is not
 * modelled: armour broken, knocked out, a casualty — 1 or 0 each.
 */
function teamHarm(condition: number): [number, number, number] {
  return [condition >= C.Stunned ? 1 : 0, condition === C.KnockedOut ? 1 : 0, condition >= C.BadlyHurt ? 1 : 0];
}

/**
 * What the outcome registers of `s` are worth: the acting team's player down and send-off, the worst condition
 * of any opponent (the register of those already forgotten and every opponent's own), each opponent's fate, and a
 * team-mate knocked down by Animal Savagery and what its armour and injury rolls did.
 */
export function registerValue(s: State, width: number): Float64Array {
  const m = new Float64Array(width);
  m[M.playerDown] = s.out[Out.PlayerDown];
  m[M.sentOff] = s.out[Out.SentOff];
  m[M.hypnotised] = s.out[Out.Hypnotised];
  m[M.shadowed] = s.out[Out.Shadowed];
  m[M.ballLoose] = s.out[Out.BallLoose];
  const own = s.out[Out.OwnCondition];
  [m[M.ownArmourBroken], m[M.ownKo], m[M.ownCas]] = teamHarm(own);
  const teammate = s.out[Out.TeammateCondition];
  m[M.teammateDown] = teammate >= C.ArmourHeld ? 1 : 0;
  [m[M.teammateArmourBroken], m[M.teammateKo], m[M.teammateCas]] = teamHarm(teammate);
  m[M.eaten] = s.out[Out.Eaten];
  let worst = s.out[Out.Worst];
  for (let i = TARGET_BASE; i < s.out.length; i++) {
    worst = Math.max(worst, s.out[i]);
    addOpponent(m, i - TARGET_BASE, s.out[i]);
  }
  writeWorst(m, worst);
  return m;
}

/**
 * The metric vector of a finished line: its status and its registers. Team re-rolls spent are not here: they
 * travel as rewards on the transitions that spend them (`compile.ts`), so a state need not remember them.
 */
export function terminalMetrics(s: State, width: number): Float64Array {
  const m = registerValue(s, width);
  m[M.success] = s.status === 'success' ? 1 : 0;
  m[M.turnover] = s.status === 'turnover' ? 1 : 0;
  return m;
}
