/**
 * The greedy policy: how a coach plays without solving the whole line, for models too large for the exact
 * evaluator (and on request, `--policy greedy`). It looks one step ahead and spends the cheapest resource that
 * helps:
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
import { terminalMetrics } from '../model/metrics.js';
import { isNode, type Model } from '../model/model.js';
import type { ChoiceNode } from '../model/node.js';
import { hasUsed, OnceFlag, stateKey, type State } from '../model/state.js';

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
    const values = node.options.map((option) => this.lookahead(option.next, s.pc));
    if (node.by === 'opponent') return bestOption('opponent', this.weights, values);
    let best = 0;
    let bestCost: number = Number.POSITIVE_INFINITY;
    for (let i = 1; i < values.length; i++) {
      if (compareOptions('coach', this.weights, values[i], values[0]) <= 0) continue;
      const cost = this.cost(s, node.options[i].next);
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

  /** A team re-roll spent, else Pro tried, else free. */
  cost(from: State, to: State): Cost {
    if (to.rr < from.rr) return Cost.TeamReroll;
    const players = this.model.context.scenario.players.length;
    for (let p = 0; p < players; p++) if (!hasUsed(from, p, OnceFlag.Pro) && hasUsed(to, p, OnceFlag.Pro)) return Cost.Pro;
    return Cost.Free;
  }

  /** Expected metrics at the end of step `pc` from state `s`, choices made by this policy. */
  lookahead(s: State, pc: number): Float64Array {
    const rerolls = this.model.context.rerolls;
    if (s.status !== 'running') return terminalMetrics(s, rerolls);
    if (s.pc !== pc) return terminalMetrics({ ...s, status: 'success' }, rerolls);
    const key = stateKey(s);
    const known = this.memo.get(key);
    if (known) return known;
    const value = this.expandWithin(s, pc);
    this.memo.set(key, value);
    return value;
  }

  private expandWithin(s: State, pc: number): Float64Array {
    const next = this.model.steps[pc].expand(s);
    if (!isNode(next)) return this.lookahead(next, pc);
    if (next.kind === 'terminal') return next.metrics;
    if (next.kind === 'choice') return this.lookahead(next.options[this.choose(s, next)].next, pc);
    const value = new Float64Array(this.weights.length);
    for (const outcome of next.outcomes) {
      const child = this.lookahead(outcome.next, pc);
      for (let m = 0; m < value.length; m++) value[m] += (outcome.weight / next.total) * child[m];
    }
    return value;
  }
}
