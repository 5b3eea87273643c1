/**
 * The lazy graph: the model's graph built only where the sampler goes. A node is created unexpanded with its
 * state and expanded the first time a trial reaches it, into the same flat tables the explicit graph gives
 * (`tables.ts`); choice nodes are resolved at once by a fallback policy (`lookahead.ts`, or `greedy.ts` on request). States are
 * shared through their memo key, as in the exact evaluator.
 *
 * Memory stays bounded: once the tables pass `budget` nodes the graph starts afresh between chunks (`afterChunk`).
 * A policy that depends on the state alone makes the same choices after a fresh start, so results do not depend
 * on when that happens.
 */
import type { Model } from '../model/model.js';
import type { ChoiceNode } from '../model/node.js';
import { stateKey, type State } from '../model/state.js';
import type { Expander } from './sampler.js';
import { SamplerTables } from './tables.js';

/** Picks an option at a choice node reached in state `s`. */
export interface StatePolicy {
  choose(s: State, node: ChoiceNode): number;
  /** Forgets any memo (called when the graph starts afresh). */
  clear?(): void;
}

/** Nodes kept before the lazy graph starts afresh. */
export const DEFAULT_LAZY_BUDGET = 1_000_000;

/** A model's graph built as trials reach it, choices resolved by a state policy. */
export class LazyGraph implements Expander {
  tables: SamplerTables;
  private ids = new Map<string, number>();
  private rewardNodes = new Map<string, number>();
  private pending: (State | undefined)[] = [];

  constructor(private readonly model: Model, private readonly policy: StatePolicy, private readonly budget = DEFAULT_LAZY_BUDGET) {
    this.tables = new SamplerTables(model.context.width);
    this.tables.root = this.nodeOf(model.initial);
  }

  /** The expander of the tables (the sampler calls `expandNode` on unexpanded nodes). */
  get expander(): Expander {
    return this;
  }

  /** Unknown in full: see `SamplerSource.size`. */
  readonly size = 0;

  /** Nodes created so far. */
  get states(): number {
    return this.tables.nodes;
  }

  /** Between chunks: start afresh when the tables have outgrown the budget. */
  afterChunk(): void {
    if (this.tables.nodes <= this.budget) return;
    this.tables = new SamplerTables(this.model.context.width);
    this.ids.clear();
    this.rewardNodes.clear();
    this.pending = [];
    this.policy.clear?.();
    this.tables.root = this.nodeOf(this.model.initial);
  }

  expandNode(node: number): void {
    const start = this.pending[node];
    if (start === undefined) throw new Error(`lazy node ${node} has no state`);
    this.pending[node] = undefined;
    // The policy needs the state the node belongs to (its step), past any steps that pass straight on.
    const { state, node: next } = this.model.settle(start);
    if (next.kind === 'terminal') {
      this.tables.setTerminal(node, next.metrics, state.pc);
    } else if (next.kind === 'choice') {
      this.tables.setChoice(node, this.edgeTo(next.options[this.policy.choose(state, next)]));
    } else {
      const weights: number[] = [];
      const targets: number[] = [];
      for (const outcome of next.outcomes) {
        const target = this.edgeTo(outcome);
        // Adjacent outcomes into one state become one edge: the same draws lead to the same place.
        if (targets.length > 0 && targets[targets.length - 1] === target) weights[weights.length - 1] += outcome.weight;
        else {
          weights.push(outcome.weight);
          targets.push(target);
        }
      }
      this.tables.setChance(node, weights, targets);
    }
  }

  /** The node an edge leads to: its state's, through a reward node when the edge pays one. */
  private edgeTo(edge: { readonly next: State; readonly reward?: Float64Array }): number {
    const target = this.nodeOf(edge.next);
    if (edge.reward === undefined) return target;
    const key = `${edge.reward.join(',')}>${target}`;
    const known = this.rewardNodes.get(key);
    if (known !== undefined) return known;
    const node = this.tables.addNode();
    this.tables.setReward(node, edge.reward, target);
    this.rewardNodes.set(key, node);
    return node;
  }

  private nodeOf(s: State): number {
    const key = stateKey(s);
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.tables.addNode();
    this.ids.set(key, id);
    this.pending[id] = s;
    return id;
  }
}
