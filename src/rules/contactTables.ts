/**
 * The tables of the contact game, per edition, as small pure functions: injury, casualty (D16 in bb2020, D68 in
 * bb2016). The editions (`bb2020.ts`, `bb2016.ts`) point at these; the model never asks which edition it is.
 */

/** What the injury table gives. `badlyHurt` is the Stunty table's casualty with no casualty roll. */
export type InjuryResult = 'stunned' | 'ko' | 'badlyHurt' | 'casualty';

/** The results of the casualty table, in increasing order of harm. */
export const CASUALTY_RESULTS = ['badlyHurt', 'seriouslyHurt', 'seriousInjury', 'lastingInjury', 'dead'] as const;
export type CasualtyResult = (typeof CASUALTY_RESULTS)[number];

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
