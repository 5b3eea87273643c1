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
  /** Bribes the active team has left. */
  BribesLeft: 2,
  /** 1 once the opposing team's apothecary has been used. */
  ApothecaryUsed: 3,
  /**
   * 1 when the first block of Multiple Block ended in a turnover: both blocks are resolved in full (seed 001
   * Multiple Block), so the turnover waits for the end of the second.
   */
  TurnoverPending: 4,
  /**
   * The worst condition of the opponents whose own registers were forgotten (no later step targets them; see
   * `canonical.ts`): the "any opponent" metrics still need it while a later step could raise the worst.
   */
  Worst: 5,
} as const;

export const TARGET_BASE = 6;

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
  /**
   * Off the pitch for the drive but fit: Regeneration passed, or the apothecary sent the player to the reserves
   * (a Badly Hurt after its casualty re-roll; a KO'd player in bb2016).
   */
  Reserves: 4,
  KnockedOut: 5,
  BadlyHurt: 6,
  SeriouslyHurt: 7,
  SeriousInjury: 8,
  LastingInjury: 9,
  Dead: 10,
} as const;
export type TargetCondition = (typeof TargetCondition)[keyof typeof TargetCondition];

/** Initial outcome registers for a line with `opponents` opponents and `bribes` bribes. */
export function initialOut(opponents: number, bribes = 0): number[] {
  const out = new Array<number>(TARGET_BASE + opponents).fill(0);
  out[Out.BribesLeft] = bribes;
  return out;
}
