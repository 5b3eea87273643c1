/**
 * Every step kind, registered once. Adding a step kind is adding its module (`kind.ts` says what one holds) and
 * one line here: the scenario's schema, its normalising, the model and the docs' tables all read this list.
 */
import { activation } from './activation.js';
import { block } from './block/index.js';
import { breatheFire } from './breathe-fire.js';
import { bomb } from './bomb/index.js';
import { catchStep } from './catch.js';
import { chainMove } from './chain-move.js';
import { chainsaw } from './chainsaw.js';
import { dodge } from './dodge.js';
import { foul } from './foul.js';
import { gaze } from './gaze.js';
import { handoff } from './handoff.js';
import { jump } from './jump.js';
import { knockdown } from './knockdown.js';
import type { MetricName, StepBase } from '../vocabulary/index.js';
import { pass } from './pass.js';
import { pickup } from './pickup.js';
import { stepRegistry, type AnyStepKind, type StepRegistry } from './registry.js';
import { rush } from './rush.js';
import { secure } from './secure.js';
import { stab } from './stab.js';
import { starRule } from './star-rule/index.js';
import { standUp } from './stand-up.js';
import { test } from './test.js';
import { throwTeamMate } from './throwTeamMate.js';
import { kickTeamMate } from './kickTeamMate.js';
import { vomit } from './vomit.js';

export const STEPS = [dodge, rush, pickup, catchStep, pass, test, block, foul, knockdown, stab, chainsaw, vomit, jump, standUp, gaze, handoff, secure, activation, throwTeamMate, kickTeamMate, bomb, chainMove, breatheFire, starRule] as const;

/** The registry nuffle ships: every reader of step kinds takes it by default. */
export const STEP_REGISTRY: StepRegistry = stepRegistry(STEPS);

type Kinds = (typeof STEPS)[number];
/** A step kind's name, as written in a scenario (`- dodge: {...}`). */
export type StepKindName = Kinds['kind'];
/** The normalised step of any kind. */
export type Step = Parameters<Kinds['model']>[0];

/** The step kinds by name. */
export const STEP_KINDS = STEPS.map((k) => k.kind) as StepKindName[];

/** Each kind's options schema, by the key that introduces it. */
export const STEP_OPTIONS = Object.fromEntries(STEPS.map((k) => [k.kind, k.options])) as { [D in Kinds as D['kind']]: D['options'] };

/** The metrics a line reports because of its steps' kinds (a gaze: `hypnotised`), in first-seen order. */
export function stepMetrics(steps: readonly StepBase[], registry: StepRegistry = STEP_REGISTRY): MetricName[] {
  const names = steps.flatMap((step) => registry.kind(step.kind).reports?.(step) ?? []);
  return [...new Set(names)];
}

/** The definition of a step kind, by name, in the shipped registry. */
export function stepKind(name: StepKindName): AnyStepKind {
  return STEP_REGISTRY.kind(name);
}

export type { DodgeStep } from './dodge.js';
export type { JumpStep } from './jump.js';
export type { StandUpStep } from './stand-up.js';
export type { GazeStep } from './gaze.js';
export type { RushStep } from './rush.js';
export type { PickupStep } from './pickup.js';
export type { SecureStep } from './secure.js';
export type { CatchStep } from './catch.js';
export type { PassStep } from './pass.js';
export type { HandoffStep } from './handoff.js';
export type { TestStep } from './test.js';
export type { BlockStep } from './block/options.js';
export type { FoulStep } from './foul.js';
export type { KnockdownStep } from './knockdown.js';
export type { StabStep } from './stab.js';
export type { ChainsawStep } from './chainsaw.js';
export type { VomitStep } from './vomit.js';
export type { ActivationStep } from './activation.js';
export type { ThrowTeamMateStep } from './throwTeamMate.js';
export type { KickTeamMateStep } from './kickTeamMate.js';
export type { BombStep } from './bomb/options.js';
export type { ChainMoveStep } from './chain-move.js';
export type { BreatheFireStep } from './breathe-fire.js';
