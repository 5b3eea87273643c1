/**
 * An exact evaluation as a task for the worker pool (`pool.ts`): a normalised scenario travels as plain data
 * (`wire.ts`), the worker compiles, explores and solves it for its goal and sends back the exact metrics at the
 * root (BigInt numerators over one denominator; structured clone carries BigInts). The skill advisor runs its
 * many small evaluations this way when there are enough of them to pay for the threads (`advise/evaluator.ts`).
 * Only the start is explored: no re-roll curve, no decisions.
 */
import { evaluateGraph, exploreModel } from '../evaluate/exact.js';
import { goalWeights } from '../evaluate/goal.js';
import { GraphTooLarge } from '../evaluate/graph.js';
import { compile } from '../steps/compile.js';
import type { Scenario } from '../scenario/types.js';
import { fromWire, toWire, type WireScenario } from './wire.js';

/** One scenario to solve exactly. */
export interface ExactTask {
  readonly scenario: WireScenario;
  /** Refuse models larger than this (the answer then says `tooLarge`). */
  readonly maxStates: number;
}

/** The exact metrics at the root and the model's size, or why there are none. */
export type ExactAnswer =
  | { readonly num: readonly bigint[]; readonly den: bigint; readonly states: number }
  | { readonly tooLarge: number }
  | { readonly error: string };

/** The task for a scenario. */
export function exactTask(scenario: Scenario, maxStates: number): ExactTask {
  return { scenario: toWire(scenario), maxStates };
}

/** Solves a scenario exactly for its goal: the root's metrics as exact fractions. */
export function solveExactly(scenario: Scenario, maxStates: number): ExactAnswer {
  try {
    const graph = exploreModel(compile(scenario), { maxStates });
    const { exact } = evaluateGraph(graph, goalWeights(scenario.goal));
    return { num: exact.num, den: exact.den, states: graph.states };
  } catch (error) {
    if (error instanceof GraphTooLarge) return { tooLarge: error.limit };
    throw error;
  }
}

/** Runs an exact task (in a worker, or inline); an error of the job comes back as data. */
export function runExactTask(task: ExactTask): ExactAnswer {
  try {
    return solveExactly(fromWire(task.scenario), task.maxStates);
  } catch (error) {
    return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
