/**
 * `--depth 2`: the best pairs of skills, the second given the first, found without evaluating every pair.
 *
 * The bound: a set of monotone skills (`monotone.ts`: each never lowers a value, whatever else the player has)
 * added together with the first skill A is worth at least as much, in every situation, as A with any one of them
 * — adding the others one at a time never lowers the value. So v(A + group) bounds v(A + B) for every B of the
 * group, and its weighted gain bounds their pairs' gains. A group whose bound is below the gain of the N-th best
 * pair found so far (less a margin of 10⁻⁹, far above the evaluator's float ties) holds no pair of the top N and
 * is dropped whole; otherwise it is split in two and each half bounded in turn, down to single pairs, which are
 * evaluated exactly. Seconds are tried strongest first (by their gain alone), so good pairs are found early and
 * the bar rises fast. A second that is not monotone is never bounded: its pair is always evaluated.
 *
 * The bound holds only where the coach who may decline the skill is the one whose worth is counted: every
 * situation studies the acting player, and its worth is the goal he plays for. A profile with an opponent under
 * study, or a worth apart from the goal (the library's), is searched without bounds: every pair is evaluated.
 */
import type { Candidate } from './candidates.js';
import { isFailure, type Evaluator } from './evaluator.js';
import { fractionValue, subtract, type Fraction } from '../evaluate/fraction.js';
import { isMonotone } from './monotone.js';
import { gainOf, rank, type RankedGain, type SkillGain } from './ranking.js';

/** Groups larger than this are split before any bound is computed (a model with many skills grows). */
export const LARGEST_GROUP = 8;
/** A bound below the bar by less than this does not drop a group (float noise in the evaluator's choices). */
export const MARGIN = 1e-9;

/** The pairs search's result and what it cost. */
export interface PairSearch {
  /** The best pairs, ranked (ties at the last rank kept). */
  readonly pairs: readonly RankedGain[];
  /** Pairs of skills tried at depth 1. */
  readonly considered: number;
  /** Pairs evaluated exactly. */
  readonly evaluated: number;
  /** Pairs dropped by a bound. */
  readonly pruned: number;
  /** Groups bounded (each one evaluation per situation). */
  readonly bounds: number;
  /** Pairs that could not be evaluated (an error of a situation with them). */
  readonly failed: number;
}

interface Search {
  readonly evaluator: Evaluator;
  readonly base: readonly Fraction[];
  readonly weights: readonly Fraction[];
  readonly top: number;
  readonly singles: ReadonlyMap<string, Fraction>;
  readonly found: SkillGain[];
  stats: { evaluated: number; pruned: number; bounds: number; failed: number };
}

/** The best `top` pairs among `singles` (the depth-1 ranking, best first). */
export async function bestPairs(
  evaluator: Evaluator, singles: readonly RankedGain[], base: readonly Fraction[], weights: readonly Fraction[], top: number,
  boundable = true,
): Promise<PairSearch> {
  const order = singles.map((s) => s.skills[0]);
  const search: Search = {
    evaluator, base, weights, top, found: [], singles: new Map(singles.map((s) => [s.skills[0].name, s.gain])),
    stats: { evaluated: 0, pruned: 0, bounds: 0, failed: 0 },
  };
  for (const [i, first] of order.entries()) {
    const seconds = order.slice(i + 1);
    // Pairs never bounded are evaluated side by side (on the pool, in parallel); the bounded groups then in turn.
    const bounded = (s: Candidate) => boundable && isMonotone(s.name);
    await Promise.all(seconds.filter((s) => !bounded(s)).map((second) => exactPair(search, first, second)));
    await searchGroup(search, first, seconds.filter(bounded));
  }
  const considered = (order.length * (order.length - 1)) / 2;
  const inCatalogueOrder = [...search.found].sort((a, b) => pairOrder(a) - pairOrder(b));
  const ranked = rank(inCatalogueOrder);
  const last = ranked[Math.min(top, ranked.length) - 1]?.rank ?? 0;
  return { pairs: ranked.filter((p) => p.rank <= last), considered, ...search.stats };
}

/** Catalogue order of a pair, for ties: the earlier skill first, then the later. */
function pairOrder(gain: SkillGain): number {
  const [a, b] = gain.skills.map((s) => s.order).sort((x, y) => x - y);
  return a * 10_000 + b;
}

/** The gain of the N-th best pair found so far, or −∞ while fewer than N are known. */
function bar(search: Search): number {
  if (search.found.length < search.top) return Number.NEGATIVE_INFINITY;
  const gains = search.found.map((g) => fractionValue(g.gain)).sort((a, b) => b - a);
  return gains[search.top - 1];
}

async function searchGroup(search: Search, first: Candidate, group: readonly Candidate[]): Promise<void> {
  if (group.length === 0) return;
  if (group.length === 1) return exactPair(search, first, group[0]);
  if (group.length <= LARGEST_GROUP) {
    const values = await search.evaluator.values([first.name, ...group.map((g) => g.name)]);
    search.stats.bounds++;
    if (!isFailure(values)) {
      const bound = fractionValue(gainOf([first], values, search.base, search.weights).gain);
      if (bound < bar(search) - MARGIN) {
        search.stats.pruned += group.length;
        return;
      }
    }
  }
  const half = Math.ceil(group.length / 2);
  await searchGroup(search, first, group.slice(0, half));
  await searchGroup(search, first, group.slice(half));
}

async function exactPair(search: Search, first: Candidate, second: Candidate): Promise<void> {
  const values = await search.evaluator.values([first.name, second.name]);
  search.stats.evaluated++;
  if (isFailure(values)) {
    search.stats.failed++;
    return;
  }
  const gain = gainOf([first, second], values, search.base, search.weights);
  search.found.push({ ...gain, second: subtract(gain.gain, search.singles.get(first.name) as Fraction) });
}
