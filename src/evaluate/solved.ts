/**
 * Each scenario's graph is explored once per run and handed on: choosing the method, evaluating it and drawing
 * its tree all read the same graph and solution (kept per normalised scenario object, and dropped with it).
 */
import { evaluateGraph, exploreModel, type ExactResult } from './exact.js';
import { goalWeights } from './goal.js';
import { GraphTooLarge, type Graph } from './graph.js';
import { compile } from '../steps/compile.js';
import type { Scenario } from '../scenario/types.js';

const graphs = new WeakMap<Scenario, Graph>();
const solutions = new WeakMap<Scenario, ExactResult>();

/**
 * Whether the plan of the turn (`plan/best.ts`) reads the scenario's own solution: a turn whose order is chosen
 * (`order: best`, the default). Its graph is then explored with the turn tracked (`trackTurn`: each finished turn
 * keeps which activations were done, stopped and under way), which changes no value (a finished turn's metrics
 * read only what its done activations are worth) and no count reported (`Graph.states`).
 */
export function planFromResult(scenario: Scenario): boolean {
  return scenario.activations !== undefined && (scenario.order ?? 'best') === 'best' && scenario.sequence === undefined;
}

/**
 * The explicit graph of a scenario, with the starts of 0..rerolls − 1 team re-rolls as extra roots (the re-roll
 * curve). Throws `GraphTooLarge` past `maxStates`; a failed exploration is not kept.
 */
export function exploredGraph(scenario: Scenario, maxStates?: number): Graph {
  const known = graphs.get(scenario);
  if (known !== undefined) {
    if (maxStates !== undefined && known.states > maxStates) throw new GraphTooLarge(maxStates);
    return known;
  }
  const fewer = Array.from({ length: scenario.rerolls }, (_, k) => k);
  const graph = exploreModel(compile(scenario, { trackTurn: planFromResult(scenario) }), { maxStates, alsoWithRerolls: fewer });
  graphs.set(scenario, graph);
  return graph;
}

/** The scenario solved for its goal, with exact fractions at the root. */
export function solvedScenario(scenario: Scenario, maxStates?: number): ExactResult {
  const known = solutions.get(scenario);
  if (known !== undefined) return known;
  const result = evaluateGraph(exploredGraph(scenario, maxStates), goalWeights(scenario.goal));
  solutions.set(scenario, result);
  return result;
}
