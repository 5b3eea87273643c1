/**
 * The three kinds of node the rules model produces. Both interpreters — the exact evaluator and the Monte Carlo
 * runner — read only these, so the rules are written once.
 */
import type { State } from './state.js';

/** One face (or group of equally treated faces) of a die roll, with an integer weight. */
export interface Outcome {
  /** Integer weight; the probability is weight / total of the chance node. */
  readonly weight: number;
  /** What was rolled, for people: "4", "POW", "armour 9". */
  readonly label: string;
  readonly next: State;
  /** Metrics the edge adds to every line through it (see `Model.expand`); none when absent. */
  readonly reward?: Float64Array;
}

/** A roll of dice: every outcome with its integer weight. */
export interface ChanceNode {
  readonly kind: 'chance';
  /** What is rolled: "Dodge 3+", "Armour", "Block (2 dice)". */
  readonly label: string;
  /** Sum of the outcomes' weights (6 for a D6, 36 for 2D6, …). */
  readonly total: number;
  readonly outcomes: readonly Outcome[];
}

/** Who makes a choice: the active coach, or the opposing coach (defender-chosen block dice, Diving Tackle). */
export type Chooser = 'coach' | 'opponent';

/** One option of a choice, e.g. "team re-roll" or "accept". */
export interface Option {
  readonly label: string;
  readonly next: State;
  /** What the option spends, for policies that weigh it (the greedy one): Pro, or a team re-roll. */
  readonly spends?: 'pro' | 'teamReroll';
  /** As on an `Outcome`. */
  readonly reward?: Float64Array;
}

/** A decision point: the chooser takes one of the options. */
export interface ChoiceNode {
  readonly kind: 'choice';
  readonly by: Chooser;
  /** What is being decided: "Dodge 3+ failed (rolled 2)". */
  readonly label: string;
  /** The situation without the die: "Dodge 3+ failed", where `roll` tells the die (decisions merge by it). */
  readonly situation?: string;
  /** The natural roll the choice follows, where there is one. */
  readonly roll?: number;
  readonly options: readonly Option[];
}

/** The end of the line: the metrics' values not already carried by the edges that led here. */
export interface TerminalNode {
  readonly kind: 'terminal';
  readonly metrics: Float64Array;
}

export type Node = ChanceNode | ChoiceNode | TerminalNode;

/** The node with every next state passed through `f`. */
export function mapNext(node: ChanceNode | ChoiceNode, f: (s: State) => State): ChanceNode | ChoiceNode {
  if (node.kind === 'chance') return { ...node, outcomes: node.outcomes.map((o) => ({ ...o, next: f(o.next) })) };
  return { ...node, options: node.options.map((o) => ({ ...o, next: f(o.next) })) };
}

/** Builds a chance node over a fair die with `sides` faces, mapping each face value (1-based) to a state. */
export function rollDie(label: string, sides: number, next: (face: number) => State): ChanceNode {
  const outcomes: Outcome[] = [];
  for (let face = 1; face <= sides; face++) outcomes.push({ weight: 1, label: String(face), next: next(face) });
  return { kind: 'chance', label, total: sides, outcomes };
}

/** Builds a chance node over 2D6 as eleven sums (2..12) with weights 1..6..1. */
export function roll2d6(label: string, next: (sum: number) => State): ChanceNode {
  const outcomes: Outcome[] = [];
  for (let sum = 2; sum <= 12; sum++) outcomes.push({ weight: 6 - Math.abs(7 - sum), label: String(sum), next: next(sum) });
  return { kind: 'chance', label, total: 36, outcomes };
}

/** Weight of the 2D6 sum `sum` out of 36. */
export function twoD6Weight(sum: number): number {
  return sum < 2 || sum > 12 ? 0 : 6 - Math.abs(7 - sum);
}
