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
 * `activation` step with `trait: Foul Appearance` before it). bb2025 Steady Footing saves the knock-downs: the
 * target's 6 (its own D6, no re-roll in our turn) or the fire-breather's (a D6 test, team re-roll and Pro).
 */
import { activationEnds, HARM_SKILLS, ownHitSpec, specialAttackHarm } from '../model/contact/attack.js';
import { expandHarm, startHarm } from '../model/contact/harm.js';
import { isStanding, record } from '../model/contact/victim.js';
import { D6_TEST_PHASES, expandD6Test } from '../model/d6test.js';
import { combinedNeeds, D6_TEST_SKILLS, d6Spec, d6TestNeeds } from '../model/d6step.js';
import { STEADY_FOOTING_TARGET, steadyFootingSpec } from '../model/steady-footing.js';
import type { ModelContext, StepModel, Transition } from '../model/model.js';
import { rollDie, type ChanceNode } from '../model/node.js';
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

/**
 * Phases: the D6 test (0–3), which passing face it was (4), the target's Steady Footing (5), the fire-breather's
 * (6–9, a D6 test), then the armour rolls (10 on).
 */
const WHICH = D6_TEST_PHASES;
const TARGET_STEADY = WHICH + 1;
const OWN_STEADY = TARGET_STEADY + 1;
const HARM = OWN_STEADY + D6_TEST_PHASES;
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
  // Steady Footing (bb2025) "saves only the KD cases" (bb2025-skills.md Breathe Fire): the target's a plain D6 in our
  // turn, the fire-breather's a D6 test of its own (team re-roll, Pro).
  const selfDown = (s: State) => startHarm(setOut(s, Out.PlayerDown, 1), HARM, SELF);
  const ownSteady = ctx.scenario.players[step.by].skills.has('Steady Footing') ? steadyFootingSpec(step.by, ctx, ends, selfDown) : null;
  const targetSteady = ctx.scenario.opponents[step.target].skills.has('Steady Footing');
  const test = d6Spec(step.by, ctx, {
    label: `Breathe Fire ${BREATHE_FIRE.prone - modifier}+`,
    passes: (natural) => natural + modifier >= BREATHE_FIRE.prone,
    onPass: (s) => goTo(s, WHICH, []),
    onFail: (s, natural) => (natural + modifier <= BREATHE_FIRE.selfAtOrBelow
      ? (ownSteady ? goTo(s, OWN_STEADY, []) : selfDown(s))
      : ends(s)),
  });
  const which = (s: State): ChanceNode => ({
    kind: 'chance', label: 'Breathe Fire: which face', total: passing,
    outcomes: [
      { weight: 1, label: '6 (Knocked Down)', next: targetSteady ? goTo(s, TARGET_STEADY, []) : startHarm(s, HARM, TARGET) },
      { weight: passing - 1, label: 'Placed Prone', next: ends(record(s, step.target, TargetCondition.PlacedProne)) },
    ].filter((o) => o.weight > 0),
  });
  function expand(s: State): Transition {
    if (s.phase === 0 && s.regs.length === 0 && !isStanding(s, step.target)) return nextStep(s);
    if (s.phase < WHICH) return expandD6Test(test, s, 0, ctx);
    if (s.phase === WHICH) return which(s);
    if (s.phase === TARGET_STEADY) {
      return rollDie(`Steady Footing ${STEADY_FOOTING_TARGET}+ (target)`, 6, (d) => (d >= STEADY_FOOTING_TARGET ? ends(s) : startHarm(s, HARM, TARGET)));
    }
    if (ownSteady && s.phase < HARM) return expandD6Test(ownSteady, s, OWN_STEADY, ctx);
    return expandHarm(specs, s, HARM, ctx);
  }
  return { step, expand, ...(ownSteady ? combinedNeeds([test, ownSteady]) : d6TestNeeds(test)), targetReads: 'standing' };
}

export const breatheFire = defineStep({
  kind: 'breatheFire', options, normalise, rollsAgainstAg: NO_AG, d6Tests: ['other'],
  modifiers: [
    { modifier: 'target ST 5 or more', bb2020: '−1 (seed 001 erratum, S20)', bb2016: '(not a bb2016 trait)' },
    { modifier: 'result', bb2020: 'natural 6 knocked down; modified 4+ placed prone; 2–3 nothing; modified 1 or lower the fire-breather knocked down (a turnover)', bb2016: '(not a bb2016 trait)' },
  ],
  model: breatheFireModel, reports: () => OWN_HARM,
  skills: [...D6_TEST_SKILLS, ...HARM_SKILLS, 'Breathe Fire', 'Steady Footing'],
});
