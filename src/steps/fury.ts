/**
 * Fury of the Blood God (Scyla Anfingrimm, bb2020 and bb2025): "Once per game: a natural 1 on Unchannelled Fury after
 * declaring a Block → he performs two Block actions instead"; bb2025 "the first, Frenzy included, is resolved before
 * the second" (stars.md; `rules/star-starts.ts`). The roll as it stands (after any re-roll) a natural 1: the coach
 * chooses to use the rule — `OnceFlag.Special` spent, the activation goes on, and the block written `fury: true` (the
 * second Block action, `steps/block/`) is made — or to save it, the activation ending as on any failed roll. On any
 * other result the `fury: true` block is passed over.
 */
import { d6Spec, d6TestNeeds, type D6TestParts } from '../model/d6step.js';
import { D6_TEST_PHASES, expandD6Test } from '../model/d6test.js';
import type { ModelContext, StepModel, Transition } from '../model/model.js';
import { goTo, hasUsed, markUsed, nextStep, OnceFlag, type State } from '../model/state.js';
import { FURY_RULE } from '../rules/star-starts.js';
import type { StepBase } from '../vocabulary/index.js';

/** A step that is the player's Unchannelled Fury roll (the `fury: true` block needs one before it). */
export function isFuryRoll(step: StepBase): boolean {
  return step.kind === 'activation' && (step as { trait?: string }).trait === 'Unchannelled Fury';
}

/** The coach's choice after a natural 1. */
const CHOICE = D6_TEST_PHASES;

/** The Unchannelled Fury roll of a player with the rule who declared a Block action. */
export function furyModel(step: StepBase, ctx: ModelContext, parts: D6TestParts): StepModel {
  const onFail = (s: State, natural: number, bonus: number): State =>
    (natural === 1 && !hasUsed(s, step.by, OnceFlag.Special) ? goTo(s, CHOICE, []) : parts.onFail(s, natural, bonus));
  const spec = d6Spec(step.by, ctx, { ...parts, onFail });
  const choose = (s: State): Transition => ({
    kind: 'choice', by: 'coach', label: `Unchannelled Fury: a natural 1, ${FURY_RULE}?`, options: [
      { label: `${FURY_RULE}: two Block actions`, next: nextStep(markUsed(s, step.by, OnceFlag.Special)) },
      { label: 'the activation ends', next: parts.onFail(s, 1, 0) },
    ],
  });
  const expand = (s: State): Transition => (s.phase < CHOICE ? expandD6Test(spec, s, 0, ctx) : choose(s));
  const needs = d6TestNeeds(spec);
  return { step, expand, teamRerolls: needs.teamRerolls, reads: [...new Set([...(needs.reads ?? []), OnceFlag.Special])] };
}
