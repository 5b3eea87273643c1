/**
 * The best adaptive plan of a turn as a tree of activations (docs/plan.md), for the report: the first activation
 * and how it ends (completed with so many team re-rolls left, a turnover, a line that stopped), then under each way
 * it ended the activation the plan takes next, and so on. Every die and choice inside an activation folds into
 * those few ends, as the probability tree folds a step's (`charts/tree.ts`); the branch goes on from the exact
 * mixture of states it stands for, so grouping loses detail, never accuracy.
 */
import type { Solution } from '../evaluate/exact.js';
import { edgeLabel, NodeKind, nodeLabel, terminalMetricsOf } from '../evaluate/graph.js';
import { M } from '../model/metrics.js';
import { currentOf, doneOf, END_TURN, inMask, NEXT_ACTIVATION, NO_ACTIVATION, stoppedOf } from '../model/turn.js';
import type { ActivationSpan } from '../vocabulary/index.js';
import type { Scenario } from '../scenario/types.js';
import { solvedBestOrder } from './best.js';

/**
 * How a branch of the plan ends: it goes on to the next activation — completed (`next`) or stopped without a
 * turnover (`halted`: a failed Bone Head, a `need:` not met; the turn goes on, docs/plan.md) —, or the turn is over
 * (and how); the root is the start.
 */
export type PlanEnd = 'start' | 'next' | 'halted' | 'done' | 'turnover' | 'stopped' | 'ended' | 'more';

/** A box of the plan's tree: one activation and one way it ended. */
export interface PlanBranch {
  /** The activation's label (`END_TURN` where the coach ends the turn; "…" for what is not drawn). */
  readonly activation: string;
  readonly end: PlanEnd;
  /** Team re-rolls left where the branch goes on (`end: 'next'` or `'halted'`). */
  readonly rerollsLeft?: number;
  /** Its chance given the box before, and from the start. */
  readonly p: number;
  readonly reach: number;
  readonly children: PlanBranch[];
}

/** How much of the tree to build. */
export interface PlanTreeOptions {
  /** Boxes at most; the branches still open then end in a "…" box. */
  readonly maxBoxes?: number;
}

/** One way out of an activation from one state: how, its chance from that state, and the boundary it reaches. */
interface Part {
  readonly end: PlanEnd;
  readonly p: number;
  /** The node between two activations the turn goes on from (`end: 'next'`), else -1. */
  readonly at: number;
}

/** The way a turn stands between two activations: a mixture of nodes (the coach's choice, or a forced start). */
type Mixture = Map<number, number>;

/** The tree of the best adaptive plan of a scenario written as `activations:`. */
export function planTree(scenario: Scenario, options: PlanTreeOptions = {}): PlanBranch {
  const solution = solvedBestOrder(scenario);
  const labels = (scenario.activations ?? []).map((a) => a.label);
  const spans = scenario.activations ?? [];
  const walker = activationWalker(solution, spans);
  const maxBoxes = options.maxBoxes ?? 60;
  const root: PlanBranch = { activation: '', end: 'start', p: 1, reach: 1, children: [] };
  const queue: [PlanBranch, Mixture][] = [[root, new Map([[solution.graph.root, 1]])]];
  let boxes = 1;
  while (queue.length > 0 && boxes < maxBoxes) {
    const [box, at] = queue.shift() as [PlanBranch, Mixture];
    for (const [activation, starts, share] of takenNext(solution, spans, at)) {
      if (activation === END_TURN) {
        box.children.push({ activation, end: 'ended', p: share, reach: box.reach * share, children: [] });
        boxes++;
        continue;
      }
      for (const exit of walker.exits(starts, activation)) {
        const p = share * exit.p;
        const child: PlanBranch = {
          activation: labels[activation] ?? '', end: exit.end, p, reach: box.reach * p, children: [],
          ...(goesOn(exit.end) ? { rerollsLeft: exit.rerollsLeft } : {}),
        };
        box.children.push(child);
        boxes++;
        if (goesOn(exit.end)) queue.push([child, exit.at]);
      }
    }
  }
  for (const [open] of queue) open.children.push({ activation: '…', end: 'more', p: 1, reach: open.reach, children: [] });
  return root;
}

/**
 * What the plan takes next from a mixture of boundary nodes: each activation (or `END_TURN`) with the mixture of
 * its first states and its share of the mixture, in the order first met. A coach's choice between activations
 * takes its chosen option; any other boundary has one activation open, and the node is already its first (the
 * graph keeps of a node the state before the turn passed on to it: `graph.ts` `add`, `compile.ts` `settle`).
 */
function takenNext(solution: Solution, spans: readonly ActivationSpan[], at: Mixture): [number | typeof END_TURN, Mixture, number][] {
  const { graph, chosen } = solution;
  const taken = new Map<number | typeof END_TURN, [Mixture, number]>();
  const add = (key: number | typeof END_TURN, node: number, p: number) => {
    const [starts, share] = taken.get(key) ?? [new Map<number, number>(), 0];
    starts.set(node, (starts.get(node) ?? 0) + p);
    taken.set(key, [starts, share + p]);
  };
  for (const [node, p] of at) {
    if (!isTurnChoice(solution, node)) {
      add(startedAt(solution, spans, node), node, p);
      continue;
    }
    const e = chosen[node];
    const label = edgeLabel(graph, e);
    const target = graph.edgeTarget[e];
    add(label === END_TURN ? END_TURN : currentOf(graph.plan[target]), target, p);
  }
  return [...taken].map(([key, [starts, share]]) => [key, normalised(starts, share), share]);
}

/**
 * The activation a node starts: the one its plan names when the node is that activation's first state (an option
 * of the coach's choice), else — the node's state stands at the end of the one before, or at the start of the turn
 * — the one activation then open (a single option is taken without a choice: `model/turn.ts` `next`).
 */
function startedAt({ graph }: Pick<Solution, 'graph'>, spans: readonly ActivationSpan[], node: number): number {
  const plan = graph.plan[node];
  const current = currentOf(plan);
  if (current !== NO_ACTIVATION && graph.step[node] !== spans[current].end) return current;
  const stopped = (a: number) => inMask(stoppedOf(plan), a);
  const taken = spans.map((_, a) => inMask(doneOf(plan), a) || a === current || stopped(a));
  // An activation after a stopped one is blocked (docs/plan.md).
  const open = spans.findIndex((span, a) => !taken[a] && span.after.every((b) => taken[b] && !stopped(b)));
  return open >= 0 ? open : current;
}

function normalised(mixture: Mixture, total: number): Mixture {
  return new Map([...mixture].map(([node, p]) => [node, p / total]));
}

function isTurnChoice({ graph }: Pick<Solution, 'graph'>, node: number): boolean {
  return graph.kind[node] === NodeKind.CoachChoice && nodeLabel(graph, node) === NEXT_ACTIVATION;
}

/** An activation's ways out from a mixture of its first states, grouped by how it ended and the re-rolls left. */
interface Exit {
  readonly end: PlanEnd;
  readonly p: number;
  readonly rerollsLeft: number;
  readonly at: Mixture;
}

/**
 * Walks activations under the policy, memoised per (node, activation). An activation ends at a terminal, at the
 * coach's choice of the next, or at a node whose state stands at its end (the next taken without a choice) — the
 * node it started from aside, which may stand at the end of the one before.
 */
function activationWalker(solution: Solution, spans: readonly ActivationSpan[]): { exits(starts: Mixture, activation: number): Exit[] } {
  const { graph, chosen } = solution;
  const memo = new Map<string, readonly Part[]>();
  const ends = (i: number, activation: number) =>
    isTurnChoice(solution, i) || currentOf(graph.plan[i]) !== activation || graph.step[i] === spans[activation].end;
  /** The ways out of `activation` from node `i`, under the policy. */
  const partsFrom = (i: number, activation: number, first = false): readonly Part[] => {
    const stopped = inMask(stoppedOf(graph.plan[i]), activation);
    if (graph.kind[i] === NodeKind.Terminal) return [{ end: terminalEnd(terminalMetricsOf(graph, i), stopped, inMask(doneOf(graph.plan[i]), activation)), p: 1, at: -1 }];
    if (first ? isTurnChoice(solution, i) : ends(i, activation)) return [{ end: stopped ? 'halted' : 'next', p: 1, at: i }];
    const key = `${i}|${activation}|${first}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const parts: Part[] = [];
    if (graph.kind[i] === NodeKind.Chance) {
      for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) {
        const p = graph.edgeWeight[e] / graph.total[i];
        for (const part of partsFrom(graph.edgeTarget[e], activation)) parts.push({ ...part, p: p * part.p });
      }
    } else {
      parts.push(...partsFrom(graph.edgeTarget[chosen[i]], activation));
    }
    memo.set(key, parts);
    return parts;
  };
  return {
    exits(starts, activation) {
      const exits = new Map<string, { end: PlanEnd; p: number; rerollsLeft: number; at: Mixture }>();
      for (const [node, p] of starts) {
        for (const part of partsFrom(node, activation, true)) {
          const rerollsLeft = part.at >= 0 ? graph.rerollsLeft[part.at] : -1;
          const key = `${part.end}|${rerollsLeft}`;
          const exit = exits.get(key) ?? { end: part.end, p: 0, rerollsLeft, at: new Map<number, number>() };
          exit.p += p * part.p;
          if (part.at >= 0) exit.at.set(part.at, (exit.at.get(part.at) ?? 0) + p * part.p);
          exits.set(key, exit);
        }
      }
      const list = [...exits.values()].filter((x) => x.p > 0).map((x) => ({ ...x, at: normalised(x.at, x.p) }));
      return list.sort((a, b) => endOrder(a.end) - endOrder(b.end) || b.rerollsLeft - a.rerollsLeft);
    },
  };
}

/**
 * How a turn that is over ended in its last activation: a turnover, the activation stopped without one (or the line
 * stopped in it), or completed — the turn's success may have been lost earlier, by an activation that stopped.
 */
function terminalEnd(metrics: Float64Array, stopped: boolean, completed: boolean): PlanEnd {
  if (metrics[M.turnover] === 1) return 'turnover';
  return stopped || !completed ? 'stopped' : 'done';
}

/** Whether the turn goes on after a branch that ends so. */
function goesOn(end: PlanEnd): boolean {
  return end === 'next' || end === 'halted';
}

function endOrder(end: PlanEnd): number {
  return ['next', 'halted', 'done', 'ended', 'stopped', 'turnover', 'more'].indexOf(end);
}
