/** Results as the CLI prints them in JSON and the reports read them. Fields are added over time, never renamed. */

/** One choice the optimal policy makes, where the line can reach it. */
export interface Decision {
  /** 1-based step number. */
  readonly step: number;
  /** The situation: "Dodge 3+ failed (rolled 2)". */
  readonly at: string;
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

export interface VariantResult {
  readonly variant: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly metrics: Readonly<Record<string, number>>;
  readonly fractions: Readonly<Record<string, string>>;
  /** P(success) with only k team re-rolls available, k = 0..rerolls. */
  readonly byRerolls: readonly number[];
  /** P(the line fails at step k), k = 1..steps: what ends it. */
  readonly failureByStep: readonly number[];
  readonly decisions: readonly Decision[];
  /** Size of the model, for the curious and for `--method auto`. */
  readonly states: number;
}

export interface ScenarioResult {
  readonly name: string;
  readonly edition: string;
  readonly method: 'exact' | 'montecarlo';
  readonly results: readonly VariantResult[];
}
