/**
 * Sampler tables from the exact evaluator's explicit graph and a policy over it (`chosen[i]`: the edge taken at
 * choice node i, as `solve` returns it). Node ids stay the graph's, but edges are redirected so the hot loop
 * takes fewer steps, without changing which draw leads where:
 * - an edge into a choice node goes straight to where the policy's choices lead;
 * - nodes with the same content (a terminal with the same metrics and step; a chance node with the same edges)
 *   stand for one another — the model keys states by their registers, so "rolled 4" and "rolled 5" of a passed
 *   dodge are two states with one future;
 * - adjacent edges of a chance node that now lead to the same node become one edge with their summed weight
 *   (the draws that picked either pick it, so every trial follows the same path as before);
 * - an edge that pays a reward leads through a reward node (one per reward and destination) that counts it.
 */
import { NodeKind, terminalMetricsOf, type Graph } from '../evaluate/graph.js';
import { SamplerTables } from './tables.js';

/** The sampler tables of a solved graph, following `chosen` at every choice node. */
export function tablesFromGraph(graph: Graph, chosen: Int32Array): SamplerTables {
  const tables = new SamplerTables(graph.width);
  for (let i = 0; i < graph.size; i++) tables.addNode();
  // Post-order: every child has a smaller id than its parent, so it is resolved first.
  const resolved = new Int32Array(graph.size);
  const byContent = new Map<string, number>();
  const through = rewardNodes(graph, tables, resolved);
  for (let i = 0; i < graph.size; i++) {
    const kind = graph.kind[i];
    if (kind === NodeKind.CoachChoice || kind === NodeKind.OpponentChoice) {
      resolved[i] = through(chosenEdge(chosen, i));
      tables.setChoice(i, resolved[i]);
      continue;
    }
    const key = kind === NodeKind.Terminal ? fillTerminal(tables, graph, i) : fillChance(tables, graph, through, i);
    const same = byContent.get(key);
    if (same === undefined) byContent.set(key, i);
    resolved[i] = same ?? i;
  }
  tables.root = resolved[graph.root];
  return tables;
}

/** Where edge e leads in the tables: its resolved child, through a reward node when the edge pays one. */
function rewardNodes(graph: Graph, tables: SamplerTables, resolved: Int32Array): (e: number) => number {
  const nodes = new Map<string, number>();
  return (e) => {
    const child = resolved[graph.edgeTarget[e]];
    const r = graph.edgeReward[e];
    if (r < 0) return child;
    const key = `${r}>${child}`;
    const known = nodes.get(key);
    if (known !== undefined) return known;
    const node = tables.addNode();
    tables.setReward(node, graph.rewards.subarray(r * graph.width, (r + 1) * graph.width), child);
    nodes.set(key, node);
    return node;
  };
}

/** Fills terminal i; returns its content key. */
function fillTerminal(tables: SamplerTables, graph: Graph, i: number): string {
  const metrics = terminalMetricsOf(graph, i);
  tables.setTerminal(i, metrics, graph.step[i]);
  return `t${graph.step[i]}:${metrics.join(',')}`;
}

/** Fills chance node i with adjacent edges to the same resolved node merged; returns its content key. */
function fillChance(tables: SamplerTables, graph: Graph, through: (e: number) => number, i: number): string {
  const weights: number[] = [];
  const targets: number[] = [];
  for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) {
    const target = through(e);
    if (targets.length > 0 && targets[targets.length - 1] === target) weights[weights.length - 1] += graph.edgeWeight[e];
    else {
      weights.push(graph.edgeWeight[e]);
      targets.push(target);
    }
  }
  tables.setChance(i, weights, targets);
  return `c${weights.join(',')}>${targets.join(',')}`;
}

function chosenEdge(chosen: Int32Array, node: number): number {
  const edge = chosen[node];
  if (edge < 0) throw new Error(`the policy chooses nothing at choice node ${node}`);
  return edge;
}
