/**
 * What opponents do to a player leaving their Tackle Zones, shared by `dodge` and `jump`. Tentacles (an opponent
 * marking the square left): a D6 + its ST − the mover's ST, 6 or more (or a natural 6) holds the mover, a natural 1
 * never does; held, the movement ends there — the line stops without a turnover (metric `held`). Rolled before the mover's own test
 * (the mover never leaves the square; FFB rolls it first). Shadowing: the same with MA, rolled after a passed test
 * (seed 001 Shadowing Q&A: "The Dodge roll will happen first"); its follow changes no die of the line and is
 * reported as the metric `shadowed`, and leads into the step's `if: { followed: }` branch when it has one. Arm Bar (bb2020): a mover that falls over leaving its Tackle Zone rolls armour
 * and injury, the opposing coach's +1 where it hurts most (metrics `ownArmourBroken`, `ownKo`, `ownCas`). Sources:
 * seed 001 Tentacles, Shadowing, Arm Bar. bb2016's sheet is silent on Tentacles and Shadowing: the same reading
 * there (UNCONFIRMED). bb2025 (bb2025.md): Shadowing is a flat 4+ that its coach re-rolls once when it misses.
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { D6_TEST_PHASES, expandD6Test } from '../model/d6test.js';
import { combinedNeeds, d6Spec, d6TestNeeds, type D6TestParts } from '../model/d6step.js';
import { hasSteadyFooting, steadyFootingSpec } from '../model/steady-footing.js';
import type { ModelContext, StepModel } from '../model/model.js';
import { rollDie } from '../model/node.js';
import { activationEndsEarly } from '../model/contact/activationEnd.js';
import { ownFallSpec } from '../model/contact/attack.js';
import { expandHarm, startHarm } from '../model/contact/harm.js';
import { Out } from '../model/outcome.js';
import { findSkill } from '../rules/skills.js';
import { followedBranch } from '../model/branch.js';
import { endLine, goTo, nextStep, setOut, withPlan, type State } from '../model/state.js';
import type { StepBase } from '../vocabulary/index.js';
import type { NormaliseContext } from './kind.js';

const characteristic = z.number().int().min(1).max(10);

/** The options of the opponents around a mover. */
export const MOVER_OPTIONS = {
  tentacles: z.strictObject({ st: characteristic.describe("The Tentacles player's ST") }).optional()
    .describe('An opponent with Tentacles marks the square left'),
  shadowing: z.strictObject({ ma: characteristic.optional().describe("The Shadowing player's MA (bb2020, bb2016: its opposed roll reads it; bb2025's flat 4+ does not)") }).optional()
    .describe('An opponent with Shadowing marks the square left (`shadowing: {}` in bb2025)'),
  armBar: z.boolean().default(false).describe('An opponent with Arm Bar marks the square left (bb2020)'),
};

/** The metrics of a mover's own fall with Arm Bar around. */
export const OWN_HARM = ['ownArmourBroken', 'ownKo', 'ownCas'] as const;

/** What the opponents around a mover can do, normalised. */
export interface Movers {
  /** The Tentacles player's ST, or null. */
  readonly tentacles: number | null;
  /** The Shadowing player's MA, or null. */
  readonly shadowing: number | null;
  /** An opponent with Arm Bar marks the square left: a fall rolls the mover's armour, +1 where it hurts. */
  readonly armBar: boolean;
}

/** The normalised opponents of a move; Shadowing reads the mover's MA, which must then be given. */
export function normaliseMovers(
  given: { tentacles?: { st: number }; shadowing?: { ma?: number }; armBar: boolean }, ctx: NormaliseContext,
): Movers {
  // The opposed MA roll reads the mover's MA and the Shadowing player's; bb2025's flat 4+ neither (`Edition.shadowing`).
  if (given.shadowing && ctx.edition.shadowing === null) {
    if (given.shadowing.ma === undefined) throw ctx.error(['shadowing'], message.shadowingMaNeeded(ctx.edition.id));
    if (ctx.player.ma === null) throw ctx.error(['shadowing'], message.maNeeded('Shadowing', ctx.player.id));
  }
  if (given.armBar && !findSkill('Arm Bar')?.editions.includes(ctx.edition.id)) {
    throw ctx.error(['armBar'], message.skillNotInEdition('Arm Bar', ctx.edition.id));
  }
  // bb2025 reads no MA: a Shadowing player written without one is kept as MA 0, which its flat roll never reads.
  return { tentacles: given.tentacles?.st ?? null, shadowing: given.shadowing === undefined ? null : given.shadowing.ma ?? 0, armBar: given.armBar };
}

/**
 * What the opponents around a mover add to its step's label: the marks (when any), then Tentacles and Shadowing,
 * which roll dice of their own ("Dodge (marked 2; Tentacles ST 4; Shadowing MA 6)").
 */
export function moverLabel(word: string, marked: number, movers: Movers): string {
  const parts = [
    ...(marked > 0 ? [`marked ${marked}`] : []),
    ...(movers.tentacles === null ? [] : [`Tentacles ST ${movers.tentacles}`]),
    ...(movers.shadowing === null ? [] : [`Shadowing MA ${movers.shadowing}`]),
  ];
  return parts.length === 0 ? word : `${word} (${parts.join('; ')})`;
}

/** "D6 + theirs − ours ≥ 6", a natural 6 always, a natural 1 never (seed 001 Tentacles, Shadowing). */
function opposedRoll(theirs: number, ours: number): (d: number) => boolean {
  return (d) => d !== 1 && (d === 6 || d + theirs - ours >= 6);
}

/**
 * Where a mover's step goes on: the Shadowing player following it (the metric `shadowed`) leads into its
 * `if: { followed: }` branch when it has one, and every other way on past that branch (`model/branch.ts`); without
 * one, both to the next step.
 */
function followRoutes(step: StepBase, ctx: ModelContext): { moveOn: (s: State) => State; followed: (s: State) => State } {
  const branch = followedBranch(ctx.scenario, step.index - 1);
  if (branch === undefined) return { moveOn: nextStep, followed: (s) => nextStep(setOut(s, Out.Shadowed, 1)) };
  return {
    moveOn: (s) => withPlan(s, branch.end, s.plan ?? 0),
    followed: (s) => withPlan(setOut(s, Out.Shadowed, 1), branch.start, s.plan ?? 0),
  };
}

/**
 * A mover's step: Tentacles, then its D6 test, then Shadowing after a pass (see the file's comment); its phases from
 * `start` on (a star rule declared before the dice takes phase 0: `model/declared.ts`).
 */
export function moverModel(step: StepBase & Movers, ctx: ModelContext, parts: D6TestParts, start = 0): StepModel {
  const player = ctx.scenario.players[step.by];
  const base = start + (step.tentacles === null ? 0 : 1);
  const shadow = base + D6_TEST_PHASES;
  // bb2025: a flat 4+ that the Shadowing player's coach re-rolls when it fails (`Edition.shadowing`).
  const flat = ctx.edition.shadowing;
  const follows = step.shadowing === null ? null : flat ? (d: number) => d >= flat.target : opposedRoll(step.shadowing, player.ma ?? 0);
  const { moveOn, followed } = followRoutes(step, ctx);
  const shadowingRoll = (s: State) => {
    const label = flat ? `Shadowing ${flat.target}+` : `Shadowing (MA ${step.shadowing} vs ${player.ma})`;
    const missed = (t: State) => (flat?.rerolled ? goTo(t, shadow + 1, []) : moveOn(t));
    return rollDie(label, 6, (d) => (follows?.(d) ? followed(s) : missed(s)));
  };
  const onPass = follows === null ? moveOn : (s: State) => goTo(s, shadow, []);
  // bb2025 Steady Footing: after the failure stands, a D6 (phases `steadyAt` on); a 6 goes on as a pass.
  const steadyAt = shadow + (flat?.rerolled ? 2 : 1);
  const harm = steadyAt + (hasSteadyFooting(step, ctx) ? D6_TEST_PHASES : 0);
  const fall = [ownFallSpec(ctx, step.by, (s) => endLine(s, true))];
  const falls = step.armBar ? (s: State) => startHarm(setOut(s, Out.PlayerDown, 1), harm, 0) : (s: State) => parts.onFail(s, 0, 0);
  const steady = hasSteadyFooting(step, ctx) ? steadyFootingSpec(step.by, ctx, onPass, falls) : null;
  const onFail = steady ? (s: State) => goTo(s, steadyAt, []) : step.armBar ? falls : parts.onFail;
  const spec = d6Spec(step.by, ctx, { ...parts, onPass, onFail });
  const held = step.tentacles === null ? null : opposedRoll(step.tentacles, player.st);
  const heldEnds = activationEndsEarly(step, ctx);
  function expand(s: State) {
    if (held !== null && s.phase === start) {
      return rollDie(`Tentacles (ST ${step.tentacles} vs ${player.st})`, 6, (d) => (held(d) ? heldEnds(setOut(s, Out.Held, 1)) : goTo(s, base, [])));
    }
    if (follows !== null && s.phase === shadow) return shadowingRoll(s);
    if (flat?.rerolled && s.phase === shadow + 1) {
      return rollDie(`Shadowing ${flat.target}+ (re-roll)`, 6, (d) => (follows?.(d) ? followed(s) : moveOn(s)));
    }
    if (s.phase >= harm) return expandHarm(fall, s, harm, ctx);
    if (steady && s.phase >= steadyAt) return expandD6Test(steady, s, steadyAt, ctx);
    return expandD6Test(spec, s, base, ctx);
  }
  return { step, expand, ...(steady ? combinedNeeds([spec, steady]) : d6TestNeeds(spec)) };
}
