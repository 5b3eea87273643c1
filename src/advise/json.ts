/**
 * The advice as JSON (`nuffle advise --json`). The keys the issue fixes, so scripts can rely on them: `name`,
 * `edition`, `base` (situation file as written → value), `ranking` (best first; each `skills`, `category`,
 * `access`, `gain`, `bySituation`, `fractions.gain`). Added beside them: each entry's `rank` (ties share it),
 * `fractions.bySituation`, the situations, what was not tried and why, the one-sentence `answer`, and at depth 2
 * `pairs` with the search's counts. `gain` is in the goal's own unit (a probability change, not percentage points).
 */
import type { Advice } from './advise.js';
import { answer } from './answer.js';
import { fractionText, fractionValue, type Fraction } from '../evaluate/fraction.js';
import type { RankedGain } from './ranking.js';
import { bySide } from './sides.js';

/** The JSON object of an advice (see the file header). */
export function adviceJson(advice: Advice): Record<string, unknown> {
  const files = advice.situations.map((s) => s.entry.file);
  const byFile = (values: readonly Fraction[], as: (f: Fraction) => unknown) => Object.fromEntries(values.map((v, i) => [files[i], as(v)]));
  const base = advice.situations.map((s) => s.base);
  return {
    name: advice.name,
    edition: advice.edition,
    ...(advice.partial ? { partial: true, ranked: advice.partial.ranked, planned: advice.partial.planned } : {}),
    base: byFile(base, fractionValue),
    baseFractions: byFile(base, fractionText),
    situations: advice.situations.map((s) => ({
      file: s.entry.file, name: s.name, weight: s.entry.weight, goal: s.goal, advise: s.entry.advise,
      side: s.entry.side, study: s.entry.study, worth: s.worth, ...(s.entry.perGame === undefined ? {} : { perGame: s.entry.perGame }),
    })),
    currency: advice.currency,
    role: advice.role,
    ranking: advice.ranking.map((r) => single(advice, r, byFile)),
    unchanged: advice.ranking.filter((r) => !r.changes).map((r) => r.skills[0].name),
    notTried: advice.notTried.map((c) => ({ skill: c.name, category: c.category, access: c.access, status: c.status, reason: c.reason })),
    failed: advice.failed.map((f) => ({ skill: f.candidate.name, reason: f.reason })),
    skipped: advice.skipped,
    ...(advice.pairs ? { pairs: pairsJson(advice, byFile) } : {}),
    answer: answer(advice),
    unit: advice.unit,
  };
}

type ByFile = (values: readonly Fraction[], as: (f: Fraction) => unknown) => Record<string, unknown>;

/** Each side's share of a gain, as numbers. */
function sideValues(advice: Advice, gains: readonly Fraction[]): Record<string, number> {
  return Object.fromEntries(Object.entries(bySide(advice.situations, gains)).map(([side, f]) => [side, fractionValue(f!)]));
}

function single(advice: Advice, r: RankedGain, byFile: ByFile): Record<string, unknown> {
  const [skill] = r.skills;
  return {
    rank: r.rank, skills: [skill.name], category: skill.category, access: skill.access, gain: fractionValue(r.gain),
    bySituation: byFile(r.bySituation, fractionValue), ...(advice.currency === 'perGame' ? { bySide: sideValues(advice, r.bySituation) } : {}), fractions: { gain: fractionText(r.gain), bySituation: byFile(r.bySituation, fractionText) },
  };
}

function pairsJson(advice: Advice, byFile: ByFile): Record<string, unknown> {
  const search = advice.pairs!;
  return {
    considered: search.considered, evaluated: search.evaluated, pruned: search.pruned, bounds: search.bounds, failed: search.failed,
    ranking: search.pairs.map((p) => ({
      rank: p.rank, skills: p.skills.map((s) => s.name), categories: p.skills.map((s) => s.category), access: p.skills.map((s) => s.access),
      gain: fractionValue(p.gain), second: fractionValue(p.second!), bySituation: byFile(p.bySituation, fractionValue),
      fractions: { gain: fractionText(p.gain), second: fractionText(p.second!), bySituation: byFile(p.bySituation, fractionText) },
    })),
  };
}
