/** The probability tree of one scenario, from the solution its evaluation made (`solved.ts`). */
import { solvedScenario } from '../evaluate/solved.js';
import { editionTitle } from '../results/editions.js';
import type { Scenario } from '../scenario/types.js';
import { probabilityTree, type TreeNode, type TreeOptions } from './tree.js';
import { treeSvg } from './tree-svg.js';

/** The probability tree of a scenario under the best play. */
export function scenarioTree(scenario: Scenario, options: TreeOptions = {}): TreeNode {
  const solution = solvedScenario(scenario);
  return probabilityTree(solution, scenario.steps.map((s) => s.label), { contact: scenario.opponents.length > 0, ...options });
}

/** The tree drawn as SVG, titled, the edition named after the title. */
export function scenarioTreeSvg(scenario: Scenario, title: string, options: TreeOptions = {}): string {
  return treeSvg(scenarioTree(scenario, options), `${title} (${editionTitle(scenario.edition)})`);
}
