/** `nuffle plan FILE [--json]`: the plan of a turn written as `activations:` (docs/plan.md), and nothing else. */
import { analysePlan, loadScenario, message, planLines, UserError } from '../index.js';

/** Options of `nuffle plan`. */
export interface PlanOptions {
  readonly json?: boolean;
  /** Every exact fraction whole, however long. */
  readonly wide?: boolean;
}

/** Runs `nuffle plan`: solves the turn's best adaptive plan, its written order and its fixed orders. */
export function planCommand(file: string, options: PlanOptions): void {
  const scenario = loadScenario(file);
  for (const warning of scenario.warnings ?? []) process.stderr.write(`warning: ${warning}\n`);
  if (scenario.activations === undefined) throw new UserError({ file }, message.planNeedsActivations());
  const plan = analysePlan(scenario);
  if (options.json) process.stdout.write(`${JSON.stringify({ name: scenario.name, plan }, null, 2)}\n`);
  else process.stdout.write(`${scenario.name}\n${planLines(plan, { indent: '  ', wide: options.wide === true }).join('\n')}\n`);
}
