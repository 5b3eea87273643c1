/**
 * The skill advisor: a profile → every candidate skill tried in every situation, exactly, ranked by its weighted
 * gain; with `depth: 2`, the best pairs too (`pairs.ts`). The library API behind `nuffle advise`.
 *
 * Where the evaluations run: the situations' base values are solved in the main thread first, one at a time and
 * timed. The rest runs on the Monte Carlo worker pool (`montecarlo/pool.ts`) only when a typical evaluation takes
 * `POOL_FROM_EVALUATION_MS` or more and the whole run would take the main thread `POOL_FROM_TOTAL_MS` or more:
 * each task is copied to a thread and back, which costs about what a small situation's evaluation does, so
 * small situations stay in the main thread (measured in bench/advise.ts and docs/advise.md: ten small situations
 * at depth 2, 9.1 s in the main thread, 12.9 s on two threads; one whole-turn situation of ~4,000 states, 17.4 s
 * and 7.7 s).
 */
import type { GainUnit } from '../format/gain.js';
import { UserError } from '../log/errors.js';
import { InlineExecutor, ThreadExecutor, type ChunkExecutor } from '../montecarlo/pool.js';
import { resolveAdviseOptions, type AdviseRequest, type AdviseSettings } from '../run/options.js';
import type { Goal } from '../scenario/types.js';
import { isProbability, type MetricName } from '../model/metrics.js';
import { candidatesOf, type Candidate } from './candidates.js';
import { Evaluator, isFailure } from './evaluator.js';
import { add, divide, fromDecimal, ZERO, type Fraction } from '../evaluate/fraction.js';
import { worthOf } from './entries.js';
import type { Role } from '../rosters/role.js';
import { bestPairs, type PairSearch } from './pairs.js';
import { loadProfile, type Currency, type Profile, type SituationEntry } from './profile.js';
import { gainOf, rank, type RankedGain, type SkillGain } from './ranking.js';
import { actsIn } from './relevance.js';
import { loadSituations } from './situation.js';

/** How an advice run goes; everything may be left out (the defaults: `resolveAdviseOptions` in `run/options.ts`). */
export interface AdviseOptions extends AdviseRequest {
  /** Where to evaluate, instead of deciding (tests). */
  readonly executor?: ChunkExecutor;
  /** Aborted (Ctrl-C, the page's Stop): the candidates finished so far are ranked, the advice marked `partial`, no pairs searched. */
  readonly signal?: AbortSignal;
  /** Told after each batch of candidates: how many are done of how many to try (the page's progress bar). */
  readonly onProgress?: (done: number, planned: number) => void;
}

/** A typical evaluation at least this long (ms) makes the threads pay (see the file header). */
export const POOL_FROM_EVALUATION_MS = 20;
/** And the whole run at least this long in the main thread (ms): below it, starting the threads does not pay. */
export const POOL_FROM_TOTAL_MS = 1500;

/** One situation as the advice reports it. */
export interface AdvisedSituation {
  readonly entry: SituationEntry;
  readonly name: string;
  /** What the active coach plays for. */
  readonly goal: Goal;
  /** What the outcomes are worth to the studied player's team (`entries.ts`, `worthOf`). */
  readonly worth: Goal;
  /** How much a point of worth here counts: per game, or the weight over the weights' sum (`weightsOf`). */
  readonly weight: Fraction;
  /** The worth for the player as the profile gives it. */
  readonly base: Fraction;
}

/** The advisor's answer for a profile. */
export interface Advice {
  readonly name: string;
  readonly edition: string;
  readonly file: string;
  /** Expected worth per game, or the weighted mean of relative weights. */
  readonly currency: Currency;
  /** The role whose library applies, when known. */
  readonly role: Role | null;
  readonly situations: readonly AdvisedSituation[];
  /** Every candidate tried, ranked (those that change nothing last). */
  readonly ranking: readonly RankedGain[];
  /** Candidates tried that could not be evaluated in some situation, with why. */
  readonly failed: readonly { readonly candidate: Candidate; readonly reason: string }[];
  /** Candidates not tried: no effect on the dice, or not modelled yet. */
  readonly notTried: readonly Candidate[];
  /** Skills the player already has. */
  readonly skipped: readonly string[];
  /** Depth 2 only. */
  readonly pairs?: PairSearch;
  /** Gains in percentage points (every goal one probability) or in points of the goal. */
  readonly unit: GainUnit;
  /** Evaluations solved, threads used, wall time. */
  readonly run: { readonly evaluations: number; readonly states: number; readonly threads: number; readonly ms: number };
  /** Stopped early (`signal`): `ranking` holds only the candidates finished, of `planned` to try. */
  readonly partial?: { readonly ranked: number; readonly planned: number };
}

/** Advice for a profile file. */
export async function adviseFile(file: string, options: AdviseOptions = {}): Promise<Advice> {
  return advise(loadProfile(file), options);
}

/** Advice for a loaded profile. */
export async function advise(profile: Profile, options: AdviseOptions = {}): Promise<Advice> {
  const started = performance.now();
  const settings = resolveAdviseOptions(options);
  const situations = loadSituations(profile);
  const candidates = candidatesOf(profile);
  const evaluator = new Evaluator(situations, options.executor ?? new InlineExecutor(), settings.maxStates, actsIn(profile.edition, situations));
  const times = await timedBase(evaluator);
  const base = await evaluator.values([]);
  // The situations were normalised with the profile's player on loading: what is left is a model too large.
  if (isFailure(base)) throw new UserError({ file: profile.parsed.file }, base.failed);
  const planned = situations.length * candidates.tried.length * (settings.depth === 2 ? 4 : 1);
  const pool = options.executor ? null : poolIfItPays(settings, planned, times);
  if (pool) evaluator.runOn(pool);
  try {
    const weights = weightsOf(profile);
    const batch = Math.max(1, pool?.workers ?? 1);
    const { ranking, failed, done } = await singles(evaluator, candidates.tried, base, weights, {
      batch, ...(options.signal ? { signal: options.signal } : {}), ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    const stopped = done < candidates.tried.length;
    const pairs = settings.depth === 2 && !stopped ? await bestPairs(evaluator, ranking, base, weights, settings.pairs, boundable(profile)) : undefined;
    const advised = situations.map((s, i) => {
      const scenario = s.withSkills([]);
      return { entry: s.entry, name: s.name, goal: scenario.goal, worth: worthOf(s.entry, scenario.goal), weight: weights[i], base: base[i] };
    });
    return {
      name: profile.name, edition: profile.edition, file: profile.parsed.file, currency: profile.currency, role: profile.role,
      situations: advised, ranking, failed,
      notTried: candidates.notTried, skipped: candidates.skipped, ...(pairs ? { pairs } : {}), unit: unitOf(profile.currency, advised),
      run: { evaluations: evaluator.solved, states: evaluator.states, threads: pool?.workers ?? 0, ms: performance.now() - started },
      ...(stopped ? { partial: { ranked: done, planned: candidates.tried.length } } : {}),
    };
  } finally {
    await pool?.close();
  }
}

/**
 * Every candidate alone, ranked; those a situation refuses are set apart with the reason. `batch` candidates at a
 * time (one per thread), the event loop let through between batches so that Ctrl-C is heard; once `signal` is
 * aborted no batch starts, and `done` says how many were finished.
 */
async function singles(
  evaluator: Evaluator, tried: readonly Candidate[], base: readonly Fraction[], weights: readonly Fraction[],
  how: { readonly batch: number; readonly signal?: AbortSignal; readonly onProgress?: (done: number, planned: number) => void },
) {
  const outcomes: Awaited<ReturnType<Evaluator['values']>>[] = [];
  for (let at = 0; at < tried.length && how.signal?.aborted !== true; at += how.batch) {
    outcomes.push(...await Promise.all(tried.slice(at, at + how.batch).map((c) => evaluator.values([c.name]))));
    how.onProgress?.(outcomes.length, tried.length);
    if (how.signal) await nextTurn();
  }
  const gains: SkillGain[] = [];
  const failed: { candidate: Candidate; reason: string }[] = [];
  outcomes.forEach((values, i) => {
    if (isFailure(values)) failed.push({ candidate: tried[i], reason: values.failed });
    else gains.push(gainOf([tried[i]], values, base, weights));
  });
  return { ranking: rank(gains), failed, done: outcomes.length };
}

/**
 * A turn of the event loop, so that Ctrl-C or the page's Stop message is heard between batches: `setImmediate`
 * in Node, a zero timeout in a browser's worker (which has no `setImmediate`).
 */
function nextTurn(): Promise<void> {
  const later = (globalThis as { setImmediate?: (run: () => void) => void }).setImmediate;
  return new Promise((resume) => (later ? later(resume) : setTimeout(resume, 0)));
}

/** Each situation's base value solved in turn, and the time each took (ms). */
async function timedBase(evaluator: Evaluator): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < evaluator.situations.length; i++) {
    const start = performance.now();
    await evaluator.value(i, []);
    times.push(performance.now() - start);
  }
  return times;
}

/** The worker pool when the evaluations ahead are long enough to pay for it (see the file header); else null. */
function poolIfItPays(settings: AdviseSettings, planned: number, times: readonly number[]): ThreadExecutor | null {
  const workers = Math.min(settings.workers, planned);
  const typical = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  if (workers < 1 || typical < POOL_FROM_EVALUATION_MS || typical * planned < POOL_FROM_TOTAL_MS) return null;
  return new ThreadExecutor(workers);
}

/**
 * How much a point of worth in each situation counts: its `perGame`, or (relative weights) its weight over the
 * weights' sum, so that Σ weight × gain is the expected worth per game or the weighted mean.
 */
export function weightsOf(profile: Profile): Fraction[] {
  const weights = profile.situations.map((s) => fromDecimal(s.weight));
  if (profile.currency === 'perGame') return weights;
  const total = weights.reduce(add, ZERO);
  return weights.map((w) => divide(w, total));
}

/** Worth per game; else percentage points when every situation's worth is one probability, else points of it. */
function unitOf(currency: Currency, situations: readonly AdvisedSituation[]): GainUnit {
  if (currency === 'perGame') return 'perGame';
  const single = situations.every(({ worth }) => {
    const entries = Object.entries(worth).filter(([, w]) => w);
    return entries.length === 1 && entries[0][1] === 1 && isProbability(entries[0][0] as MetricName);
  });
  return single ? 'pp' : 'points';
}


/** Whether the pairs' bound holds (`pairs.ts`): every situation studies the acting player and counts his goal. */
function boundable(profile: Profile): boolean {
  return profile.situations.every((s) => s.study.side === 'player' && s.worth === undefined);
}
