/**
 * The probability tree of a line under the optimal policy, collapsed per step so people can read it: each node
 * is one step's outcome — passed, passed after a re-roll choice, failed — with its probability given its
 * parent and its probability from the start. It is read off the explicit graph (`graph.ts`) and the policy
 * (`exact.ts` `chosen`); dice faces and intermediate states within a step fold into those few outcomes.
 */
import { edgeLabel, edgeRewardOf, NodeKind, terminalMetricsOf, type Graph } from '../evaluate/graph.js';
import type { Solution } from '../evaluate/exact.js';
import { M, METRICS } from '../model/metrics.js';
import { WORST_INDEX, worstFromMetrics, worstMetrics } from '../model/worst.js';
import { TargetCondition } from '../model/outcome.js';

/** What a box of the tree stands for. */
export type TreeOutcome = 'start' | 'pass' | 'success' | 'fail' | 'held' | 'turnover' | 'more';

/** A box of the tree: one outcome of one step. */
export interface TreeNode {
  /** "Dodge (marked 1)". */
  readonly step: string;
  /** "passed after team re-roll", "failed: turnover". */
  readonly outcome: string;
  readonly kind: TreeOutcome;
  /** Probability given the parent. */
  readonly p: number;
  /** Probability from the start. */
  readonly reach: number;
  readonly children: TreeNode[];
}

/** How much of the tree to draw. */
export interface TreeOptions {
  /** Stop expanding past this many nodes (the rest shows as "…"). */
  readonly maxNodes?: number;
  /** Children of a node beyond this many fold into one "other outcomes" leaf. */
  readonly maxChildren?: number;
  /** The line hits an opponent: ends of the line say what became of the target. */
  readonly contact?: boolean;
}

/** One way out of a step: its class, the choices made on the way, and where it leads. */
interface Exit {
  kind: TreeOutcome;
  choices: string;
  /** At a line's end with contact: what became of the target. */
  target: string;
  /** The choice lists its paths took ('' for none). */
  some: Set<string>;
  p: number;
  /** Where the way on leads: a mixture of (node, fate) entries (see `entry`) with their probabilities. */
  next: Map<number, number>;
}

/**
 * A node of the graph together with what has become of the targets on the way there, as one number: the worst of
 * a line is the highest level its rewards and its terminal pay (`worst.ts`), so the tree carries the targets' fate
 * along.
 * The fate is the worst condition reached (0..11), a send-off bit and a bit for a Tentacles hold (`held`: paid on the
 * edge into the terminal, as every register of a finished line is).
 */
const FATES = 64;
const SENT_OFF = 1;
const HELD = 2;
const worstOf = (fate: number) => fate >> 2;
const entry = (node: number, fate: number) => node * FATES + fate;
const nodeOf = (e: number) => Math.floor(e / FATES);
const fateOf = (e: number) => e % FATES;

/** The fate after a path adds `read` (an edge's reward, or a terminal's metrics): the worst is the higher level. */
function fateAfter(fate: number, read: (metric: number) => number): number {
  const paid = new Float64Array(METRICS.length);
  for (const m of WORST_INDEX) paid[m] = read(m);
  const sentOff = (fate & SENT_OFF) !== 0 || read(M.sentOff) > 0 ? SENT_OFF : 0;
  const held = (fate & HELD) !== 0 || read(M.held) > 0 ? HELD : 0;
  return Math.max(worstOf(fate), worstFromMetrics(paid)) * 4 + sentOff + held;
}

function afterEdge(graph: Graph, e: number, fate: number): number {
  return graph.edgeReward[e] < 0 ? fate : fateAfter(fate, (m) => edgeRewardOf(graph, e, m));
}

/** The tree of a solved graph, breadth first, folded per step (see the file header). */
export function probabilityTree(solution: Solution, stepLabels: readonly string[], options: TreeOptions = {}): TreeNode {
  const maxNodes = options.maxNodes ?? 80;
  const maxChildren = options.maxChildren ?? 6;
  const root: TreeNode = { step: 'Start', outcome: '', kind: 'start', p: 1, reach: 1, children: [] };
  const queue: [TreeNode, Map<number, number>][] = [[root, new Map([[entry(solution.graph.root, 0), 1]])]];
  let count = 1;
  while (queue.length > 0) {
    const [node, states] = queue.shift() as [TreeNode, Map<number, number>];
    const exits = stepExits(solution, states, options.contact ?? false);
    const first = nodeOf([...states.keys()][0]);
    const label = stepLabels[solution.graph.step[first]] ?? `step ${solution.graph.step[first] + 1}`;
    for (const exit of foldSmall(exits, maxChildren)) {
      const child: TreeNode = { step: label, outcome: outcomeText(exit), kind: exit.kind, p: exit.p, reach: node.reach * exit.p, children: [] };
      node.children.push(child);
      count++;
      if (exit.kind === 'pass' && exit.next.size > 0) queue.push([child, exit.next]);
    }
    if (count >= maxNodes) {
      for (const [pending] of queue) pending.children.push({ step: '…', outcome: 'not drawn', kind: 'more', p: 1, reach: pending.reach, children: [] });
      break;
    }
  }
  return root;
}

/** The ways out of the current step from a distribution of states, grouped by class and choices. */
function stepExits(solution: Solution, states: ReadonlyMap<number, number>, contact: boolean): Exit[] {
  const { graph, chosen } = solution;
  const exits = new Map<string, Exit>();
  const memo = new Map<number, readonly Part[]>();
  // Ends of the line group by kind; ways on by the team re-rolls left (what the rest of the line depends on
  // most). The subtree continues from the exact mixture of states, so grouping loses detail, never accuracy.
  const add = (kind: TreeOutcome, choices: readonly string[], p: number, next: number | null, target = '') => {
    const key = next === null ? `${kind}|${target}` : `${kind}|${graph.rerollsLeft[nodeOf(next)]}`;
    const exit = exits.get(key) ?? { kind, choices: '', target, p: 0, next: new Map<number, number>(), some: new Set<string>() };
    exit.some.add(choices.join(', '));
    exit.p += p;
    if (next !== null) exit.next.set(next, (exit.next.get(next) ?? 0) + p);
    exits.set(key, exit);
  };
  for (const [e, p] of states) {
    for (const part of partsFrom(graph, chosen, nodeOf(e), fateOf(e), graph.step[nodeOf(e)], contact, memo)) {
      add(part.kind, part.choices, p * part.p, part.next, part.target);
    }
  }
  const list = [...exits.values()].filter((x) => x.p > 0);
  for (const exit of list) exit.choices = choicesText(exit.some);
  for (const exit of list) for (const [k, v] of exit.next) exit.next.set(k, v / exit.p);
  return list.sort((a, b) => order(a.kind) - order(b.kind) || b.p - a.p);
}

/** One way a state leaves its step: how, the choices on the way, its probability from that state, where to. */
interface Part {
  readonly kind: TreeOutcome;
  readonly choices: readonly string[];
  readonly p: number;
  /** The (node, fate) entry the line goes on from, or null at a line's end. */
  readonly next: number | null;
  readonly target: string;
}

/**
 * The ways out of step `step` from node `i` with fate `fate`, under the optimal policy. Memoised per (node, fate):
 * a step with many dice in a row (a bomb's scatters and three victims' armour and injury) has far more paths
 * than states, and walking each path took half a minute on the shipped Bombardier.
 */
function partsFrom(
  graph: Graph, chosen: Solution['chosen'], i: number, fate: number, step: number, contact: boolean, memo: Map<number, readonly Part[]>,
): readonly Part[] {
  if (graph.kind[i] === NodeKind.Terminal) {
    const metrics = terminalMetricsOf(graph, i);
    const end = fateAfter(fate, (m) => metrics[m]);
    return [{ kind: terminalKind(metrics, end), choices: [], p: 1, next: null, target: targetOutcome(end, contact) }];
  }
  if (graph.step[i] !== step) return [{ kind: 'pass', choices: [], p: 1, next: entry(i, fate), target: '' }];
  const key = entry(i, fate);
  const known = memo.get(key);
  if (known) return known;
  const merged = new Map<string, Part>();
  const gather = (part: Part, p: number, label: string | null) => {
    const choices = label === null ? part.choices : [label, ...part.choices];
    const id = `${part.kind}\u0001${choices.join('\u0002')}\u0001${part.next}\u0001${part.target}`;
    const before = merged.get(id);
    merged.set(id, { ...part, choices, p: (before?.p ?? 0) + p * part.p });
  };
  if (graph.kind[i] === NodeKind.Chance) {
    for (let e = graph.edgeStart[i]; e < graph.edgeStart[i + 1]; e++) {
      const p = graph.edgeWeight[e] / graph.total[i];
      for (const part of partsFrom(graph, chosen, graph.edgeTarget[e], afterEdge(graph, e, fate), step, contact, memo)) gather(part, p, null);
    }
  } else {
    const label = edgeLabel(graph, chosen[i]);
    const named = label === 'accept' ? null : graph.kind[i] === NodeKind.OpponentChoice ? `opponent: ${label}` : label;
    for (const part of partsFrom(graph, chosen, graph.edgeTarget[chosen[i]], afterEdge(graph, chosen[i], fate), step, contact, memo)) gather(part, 1, named);
  }
  const parts = [...merged.values()];
  memo.set(key, parts);
  return parts;
}

/** "team re-roll" when every path took it; "some after Dodge re-roll" when only some did. */
function choicesText(lists: ReadonlySet<string>): string {
  const named = [...lists].filter((c) => c !== '');
  if (named.length === 0) return '';
  return lists.size === 1 ? named[0] : `some after ${named.join(' or ')}`;
}

function terminalKind(metrics: Float64Array, fate: number): TreeOutcome {
  if (metrics[M.success] === 1) return 'success';
  if (metrics[M.turnover] === 1) return 'turnover';
  return (fate & HELD) !== 0 ? 'held' : 'fail';
}

/** What became of the target at a line's end ("" without contact): the worst outcome, and a send-off. */
function targetOutcome(fate: number, contact: boolean): string {
  if (!contact) return '';
  const worst = worstMetrics(worstOf(fate));
  const m = (metric: number) => worst[metric] === 1;
  const healed = worstOf(fate) === TargetCondition.Healed;
  const text = m(M.dead) ? 'target dead' : m(M.cas) ? 'target a casualty' : m(M.ko) ? 'target KO' : m(M.stunned) ? 'target stunned'
    : healed ? 'target healed by the apothecary, face up' : m(M.knockdown) ? 'target down, armour held' : 'target standing';
  return (fate & SENT_OFF) !== 0 ? `${text}; sent off` : text;
}

function order(kind: TreeOutcome): number {
  return ['pass', 'success', 'fail', 'held', 'turnover', 'more', 'start'].indexOf(kind);
}

/** Keeps the `max - 1` likeliest exits and folds the rest into one leaf (when there are more than `max`). */
function foldSmall(exits: Exit[], max: number): Exit[] {
  if (exits.length <= max) return exits;
  const kept = [...exits].sort((a, b) => b.p - a.p).slice(0, max - 1);
  const rest = exits.filter((x) => !kept.includes(x));
  const p = rest.reduce((sum, x) => sum + x.p, 0);
  const folded: Exit = { kind: 'more', choices: `${rest.length} other outcomes`, target: '', p, next: new Map(), some: new Set() };
  return [...exits.filter((x) => kept.includes(x)), folded];
}

function outcomeText(exit: Exit): string {
  const via = `${exit.target ? ` — ${exit.target}` : ''}${exit.choices ? ` (${exit.choices})` : ''}`;
  switch (exit.kind) {
    case 'pass': return `passed${via}`;
    case 'success': return exit.target ? `line complete${via}` : `passed: line complete${via}`;
    case 'turnover': return `failed: turnover${via}`;
    case 'fail': return `failed: activation ends${via}`;
    case 'held': return `held by Tentacles: activation ends${via}`;
    default: return exit.choices;
  }
}
