/**
 * The metrics every terminal reports, in one fixed order so that values travel as plain vectors: the line's
 * metrics (`METRICS`), then, per opponent, that opponent's own fate (`OPPONENT_METRICS`). A model's vectors are
 * `metricWidth(opponents)` long. Probabilities of events, except the expected counts (`COUNT_METRICS`).
 *
 * A state's value is split in two (see `canonical.ts`): what its status says (success, turnover) and what its
 * outcome registers say (`registerValue`). The registers' part may leave the state early, as a reward on the
 * transition that forgets it (`forgottenValue`), so the two halves are written here side by side. A line's metrics
 * are the sum of the rewards on its path and its terminal's, but for the "any opponent" metrics: a reward holds
 * those as a level, and the line's worst is the highest level paid (`worst.ts`, `valueThrough`).
 */
import { M } from './metric-index.js';
import { Out, PART_RANGE, TARGET_BASE, TargetCondition as C } from './outcome.js';
import type { State } from './state.js';
import { raiseWorst, worstFromMetrics, WORST_INDEX, writeWorst } from './worst.js';
import { METRICS, type MetricName } from '../vocabulary/index.js';

export { M, METRICS, type MetricName };

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
export const OPPONENT_METRICS = ['knockdown', 'armourBroken', 'stunned', 'ko', 'cas', 'dead', 'removed', 'reserves', 'surfed'] as const;
export type OpponentMetricName = (typeof OPPONENT_METRICS)[number];

/** The opponent metrics a scenario shows: `surfed` only where it reports it (a block at the sideline). */
export function shownOpponentMetrics(reported: readonly MetricName[]): readonly OpponentMetricName[] {
  return reported.includes('surfed') ? OPPONENT_METRICS : OPPONENT_METRICS.filter((m) => m !== 'surfed');
}

/** Length of a model's metric vectors: the line's metrics, then `OPPONENT_METRICS` per opponent. */
export function metricWidth(opponents: number): number {
  return METRICS.length + opponents * OPPONENT_METRICS.length;
}

/** Index of opponent `opponent`'s metric `name` in a metric vector. */
export function opponentMetricIndex(opponent: number, name: OpponentMetricName): number {
  return METRICS.length + opponent * OPPONENT_METRICS.length + OPPONENT_METRICS.indexOf(name);
}

/** True for metrics that are probabilities (all but expected counts and a turn's expected `worth`). */
export function isProbability(name: MetricName): boolean {
  return name !== 'rerollsUsed' && name !== 'worth' && !COUNT_METRICS.includes(name);
}

/** Adds `sign` × opponent `opponent`'s own fate and its share of the counts, for condition `condition`. */
function addOpponent(m: Float64Array, opponent: number, condition: number, sign = 1): void {
  if (condition === C.Standing) return;
  // In the order of OPPONENT_METRICS (written out: this runs for every edge that forgets an opponent).
  const at = METRICS.length + opponent * OPPONENT_METRICS.length;
  if (condition >= C.ArmourHeld) m[at] += sign;
  if (condition >= C.Healed) m[at + 1] += sign;
  if (condition === C.Stunned) m[at + 2] += sign;
  if (condition === C.KnockedOut) m[at + 3] += sign;
  if (condition >= C.BadlyHurt) m[at + 4] += sign;
  if (condition === C.Dead) m[at + 5] += sign;
  if (condition >= C.Reserves) m[at + 6] += sign;
  if (condition === C.Reserves) m[at + 7] += sign;
  if (condition >= C.ArmourHeld) m[M.knockdowns] += sign;
  if (condition >= C.Reserves) m[M.removedCount] += sign;
  if (condition >= C.BadlyHurt) m[M.casualtiesCount] += sign;
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
 * of any opponent (the worst register and every opponent's own), each opponent's fate, and a
 * team-mate knocked down by Animal Savagery and what its armour and injury rolls did.
 */
export function registerValue(s: State, width: number): Float64Array {
  return registerValueInto(new Float64Array(width), s);
}

/** `registerValue` written into `m`, which must be all zeros (a scratch vector spares an allocation per edge). */
function registerValueInto(m: Float64Array, s: State): Float64Array {
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
  // One bit per opponent pushed into the crowd (`steps/block/outcomes.ts`).
  const surfed = s.out[Out.Surfed];
  m[M.surfed] = surfed === 0 ? 0 : 1;
  for (let i = 0; surfed >> i !== 0; i++) if ((surfed >> i) & 1) m[opponentMetricIndex(i, 'surfed')] = 1;
  m[M.reachedAndLanded] = s.out[Out.ReachedAndLanded];
  m[M.throwFumbled] = s.out[Out.ThrowFumbled];
  m[M.coachEjected] = s.out[Out.CoachEjected];
  m[M.held] = s.out[Out.Held];
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

/**
 * What `raw`'s registers are worth that `kept` (its canonical form, `canonical.ts`) no longer says: the difference
 * of the summed metrics, and as a level (`worst.ts`) the worst of the conditions it forgot: those of the opponents
 * whose registers it reduced, and the worst register's when it changed. That register's level was paid when its
 * opponent was forgotten; paying it again changes no line (a maximum), and keeps every state's value what the
 * register made it while it was kept — the worst so far included — so choices weigh the goal alike either side.
 */
export function forgottenValue(raw: State, kept: State, width: number): Float64Array {
  const opponentsOnly = keepsLineRegisters(raw, kept);
  const paid = opponentsOnly ? new Float64Array(width) : registerValue(raw, width);
  if (!opponentsOnly) {
    const still = registerValueInto(scratchOf(width), kept);
    for (let m = 0; m < width; m++) paid[m] -= still[m];
  }
  let level = kept.out[Out.Worst] === raw.out[Out.Worst] ? 0 : raw.out[Out.Worst];
  for (let i = TARGET_BASE; i < raw.out.length; i++) {
    if (kept.out[i] === raw.out[i]) continue;
    level = Math.max(level, raw.out[i]);
    if (opponentsOnly) {
      addOpponent(paid, i - TARGET_BASE, raw.out[i]);
      addOpponent(paid, i - TARGET_BASE, kept.out[i], -1);
    }
  }
  writeWorst(paid, level);
  return paid;
}

/** A zeroed scratch vector of `width` metrics, reused from call to call (read before the next call only). */
function scratchOf(width: number): Float64Array {
  if (scratch.length !== width) scratch = new Float64Array(width);
  else scratch.fill(0);
  return scratch;
}
let scratch = new Float64Array(0);

/**
 * Whether `kept` says all `raw` says of the line's own registers (the worst aside): then what it forgot is worth
 * only the opponents' fates it reduced, and the rest need not be valued twice (most forgettings, at a step start).
 */
function keepsLineRegisters(raw: State, kept: State): boolean {
  const [start, end] = PART_RANGE.metrics;
  for (let i = start; i < end; i++) if (i !== Out.Worst && raw.out[i] !== kept.out[i]) return false;
  return true;
}

/**
 * The value of taking an edge that pays `reward`, given the value of where it leads: their sum, but for the "any
 * opponent" metrics, where the edge's level raises the child's worst (`raiseWorst`). The child itself when the
 * edge pays nothing.
 */
export function valueThrough(child: Float64Array, reward: ArrayLike<number> | undefined): Float64Array {
  if (reward === undefined) return child;
  const value = new Float64Array(child.length);
  for (let m = 0; m < child.length; m++) value[m] = child[m] + reward[m];
  for (const m of WORST_INDEX) value[m] = child[m];
  raiseWorst(value, worstFromMetrics(reward));
  return value;
}
