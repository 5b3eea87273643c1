/**
 * Compiles a normalised scenario into its model (`model/model.ts`): each step by its kind's model (`index.ts`),
 * the next states made canonical (`model/canonical.ts`) with what they forget paid as rewards.
 */
import { canonicaliser } from '../model/canonical.js';
import { forgottenValue, M, metricWidth, terminalMetrics } from '../model/metrics.js';
import { isNode, type Model, type ModelContext, type StepModel, type Transition } from '../model/model.js';
import { withNeed } from '../model/need.js';
import { needsBranch, withBranches } from '../model/branch.js';
import type { Node } from '../model/node.js';
import { initialOut } from '../model/outcome.js';
import { NO_FLAGS, withStatus, type State } from '../model/state.js';
import { turnModel, type TurnModel } from '../model/turn.js';
import { edition } from '../rules/edition.js';
import { isContactStep, type ScenarioOf } from '../vocabulary/index.js';
import { STEP_REGISTRY, type Step } from './index.js';
import type { StepRegistry } from './registry.js';
import { starTeamRerolls } from '../rules/star-team.js';

type Scenario = ScenarioOf<Step>;

/** A step's model, by its kind, with the options every contact step shares (`need:`) applied once. */
export function compileStep(step: Step, ctx: ModelContext, registry: StepRegistry = STEP_REGISTRY): StepModel {
  const model = registry.kind(step.kind).model(step, ctx);
  return isContactStep(step) ? withNeed(model, step, ctx, needsBranch(ctx.scenario, step.index - 1)) : model;
}

export interface CompileOptions {
  /** Team re-rolls to start with instead of the scenario's (the re-roll curve asks for 0..rerolls). */
  readonly rerolls?: number;
  /**
   * Whether states forget what nothing ahead reads (default true; `canonical.ts`). The tests compare against the
   * model without it, whose terminals read the re-rolls spent off the state instead of the edges' rewards.
   */
  readonly compress?: boolean;
  /** The step kinds that model the steps (the shipped ones unless a test brings its own). */
  readonly registry?: StepRegistry;
  /** A finished turn of activations keeps which were done and where it ended (`plan/` reads it off the terminals). */
  readonly trackTurn?: boolean;
}

/** Team re-rolls at the start: the scenario's (or the override) plus the Leader re-roll and a star's (bb2020 Lord of Chaos). */
export function startingRerolls(scenario: Scenario, options: CompileOptions = {}): number {
  return (options.rerolls ?? scenario.rerolls) + (scenario.leader ? 1 : 0) + starTeamRerolls(scenario.edition, scenario.players);
}

/**
 * The model of a scenario: its start state and `expand`, the node at a state (chance, choice or terminal), built
 * from each step kind's model over the edition's rules, every next state in its canonical form.
 */
export function compile(scenario: Scenario, options: CompileOptions = {}): Model {
  const width = metricWidth(scenario.opponents.length);
  const context: ModelContext = { scenario, edition: edition(scenario.edition), rerolls: startingRerolls(scenario, options), width };
  // Branches on an outcome (`model/branch.ts`) redirect where the steps' transitions lead.
  const steps = scenario.steps.map((step, i) => withBranches(compileStep(step, context, options.registry), i, scenario));
  const compressed = options.compress ?? true;
  const turn = turnModel(scenario);
  const canonical = canonicaliser(scenario, context.edition, steps, compressed, turn, options.trackTurn ?? false);
  const startWith = (teamRerolls: number): State => canonical({
    pc: 0, phase: 0, regs: [], rr: startingRerolls(scenario, { rerolls: teamRerolls }), rrTurn: 0, used: NO_FLAGS,
    out: initialOut(scenario.opponents.length, scenario.bribes, scenario.mascot), status: 'running', plan: turn?.start ?? 0,
  });
  const initial = startWith(options.rerolls ?? scenario.rerolls);

  function terminal(s: State): Node {
    const metrics = terminalMetrics(s, width);
    if (!compressed) metrics[M.rerollsUsed] = context.rerolls - s.rr;
    if (turn !== null) metrics[M.worth] = turn.worth(s.plan ?? 0);
    return { kind: 'terminal', metrics };
  }

  function transition(s: State): Transition {
    if (turn !== null) {
      // A stop passed straight on (no dice) ends its activation only; a boundary with nothing left ends the turn.
      const on = turn.ended(s);
      if (on !== s) return on;
    }
    if (turn !== null && s.status === 'running' && turn.atBoundary(s)) {
      const next = turn.next(s);
      return isNode(next) ? canonicalChildren(s, next) : next;
    }
    if (turn === null && s.status === 'running' && s.pc >= steps.length) return terminal(withStatus(s, 'success'));
    if (s.status !== 'running') return terminal(s);
    const next = steps[s.pc].expand(s);
    return isNode(next) ? canonicalChildren(s, next) : next;
  }

  function settle(start: State): { state: State; node: Node } {
    // Steps may pass straight on to a state (no dice): follow those until a node appears.
    for (let s = start; ;) {
      const next = transition(s);
      if (isNode(next)) return { state: s, node: next };
      s = next;
    }
  }

  const expand = (s: State): Node => settle(s).node;

  /** What an edge from `from` to `raw` pays out: the registers its canonical form forgot, the re-rolls it spent. */
  function reward(from: State, raw: State, next: State): Float64Array | undefined {
    const spent = from.rr - raw.rr;
    if (next.out === raw.out && spent === 0) return undefined;
    const paid = next.out === raw.out ? new Float64Array(width) : forgottenValue(raw, next, width);
    paid[M.rerollsUsed] += spent;
    return paid.some((v) => v !== 0) ? paid : undefined;
  }

  /** The node with every next state in canonical form and its reward (so the graph builders meet equal states once). */
  function canonicalChildren(from: State, node: Node): Node {
    // Entered: the next step's start, or (a turn of activations) another activation's.
    const canonicalOf = (raw: State) => canonical(raw, raw.pc > from.pc || raw.plan !== from.plan);
    const paidOn = (raw: State, next: State) => (compressed ? reward(from, raw, next) : undefined);
    // Every field written out, not spread: this runs for every edge the explorer meets.
    if (node.kind === 'chance') {
      return {
        ...node,
        outcomes: node.outcomes.map(({ weight, label, next: raw }) => {
          const next = canonicalOf(raw);
          return { weight, label, next, reward: paidOn(raw, next) };
        }),
      };
    }
    if (node.kind === 'choice') {
      return {
        ...node,
        options: node.options.map(({ label, spends, next: raw }) => {
          const next = canonicalOf(raw);
          return { label, spends, next, reward: paidOn(raw, next) };
        }),
      };
    }
    return node;
  }

  return { context, initial, startWith, steps, expand, settle, transition, compressed, turn, ...untrackedOf(scenario, context, steps, compressed, turn, options) };
}

/**
 * With the turn tracked, the state a finished one is in the model without tracking (`Model.untracked`): that
 * model's canonical form of it (the two differ only in what a finished turn keeps of its plan; running states are
 * the same in both).
 */
function untrackedOf(
  scenario: Scenario, context: ModelContext, steps: readonly StepModel[], compressed: boolean, turn: TurnModel | null, options: CompileOptions,
): Pick<Model, 'untracked'> {
  if (turn === null || options.trackTurn !== true) return {};
  const canonical = canonicaliser(scenario, context.edition, steps, compressed, turn, false);
  return { untracked: (s) => (s.status === 'running' ? s : canonical(s)) };
}
