/**
 * What the rest of a line is worth from a step boundary, on a reduced model: the lookahead policy's value for the
 * states at the end of its exact window (`lookahead.ts`).
 *
 * The reduced model is the scenario's own model with one abstraction, applied at every step boundary past the
 * window: **what has happened to each opponent is settled there** ("settle": the opponent's own register is paid
 * out as a reward, as `canonical.ts` pays out an opponent no later step targets — its condition as the level the
 * "any opponent" metrics read, `worst.ts` — and the register set back to standing). So the
 * reduced model's boundary states differ only in what a coach spends — team re-rolls left, each player's
 * once-per-turn skills used (Pro, Dodge, Sure Feet…), bribes, the apothecary — and in the line's own flags, and
 * the value of that spend on the steps that follow is solved exactly: expectimax over every roll and choice of
 * each step, the boundary states after it valued in turn. A team re-roll is thus worth, at the window's end,
 * exactly what it is worth on the reduced tail, and Pro used now is Pro missing from that player's later steps.
 *
 * What the abstraction loses: a step after the window that targets an opponent already hit sees it standing, and
 * per-opponent counts of such an opponent may be counted twice. On a line that blocks each opponent at most once
 * (and on every line of dodges, rushes, pick-ups, passes…) nothing is lost: the value is the exact one.
 *
 * The value of a boundary state depends on that state only, so it is the same in every worker whenever it is
 * computed; the memo may therefore be dropped at any time between two requests (`clear`) to bound memory.
 * Requests are answered with an explicit work stack, not recursion, so a line of any length stays off the stack.
 */
import { bestOption } from '../evaluate/goal.js';
import { forgottenValue, valueThrough } from '../model/metrics.js';
import { isNode, type Model } from '../model/model.js';
import { Out, TARGET_BASE } from '../model/outcome.js';
import { stateKey, withForgotten, type State } from '../model/state.js';
import { keptLevel, weighedLevels } from '../model/worst.js';

/** An edge of the model: where it leads and what it pays. */
interface Edge {
  readonly next: State;
  readonly reward?: Float64Array;
}

/** The reduced model's values of step-boundary states, memoised by state. */
export class TailValues {
  private readonly memo = new Map<string, Float64Array>();

  /** The levels of the worst a state keeps (`worst.ts`), as the model's own states do. */
  private readonly levels: readonly number[];

  constructor(private readonly model: Model, private readonly weights: Float64Array) {
    this.levels = weighedLevels(model.context.scenario.goal);
  }

  /** Boundary states remembered. */
  get size(): number {
    return this.memo.size;
  }

  /** Forgets every value (they are recomputed the same when asked again). */
  clear(): void {
    this.memo.clear();
  }

  /** The value of a running state at a step boundary: what settling it pays, plus the settled state's value. */
  valueAt(s: State): Float64Array {
    const { state, paid } = this.settle(s);
    return valueThrough(this.settledValue(state), paid);
  }

  /** The state with every opponent's condition settled, and the metrics that pays out (none when nothing moved). */
  settle(s: State): { readonly state: State; readonly paid?: Float64Array } {
    let worst = s.out[Out.Worst];
    let moved = false;
    for (let i = TARGET_BASE; i < s.out.length; i++) {
      worst = Math.max(worst, s.out[i]);
      moved ||= s.out[i] !== 0;
    }
    if (!moved) return { state: s };
    const out = s.out.slice();
    out[Out.Worst] = keptLevel(worst, this.levels);
    out.fill(0, TARGET_BASE);
    const state = withForgotten(s, s.rr, s.used, out);
    return { state, paid: forgottenValue(s, state, this.model.context.width) };
  }

  /** The value of a settled boundary state: each missing boundary state after it is solved first, deepest first. */
  private settledValue(start: State): Float64Array {
    const key = stateKey(start);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const stack: State[] = [start];
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const topKey = stateKey(top);
      if (this.memo.has(topKey)) {
        stack.pop();
        continue;
      }
      const missing: State[] = [];
      const value = this.solveStep(top, missing);
      if (missing.length === 0) {
        this.memo.set(topKey, value);
        stack.pop();
      } else stack.push(...missing);
    }
    return this.memo.get(key) as Float64Array;
  }

  /**
   * Expectimax over the step of `start`: chance averaged, choices by the goal (the opposing coach's against it);
   * a state that leaves the step is valued by the memo, or noted in `missing` (the result is then discarded).
   */
  private solveStep(start: State, missing: State[]): Float64Array {
    const within = new Map<string, Float64Array>();
    const width = this.model.context.width;
    const edgeValue = (edge: Edge): Float64Array => {
      return valueThrough(value(edge.next), edge.reward);
    };
    const exit = (s: State): Float64Array => {
      const { state, paid } = this.settle(s);
      const known = this.memo.get(stateKey(state));
      if (known === undefined) {
        missing.push(state);
        return new Float64Array(width);
      }
      return valueThrough(known, paid);
    };
    const value = (s: State): Float64Array => {
      if (s.status === 'running' && s.pc !== start.pc && s.pc < this.model.steps.length) return exit(s);
      const key = stateKey(s);
      const seen = within.get(key);
      if (seen !== undefined) return seen;
      const next = this.model.transition(s);
      let result: Float64Array;
      if (!isNode(next)) result = value(next);
      else if (next.kind === 'terminal') result = next.metrics;
      else if (next.kind === 'choice') {
        const options = next.options.map(edgeValue);
        result = options[bestOption(next.by, this.weights, options)];
      } else {
        result = new Float64Array(width);
        for (const outcome of next.outcomes) {
          const child = edgeValue(outcome);
          for (let m = 0; m < width; m++) result[m] += (outcome.weight / next.total) * child[m];
        }
      }
      within.set(key, result);
      return result;
    };
    return value(start);
  }
}
