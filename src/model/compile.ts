/** Compiles a normalised scenario into its model (see `model.ts`). */
import { terminalMetrics } from './metrics.js';
import { isNode, type Model, type ModelContext } from './model.js';
import type { Node } from './node.js';
import { initialOut } from './outcome.js';
import { canonicaliser } from './canonical.js';
import { withStatus, type State } from './state.js';
import { compileStep } from './steps/index.js';
import { edition } from '../rules/edition.js';
import type { Scenario } from '../scenario/types.js';

export interface CompileOptions {
  /** Team re-rolls to start with instead of the scenario's (the re-roll curve asks for 0..rerolls). */
  readonly rerolls?: number;
}

/** Team re-rolls at the start: the scenario's (or the override) plus the Leader re-roll. */
export function startingRerolls(scenario: Scenario, options: CompileOptions = {}): number {
  return (options.rerolls ?? scenario.rerolls) + (scenario.leader ? 1 : 0);
}

export function compile(scenario: Scenario, options: CompileOptions = {}): Model {
  const context: ModelContext = { scenario, edition: edition(scenario.edition), rerolls: startingRerolls(scenario, options) };
  const steps = scenario.steps.map((step) => compileStep(step, context));
  const startWith = (teamRerolls: number): State => ({
    pc: 0, phase: 0, regs: [], rr: startingRerolls(scenario, { rerolls: teamRerolls }), rrTurn: 0, used: 0,
    out: initialOut(scenario.opponents.length, scenario.bribes), status: 'running',
  });
  const initial = startWith(options.rerolls ?? scenario.rerolls);

  const canonical = canonicaliser(scenario, context.edition);

  function expand(start: State): Node {
    let s = start;
    // Steps may pass straight on to a state (no dice): follow those until a node appears.
    for (;;) {
      if (s.status === 'running' && s.pc >= steps.length) s = withStatus(s, 'success');
      if (s.status !== 'running') return { kind: 'terminal', metrics: terminalMetrics(s, context.rerolls) };
      const next = steps[s.pc].expand(s);
      if (isNode(next)) return canonicalChildren(next);
      s = next;
    }
  }

  /** The node with every next state in canonical form (so the graph builders meet equal states once). */
  function canonicalChildren(node: Node): Node {
    if (node.kind === 'chance') return { ...node, outcomes: node.outcomes.map((o) => ({ ...o, next: canonical(o.next) })) };
    if (node.kind === 'choice') return { ...node, options: node.options.map((o) => ({ ...o, next: canonical(o.next) })) };
    return node;
  }

  return { context, initial, startWith, steps, expand };
}
