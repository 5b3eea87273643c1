/** Pieces shared by the agility steps: a step model around one D6 test, Loner, and the usual endings. */
import { D6_TEST_PHASES, expandD6Test, type D6TestSpec } from './d6test.js';
import type { ModelContext, StepModel, Transition } from './model.js';
import { Out } from './outcome.js';
import { endLine, goTo, nextStep, OnceFlag, setOut, type State } from './state.js';
import type { Player, SkillName, StepBase } from '../vocabulary/index.js';
import { starD6Aid } from '../rules/star-aids.js';

/** The skills every D6 test of `d6Spec` reads (Pro's re-roll, Loner's roll before a team re-roll; seed 001). */
export const D6_TEST_SKILLS = ['Pro', 'Loner'] as const satisfies readonly SkillName[];

/** What a D6 test must say; the rest defaults to an ordinary roll of the acting player (see `d6Spec`). */
export type D6TestParts = Pick<D6TestSpec, 'label' | 'passes' | 'onFail'> & Partial<D6TestSpec>;

/**
 * A D6 test of player `by` with the usual defaults: team re-rolls (with the player's Loner) and Pro allowed, no
 * skill re-roll, no post-roll bonus, no Diving Tackle, a pass moves on to the next step.
 */
export function d6Spec(by: number, ctx: ModelContext, parts: D6TestParts): D6TestSpec {
  const player = ctx.scenario.players[by];
  return {
    player: by,
    skillReroll: null,
    teamReroll: true,
    // A spec that says its own Pro or Loner (a catch: no Pro) asks nothing of the player's skills for them.
    pro: parts.pro ?? player.skills.has('Pro'),
    loner: parts.loner !== undefined ? parts.loner : lonerTarget(player, ctx),
    divingTackle: false,
    postRollBonus: null,
    onPass: passed,
    st: player.st,
    ...parts,
    test: parts.test ?? 'other',
    // The player's star special rule on a test of this kind (`rules/star-aids.ts`); a spec may say its own.
    starAid: parts.starAid !== undefined ? parts.starAid : starD6Aid(ctx.edition.id, player.skills, parts.test ?? 'other'),
  };
}

/** A step that is exactly one D6 test from phase 0. */
export function testStepModel(step: StepBase, ctx: ModelContext, parts: D6TestParts): StepModel {
  const spec = d6Spec(step.by, ctx, parts);
  return { step, expand: (s) => expandD6Test(spec, s, 0, ctx), ...d6TestNeeds(spec) };
}

/** What one D6 test can spend and read: one team re-roll at most (a die is re-rolled once), its skills' flags. */
export function d6TestNeeds(spec: D6TestSpec): Pick<StepModel, 'teamRerolls' | 'reads'> {
  const reads: OnceFlag[] = [];
  if (spec.pro) reads.push(OnceFlag.Pro);
  if (spec.skillReroll?.once !== undefined) reads.push(spec.skillReroll.once);
  if (spec.postRollBonus) reads.push(spec.postRollBonus.once);
  const aid = spec.starAid;
  if (aid !== null && aid.kind !== 'noRoll' && !(aid.kind === 'reroll' && aid.every === true)) reads.push(OnceFlag.Special);
  return { teamRerolls: spec.teamReroll ? 1 : 0, reads };
}

/** A step that rolls nothing and ends the line or moves on (a catch without hands). */
export function noRollStep(step: StepBase, expand: (s: State) => State): StepModel {
  return { step, expand, teamRerolls: 0, reads: [] };
}

/** Loner's target for a player, or null without Loner ("Loner (X+)", seed 001; bb2016 4+). */
export function lonerTarget(player: Player, ctx: ModelContext): number | null {
  if (!player.skills.has('Loner')) return null;
  return player.skills.param('Loner') ?? ctx.edition.lonerDefault;
}

/** The step passed: on to the next one. */
export function passed(s: State): State {
  return nextStep(s);
}

/** The player fell over (failed dodge or rush): down, and a turnover. */
export function fellOver(s: State): State {
  return endLine(setOut(s, Out.PlayerDown, 1), true);
}

/** The ball was lost (failed pick-up, catch or pass): a turnover, the player still standing. */
export function lostTheBall(s: State): State {
  return endLine(s, true);
}

/** "Dodge 3+": the label of a test with its effective target, clamped to the faces that can pass. */
export function targetLabel(name: string, target: number): string {
  return `${name} ${Math.min(6, Math.max(2, target))}+`;
}

/** One part of a step with phases of its own (a D6 test, an interferer's roll), from `base` on. */
export interface StepPart {
  readonly phases: number;
  expand(s: State, base: number): Transition;
}

/** A D6 test as a part of a step (its `onPass` says where the step goes on). */
export function testPart(spec: D6TestSpec, ctx: ModelContext): StepPart {
  return { phases: D6_TEST_PHASES, expand: (s, base) => expandD6Test(spec, s, base, ctx) };
}

/** The phase at which part `index` of `parts` starts (each after the phases of those before it). */
export function partBase(parts: readonly { readonly phases: number }[], index: number): number {
  return parts.slice(0, index).reduce((sum, part) => sum + part.phases, 0);
}

/** The transition of a step made of `parts` one after another: that of the part its phase is in. */
export function expandParts(parts: readonly StepPart[], s: State): Transition {
  let base = 0;
  for (const part of parts) {
    if (s.phase < base + part.phases) return part.expand(s, base);
    base += part.phases;
  }
  throw new Error(`step parts: no phase ${s.phase}`);
}

/** Go on at phase `phase` of the same step with fresh registers (the next part of a step). */
export function toPhase(phase: number): (s: State) => State {
  return (s) => goTo(s, phase, []);
}

/** What several D6 tests of one step can spend and read, together. */
export function combinedNeeds(specs: readonly D6TestSpec[]): Pick<StepModel, 'teamRerolls' | 'reads'> {
  const needs = specs.map(d6TestNeeds);
  return { teamRerolls: needs.reduce((sum, n) => sum + (n.teamRerolls ?? 0), 0), reads: [...new Set(needs.flatMap((n) => n.reads ?? []))] };
}
