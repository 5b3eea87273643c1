/**
 * The explicit graph of a model: every reachable state once, numbered in post-order (children before parents),
 * with its node's edges in flat arrays. The exact evaluator solves it; the Monte Carlo runner samples it.
 */
import { METRICS } from '../model/metrics.js';
import type { Model } from '../model/model.js';
import { stateKey, type State } from '../model/state.js';

export const NodeKind = { Terminal: 0, Chance: 1, CoachChoice: 2, OpponentChoice: 3 } as const;
export type NodeKind = (typeof NodeKind)[keyof typeof NodeKind];

export interface Graph {
  /** Number of nodes; the root is the last (`size - 1`). */
  readonly size: number;
  readonly kind: Uint8Array;
  /** Edges of node i are `edgeStart[i] .. edgeStart[i + 1] - 1`. */
  readonly edgeStart: Int32Array;
  readonly edgeTarget: Int32Array;
  /** Integer weight of a chance edge (0 on choice edges). */
  readonly edgeWeight: Float64Array;
  /** Sum of the weights of a chance node's edges. */
  readonly total: Float64Array;
  /** Terminal metrics, `METRICS.length` per node (zeros for inner nodes). */
  readonly metrics: Float64Array;
  /** Step index (pc) of each node, for reports. */
  readonly step: Int32Array;
  /** Team re-rolls left at each node, for reports. */
  readonly rerollsLeft: Int32Array;
  readonly nodeLabel: readonly string[];
  readonly edgeLabel: readonly string[];
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

interface Pending {
  kind: NodeKind;
  step: number;
  rerollsLeft: number;
  label: string;
  edges: { target: number; weight: number; label: string }[];
  total: number;
  metrics: Float64Array | null;
}

/**
 * Explores every reachable state of the model, and of `extraRoots` (sharing every state they have in common).
 * The model's initial state is explored last, so it is the root. Throws `GraphTooLarge` past `maxStates`.
 */
export function buildGraph(model: Model, maxStates = Number.POSITIVE_INFINITY, extraRoots: readonly State[] = []): Graph {
  const ids = new Map<string, number>();
  const done: Pending[] = [];

  function visit(s: State): number {
    const key = stateKey(s);
    const known = ids.get(key);
    if (known !== undefined) return known;
    const node = model.expand(s);
    let pending: Pending;
    if (node.kind === 'terminal') {
      pending = { kind: NodeKind.Terminal, step: s.pc, rerollsLeft: s.rr, label: '', edges: [], total: 0, metrics: node.metrics };
    } else if (node.kind === 'chance') {
      const edges = node.outcomes.map((o) => ({ target: visit(o.next), weight: o.weight, label: o.label }));
      pending = { kind: NodeKind.Chance, step: s.pc, rerollsLeft: s.rr, label: node.label, edges, total: node.total, metrics: null };
    } else {
      const edges = node.options.map((o) => ({ target: visit(o.next), weight: 0, label: o.label }));
      const kind = node.by === 'coach' ? NodeKind.CoachChoice : NodeKind.OpponentChoice;
      pending = { kind, step: s.pc, rerollsLeft: s.rr, label: node.label, edges, total: 0, metrics: null };
    }
    if (done.length >= maxStates) throw new GraphTooLarge(maxStates);
    ids.set(key, done.length);
    done.push(pending);
    return done.length - 1;
  }

  const extra = extraRoots.map(visit);
  const root = visit(model.initial);
  return freeze(done, root, extra);
}

function freeze(nodes: Pending[], root: number, extraRoots: number[]): Graph {
  const size = nodes.length;
  const edgeCount = nodes.reduce((n, p) => n + p.edges.length, 0);
  const graph = {
    size, root, extraRoots,
    kind: new Uint8Array(size),
    edgeStart: new Int32Array(size + 1),
    edgeTarget: new Int32Array(edgeCount),
    edgeWeight: new Float64Array(edgeCount),
    total: new Float64Array(size),
    metrics: new Float64Array(size * METRICS.length),
    step: new Int32Array(size),
    rerollsLeft: new Int32Array(size),
    nodeLabel: nodes.map((p) => p.label),
    edgeLabel: [] as string[],
  };
  let e = 0;
  nodes.forEach((p, i) => {
    graph.kind[i] = p.kind;
    graph.edgeStart[i] = e;
    graph.total[i] = p.total;
    graph.step[i] = p.step;
    graph.rerollsLeft[i] = p.rerollsLeft;
    if (p.metrics) graph.metrics.set(p.metrics, i * METRICS.length);
    for (const edge of p.edges) {
      graph.edgeTarget[e] = edge.target;
      graph.edgeWeight[e] = edge.weight;
      graph.edgeLabel.push(edge.label);
      e++;
    }
  });
  graph.edgeStart[size] = e;
  return graph;
}
