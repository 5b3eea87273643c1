/**
 * The tables of the contact game, per edition, as small pure functions: injury, casualty (D16 in bb2020, D68 in
 * bb2016). The editions (`bb2020.ts`, `bb2016.ts`) point at these; the model never asks which edition it is.
 */

/** What the injury table gives. `badlyHurt` is the Stunty table's casualty with no casualty roll. */
export type InjuryResult = 'stunned' | 'ko' | 'badlyHurt' | 'casualty';

/** The results of the casualty table, in increasing order of harm. */
export const CASUALTY_RESULTS = ['badlyHurt', 'seriouslyHurt', 'seriousInjury', 'lastingInjury', 'dead'] as const;
export type CasualtyResult = (typeof CASUALTY_RESULTS)[number];

/** The casualty results under their own names (the metric names of bb2020 and bb2016). */
export const CASUALTY_NAMES: Readonly<Record<CasualtyResult, string>> = {
  badlyHurt: 'badlyHurt', seriouslyHurt: 'seriouslyHurt', seriousInjury: 'seriousInjury', lastingInjury: 'lastingInjury', dead: 'dead',
};

/** A casualty roll grouped by result: integer weights out of `total`. */
export interface CasualtyTable {
  readonly total: number;
  readonly weights: Readonly<Record<CasualtyResult, number>>;
}

/** The victim's traits that change the injury table. */
export interface InjuryVictim {
  readonly stunty: boolean;
  readonly thickSkull: boolean;
}

/**
 * bb2020 injury table (bb2020.md "Armour and injury"): 2–7 Stunned, 8–9 KO'd, 10+ Casualty. Stunty: 2–6
 * Stunned, 7–8 KO'd, 9 Badly Hurt, 10+ Casualty. Thick Skull: 8 is Stunned; with Stunty, 7 is Stunned
 * (seed 001 Thick Skull).
 */
export function injury2020(total: number, victim: InjuryVictim): InjuryResult {
  if (victim.stunty) {
    if (total <= 6 || (total === 7 && victim.thickSkull)) return 'stunned';
    if (total <= 8) return 'ko';
    return total === 9 ? 'badlyHurt' : 'casualty';
  }
  if (total <= 7 || (total === 8 && victim.thickSkull)) return 'stunned';
  return total <= 9 ? 'ko' : 'casualty';
}

/**
 * bb2016 injury table (bb2016.md "Injury"): as bb2020 without Stunty; Stunty treats 7 as KO'd and 9 as Badly
 * Hurt; Thick Skull turns 8 into Stunned, checked first (so a Stunty Thick Skull is Stunned on 8, KO'd on 7).
 */
export function injury2016(total: number, victim: InjuryVictim): InjuryResult {
  if (total === 8 && victim.thickSkull) return 'stunned';
  if (victim.stunty) {
    if (total <= 6) return 'stunned';
    if (total <= 8) return 'ko';
    return total === 9 ? 'badlyHurt' : 'casualty';
  }
  if (total <= 7) return 'stunned';
  return total <= 9 ? 'ko' : 'casualty';
}

function emptyWeights(): Record<CasualtyResult, number> {
  return { badlyHurt: 0, seriouslyHurt: 0, seriousInjury: 0, lastingInjury: 0, dead: 0 };
}

/** bb2020 D16 (bb2020.md): 1–6 Badly Hurt, 7–9 Seriously Hurt, 10–12 Serious Injury, 13–14 Lasting, 15–16 Dead. */
export function casualty2020Result(total: number): CasualtyResult {
  if (total <= 6) return 'badlyHurt';
  if (total <= 9) return 'seriouslyHurt';
  if (total <= 12) return 'seriousInjury';
  return total <= 14 ? 'lastingInjury' : 'dead';
}

/** bb2020 casualty roll: D16, Decay +1 to the roll (seed 001 Decay). */
export function casualty2020(decay: boolean): CasualtyTable {
  const weights = emptyWeights();
  for (let d = 1; d <= 16; d++) weights[casualty2020Result(d + (decay ? 1 : 0))] += 1;
  return { total: 16, weights };
}

/**
 * bb2025 D16 (bb2025.md "Casualty D16"): 1–8 Badly Hurt, 9–10 Seriously Hurt, 11–12 Serious Injury, 13–14
 * Lasting Injury, 15–16 Dead.
 */
export function casualty2025Result(total: number): CasualtyResult {
  if (total <= 8) return 'badlyHurt';
  if (total <= 10) return 'seriouslyHurt';
  if (total <= 12) return 'seriousInjury';
  return total <= 14 ? 'lastingInjury' : 'dead';
}

/** bb2025 casualty roll: D16, Decay +1 to the roll as in bb2020 (the sheet keeps Decay). */
export function casualty2025(decay: boolean): CasualtyTable {
  const weights = emptyWeights();
  for (let d = 1; d <= 16; d++) weights[casualty2025Result(d + (decay ? 1 : 0))] += 1;
  return { total: 16, weights };
}

/**
 * bb2016 D68 (bb2016.md "Casualty"; D6 tens, D8 units): 11–38 Badly Hurt, 41–48 miss next game (Seriously
 * Hurt), 51–52 niggling injury (Serious Injury), 53–58 characteristic loss (Lasting Injury), 61–68 Dead.
 */
export function casualty2016Result(tens: number, units: number): CasualtyResult {
  if (tens <= 3) return 'badlyHurt';
  if (tens === 4) return 'seriouslyHurt';
  if (tens === 5) return units <= 2 ? 'seriousInjury' : 'lastingInjury';
  return 'dead';
}

/** bb2016 casualty roll; Decay rolls the table twice and both apply, so the worse of the two counts. */
export function casualty2016(decay: boolean): CasualtyTable {
  const single: [CasualtyResult, number][] = [];
  for (let tens = 1; tens <= 6; tens++) for (let units = 1; units <= 8; units++) single.push([casualty2016Result(tens, units), 1]);
  const weights = emptyWeights();
  if (!decay) {
    for (const [result] of single) weights[result] += 1;
    return { total: 48, weights };
  }
  const rank = (r: CasualtyResult) => CASUALTY_RESULTS.indexOf(r);
  for (const [a] of single) for (const [b] of single) weights[rank(a) >= rank(b) ? a : b] += 1;
  return { total: 48 * 48, weights };
}

/**
 * classic casualty roll (seed 003 "Casualty table" and "Serious injury table"; classic.md): D6 1–3 Badly Hurt,
 * 4–5 Serious Injury and a D66 roll, 6 Dead. The D66 (`tens`, `units`): 11–46 miss next game (Seriously Hurt,
 * the miss-next-game result of every edition), 51–56 niggling injury (Serious Injury), 61–66 −1 MA, ST, AG or AV
 * (Lasting Injury). `d66` is null for a D6 result that rolls no D66.
 */
export function casualtyClassicResult(d6: number, d66: { tens: number; units: number } | null): CasualtyResult {
  if (d6 <= 3) return 'badlyHurt';
  if (d6 === 6) return 'dead';
  const tens = d66?.tens ?? 1;
  if (tens <= 4) return 'seriouslyHurt';
  return tens === 5 ? 'seriousInjury' : 'lastingInjury';
}

/**
 * classic casualty roll as weights out of 216 (a D6, and for 4–5 the D66: 6 · 36): every D6 result that rolls no
 * D66 stands for 36 equally likely D66 rolls it does not read. Decay (seed 004: "roll twice on the Casualty table
 * and apply both results"): the worse of two rolls counts, as in bb2016.
 */
export function casualtyClassic(decay: boolean): CasualtyTable {
  const single: CasualtyResult[] = [];
  for (let d6 = 1; d6 <= 6; d6++) {
    for (let tens = 1; tens <= 6; tens++) {
      for (let units = 1; units <= 6; units++) single.push(casualtyClassicResult(d6, d6 === 4 || d6 === 5 ? { tens, units } : null));
    }
  }
  const weights = emptyWeights();
  if (!decay) {
    for (const result of single) weights[result] += 1;
    return { total: 216, weights };
  }
  const counts = emptyWeights();
  for (const result of single) counts[result] += 1;
  const rank = (r: CasualtyResult) => CASUALTY_RESULTS.indexOf(r);
  for (const a of CASUALTY_RESULTS) for (const b of CASUALTY_RESULTS) weights[rank(a) >= rank(b) ? a : b] += counts[a] * counts[b];
  return { total: 216 * 216, weights };
}
