/**
 * Layout of the outcome registers (`State.out`) and what a target's register holds. Steps write these; the
 * terminal reads the metrics' part (see `metrics.ts`).
 */

/**
 * The registers of `State.out`, in named parts, each part in a place of its own (its registers one after another,
 * the parts in this order, the opponents' conditions after them all: `layoutOf`). A new lasting effect (a
 * hypnotised target, a rooted player) is a name added to its part, and every index follows from the list — no
 * index is written by hand, and the model addresses a register only by its name (`Out.Worst`) or, for an
 * opponent, from `TARGET_BASE` (`test/model/outcome.test.ts`).
 *
 * What the state forgets (`canonical.ts`) is decided per register, not per part: of the metrics only `Worst` and
 * the opponents' conditions, once no step ahead can raise them; each resource is capped to what the steps ahead
 * can use; the control registers are kept.
 */
export const PARTS = {
  /** What the metrics read (`metrics.ts`): kept to the terminal, but for `Worst` (see `canonical.ts`). */
  metrics: [
    /** 1 once a player of the active team has been knocked down, fallen over or placed prone. */
    'PlayerDown',
    /** 1 once the active player has been sent off. */
    'SentOff',
    /**
     * The worst condition of the opponents whose own registers were forgotten (no later step targets them), as
     * far as the goal weighs it (`worst.ts`): the choices ahead still need it while a later step could raise it.
     */
    'Worst',
    /** 1 once a Hypnotic Gaze has taken the target's Tackle Zone. */
    'Hypnotised',
    /** 1 once an opponent with Shadowing has followed the mover into the square it left. */
    'Shadowed',
    /** The worst condition of the acting team's player hurt in its own fall (Arm Bar around), as an opponent's is kept. */
    'OwnCondition',
    /** 1 once the ball carrier a block hit has lost the ball: knocked down or placed prone, or stripped. */
    'BallLoose',
    /**
     * The worst condition of the team-mate knocked down by the active player's Animal Savagery (seed 001), as an
     * opponent's is kept: down, then what its armour and injury rolls made of it.
     */
    'TeammateCondition',
    /** 1 once the thrower's Always Hungry has eaten the team-mate it meant to throw (seed 001 Always Hungry). */
    'Eaten',
    /** Bit i set once a block has pushed opponent i into the crowd (`block: { sideline: true }`, `steps/block/push.ts`). */
    'Surfed',
    /**
     * 1 once a team-mate throw (or kick) went to its target square — superb or subpar, not terrible nor fumbled —
     * and the thrown player landed on its feet. Written once, read by no step: `canonical.ts` pays it out at once.
     */
    'ReachedAndLanded',
    /** 1 once a team-mate throw (or kick) was fumbled (Always Hungry's squirm free included). Paid out at once. */
    'ThrowFumbled',
    /** 1 once Argue the Call rolled a 1: the head coach is ejected (the line has ended: the player is sent off). */
    'CoachEjected',
    /**
     * 1 once Tentacles held a player of the acting team that tried to leave (a dodge or a jump stopped: its
     * activation ends). Written only as the line stops, so it reaches the terminal (the tree reads it there).
     */
    'Held',
  ],
  /** What the team may still spend: each capped to what the steps ahead can use (bribes to the fouls ahead, …). */
  resources: [
    /** Bribes the active team has left. */
    'BribesLeft',
    /** 1 once the opposing team's apothecary has been used. */
    'ApothecaryUsed',
    /** 1 while the bb2025 Team Mascot's re-roll is still there (`mascot: true`). */
    'MascotLeft',
  ],
  /** Where the line goes: kept. */
  control: [
    /**
     * 1 when the first block of Multiple Block ended in a turnover: both blocks are resolved in full (seed 001
     * Multiple Block), so the turnover waits for the end of the second.
     */
    'TurnoverPending',
    /**
     * 1 when an inaccurate (or wildly inaccurate) pass reached its receiver by scattering, deviating or bouncing:
     * the receiver's `catch` step catches at the edition's `catchModifier('scattered')` and clears it.
     */
    'BallScattered',
  ],
  /** Lasting effects on players. */
  effects: [
    /**
     * Bit p set once the acting team's player p was placed Prone and the line went on (Wrestle, Pile Driver,
     * Piling On: `activationEnd.ts`): it cannot catch. Kept only while a catch by it is ahead (`canonical.ts`).
     */
    'OwnProne',
    /**
     * Bit i set once opponent i lost its tackle zone, Standing (a star's Baleful Hex: bb2025 Distracted): it marks and
     * assists no longer (`victim.ts` `marks`). Kept only while a step ahead targets that opponent (`canonical.ts`).
     */
    'NoTackleZone',
  ],
} as const;

type Register = (typeof PARTS)[keyof typeof PARTS][number];

/** Where the registers of some parts go: each name's index, each part's range `[start, end)`, the first opponent's. */
export interface Layout<P extends string, R extends string> {
  readonly index: Readonly<Record<R, number>>;
  readonly range: Readonly<Record<P, readonly [number, number]>>;
  readonly targetBase: number;
}

/** The layout of `parts`: the parts in their order, each part's names one after another, the opponents after. */
export function layoutOf<const T extends Readonly<Record<string, readonly string[]>>>(parts: T): Layout<keyof T & string, T[keyof T][number]> {
  const index: Record<string, number> = {};
  const range: Record<string, readonly [number, number]> = {};
  let next = 0;
  for (const [part, names] of Object.entries(parts)) {
    range[part] = [next, next + names.length];
    for (const name of names) index[name] = next++;
  }
  return { index, range, targetBase: next } as Layout<keyof T & string, T[keyof T][number]>;
}

const LAYOUT = layoutOf(PARTS);

/** The index of every named register, in the order of `PARTS`. Register `TARGET_BASE + i` holds opponent i's condition. */
export const Out: Readonly<Record<Register, number>> = LAYOUT.index;

/** Each part's registers, `[start, end)`. */
export const PART_RANGE = LAYOUT.range;

/** The first opponent's condition register: every named register comes before. */
export const TARGET_BASE = LAYOUT.targetBase;

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
  /**
   * Armour broken, and the apothecary healed the injury on the spot: the player lies on the pitch face up
   * (classic, seed 003 "Using Apothecaries"). Every condition from here up broke the armour.
   */
  Healed: 3,
  /** Armour broken, injury roll: stunned. */
  Stunned: 4,
  /**
   * Off the pitch for the drive but fit: Regeneration passed, or the apothecary sent the player to the reserves
   * (a Badly Hurt after its casualty re-roll; a KO'd player in bb2016).
   */
  Reserves: 5,
  KnockedOut: 6,
  BadlyHurt: 7,
  SeriouslyHurt: 8,
  SeriousInjury: 9,
  LastingInjury: 10,
  Dead: 11,
} as const;
export type TargetCondition = (typeof TargetCondition)[keyof typeof TargetCondition];

/** Initial outcome registers for a line with `opponents` opponents and `bribes` bribes. */
export function initialOut(opponents: number, bribes = 0, mascot = false): number[] {
  const out = new Array<number>(TARGET_BASE + opponents).fill(0);
  out[Out.BribesLeft] = bribes;
  out[Out.MascotLeft] = mascot ? 1 : 0;
  return out;
}
