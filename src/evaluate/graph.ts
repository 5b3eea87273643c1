/**
 * The explicit graph of a model: every reachable state once, numbered in post-order (children before parents),
 * with its node's edges in flat typed arrays. The exact evaluator solves it; the Monte Carlo runner samples it;
 * the report draws it. States are interned to integer ids while the graph is built and dropped afterwards: the
 * graph keeps only numbers and one table of distinct labels, so it costs tens of bytes a state, not kilobytes.
 *
 * A line's metrics are the rewards on the edges it takes plus its terminal's (see `canonical.ts`); its "any
 * opponent" worst, the highest level among them (`worst.ts`).
 */
import type { Model } from '../model/model.js';
import type { Node, Option } from '../model/node.js';
import type { State } from '../model/state.js';
import { worstFromMetrics } from '../model/worst.js';
import { GrowableFloats, GrowableInts, LabelTable } from './growable.js';
import { StateTable, UNSEEN } from './state-table.js';

export const NodeKind = { Terminal: 0, Chance: 1, CoachChoice: 2, OpponentChoice: 3 } as const;
export type NodeKind = (typeof NodeKind)[keyof typeof NodeKind];

export interface Graph {
  /** Number of nodes; the root is the last (`size - 1`). */
  readonly size: number;
  /**
   * The states the model has as reported (`states` of a result): `size`, but with the turn tracked for the plan
   * (`Model.untracked`) the finished turns that differ only in what the plan reads count once, as in the model
   * without tracking.
   */
  readonly states: number;
  /** Length of every metric vector (`metricWidth`). */
  readonly width: number;
  readonly kind: Uint8Array;
  /** Edges of node i are `edgeStart[i] .. edgeStart[i + 1] - 1`. */
  readonly edgeStart: Int32Array;
  readonly edgeTarget: Int32Array;
  /** Integer weight of a chance edge (0 on choice edges). */
  readonly edgeWeight: Float64Array;
  /** Index into `rewards` of what the edge pays, or -1. */
  readonly edgeReward: Int32Array;
  /** The distinct rewards, `width` each. */
  readonly rewards: Float64Array;
  /** The level each reward raises the "any opponent" worst to (`worst.ts`; below `LEVELS[0]`: none). */
  readonly rewardLevel: Uint8Array;
  /** Sum of the weights of a chance node's edges. */
  readonly total: Float64Array;
  /** Index into `terminalMetrics` of a terminal node's metrics; -1 for inner nodes. */
  readonly terminal: Int32Array;
  /** The distinct terminal metric vectors, `width` each. */
  readonly terminalMetrics: Float64Array;
  /** Step index (pc) of each node, for reports. */
  readonly step: Int32Array;
  /**
   * Where a turn of activations stands at each node (`State.plan`, `model/turn.ts`, of the state the node belongs
   * to: a step without dice passed straight on, a stopped activation handed on to the boundary after it); 0 for a
   * line of steps.
   */
  readonly plan: Float64Array;
  /** Team re-rolls left at each node as the state keeps them (at most what the line ahead can spend). */
  readonly rerollsLeft: Int32Array;
  /** Index into `labels` of a node's label, and of an edge's. */
  readonly nodeLabel: Int32Array;
  /** Index into `labels` of a choice's situation without its die (`ChoiceNode.situation`), or its label. */
  readonly nodeSituation: Int32Array;
  /** The natural roll a choice follows (`ChoiceNode.roll`), 0 where there is none. */
  readonly nodeRoll: Int8Array;
  readonly edgeLabel: Int32Array;
  readonly labels: readonly string[];
  readonly root: number;
  /** Further roots explored in the same graph (e.g. the start with fewer team re-rolls), by id. */
  readonly extraRoots: readonly number[];
}

/** The model has more states than the bound allowed. */
export class GraphTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the model has more than ${limit} states`);
  }
}

/** A node being explored: its state's node and the ids of the children explored so far. */
interface Frame {
  readonly state: State;
  /** Its entry in the explorer's table of states. */
  readonly entry: number;
  readonly node: Node;
  /** Where the turn stands at the node: the plan of the state the node belongs to, steps passed straight on followed. */
  readonly plan: number;
  readonly children: number[];
}

function edgesOf(node: Node): readonly { readonly next: State }[] {
  return node.kind === 'chance' ? node.outcomes : node.kind === 'choice' ? node.options : [];
}

/** A short key of a vector that is mostly zeros: "index:value" of its other entries. */
function sparseKey(vector: Float64Array): string {
  let key = '';
  for (let m = 0; m < vector.length; m++) if (vector[m] !== 0) key += `${m}:${vector[m]},`;
  return key;
}

/** The graph under construction: growable columns, appended to as nodes finish (post-order). */
class GraphBuilder {
  readonly kind = new GrowableInts();
  readonly edgeStart = new GrowableInts();
  readonly edgeTarget = new GrowableInts();
  readonly edgeWeight = new GrowableFloats();
  readonly edgeReward = new GrowableInts();
  readonly total = new GrowableFloats();
  readonly terminal = new GrowableInts();
  readonly step = new GrowableInts();
  readonly plan = new GrowableFloats();
  readonly rerollsLeft = new GrowableInts();
  readonly nodeLabel = new GrowableInts();
  readonly nodeSituation = new GrowableInts();
  readonly nodeRoll = new GrowableInts();
  readonly edgeLabel = new GrowableInts();
  readonly labels = new LabelTable();
  private readonly rewardIds = new Map<string, number>();
  readonly rewards = new GrowableFloats();
  private readonly terminalIds = new Map<string, number>();
  readonly terminalMetrics = new GrowableFloats();
  size = 0;

  constructor(readonly width: number) {}

  /** Appends a finished node; returns its id. */
  add(state: State, node: Node, children: readonly number[], plan = state.plan ?? 0): number {
    const id = this.size++;
    this.edgeStart.push(this.edgeTarget.length);
    this.step.push(state.pc);
    this.plan.push(plan);
    this.rerollsLeft.push(state.rr);
    if (node.kind === 'terminal') {
      this.kind.push(NodeKind.Terminal);
      this.total.push(0);
      this.terminal.push(this.intern(this.terminalIds, this.terminalMetrics, node.metrics));
      this.nodeLabel.push(this.labels.id(''));
      this.nodeSituation.push(this.labels.id(''));
      this.nodeRoll.push(0);
      return id;
    }
    this.kind.push(node.kind === 'chance' ? NodeKind.Chance : node.by === 'coach' ? NodeKind.CoachChoice : NodeKind.OpponentChoice);
    this.total.push(node.kind === 'chance' ? node.total : 0);
    this.terminal.push(-1);
    this.nodeLabel.push(this.labels.id(node.label));
    this.nodeSituation.push(this.labels.id((node.kind === 'choice' ? node.situation : undefined) ?? node.label));
    this.nodeRoll.push((node.kind === 'choice' ? node.roll : undefined) ?? 0);
    const edges: readonly (Option & { readonly weight?: number })[] = node.kind === 'chance' ? node.outcomes : node.options;
    edges.forEach((edge, e) => {
      this.edgeTarget.push(children[e]);
      this.edgeWeight.push(edge.weight ?? 0);
      this.edgeReward.push(edge.reward ? this.intern(this.rewardIds, this.rewards, edge.reward) : -1);
      this.edgeLabel.push(this.labels.id(edge.label));
    });
    return id;
  }

  /** The index of `vector` among the distinct vectors of `into`, appending it when new. */
  private intern(ids: Map<string, number>, into: GrowableFloats, vector: Float64Array): number {
    const key = sparseKey(vector);
    const known = ids.get(key);
    if (known !== undefined) return known;
    const id = into.length / this.width;
    for (let m = 0; m < vector.length; m++) into.push(vector[m]);
    ids.set(key, id);
    return id;
  }

  freeze(root: number, extraRoots: readonly number[], merged: number): Graph {
    this.edgeStart.push(this.edgeTarget.length);
    return {
      size: this.size, states: this.size - merged, width: this.width, root, extraRoots,
      kind: Uint8Array.from(this.kind.view()),
      edgeStart: this.edgeStart.view(), edgeTarget: this.edgeTarget.view(), edgeWeight: this.edgeWeight.view(),
      edgeReward: this.edgeReward.view(), rewards: this.rewards.view(), rewardLevel: levelsOf(this.rewards.view(), this.width),
      total: this.total.view(),
      terminal: this.terminal.view(), terminalMetrics: this.terminalMetrics.view(),
      step: this.step.view(), plan: this.plan.view(), rerollsLeft: this.rerollsLeft.view(),
      nodeLabel: this.nodeLabel.view(), nodeSituation: this.nodeSituation.view(), nodeRoll: Int8Array.from(this.nodeRoll.view()), edgeLabel: this.edgeLabel.view(), labels: this.labels.all(),
    };
  }
}

/** The level of each of `rewards` (`width` each). */
function levelsOf(rewards: Float64Array, width: number): Uint8Array {
  const levels = new Uint8Array(rewards.length / width);
  for (let r = 0; r < levels.length; r++) levels[r] = worstFromMetrics(rewards.subarray(r * width, (r + 1) * width));
  return levels;
}

/** The id of a state still being explored (real ids are 0 or more). */
const OPEN = -1;

/** How many graphs this process has explored (a test checks that a run explores each variant once). */
export const explorations = { count: 0 };

/**
 * Explores every reachable state of the model, and of `extraRoots` (sharing every state they have in common).
 * The model's initial state is explored last, so it is the root. Depth-first with an explicit stack, so a long
 * line cannot overflow the call stack. Throws `GraphTooLarge` past `maxStates`.
 */
export function buildGraph(model: Model, maxStates = Number.POSITIVE_INFINITY, extraRoots: readonly State[] = []): Graph {
  explorations.count++;
  const builder = new GraphBuilder(model.context.width);
  /** Each state's id once explored; `OPEN` while it is on the stack (a state met again then would be a cycle). */
  const ids = new StateTable();
  /** With the turn tracked: the terminals' states as the model without tracking has them, and how many met again. */
  const untracked = model.untracked === undefined ? null : new StateTable();
  let merged = 0;
  /** Whether a node is one the model without tracking has already (a finished turn it does not tell apart). */
  const metAgain = (frame: Frame): boolean => {
    if (untracked === null || frame.node.kind !== 'terminal') return false;
    const entry = untracked.entry(model.untracked!(frame.state));
    if (untracked.values[entry] === UNSEEN) {
      untracked.values[entry] = 0;
      return false;
    }
    merged++;
    return true;
  };

  function frameOf(state: State, entry: number): Frame {
    const settled = model.settle(state);
    return { state, entry, node: settled.node, plan: settled.state.plan ?? 0, children: [] };
  }

  function explore(rootState: State): number {
    const rootEntry = ids.entry(rootState);
    if (ids.values[rootEntry] !== UNSEEN) return ids.values[rootEntry];
    const stack: Frame[] = [frameOf(rootState, rootEntry)];
    ids.values[rootEntry] = OPEN;
    for (;;) {
      const frame = stack[stack.length - 1];
      const edges = edgesOf(frame.node);
      if (frame.children.length < edges.length) {
        const next = edges[frame.children.length].next;
        const entry = ids.entry(next);
        const id = ids.values[entry];
        if (id === OPEN) throw new Error(`the model has a cycle at step ${next.pc + 1}`);
        if (id !== UNSEEN) frame.children.push(id);
        else {
          ids.values[entry] = OPEN;
          stack.push(frameOf(next, entry));
        }
        continue;
      }
      // The bound counts states as reported (`Graph.states`): a tracked turn stops where the untracked one would.
      if (!metAgain(frame) && builder.size - merged >= maxStates) throw new GraphTooLarge(maxStates);
      const id = builder.add(frame.state, frame.node, frame.children, frame.plan);
      ids.values[frame.entry] = id;
      stack.pop();
      if (stack.length === 0) return id;
      stack[stack.length - 1].children.push(id);
    }
  }

  const extra = extraRoots.map(explore);
  const root = explore(model.initial);
  return builder.freeze(root, extra, merged);
}

/** The label of node `i`, and of edge `e`. */
export function nodeLabel(graph: Graph, i: number): string {
  return graph.labels[graph.nodeLabel[i]];
}
export function edgeLabel(graph: Graph, e: number): string {
  return graph.labels[graph.edgeLabel[e]];
}

/** The metrics of terminal node `i` (a view). */
export function terminalMetricsOf(graph: Graph, i: number): Float64Array {
  const at = graph.terminal[i] * graph.width;
  return graph.terminalMetrics.subarray(at, at + graph.width);
}

/** Metric `m` of what edge `e` pays (0 when it pays nothing). */
export function edgeRewardOf(graph: Graph, e: number, m: number): number {
  const r = graph.edgeReward[e];
  return r < 0 ? 0 : graph.rewards[r * graph.width + m];
}
