/**
 * Animosity (X), written on the giver or thrower: before a Hand-off to a team-mate of the kind in brackets, or a
 * Pass whose target square holds one, a D6; on a 1 the player refuses and its activation ends (no turnover: the
 * line ends `stopped`). The coach says the receiver is one it applies to (`animosity: true` on the step); the
 * kind in brackets is not read. The roll is made just before the action, not at activation (seed 001 Animosity
 * Q&A); it is a roll of the player's activation, so Pro and a team re-roll (with the player's Loner) may re-roll it.
 * Sources: seed 001 Animosity (X) ("Roll a D6. On a roll of 1, this player refuses"); bb2020.md "Activation
 * rolls" ("Animosity 2+"); seed 004 (bb2016: "On a 2+, the pass/hand-off is carried out as normal. On a 1, the
 * player refuses") — the same roll in both editions.
 */
import { message } from '../log/messages.js';
import type { D6TestSpec } from '../model/d6test.js';
import { d6Spec } from '../model/d6step.js';
import type { ModelContext } from '../model/model.js';
import { endLine, type State } from '../model/state.js';
import { flag, type NormaliseContext, type ModifierRow } from './kind.js';

/** The Animosity roll passes on this or more (both editions: a 1 refuses). */
export const ANIMOSITY_TARGET = 2;

/** The option a `handoff` or `pass` takes. */
export const animosityOption = flag.default(false).describe('The receiver is a team-mate the giver’s Animosity applies to: roll for it first');

/** The option, checked: `animosity: true` on a player without the trait is an error. */
export function checkAnimosity(animosity: boolean, ctx: NormaliseContext): boolean {
  if (animosity && !ctx.player.skills.has('Animosity')) throw ctx.error(['animosity'], message.animosityWithoutTrait(ctx.player.id));
  return animosity;
}

/** The Animosity roll of player `by`; passed, it goes on with `onPass` (the hand-off or the throw). */
export function animositySpec(by: number, ctx: ModelContext, onPass: (s: State) => State): D6TestSpec {
  return d6Spec(by, ctx, {
    label: `Animosity ${ANIMOSITY_TARGET}+`,
    passes: (natural) => natural >= ANIMOSITY_TARGET,
    onPass,
    // Refused: "their activation comes to an end" — no turnover.
    onFail: (s: State) => endLine(s, false),
  });
}

/** The modifier table's row for the option. */
export const ANIMOSITY_ROW: ModifierRow = {
  modifier: '`animosity: true` (Animosity, before the action)',
  bb2020: 'a D6 first: 1 refuses, the line ends stopped (seed 001)',
  bb2016: 'same (seed 004)',
};
