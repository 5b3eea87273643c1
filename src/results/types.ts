/** Results as the CLI prints them in JSON and the reports read them. Fields are added over time, never renamed. */
import type { Plan } from '../plan/analyse.js';

/** One choice the optimal policy makes, where the line can reach it. */
export interface Decision {
  /** 1-based step number. */
  readonly step: number;
  /** The situation: "Dodge 3+ failed (rolled 2)". */
  readonly at: string;
  /** The same without the die ("Dodge 3+ failed"), and the die (`rolls`: every natural roll merged into the row). */
  readonly situation: string;
  readonly rolls: readonly number[];
  /** Team re-rolls left at that point. */
  readonly rerollsLeft: number;
  /** The option taken. */
  readonly choice: string;
  /** The options open, with the goal each reaches. */
  readonly options: readonly { readonly label: string; readonly goal: number }[];
  /** Probability that the line reaches this decision. */
  readonly reach: number;
  /** Who decides. */
  readonly by: 'coach' | 'opponent';
}

/** The result of one (variant, grid point): JSON `results[i]`. */
export interface VariantResult {
  readonly variant: string;
  readonly params: Readonly<Record<string, unknown>>;
  /**
   * The edition this variant was evaluated in, where it differs from the file's (`compare:` over `edition`);
   * absent otherwise: the file's `edition` then holds for every variant.
   */
  readonly edition?: string;
  readonly metrics: Readonly<Record<string, number>>;
  readonly fractions: Readonly<Record<string, string>>;
  /**
   * The goal's metric (`ScenarioResult.rerollCurve.metric`: success unless the goal is about another) with only k
   * team re-rolls available, k = 0..rerolls; a Leader re-roll comes on top of each.
   */
  readonly byRerolls: readonly number[];
  /** P(the line fails at step k), k = 1..steps: what ends it. */
  readonly failureByStep: readonly number[];
  readonly decisions: readonly Decision[];
  /** Size of the model, for the curious and for `--method auto` (0 for a greedy Monte Carlo run: not explored in full). */
  readonly states: number;
  /** Monte Carlo: the trials this variant's numbers come from. */
  readonly samples?: number;
  /** A turn written as `activations:` (exact results): its plan, the orders' values side by side (`plan/`). */
  readonly plan?: Plan;
  /**
   * Monte Carlo: a 95% interval [lo, hi] per metric (Wilson score interval; for `rerollsUsed`, see
   * `src/montecarlo/wilson.ts`). A Monte Carlo variant leaves `fractions`, `byRerolls` and `decisions` empty.
   */
  readonly ci95?: Readonly<Record<string, readonly [number, number]>>;
  /**
   * Contact scenarios: each opponent's own fate by id (`OPPONENT_METRICS`: knocked down, armour broken, stunned,
   * KO, casualty, dead, removed, sent to the reserves), and the same as exact fractions (exact results only).
   */
  readonly opponents?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly opponentFractions?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Contact scenarios: the casualty breakdown (badly hurt … dead) of the target, as values and exact fractions. */
  readonly casualties?: {
    readonly metrics: Readonly<Record<string, number>>;
    readonly fractions: Readonly<Record<string, string>>;
  };
}

/** The result of one file: JSON for one file, an entry of the list for several. */
export interface ScenarioResult {
  readonly name: string;
  /** The edition of the file (its first variant). */
  readonly edition: string;
  /** Every edition the variants are read in, in first-seen order: only when a `compare:` sets several. */
  readonly editions?: readonly string[];
  readonly method: 'exact' | 'montecarlo';
  /** Why this method ran (`--method auto` picks by the model's size). */
  readonly reason?: string;
  /** Monte Carlo: the seed (any run can be replayed with `--seed`). */
  readonly seed?: number;
  /** Monte Carlo: trials asked for per variant. */
  readonly samples?: number;
  /** Monte Carlo: whose choices the trials follow (`optimal`: the exact evaluator's; the fallbacks `lookahead`, `greedy`). */
  readonly policy?: 'optimal' | 'lookahead' | 'greedy';
  /** Monte Carlo: true when the run was stopped (Ctrl-C) before every trial was done. */
  readonly partial?: boolean;
  readonly results: readonly VariantResult[];
  /** Exact results: what `byRerolls` shows, and whether a Leader re-roll comes on top of the k team re-rolls. */
  readonly rerollCurve?: { readonly metric: string; readonly leader: boolean };
  /** The skills the scenario names that change no die of its line (Kick, Guard…), each once; absent when none. */
  readonly noEffect?: readonly string[];
  /** What these numbers leave out that a named skill costs (Secret Weapon's send-off at the end of the drive); absent when none. */
  readonly notes?: readonly string[];
}
