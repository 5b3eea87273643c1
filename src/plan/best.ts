/**
 * A turn's best adaptive plan, solved once per normalised scenario and kept for whoever reads it next: the plan's
 * numbers (`analyse.ts`) and its tree of activations (`tree.ts`) walk the same solution. Solved with the turn
 * tracked (`trackTurn`): every terminal keeps which activations were done, stopped and under way.
 */
import { evaluateExact, type ExactResult } from '../evaluate/exact.js';
import type { TurnModel } from '../model/turn.js';
import type { Scenario } from '../scenario/types.js';
import { compile } from '../steps/compile.js';

/** The solution and the turn model it was explored from (the fixed orders are valued on its graph). */
export interface SolvedTurn {
  readonly solved: ExactResult;
  readonly turn: TurnModel;
}

const solutions = new WeakMap<Scenario, SolvedTurn>();

/** The turn of `scenario` solved with the order chosen after every die (`order: best`), and its turn model. */
export function solvedTurn(scenario: Scenario): SolvedTurn {
  const known = solutions.get(scenario);
  if (known !== undefined) return known;
  const model = compile({ ...scenario, order: 'best', sequence: undefined }, { trackTurn: true });
  const found = { solved: evaluateExact(model), turn: model.turn as TurnModel };
  solutions.set(scenario, found);
  return found;
}

/** The turn of `scenario` solved with the order chosen after every die (`order: best`). */
export function solvedBestOrder(scenario: Scenario): ExactResult {
  return solvedTurn(scenario).solved;
}
