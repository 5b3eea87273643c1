/**
 * A turn's best adaptive plan, solved once per normalised scenario and kept for whoever reads it next: the plan's
 * numbers (`analyse.ts`) and its tree of activations (`tree.ts`) walk the same solution. Solved with the turn
 * tracked (`trackTurn`): every terminal keeps which activations were done and which was under way.
 */
import { evaluateExact, type ExactResult } from '../evaluate/exact.js';
import type { Scenario } from '../scenario/types.js';
import { compile } from '../steps/compile.js';

const solutions = new WeakMap<Scenario, ExactResult>();

/** The turn of `scenario` solved with the order chosen after every die (`order: best`). */
export function solvedBestOrder(scenario: Scenario): ExactResult {
  const known = solutions.get(scenario);
  if (known !== undefined) return known;
  const solved = evaluateExact(compile({ ...scenario, order: 'best', sequence: undefined }, { trackTurn: true }));
  solutions.set(scenario, solved);
  return solved;
}
