/**
 * The lookahead policy: nuffle's fallback for models too large for the exact evaluator (and on request,
 * `--policy lookahead`). Each choice is made by an exact solve of a smaller problem:
 *
 * 1. **An exact window.** From the state of the choice, the current step and the next ones are solved exactly on
 *    the scenario's own model: expectimax over every roll and every later choice inside the window, the coach
 *    maximising the goal, the opposing coach minimising it, with the tie-breaks of `evaluate/goal.ts` (the exact
 *    evaluator's rules, on fewer steps). The window is as long as the reduced model needs it to be: it ends at
 *    the first step boundary after which no opponent targeted before it is targeted again (`windowEnds`) — where
 *    the abstraction of step 2 loses nothing — but spans at least `window` steps and at most `maxWindow`.
 * 2. **A principled value at the window's end.** A state that reaches the step after the window is worth what
 *    the rest of the line is worth from it on a reduced model (`tail.ts`): the same steps and rules, the same
 *    team re-rolls, once-per-turn skills, bribes and apothecary, solved exactly, with only what has happened to
 *    each opponent settled at the step boundaries. A team re-roll left at the window's end is thus worth what it
 *    buys on the steps after the window, and Pro spent now is missing from that player's later steps — the two
 *    things the greedy policy (`greedy.ts`) could not see.
 * 3. The option with the best value is taken (the earliest among equals, as in the exact evaluator).
 *
 * When the window reaches the end of the line the choice is the exact evaluator's; so it is whenever the window
 * ends at a boundary that no opponent hit before it is targeted after (on every line that targets each opponent
 * once, at every choice): the tail's value is then exact. Elsewhere the policy is a policy like any other: its
 * value is at most the best play's (measured against it in `bench/fallback.ts`, stated in docs/montecarlo.md).
 *
 * The choice depends on the state only (every value is a function of its state), so it is the same in every
 * worker and every chunk. Both memos — the window's and the tail's — are dropped before a choice once they hold
 * more than `budget` entries, which bounds memory without changing any choice.
 */
import { bestOption, goalWeights } from '../evaluate/goal.js';
import { valueThrough } from '../model/metrics.js';
import { isNode, type Model } from '../model/model.js';
import { isContactStep, type StepBase } from '../vocabulary/index.js';
import type { ChoiceNode } from '../model/node.js';
import { stateKey, type State } from '../model/state.js';
import type { StatePolicy } from './lazy.js';
import { TailValues } from './tail.js';

/** The fewest steps solved exactly from a choice: the current one. */
export const DEFAULT_WINDOW = 1;
/**
 * The most steps solved exactly from a choice, however far the next blow to an opponent already hit: two. On a
 * line of blocks every step of the window multiplies its states (up to 4 steps made a line of blocks past the
 * bound about 20× slower than greedy, 2 steps 2–3×); on 150 generated lines a third step changed no value.
 */
export const DEFAULT_MAX_WINDOW = 2;
/** Entries each memo may hold before it is dropped (about half a kilobyte each). */
export const DEFAULT_MEMO_BUDGET = 200_000;

/** How the lookahead policy looks ahead. */
export interface LookaheadSettings {
  /** The fewest steps solved exactly from a choice, the current step included (at least 1). */
  readonly window?: number;
  /** The most steps solved exactly from a choice (at least `window`). */
  readonly maxWindow?: number;
  /** Entries each memo may hold before it is dropped. */
  readonly budget?: number;
}

/** The lookahead policy of a model (see the file's comment). */
export class LookaheadPolicy implements StatePolicy {
  /** Per step: the step before which the window from a choice in that step ends. */
  readonly ends: readonly number[];
  private readonly budget: number;
  private readonly weights: Float64Array;
  private readonly tail: TailValues;
  private readonly memo = new Map<string, Float64Array>();

  constructor(private readonly model: Model, settings: LookaheadSettings = {}) {
    const least = Math.max(1, settings.window ?? DEFAULT_WINDOW);
    this.ends = windowEnds(model.steps.map((m) => m.step), least, Math.max(least, settings.maxWindow ?? DEFAULT_MAX_WINDOW));
    this.budget = settings.budget ?? DEFAULT_MEMO_BUDGET;
    this.weights = goalWeights(model.context.scenario.goal);
    this.tail = new TailValues(model, this.weights);
  }

  /** Index of the option the policy takes at `node`, the choice node of state `s`. */
  choose(s: State, node: ChoiceNode): number {
    this.keepWithinBudget();
    const end = this.ends[s.pc];
    return bestOption(node.by, this.weights, node.options.map((option) => this.edgeValue(option, end)));
  }

  /** The value the policy gives state `s` when the window ends before step `end` (`end` = the line's length: exact). */
  valueOf(s: State, end: number): Float64Array {
    const key = stateKey(s) + String.fromCharCode(end);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const leaf = s.status === 'running' && s.pc >= end && s.pc < this.model.steps.length;
    const value = leaf ? this.tail.valueAt(s) : this.expand(s, end);
    this.memo.set(key, value);
    return value;
  }

  /** Forgets both memos (the lazy graph does so when it starts afresh). */
  clear(): void {
    this.memo.clear();
    this.tail.clear();
  }

  /** Entries held by the window's memo and the tail's. */
  get memoSize(): number {
    return this.memo.size + this.tail.size;
  }

  private keepWithinBudget(): void {
    if (this.memo.size > this.budget) this.memo.clear();
    if (this.tail.size > this.budget) this.tail.clear();
  }

  private edgeValue(edge: { readonly next: State; readonly reward?: Float64Array }, end: number): Float64Array {
    return valueThrough(this.valueOf(edge.next, end), edge.reward);
  }

  private expand(s: State, end: number): Float64Array {
    const next = this.model.transition(s);
    if (!isNode(next)) return this.valueOf(next, end);
    if (next.kind === 'terminal') return next.metrics;
    if (next.kind === 'choice') {
      const options = next.options.map((option) => this.edgeValue(option, end));
      return options[bestOption(next.by, this.weights, options)];
    }
    const value = new Float64Array(this.model.context.width);
    for (const outcome of next.outcomes) {
      const child = this.edgeValue(outcome, end);
      for (let m = 0; m < value.length; m++) value[m] += (outcome.weight / next.total) * child[m];
    }
    return value;
  }
}

/**
 * Where the window from each step ends: at the first boundary `e` at least `least` and at most `most` steps on
 * (and at most the line's end) such that no opponent targeted by a step before `e` is targeted by a step at or
 * after `e` — settling the opponents there (`tail.ts`) then loses nothing.
 */
export function windowEnds(steps: readonly StepBase[], least: number, most: number): number[] {
  const targets = steps.map((step) => (isContactStep(step) ? step.target : -1));
  const lastTargeted = new Map<number, number>();
  targets.forEach((target, pc) => lastTargeted.set(target, pc));
  // reach[e]: the last step that targets an opponent some step before e targets (-1: none).
  const reach: number[] = [-1];
  for (let pc = 0; pc < steps.length; pc++) reach.push(Math.max(reach[pc], targets[pc] < 0 ? -1 : (lastTargeted.get(targets[pc]) as number)));
  return steps.map((_, pc) => {
    const cap = Math.min(pc + most, steps.length);
    let end = Math.min(pc + least, steps.length);
    while (end < cap && reach[end] >= end) end++;
    return end;
  });
}
