/**
 * Where a pass that is not accurate goes, and whether its receiver can still catch it.
 *
 * - **Inaccurate** (bb2020 and bb2016): the ball scatters three times from the target square — the receiver's —
 *   one D8 each (`rules/scatter.ts`), and lands; in an empty square it bounces once more (a D8). The receiver
 *   catches it when it lands back on their square (24 of the 512 sequences) or lands in one of the eight squares
 *   around it (27 sequences each, 216 in all) and bounces in (1 in 8): (8 × 24 + 216) / 4096 = 408/4096 = 51/512.
 * - **Wildly inaccurate** (bb2020): the ball deviates from the thrower's square, a D8 direction and a D6 of squares,
 *   then bounces the same way. Without positions the receiver's square is unknown, so it is lost unless the pass
 *   says where the receiver stands from the thrower (`receiverAt: { dx, dy }`).
 *
 * Assumed: no other player stands where the ball comes down (none catches it, none stops it) and the ball stays on
 * the pitch; a ball that comes down anywhere but the receiver's square is loose, a turnover. A ball that reaches
 * the receiver so is caught in the receiver's `catch` step — the first `catch` after the pass, before any other pass
 * or hand-off — at the edition's modifier for a scattered ball (`catchModifier('scattered')`: bb2020 −1, bb2016 0):
 * the pass sets `Out.BallScattered`, the catch reads and clears it. A line with no such `catch` has no receiver: a
 * pass that is not accurate is lost, as before. Diving Catch's catch of a ball landing next to the player is not
 * modelled (the line counts only the receiver's own square: a lower bound for a Diving Catch receiver).
 *
 * Sources: seed 001 "Scatter" (via `rules/scatter.ts`), Hail Mary Pass ("it will always be inaccurate at best");
 * bb2020.md "Pass" (inaccurate, wildly inaccurate), "Catch" ("a ball that scattered, deviated, bounced … −1");
 * bb2016.md "Catch" ("no −1 for a scattered ball").
 */
import { lostTheBall } from '../model/d6step.js';
import type { ModelContext } from '../model/model.js';
import type { ChanceNode } from '../model/node.js';
import { Out } from '../model/outcome.js';
import { nextStep, setOut, type State } from '../model/state.js';
import { deviationReach, inaccurateReach, inaccurateReachWithRerolls, type Reach } from '../rules/scatter.js';
import { starHailMary, type StarHailMary } from '../rules/star-ball.js';
import type { StepBase } from '../vocabulary/index.js';
import { activationOfStep } from '../model/turn.js';

/** Where the receiver stands from the thrower, in squares. */
export interface Offset {
  readonly dx: number;
  readonly dy: number;
}

/** The steps that end a pass's search for its receiver: another throw or hand-off of the ball. */
const OTHER_BALL_STEPS = new Set(['pass', 'handoff']);

/**
 * The `catch` step that receives the pass `step`, or null when none follows it (before another pass or hand-off). In
 * a turn the solver orders (`order: best`) the catch is the pass's own activation's (`scenario/turn.ts`): the search
 * ends with it.
 */
export function receivingCatch(step: StepBase, ctx: ModelContext): StepBase | null {
  const own = ctx.scenario.order === 'best' ? activationOfStep(ctx.scenario, step.index - 1) : -1;
  const end = own < 0 ? ctx.scenario.steps.length : (ctx.scenario.activations ?? [])[own].end;
  for (const later of ctx.scenario.steps.filter((other) => other.index > step.index && other.index <= end)) {
    if (later.kind === 'catch') return later;
    if (OTHER_BALL_STEPS.has(later.kind)) return null;
  }
  return null;
}

/** True when some pass before the `catch` step `step` may hand it a scattered ball. */
export function catchMayBeScattered(step: StepBase, ctx: ModelContext): boolean {
  return ctx.scenario.steps.some((pass) => pass.kind === 'pass' && receivingCatch(pass, ctx)?.index === step.index);
}

/** True when some Hail Mary Pass before the `catch` step `step` is thrown with a star's rule on its ball (Blast It!). */
export function catchMayBeBlasted(step: StepBase, ctx: ModelContext): StarHailMary | null {
  const pass = ctx.scenario.steps.find((p) => p.kind === 'pass' && (p as { hailMary?: boolean }).hailMary === true && receivingCatch(p, ctx)?.index === step.index);
  return pass === undefined ? null : starHailMary(ctx.edition.id, ctx.scenario.players[pass.by].skills);
}

/** `Out.BallScattered` when the ball came from a pass under a star's rule (Blast It!): its catch gets the rule's bonus. */
export const BLASTED = 2;

/**
 * The ball reached the receiver by scattering, deviating or bouncing: on to the next step, the catch at −1 (and with
 * Blast It!'s bonus when `blasted`).
 */
function reachedReceiver(s: State, blasted: boolean): State {
  return nextStep(setOut(s, Out.BallScattered, blasted ? BLASTED : 1));
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The node of a missed pass's flight from state `s`: it reaches the receiver `reach.ways` times in `reach.of`, else it is loose (a turnover). */
export function flightNode(label: string, reach: Reach, s: State, blasted = false): ChanceNode {
  const common = gcd(reach.ways, reach.of);
  const outcomes = [
    { weight: reach.ways / common, label: 'reaches the receiver', next: reachedReceiver(s, blasted) },
    { weight: (reach.of - reach.ways) / common, label: 'comes down elsewhere', next: lostTheBall(s) },
  ].filter((o) => o.weight > 0);
  return { kind: 'chance', label, total: reach.of / common, outcomes };
}

/**
 * The flight of an inaccurate pass: three scatters from the receiver's square, then a bounce; `blasted`: under Blast
 * It!, each scatter die re-rolled as it helps (`rules/scatter.ts`), the catch with its bonus.
 */
export function scatterFlight(s: State, blasted = false): ChanceNode {
  if (blasted) return flightNode('Scatter ×3 (Blast It! re-rolls), bounce', inaccurateReachWithRerolls(), s, true);
  return flightNode('Scatter ×3, bounce', inaccurateReach(), s);
}

/** The flight of a wildly inaccurate pass: a deviation from the thrower towards (or not) the receiver at `at`. */
export function deviationFlight(at: Offset, s: State, blasted = false): ChanceNode {
  return flightNode('Deviate (D8, D6), bounce', deviationReach(at.dx, at.dy), s, blasted);
}
