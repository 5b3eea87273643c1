/**
 * Throw Bomb (Bombardier's Special action): the throw is a pass's — the Passing Ability test (bb2020; bb2016 7 − AG)
 * with the range, marks, Disturbing Presence, Very Sunny, Accurate / Cannoneer / Strong Arm by edition, the Pass
 * skill's re-roll, Pro and a team re-roll — and the opponents in its path may interfere with it (bb2016: intercept
 * it). Then, by how it came out:
 * - **accurate**: it comes down on the target square (`explosion.ts`: the occupant's catch, the explosion);
 * - **inaccurate**: the interferers may still deflect it (bb2020 −2), then it scatters three times from the target
 *   square (`landing.ts`: 24 of the 512 D8 sequences come back to it; elsewhere it finds only the victims placed
 *   with `at:`, and the `hit` opponent when it lands next to the target square);
 * - **wildly inaccurate** (bb2020): it deviates from the thrower, D6 squares away: nobody named is hit;
 * - **fumble**: it explodes in the thrower's square, a turnover; Safe Pass keeps it from exploding (seed 001 Q&A:
 *   "The bomb will not be dropped and will not explode … The player's activation will still end").
 * A deflected or intercepted bomb is followed no further: nobody named is hit, and it is no turnover (seed 001:
 * "caught by an opposition player, no Turnover is caused"; a deflected bomb "will scatter from the square they are
 * in", Q&A). Only the thrower's own hit is a turnover (seed 001; bb2016's seed 004 makes any team-mate knocked over
 * one, and no team-mate is named). The activation ends with the throw.
 * Sources: seed 001 Bombardier (and its Q&A), Safe Pass, Pass, Accurate, Cannoneer, Nerves of Steel; seed 004
 * Bombardier; bb2020.md "Pass", "Interference", "Activation rolls" ("Bombs: the square hit automatically, adjacent
 * 4+"); bb2016.md "Pass", "Interception".
 */
import { activationEnds, HARM_SKILLS } from '../../model/contact/attack.js';
import { D6_TEST_PHASES, type D6TestSpec } from '../../model/d6test.js';
import { combinedNeeds, D6_TEST_SKILLS, d6Spec, expandParts, partBase, type StepPart, testPart } from '../../model/d6step.js';
import type { ModelContext, StepModel } from '../../model/model.js';
import type { State } from '../../model/state.js';
import { goTo } from '../../model/state.js';
import { interferencePart, INTERFERENCE_ROWS, type PassInFlight } from '../interference.js';
import { defineStep, THROWS_ON_PA } from '../kind.js';
import { OWN_HARM } from '../movement.js';
import { signed, throwModifier } from '../throw.js';
import { bombExplosion } from './explosion.js';
import { OnceFlag } from '../../model/state.js';
import { ALL_YOU_CAN_EAT, starKaboom } from '../../rules/star-ball.js';
import { normalise, options, type BombStep } from './options.js';
import { firstBombEnds, isFirstBomb, isSecondBomb, sendOffPart } from './two-bombs.js';

function bombModel(step: BombStep, ctx: ModelContext): StepModel {
  // All You Can Eat (two-bombs.ts): her first bomb keeps the activation open; the send-off D6 ends her second.
  const first = isFirstBomb(step, ctx);
  const second = isSecondBomb(step, ctx);
  const activationOver = first ? firstBombEnds(step.by, activationEnds(step, ctx)) : activationEnds(step, ctx);
  let sendOffAt = 0;
  const ends = second ? (s: State) => goTo(s, sendOffAt, []) : activationOver;
  const thrower = ctx.scenario.players[step.by].skills;
  const flight = (result: 'accurate' | 'inaccurate'): PassInFlight => ({ thrower, range: step.range, rain: step.rain, result });
  const interfere = step.interferers.length > 0;
  // bb2016 intercepts accurate passes only (its `against.inaccurate` is null).
  const interfereInaccurate = interfere && ctx.edition.interference.against.inaccurate !== null;
  const sizes = [D6_TEST_PHASES, interfere ? 2 * step.interferers.length : 0, interfereInaccurate ? 2 * step.interferers.length : 0];
  const explosionAt = partBase(sizes.map((phases) => ({ phases })), 3);
  const explosion = bombExplosion(step, ctx, explosionAt, ends);
  const accurateAt = sizes[0];
  const inaccurateAt = sizes[0] + sizes[1];
  const onAccurate = interfere ? (s: State) => goTo(s, accurateAt, []) : explosion.landAccurately;
  const onInaccurate = interfereInaccurate ? (s: State) => goTo(s, inaccurateAt, []) : explosion.scatter;
  const spec = throwSpec(step, ctx, { onAccurate, onInaccurate, onFumble: explosion.fumble, onGone: ends });
  const parts: StepPart[] = [testPart(spec, ctx)];
  if (interfere) parts.push(interferencePart(step.interferers, flight('accurate'), ctx, explosion.landAccurately, ends));
  if (interfereInaccurate) parts.push(interferencePart(step.interferers, flight('inaccurate'), ctx, explosion.scatter, ends));
  parts.push(explosion);
  if (second) {
    sendOffAt = partBase(parts, parts.length);
    parts.push(sendOffPart(activationOver));
  }
  const needs = combinedNeeds([spec]);
  // Kaboom! reads the thrower's once-a-line flag (explosion.ts), and so does her first bomb (All You Can Eat).
  const readsFlag = first || starKaboom(ctx.edition.id, thrower) !== null;
  const reads = readsFlag ? [...new Set([...(needs.reads ?? []), OnceFlag.Special])] : needs.reads;
  return {
    step, expand: (s: State) => expandParts(parts, s), ...needs, ...(reads === undefined ? {} : { reads }),
    targets: step.victims.map((v) => v.opponent), targetReads: 'onPitch' as const,
  };
}

/** Where the throw goes by how it came out. */
interface ThrowOutcomes {
  onAccurate(s: State): State;
  onInaccurate(s: State): State;
  onFumble(s: State): State;
  /** Wildly inaccurate, or a fumble Safe Pass holds on to: nobody named is hit. */
  onGone(s: State): State;
}

/** The throw as a D6 test that passes on an accurate bomb; a coach may re-roll anything short of that. */
function throwSpec(step: BombStep, ctx: ModelContext, outcomes: ThrowOutcomes): D6TestSpec {
  const player = ctx.scenario.players[step.by];
  const target = ctx.edition.passTarget(player);
  const modifier = throwModifier(step.by, step, ctx);
  const resultOf = (natural: number, bonus: number) => ctx.edition.passResult(natural, modifier + bonus, target);
  const safePass = player.skills.has('Safe Pass');
  const onFail = (s: State, natural: number, bonus: number): State => {
    switch (resultOf(natural, bonus)) {
      case 'inaccurate':
        return outcomes.onInaccurate(s);
      case 'wildlyInaccurate':
        return outcomes.onGone(s);
      default:
        return safePass && ctx.edition.safePassKeepsBall(natural) ? outcomes.onGone(s) : outcomes.onFumble(s);
    }
  };
  return d6Spec(step.by, ctx, {
    label: `Throw Bomb (${step.range}) ${target === null ? '-' : `${target}+`}${modifier === 0 ? '' : ` ${signed(modifier)}`}`,
    passes: (natural, bonus) => resultOf(natural, bonus) === 'accurate',
    skillReroll: player.skills.has('Pass') ? { name: 'Pass' } : null,
    onPass: outcomes.onAccurate,
    onFail,
  });
}

export const bomb = defineStep({
  kind: 'bomb',
  // An opponent in the landing square may catch the bomb (explosion.ts); HARM_SKILLS: its victims' injuries.
  d6Tests: ['other'],
  skills: [
    ...D6_TEST_SKILLS, ...HARM_SKILLS, 'Pass', 'Nerves of Steel', 'Accurate', 'Cannoneer', 'Safe Pass', 'Bombardier',
    'Catch', 'Diving Catch', 'Extra Arms', 'Monstrous Mouth', 'No Hands',
    // A Standing victim's Steady Footing (bb2025, explosion.ts); an interferer's Yoink! (interference.ts).
    'Steady Footing', 'Yoink!', 'Kaboom!', ALL_YOU_CAN_EAT,
  ],
  options,
  normalise,
  rollsAgainstAg: THROWS_ON_PA,
  modifiers: [
    { modifier: 'the throw', bb2020: 'as a `pass` of its range: PA, range, marks, Disturbing Presence, Very Sunny, Accurate, Cannoneer (seed 001: "using the rules for Pass action")', bb2016: 'as a `pass`: 7 − AG, range, marks, Strong Arm, Stunty' },
    { modifier: 'accurate', bb2020: 'on the target square: its Standing occupant tries to catch it (0); else it explodes there', bb2016: 'same (catch +1)' },
    { modifier: 'inaccurate', bb2020: 'scatters three times from the target square; caught at −1 where it lands on a Standing victim', bb2016: 'same (catch 0)' },
    { modifier: 'wildly inaccurate', bb2020: 'deviates from the thrower: nobody named is hit', bb2016: '(no such result)' },
    { modifier: 'fumble', bb2020: 'explodes on the thrower: `playerDown`, its armour and injury, a turnover; Safe Pass: no explosion, no turnover', bb2016: 'same; Safe Throw only on a modified fumble' },
    { modifier: 'caught', bb2020: 'a D6: 4+ it explodes in the catcher’s square, 1–3 it is thrown on (nobody named hit)', bb2016: 'thrown on at once (seed 004): nobody named hit' },
    { modifier: 'the explosion', bb2020: 'the player in the square hit automatically, each one around on 4+', bb2016: 'same' },
    { modifier: 'armour or injury of each player hit', bb2020: '+1 on either, after the roll (the thrower’s coach)', bb2016: 'no bonus' },
    { modifier: 'each interferer (`interference`): its AG test against the bomb', bb2020: 'interference: −3 accurate, −2 inaccurate (an inaccurate bomb is followed too)', bb2016: 'interception: 7 − AG, −2, accurate bombs only' },
    ...INTERFERENCE_ROWS.filter((row) => !row.modifier.startsWith('a deflection') && !row.modifier.startsWith('each interferer')),
    { modifier: 'a deflection or interception', bb2020: 'the bomb is followed no further: nobody named is hit, no turnover', bb2016: 'same' },
  ],
  model: bombModel,
  reports: () => OWN_HARM,
});
