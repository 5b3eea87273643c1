/**
 * A star's Frenzy for one Blitz (Frenzied Rush, `rules/star-blocks.ts`): declared, the blocker has Frenzy for the
 * block and loses Grab; the declaration is the player's `OnceFlag.Special` (once a line — the star has no other
 * rule that marks it). The block step's `frenziedRush:` fixes it (the coach declared it, or not, at the activation's
 * start); left out, the solver chooses at the block, before its dice — a coach declares it at the activation's
 * start, so where dice of the same activation come before the block the choice knows them (UNCONFIRMED
 * simplification: write `frenziedRush:` for the declaration as made).
 */
import type { ModelContext, Transition } from '../../model/model.js';
import { goTo, hasUsed, markUsed, OnceFlag, type State } from '../../model/state.js';
import { frenzyForBlitzRule } from '../../rules/star-blocks.js';
import type { BlockStep } from './options.js';

export interface FrenziedRushPart {
  /** The blocker's rule, or null when it has none here (no such rule, not a Blitz, or Frenzy of its own). */
  readonly rule: string | null;
  /** Whether the blocker has Frenzy in `s`: its own, or declared. */
  frenzy(s: State): boolean;
  /** At the first block's start: the declaration still to make (the coach's choice), or the state to go on from. */
  declare(s: State, proceed: (s: State) => State, phase: number): State;
  /** The coach's choice at `phase`. */
  choice(s: State, proceed: (s: State) => State): Transition;
}

export function frenziedRushPart(step: BlockStep, ctx: ModelContext): FrenziedRushPart {
  const skills = ctx.scenario.players[step.by].skills;
  const own = skills.has('Frenzy');
  const rule = own ? null : frenzyForBlitzRule(ctx.edition.id, skills, step.blitz);
  const declared = (s: State) => rule !== null && hasUsed(s, step.by, OnceFlag.Special);
  const take = (s: State) => markUsed(s, step.by, OnceFlag.Special);
  return {
    rule,
    frenzy: (s) => own || declared(s),
    declare(s, proceed, phase) {
      // Frenzy's second block (its flag marked) or a rule already spent: nothing to declare.
      if (rule === null || hasUsed(s, step.by, OnceFlag.Frenzy) || hasUsed(s, step.by, OnceFlag.Special)) return proceed(s);
      if (step.frenziedRush !== null) return proceed(step.frenziedRush ? take(s) : s);
      return goTo(s, phase, []);
    },
    choice: (s, proceed) => ({
      kind: 'choice', by: 'coach', label: `${rule}?`, options: [
        { label: `${rule}: Frenzy for this Blitz`, next: proceed(take(s)) },
        { label: `no ${rule}`, next: proceed(s) },
      ],
    }),
  };
}
