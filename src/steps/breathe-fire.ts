/**
 * Breathe Fire (a special action, or in place of a Blitz's block; the activation ends after it) against a Standing
 * opponent the player marks: a D6, −1 when the target has ST 5 or more. A natural 6 knocks the target down (an
 * armour roll); otherwise a modified 4+ places it prone (no armour roll); 2–3 does nothing; a modified 1 or lower
 * knocks the fire-breather down (its own armour roll, a turnover). The roll is an ordinary one of the team's turn:
 * team re-roll (with Loner) and Pro may re-roll a result of 3 or less (a knock-down or a placed prone the coach keeps).
 * Mighty Blow and Claws do not apply (not a Block action). Per-result odds, ST ≤ 4: self 1/6, nothing 2/6, prone
 * 2/6, knocked down 1/6; ST ≥ 5: 2/6, 2/6, 1/6, 1/6.
 *
 * Sources: ../shared/rules/bb2025-skills.md "New to the analyzer but already in BB2020" (S25; S20's erratum "1 or
 * lower", the same dice in both editions; FFB `S/step/bb2025/block/StepBreatheFire.java`); bb2025-skills.md
 * point 16 (a modified 0 read as a failure, UNCONFIRMED). Not modelled here: the target's Foul Appearance (write an
 * `activation` step with `trait: Foul Appearance` before it) and Steady Footing on either player.
 */
import { activationEnds, HARM_SKILLS, ownHitSpec, specialAttackHarm } from '../model/contact/attack.js';
import { expandHarm, startHarm } from '../model/contact/harm.js';
import { isStanding, record } from '../model/contact/victim.js';
import { D6_TEST_PHASES, expandD6Test } from '../model/d6test.js';
import { D6_TEST_SKILLS, d6Spec, d6TestNeeds } from '../model/d6step.js';
import type { ModelContext, StepModel, Transition } from '../model/model.js';
import type { ChanceNode } from '../model/node.js';
import { Out, TargetCondition } from '../model/outcome.js';
import { endLine, goTo, nextStep, setOut, type State } from '../model/state.js';
import { normaliseSpecial, SPECIAL_OPTIONS } from './contact.js';
import { defineStep, NO_AG, type NormalisedStep } from './kind.js';
import { OWN_HARM } from './movement.js';

const options = SPECIAL_OPTIONS;
const normalise = normaliseSpecial('breatheFire', 'Breathe Fire', 'Breathe Fire at');

export type BreatheFireStep = NormalisedStep<'breatheFire', typeof normalise>;

/** "−1 if the target has ST ≥ 5"; "Modified 4+ … target PP"; "Modified 1 or lower: the fire-breather is KD". */
export const BREATHE_FIRE = { bigTargetSt: 5, bigTargetModifier: -1, prone: 4, selfAtOrBelow: 1, knockDownNatural: 6 } as const;

/** The D6's modifier against a target of strength `st`. */
export function breatheFireModifier(st: number): number {
  return st >= BREATHE_FIRE.bigTargetSt ? BREATHE_FIRE.bigTargetModifier : 0;
}

/** Phases: the D6 test (0–3), which passing face it was (4), then the armour rolls (5 on). */
const WHICH = D6_TEST_PHASES;
const HARM = WHICH + 1;
const TARGET = 0;
const SELF = 1;

function breatheFireModel(step: BreatheFireStep, ctx: ModelContext): StepModel {
  const modifier = breatheFireModifier(ctx.scenario.opponents[step.target].st);
  const ends = activationEnds(step, ctx);
  const turnover = (s: State) => endLine(s, true);
  const knockedDown = { ...specialAttackHarm(ctx, step.by, step.target, 0, ends), heldCondition: TargetCondition.ArmourHeld };
  const specs = [knockedDown, ownHitSpec(ctx, step.by, 0, turnover)];
  // Passing faces: a modified 4+ (natural 6 included); among them only the natural 6 knocks down.
  const passing = [1, 2, 3, 4, 5, 6].filter((n) => n + modifier >= BREATHE_FIRE.prone).length;
  const test = d6Spec(step.by, ctx, {
    label: `Breathe Fire ${BREATHE_FIRE.prone - modifier}+`,
    passes: (natural) => natural + modifier >= BREATHE_FIRE.prone,
    onPass: (s) => goTo(s, WHICH, []),
    onFail: (s, natural) => (natural + modifier <= BREATHE_FIRE.selfAtOrBelow
      ? startHarm(setOut(s, Out.PlayerDown, 1), HARM, SELF)
      : ends(s)),
  });
  const which = (s: State): ChanceNode => ({
    kind: 'chance', label: 'Breathe Fire: which face', total: passing,
    outcomes: [
      { weight: 1, label: '6 (Knocked Down)', next: startHarm(s, HARM, TARGET) },
      { weight: passing - 1, label: 'Placed Prone', next: ends(record(s, step.target, TargetCondition.PlacedProne)) },
    ].filter((o) => o.weight > 0),
  });
  function expand(s: State): Transition {
    if (s.phase === 0 && s.regs.length === 0 && !isStanding(s, step.target)) return nextStep(s);
    if (s.phase < WHICH) return expandD6Test(test, s, 0, ctx);
    if (s.phase === WHICH) return which(s);
    return expandHarm(specs, s, HARM, ctx);
  }
  return { step, expand, ...d6TestNeeds(test), targetReads: 'standing' };
}

export const breatheFire = defineStep({
  kind: 'breatheFire', options, normalise, rollsAgainstAg: NO_AG,
  modifiers: [
    { modifier: 'target ST 5 or more', bb2020: '−1 (seed 001 erratum, S20)', bb2016: '(not a bb2016 trait)' },
    { modifier: 'result', bb2020: 'natural 6 knocked down; modified 4+ placed prone; 2–3 nothing; modified 1 or lower the fire-breather knocked down (a turnover)', bb2016: '(not a bb2016 trait)' },
  ],
  model: breatheFireModel, reports: () => OWN_HARM,
  skills: [...D6_TEST_SKILLS, ...HARM_SKILLS, 'Breathe Fire'],
});
