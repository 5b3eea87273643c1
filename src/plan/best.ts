/**
 * A turn's best adaptive plan, solved once per normalised scenario and kept for whoever reads it next: the plan's
 * numbers (`analyse.ts`) and its tree of activations (`tree.ts`) walk the same solution. Solved with the turn
 * tracked (`trackTurn`): every terminal keeps which activations were done, stopped and under way. A turn whose
 * order is chosen (`order: best`) is the scenario's own solution (`evaluate/solved.ts`, explored tracked for this),
 * so `eval` explores it once for the result and the plan; a turn written `order: written` is solved apart.
 */
import { evaluateExact, type ExactResult } from '../evaluate/exact.js';
import { planFromResult, solvedScenario } from '../evaluate/solved.js';
import { turnModel, type TurnModel } from '../model/turn.js';
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
  // A turn whose order is chosen is solved once, for its result and its plan alike (`evaluate/solved.ts`).
  const found = planFromResult(scenario) ? { solved: solvedScenario(scenario), turn: turnModel(scenario) as TurnModel } : solvedApart(scenario);
  solutions.set(scenario, found);
  return found;
}

/** A turn written in a fixed order (`order: written`) solved with the order chosen after every die, apart. */
function solvedApart(scenario: Scenario): SolvedTurn {
  const model = compile({ ...scenario, order: 'best', sequence: undefined }, { trackTurn: true });
  return { solved: evaluateExact(model), turn: model.turn as TurnModel };
}

/** The turn of `scenario` solved with the order chosen after every die (`order: best`). */
export function solvedBestOrder(scenario: Scenario): ExactResult {
  return solvedTurn(scenario).solved;
}
