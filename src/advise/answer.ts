/**
 * The advice in one sentence: "Take Tackle: +4.1 pp weighted over 5 situations; Dodge is second, +3.7 pp; Mighty
 * Blow leads in "Blitz — dodge, rush, two-dice block"." Per game: "Take Guard: +0.60 per game, most of it in
 * "Assisting a team-mate's block while marked" and "A defensive assist while marked"; …". The leaders clause
 * names the situations whose best skill is neither of the two named first, nor level with them (at most two
 * such skills, the situations by name).
 */
import type { Advice } from './advise.js';
import { compare, isZero, type Fraction } from '../evaluate/fraction.js';
import type { GainUnit } from '../format/gain.js';
import type { RankedGain } from './ranking.js';
import { mainSituations } from './sides.js';
import { andList, gainText, skillsName } from './words.js';

/** The one-sentence answer of an advice. */
export function answer(advice: Advice): string {
  const count = `${advice.situations.length} situation${advice.situations.length === 1 ? '' : 's'}`;
  const changers = advice.ranking.filter((r) => r.changes);
  if (changers.length === 0) return `No skill tried changes anything in the ${count}.`;
  const best = changers.filter((r) => r.rank === 1);
  if (best[0].gain.num <= 0n) return `No skill tried raises the weighted goal over the ${count}; ${skillsName(best[0].skills)} costs least (${gainText(best[0].gain, advice.unit)}).`;
  const names = andList(best.map((b) => skillsName(b.skills)));
  const take = best.length === 1 ? `Take ${names}` : `Take ${names.replace(/ and ([^,]+)$/, ' or $1')} (level)`;
  const second = changers.find((r) => r.rank > 1);
  const digits = second ? digitsApart(best[0].gain, second.gain, advice.unit) : 1;
  const parts = [`${take}: ${gainText(best[0].gain, advice.unit, digits)}${whereFrom(advice, best[0], count)}`];
  if (second && second.gain.num > 0n) parts.push(`${skillsName(second.skills)} is second, ${gainText(second.gain, advice.unit, digits)}`);
  parts.push(...leaders(advice, second ? [...best, second] : best));
  return `${parts.join('; ')}.`;
}

/** The most decimals the headline shows: a gap below 10⁻⁶ of a point is a near-tie the reader may call a tie. */
const MAX_DIGITS = 6;

/**
 * The decimals that show two different gains as different (one more each time they read the same), so that a
 * near-tie never reads as a tie: +0.091 and +0.091 become +0.0912 and +0.0908. Equal gains get the usual one.
 */
export function digitsApart(a: Fraction, b: Fraction, unit: GainUnit): number {
  if (compare(a, b) === 0) return 1;
  let digits = 1;
  while (digits < MAX_DIGITS && gainText(a, unit, digits) === gainText(b, unit, digits)) digits++;
  return digits;
}

/**
 * Where the best gain comes from: per game, the situations that bring most of it ("most of it in "A" and "B"");
 * for a weighted mean, "weighted over N situations".
 */
function whereFrom(advice: Advice, best: RankedGain, count: string): string {
  if (advice.currency !== 'perGame') return ` weighted over ${count}`;
  const main = mainSituations(advice.situations, best.bySituation).map((s) => `"${s.name}"`);
  return main.length === 0 ? '' : `, most of it in ${andList(main)}`;
}

/**
 * "Mighty Blow leads in "Blitz"": situations whose best gain belongs to another skill than those already named
 * (`named`: the best overall and the second).
 */
function leaders(advice: Advice, named: readonly RankedGain[]): string[] {
  const names = new Set(named.map((b) => skillsName(b.skills)));
  const bySkill = new Map<string, string[]>();
  advice.situations.forEach((situation, i) => {
    const top = advice.ranking.reduce<RankedGain | null>((a, r) => (a === null || compare(r.bySituation[i], a.bySituation[i]) > 0 ? r : a), null);
    if (!top || isZero(top.bySituation[i]) || top.bySituation[i].num < 0n) return;
    const level = named.some((b) => compare(b.bySituation[i], top.bySituation[i]) === 0);
    const name = skillsName(top.skills);
    if (level || names.has(name)) return;
    bySkill.set(name, [...(bySkill.get(name) ?? []), `"${situation.name}"`]);
  });
  return [...bySkill].slice(0, 2).map(([name, where]) => `${name} leads in ${andList(where)}`);
}
