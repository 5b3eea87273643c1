/**
 * Layout of the outcome registers (`State.out`) and what a target's register holds. Steps write these; the
 * terminal reads them into metrics (see `metrics.ts`).
 */

/** Fixed registers. Register `TARGET_BASE + i` holds opponent i's condition (a `TargetCondition`). */
export const Out = {
  /** 1 once a player of the active team has been knocked down, fallen over or placed prone. */
  PlayerDown: 0,
  /** 1 once the active player has been sent off. */
  SentOff: 1,
} as const;

export const TARGET_BASE = 2;

/**
 * What has become of an opponent, in increasing order of harm. Only the worst reached is kept, so the
 * register stays one small number.
 */
export const TargetCondition = {
  Standing: 0,
  /** Placed prone (Wrestle): no armour roll. */
  PlacedProne: 1,
  /** Knocked down; the armour held. */
  ArmourHeld: 2,
  /** Armour broken, injury roll: stunned. */
  Stunned: 3,
  KnockedOut: 4,
  BadlyHurt: 5,
  SeriouslyHurt: 6,
  SeriousInjury: 7,
  LastingInjury: 8,
  Dead: 9,
} as const;
export type TargetCondition = (typeof TargetCondition)[keyof typeof TargetCondition];

/** Initial outcome registers for a line with `opponents` opponents. */
export function initialOut(opponents: number): number[] {
  return new Array<number>(TARGET_BASE + opponents).fill(0);
}
