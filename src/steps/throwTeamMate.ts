/**
 * Throw Team-mate: a thrower with the Throw Team-mate trait throws a team-mate with Right Stuff (`thrown:`), who
 * must then land (`land: { marked }`). In order:
 *
 * 1. **Always Hungry** (on the thrower): a D6 before the throw, 2+ throws as normal; on a 1 the thrown player rolls
 *    a D6 to squirm free: 2+ and the throw is fumbled, a 1 and they are **eaten** (metric `eaten`; nothing saves
 *    them: no apothecary, no Regeneration). The first roll is the thrower's (Pro, team re-roll); the second the
 *    thrown player's (team re-roll with their Loner, never Pro: FFB rolls it as the thrown player's "escape").
 * 2. **The throw**, a Passing Ability test (bb2020) or the edition's pass roll (bb2016), quick or short only: its
 *    range modifier, −1 per mark on the thrower, the edition's `throwTeamMate.throwModifier` (bb2020 Strong Arm +1;
 *    bb2016 −1, Accurate, Strong Arm, Stunty as on a pass). bb2020: no passing skill helps (seed 001 Q&A); bb2016:
 *    the Pass re-roll and Nerves of Steel do ("worked out exactly the same as … passing a ball", seed 004). An
 *    accurate result (a superb throw) passes the test; any other result is a failed test the coach may re-roll or
 *    accept (nuffle works out both; FFB offers the re-roll only on a terrible or fumbled throw: UNCONFIRMED).
 * 3. **The landing**, an agility test of the thrown player: −1 per mark on the square they come down in, the
 *    throw's penalty by its result (`throwTeamMate.landing`: bb2020 superb 0, subpar −1, terrible −2, fumbled −1;
 *    bb2016 none), Swoop +1. Team re-roll (with the thrown player's Loner); never Pro (not the active player).
 *    Passed: the step succeeds. Failed: the thrown player is down (`playerDown`) and rolls armour, and injury when
 *    it breaks, with their own Stunty, Thick Skull, Decay and Regeneration (metrics `ownArmourBroken`, `ownKo`,
 *    `ownCas`); no turnover unless they held the ball (`ball: true`); the line ends there.
 *
 * Where the thrown player comes down (three scatters from the target square; a terrible throw deviates from the
 * thrower; a fumble drops them next to the thrower; Swoop's throw-in template) is geometry nuffle does not follow:
 * the landing square is taken to be empty, on the pitch, and marked `land.marked` times whatever the throw. The
 * thrower needs ST 5+ and the thrown player ST 3 or less where the edition says so (bb2020), and a Right Stuff
 * player is required. `kickTeamMate.ts` is the same action for Kick Team-mate.
 *
 * Sources: seed 001 Throw Team-mate, Right Stuff, Always Hungry, Strong Arm, Swoop, Stunty, Timmm-ber! Q&A; seed
 * 004 Throw Team-Mate, Right Stuff, Always Hungry, Swoop; bb2020.md "Landing"; FFB `StepThrowTeamMate`,
 * `ThrowTeamMateBehaviour`, `TtmMechanic` (bb2020: "roll == 6 || resultAfterModifiers >= passValue" accurate,
 * "<= 1" wildly inaccurate; range modifier of 2020), `StepRightStuff`, `StepAlwaysHungry` (the escape roll
 * re-rollable as the thrown player's); Jervis (`LandingModifier`: superb 0, successful −1, terrible −2,
 * fumbled −1, marked −1). The throw action itself (BB2020 rulebook p.52–53) is not in the shared texts.
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import type { ModelContext, StepModel } from '../model/model.js';
import { count, defineStep, THROWS_ON_PA, flag, type NormaliseContext, type NormalisedStep } from './kind.js';
import {
  type FumbleInstead, LANDING_ROWS, passLikeThrow, resultIndex, resultLandings, TEAM_MATE_OPTIONS, TEAM_MATE_RANGES, teamMateMetrics, teamMateModel, thrownTeamMate,
} from './teamMate.js';
import { D6_TEST_SKILLS } from '../model/d6step.js';
import { HARM_SKILLS } from '../model/contact/attack.js';
import { nextStep } from '../model/state.js';
import { starSafeFumble } from '../rules/star-ball.js';

const options = z.strictObject({
  ...TEAM_MATE_OPTIONS,
  range: z.enum(TEAM_MATE_RANGES).default('short'),
  disturbingPresence: count(11).default(0),
  sunny: flag.default(false).describe('Very Sunny weather'),
});

function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  if (!ctx.player.skills.has('Throw Team-mate')) throw ctx.error([], message.stepNeedsSkill('throwTeamMate', 'Throw Team-mate', ctx.player.id));
  const min = ctx.edition.throwTeamMate.throwerMinSt;
  if (min !== null && ctx.player.st < min) throw ctx.error([], message.throwerTooWeak(ctx.player.id, ctx.player.st, min));
  if (ctx.edition.writesTargets && !ctx.givesPa) throw ctx.error([], message.passNeedsPa(ctx.player.id));
  const thrown = thrownTeamMate('throwTeamMate', ctx);
  const { range, marked, land, ball, disturbingPresence, sunny } = given;
  return {
    label: ctx.label(`Throw ${ctx.players[thrown].id} (${range})${land.marked > 0 ? `, lands marked ${land.marked}` : ''}`),
    thrown, range, marked, landMarked: land.marked, ball, disturbingPresence, sunny,
    hungry: ctx.player.skills.has('Always Hungry'),
  };
}

export type ThrowTeamMateStep = NormalisedStep<'throwTeamMate', typeof normalise>;

function throwTeamMateModel(step: ThrowTeamMateStep, ctx: ModelContext): StepModel {
  const skills = ctx.scenario.players[step.by].skills;
  const extra = ctx.edition.throwTeamMate.throwModifier(skills, step.range);
  // Reliable (`rules/star-ball.ts`): a fumbled throw lands the thrown player safely, no landing test.
  const fumble = starSafeFumble(ctx.edition.id, skills) === null ? resultIndex('fumble') : LANDS_SAFELY;
  const how = { landings: resultLandings(ctx), throwPart: passLikeThrow(step, ctx, 'Throw Team-mate', extra), fumble };
  return teamMateModel(step, ctx, how, step.hungry);
}

/** A fumble that lands on its feet: on to the next step, with no phase of its own (the fumble is counted already). */
const LANDS_SAFELY: FumbleInstead = { part: { phases: 0, expand: () => { throw new Error('Reliable: no phase'); } }, start: (s) => nextStep(s) };

export const throwTeamMate = defineStep({
  kind: 'throwTeamMate',
  d6Tests: ['landing', 'throwTeamMate', 'other'],
  skills: [
    ...D6_TEST_SKILLS, ...HARM_SKILLS, 'Pass', 'Nerves of Steel', 'Accurate', 'Strong Arm',
    'Throw Team-mate', 'Always Hungry', 'Right Stuff', 'Swoop', 'Reliable',
  ],
  options,
  normalise,
  rollsAgainstAg: THROWS_ON_PA,
  modifiers: [
    { modifier: 'thrower', bb2020: 'Throw Team-mate and ST 5+ (seed 001); the thrown player Right Stuff and ST 3 or less', bb2016: 'Throw Team-mate; the thrown player Right Stuff (seed 004)' },
    { modifier: 'the throw: target', bb2020: 'PA (`pa:` is required)', bb2016: '7 − AG' },
    { modifier: 'range quick / short (no long or bomb)', bb2020: '0 / −1', bb2016: '+1 / 0' },
    { modifier: 'the throw', bb2020: 'no other modifier; no passing skill (Pass, Accurate, Nerves of Steel) helps (seed 001 Q&A)', bb2016: '−1 (seed 004); Accurate +1, Stunty −1, the Pass re-roll and Nerves of Steel as on a pass' },
    { modifier: 'Strong Arm', bb2020: '+1 (seed 001)', bb2016: '+1 on short' },
    { modifier: 'marks on the thrower, Disturbing Presence, Very Sunny', bb2020: '−1 each', bb2016: 'same' },
    { modifier: 'the throw’s result', bb2020: 'superb (accurate), subpar (inaccurate), terrible (wildly inaccurate), fumbled; all but superb may be re-rolled (FFB: terrible and fumbled only; UNCONFIRMED)', bb2016: 'accurate is as inaccurate (seed 004); fumbled' },
    ...LANDING_ROWS,
  ],
  model: throwTeamMateModel,
  reports: (step) => teamMateMetrics(step),
});
