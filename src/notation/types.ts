/**
 * What the reader makes of a notation: players, their actions, and the line's items in order with their branches
 * (`parse.ts` reads them, `scenario.ts` writes them as a scenario).
 */
import type { BlockToken } from './blocks.js';
import type { MoreAction } from './more-actions.js';
import type { BranchMode } from '../vocabulary/index.js';

/** One action of a player. */
export type Action =
  | { readonly kind: 'roll'; readonly target: number; readonly rerollable?: false }
  | { readonly kind: 'dodge'; readonly target: number; readonly divingTackle: boolean; readonly tentacles?: number }
  | { readonly kind: 'rush' | 'pickup' | 'catch' | 'gaze'; readonly target: number }
  | BlockAction
  | FoulAction
  | Exclude<MoreAction, { kind: 'roll' }>;

/** A foul: the armour it must break, the injury, and the coach's answers to a send-off (`A6`, then `E`). */
export interface FoulAction {
  readonly kind: 'foul';
  readonly armour: number;
  readonly injury?: number;
  /** Argue the call (`A6`): argued before any bribe. */
  readonly argue?: boolean;
  /** Bribes written after it (`E`). */
  readonly bribes?: number;
}

/** A block: its dice and succeeding faces, the harm it must do, Frenzy's second dice, a dauntless roll's. */
export interface BlockAction extends BlockToken {
  readonly kind: 'block';
  readonly armour?: number;
  readonly injury?: number;
  /** Frenzy's second block (`{…}` after `!p`): its dice. */
  readonly frenzy?: number;
  /** The dauntless roll before it (`Ln`): n. */
  readonly dauntless?: number;
}

/** One player: the skills (as nuffle spells them) and the actions in order (those of its branches included). */
export interface NotationPlayer {
  readonly skills: readonly string[];
  readonly actions: readonly Action[];
  /** The ST a skill code gave it (Incorporeal `I3`), else none (3). */
  readonly st?: number;
  /** The bonus of its Break Tackle (`BT1`, `BT2`), which its ST gives in nuffle (`steps-more.ts`). */
  readonly breakTackle?: number;
}

/** What a player's skill codes say: its skills, and the numbers that are not a part of a skill's name. */
export interface Codes {
  skills: string[];
  st?: number;
  breakTackle?: number;
}

/**
 * One action in the line's order: whose (an index into the players), and the branch after it — BBAC's `{…}`
 * (`otherwise`) or `[…]` (`instead`) — whose actions run when it fails without a turnover.
 */
export interface NotationItem {
  readonly player: number;
  readonly action: Action;
  branch?: { readonly mode: BranchMode; readonly items: readonly NotationItem[] };
}

/** A notation read: its players, and its actions in order with their branches. */
export interface Notation {
  readonly players: readonly NotationPlayer[];
  readonly line: readonly NotationItem[];
}
