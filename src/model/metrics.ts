/**
 * The metrics every terminal reports, in one fixed order so that values travel as plain vectors.
 * Probabilities of events, except `rerollsUsed` (an expected count).
 */
import { Out, TARGET_BASE, TargetCondition as C } from './outcome.js';
import type { State } from './state.js';

export const METRICS = [
  'success',
  'turnover',
  'playerDown',
  'rerollsUsed',
  'knockdown',
  'armourBroken',
  'stunned',
  'ko',
  'cas',
  'dead',
  'removed',
  'sentOff',
  'badlyHurt',
  'seriouslyHurt',
  'seriousInjury',
  'lastingInjury',
  'reserves',
] as const;
export type MetricName = (typeof METRICS)[number];

export const M = Object.fromEntries(METRICS.map((name, i) => [name, i])) as Record<MetricName, number>;

/** Metrics shown for every scenario. */
export const CORE_METRICS: readonly MetricName[] = ['success', 'turnover', 'playerDown', 'rerollsUsed'];
/** Metrics of the target of a contact step. */
export const CONTACT_METRICS: readonly MetricName[] = [
  'knockdown', 'armourBroken', 'stunned', 'ko', 'cas', 'dead', 'removed', 'reserves', 'sentOff',
];
/** The casualty breakdown (JSON `casualties`). */
export const CASUALTY_METRICS: readonly MetricName[] = [
  'badlyHurt', 'seriouslyHurt', 'seriousInjury', 'lastingInjury', 'dead',
];

/** True for metrics that are probabilities (all but expected counts). */
export function isProbability(name: MetricName): boolean {
  return name !== 'rerollsUsed';
}

/** The metric vector of a finished line. */
export function terminalMetrics(s: State, initialRerolls: number): Float64Array {
  const m = new Float64Array(METRICS.length);
  m[M.success] = s.status === 'success' ? 1 : 0;
  m[M.turnover] = s.status === 'turnover' ? 1 : 0;
  m[M.playerDown] = s.out[Out.PlayerDown];
  m[M.rerollsUsed] = initialRerolls - s.rr;
  m[M.sentOff] = s.out[Out.SentOff];
  let worst: number = C.Standing;
  for (let i = TARGET_BASE; i < s.out.length; i++) worst = Math.max(worst, s.out[i]);
  m[M.knockdown] = worst >= C.ArmourHeld ? 1 : 0;
  m[M.armourBroken] = worst >= C.Stunned ? 1 : 0;
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
  return m;
}
