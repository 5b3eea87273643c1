/**
 * The greedy policy: how a coach plays without solving the whole line, on request (`--policy greedy`); it was
 * the fallback for models too large for the exact evaluator before the lookahead policy (`lookahead.ts`), which
 * beats it by up to a fifth of the best play's value (`bench/fallback.ts`). It looks one step ahead and spends
 * the cheapest resource that helps:
 *
 * 1. Each option is valued by a lookahead to the end of the current step (`pc`): chance nodes are averaged,
 *    choices inside the step are made by this same rule, and a state that leaves the step still running counts
 *    as if the line succeeded there (its outcome registers — a knocked-down target, a player down — are kept).
 *    Values are compared by the goal with the tie-breaks of `evaluate/goal.ts`.
 * 2. The active coach takes an option only when its lookahead beats the first option (accept) and, among
 *    those, the cheapest: a free skill (a skill re-roll, Break Tackle) before Pro, Pro before a team re-roll
 *    (seed 001 Pro; the usual coaching order — the team re-roll is saved for later steps). Among equally cheap
 *    options the best lookahead wins, then the earliest.
 * 3. The opposing coach (defender-chosen block dice, Diving Tackle) takes the option with the worst lookahead
 *    for the active coach, as in the exact evaluator; block faces and Mighty Blow placement are thus settled by
 *    the same one-step lookahead.
 *
 * The choice depends on the state only, so it is the same in every worker and every chunk.
 */
import { compareOptions, goalWeights, bestOption } from '../evaluate/goal.js';
import { terminalMetrics, valueThrough } from '../model/metrics.js';
import { isNode, type Model } from '../model/model.js';
import type { ChoiceNode, Option } from '../model/node.js';
import { stateKey, withStatus, type State } from '../model/state.js';

/** What an option costs the coach, cheapest first. */
export const Cost = { Free: 0, Pro: 1, TeamReroll: 2 } as const;
export type Cost = (typeof Cost)[keyof typeof Cost];

/** The greedy policy of a model (see the file's comment); memoises its lookahead per state. */
export class GreedyPolicy {
  private readonly weights: Float64Array;
  private readonly memo = new Map<string, Float64Array>();

  constructor(private readonly model: Model) {
    this.weights = goalWeights(model.context.scenario.goal);
  }

  /** Index of the option the policy takes at `node`, the choice node of state `s`. */
  choose(s: State, node: ChoiceNode): number {
    const values = node.options.map((option) => this.edgeValue(option, s.pc));
    if (node.by === 'opponent') return bestOption('opponent', this.weights, values);
    let best = 0;
    let bestCost: number = Number.POSITIVE_INFINITY;
    for (let i = 1; i < values.length; i++) {
      if (compareOptions('coach', this.weights, values[i], values[0]) <= 0) continue;
      const cost = this.cost(node.options[i]);
      const better = cost < bestCost || (cost === bestCost && compareOptions('coach', this.weights, values[i], values[best]) > 0);
      if (better) {
        best = i;
        bestCost = cost;
      }
    }
    return best;
  }

  /** Forgets the lookahead memo (the lazy graph does so when it starts afresh). */
  clear(): void {
    this.memo.clear();
  }

  /** What an option spends: a team re-roll, else Pro, else nothing. */
  cost(option: Option): Cost {
    return option.spends === 'teamReroll' ? Cost.TeamReroll : option.spends === 'pro' ? Cost.Pro : Cost.Free;
  }

  /** The lookahead of an edge: what it pays, and what follows it to the end of step `pc`. */
  private edgeValue(edge: { readonly next: State; readonly reward?: Float64Array }, pc: number): Float64Array {
    return valueThrough(this.lookahead(edge.next, pc), edge.reward);
  }

  /** Expected metrics at the end of step `pc` from state `s`, choices made by this policy. */
  lookahead(s: State, pc: number): Float64Array {
    if (s.status === 'running' && s.pc !== pc) return terminalMetrics(withStatus(s, 'success'), this.model.context.width);
    const key = stateKey(s);
    const known = this.memo.get(key);
    if (known) return known;
    const value = this.expandWithin(s, pc);
    this.memo.set(key, value);
    return value;
  }

  private expandWithin(s: State, pc: number): Float64Array {
    const next = this.model.transition(s);
    if (!isNode(next)) return this.lookahead(next, pc);
    if (next.kind === 'terminal') return next.metrics;
    if (next.kind === 'choice') return this.edgeValue(next.options[this.choose(s, next)], pc);
    const value = new Float64Array(this.model.context.width);
    for (const outcome of next.outcomes) {
      const child = this.edgeValue(outcome, pc);
      for (let m = 0; m < value.length; m++) value[m] += (outcome.weight / next.total) * child[m];
    }
    return value;
  }
}
