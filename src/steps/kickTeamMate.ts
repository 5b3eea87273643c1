/**
 * Kick Team-mate: a kicker with the Kick Team-mate trait kicks a team-mate with Right Stuff (`thrown:`), who must
 * then land, as `throwTeamMate.ts` lands them (the landing test, its marks, Swoop, a failed landing's armour and
 * injury, `ball:`).
 *
 * - bb2020 (seed 001 Kick Team-mate: "follow the rules for Throw Team-mates actions"): the kick is the Throw
 *   Team-mate roll, quick or short, without Strong Arm (a Throw Team-mate skill); but **a fumble** removes the
 *   kicked player from play and rolls injury, **no armour roll**, a Stunned result counting as KO'd; the kicker's
 *   Mighty Blow (+X), which "the coach of the opposing team may use", goes on that roll (the opposing coach always
 *   would: it only makes it worse). The kicker's Always Hungry is rolled before the kick as for a throw (FFB;
 *   UNCONFIRMED: the trait names the Throw Team-mate action).
 * - bb2016 (seed 004 Kick Team-Mate, part of a Blitz): no roll to hit; "a D6 for a short kick or 2D6 for a riskier
 *   long kick" of squares. A double on 2D6: "make an Injury roll for the target player, treating Stunned results as
 *   KO'd". Otherwise the kicked player flies that far, scatters three times and lands: "If the player moved 6, 7 or
 *   8 squares … −1; if they moved 9 or more … −2". No re-roll of the distance dice (none is named); no Always Hungry.
 *
 * The kicked player counts as down (`playerDown`) when the fumble removes them; no turnover unless they held the
 * ball. Sources: seed 001 Kick Team-mate; seed 004 Kick Team-Mate, Right Stuff, Swoop; FFB `StepThrowTeamMate`
 * (`kicked`), `StepRightStuff` (`InjuryTypeFumbledKtm`), bb2016 `RightStuffModifierCollection` ("Medium Kick" 1,
 * "Long Kick" 2).
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { HARM_SKILLS, ownHitSpec } from '../model/contact/attack.js';
import { expandHarm, startInjury } from '../model/contact/harm.js';
import { mightyBlowOf } from '../model/contact/blockHarm.js';
import { HARM_PHASES, type HarmSpec } from '../model/contact/harmSpec.js';
import { grouped2d6, weighted } from '../model/contact/dice.js';
import type { ModelContext, StepModel } from '../model/model.js';
import { Out } from '../model/outcome.js';
import { endLine, setOut, type State } from '../model/state.js';
import { count, defineStep, NO_AG, flag, type NormaliseContext, type NormalisedStep } from './kind.js';
import {
  LANDING_ROWS, passLikeThrow, resultLandings, TEAM_MATE_OPTIONS, teamMateMetrics, teamMateModel, thrownTeamMate,
  type FumbleInstead, type LandingKind, type TeamMateFlight, type TeamMateThrow, type ThrowOutcomes,
} from './teamMate.js';
import { D6_TEST_SKILLS } from '../model/d6step.js';

const KICK_RANGES = ['quick', 'short', 'long'] as const;

const options = z.strictObject({
  ...TEAM_MATE_OPTIONS,
  range: z.enum(KICK_RANGES).default('short').describe('bb2020: quick or short, the range of the kick; bb2016: short (a D6 of squares) or long (2D6)'),
  disturbingPresence: count(11).default(0),
  sunny: flag.default(false).describe('Very Sunny weather'),
});

function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  if (!ctx.player.skills.has('Kick Team-mate')) throw ctx.error([], message.stepNeedsSkill('kickTeamMate', 'Kick Team-mate', ctx.player.id));
  const rules = ctx.edition.kickTeamMate;
  if (!rules.ranges.includes(given.range)) throw ctx.error(['range'], message.kickRange(given.range, ctx.edition.id, rules.ranges));
  if (rules.roll === 'throw' && ctx.edition.writesTargets && !ctx.givesPa) throw ctx.error([], message.passNeedsPa(ctx.player.id));
  const thrown = thrownTeamMate('kickTeamMate', ctx);
  const { range, marked, land, ball, disturbingPresence, sunny } = given;
  return {
    label: ctx.label(`Kick ${ctx.players[thrown].id} (${range})${land.marked > 0 ? `, lands marked ${land.marked}` : ''}`),
    thrown, range, marked, landMarked: land.marked, ball, disturbingPresence, sunny,
    hungry: rules.alwaysHungry && ctx.player.skills.has('Always Hungry'),
  };
}

export type KickTeamMateStep = NormalisedStep<'kickTeamMate', typeof normalise>;

/**
 * The fumbled kick: the kicked player's injury roll, no armour, Stunned as KO'd; the kicker's Mighty Blow where it
 * hurts (bb2020, placed by the opposing coach); no turnover unless they held the ball.
 */
function fumbledKick(step: TeamMateFlight, ctx: ModelContext, mightyBlow: boolean): FumbleInstead {
  const kicker = ctx.scenario.players[step.by].skills;
  const blow = mightyBlow && ctx.edition.mightyBlowOnKickFumble ? mightyBlowOf(ctx, kicker) : 0;
  const spec: HarmSpec = {
    ...ownHitSpec(ctx, step.thrown, 0, (s) => endLine(s, step.ball)),
    label: 'Injury (kicked, Stunned as KO)',
    bonus: blow > 0 ? { name: 'Mighty Blow', amount: blow, whereItHurts: true } : null,
    injuryModifiable: true,
    stunnedIsKo: true,
  };
  return {
    part: { phases: HARM_PHASES, expand: (s, base) => expandHarm([spec], s, base, ctx) },
    start: (s, base) => startInjury(setOut(s, Out.PlayerDown, 1), base, 0),
  };
}

/** bb2016's landings by the squares kicked (seed 004): up to 5, 6–8 (−1), 9 or more (−2). */
const KICK_LANDINGS: readonly LandingKind[] = [
  { name: 'kicked up to 5', penalty: 0, reached: true },
  { name: 'kicked 6-8', penalty: -1, reached: true },
  { name: 'kicked 9+', penalty: -2, reached: true },
];

function kickLanding(squares: number): number {
  if (squares >= 9) return 2;
  return squares >= 6 ? 1 : 0;
}

/** bb2016's kick: a D6 (short: 1-5 squares or 6) or 2D6 (long) of squares, a double on 2D6 fumbling it. */
function distanceKick(step: KickTeamMateStep) {
  return (to: ThrowOutcomes) => {
    const expand = (s: State) => {
      if (step.range === 'short') {
        return weighted('Kick (D6 squares)', [
          { label: '1-5', weight: 5, next: () => to.land(kickLanding(5))(s) },
          { label: '6', weight: 1, next: () => to.land(kickLanding(6))(s) },
        ]);
      }
      return grouped2d6('Kick (2D6 squares; a double fumbles)', true,
        (sum, double) => (double ? 'fumbled' : String(kickLanding(sum))),
        (sum, double) => (double ? to.fumbled(s) : to.land(kickLanding(sum))(s)));
    };
    return { part: { phases: 1, expand }, specs: [] };
  };
}

function kickTeamMateModel(step: KickTeamMateStep, ctx: ModelContext): StepModel {
  const rules = ctx.edition.kickTeamMate;
  const how: TeamMateThrow = rules.roll === 'throw'
    ? { landings: resultLandings(ctx), throwPart: passLikeThrow(step, ctx, 'Kick Team-mate', 0), fumble: fumbledKick(step, ctx, true) }
    : { landings: KICK_LANDINGS, throwPart: distanceKick(step), fumble: fumbledKick(step, ctx, false) };
  return teamMateModel(step, ctx, how, step.hungry);
}

export const kickTeamMate = defineStep({
  kind: 'kickTeamMate',
  d6Tests: ['landing', 'other'],
  skills: [...D6_TEST_SKILLS, ...HARM_SKILLS, 'Mighty Blow', 'Kick Team-mate', 'Always Hungry', 'Right Stuff', 'Swoop'],
  options,
  normalise,
  // bb2020 kicks on PA; bb2016 rolls no test of the kicker.
  rollsAgainstAg: NO_AG,
  modifiers: [
    { modifier: 'kicker', bb2020: 'Kick Team-mate; the kicked player Right Stuff and ST 3 or less', bb2016: 'Kick Team-mate; the kicked player Right Stuff (seed 004)' },
    { modifier: 'the kick', bb2020: 'the Throw Team-mate roll against PA, range quick 0 / short −1, marks, Disturbing Presence, Very Sunny −1 each; no Strong Arm', bb2016: 'no roll to hit: `short` a D6 of squares, `long` 2D6' },
    { modifier: 'a fumble', bb2020: 'the kicked player is removed: an injury roll, no armour, Stunned as KO’d, the kicker’s Mighty Blow on it', bb2016: 'a double on the `long` 2D6: the same injury roll, no Mighty Blow' },
    { modifier: 'landing after the kick', bb2020: 'superb 0 / subpar −1 / terrible −2, as a throw', bb2016: '6–8 squares −1, 9 or more −2 (seed 004)' },
    { modifier: 'Always Hungry (kicker)', bb2020: 'rolled as for a throw (FFB; UNCONFIRMED)', bb2016: 'not rolled (seed 004 names the throw only)' },
    ...LANDING_ROWS.filter((row) => !row.modifier.startsWith('landing after') && !row.modifier.startsWith('Always Hungry')),
  ],
  model: kickTeamMateModel,
  reports: (step) => teamMateMetrics(step),
});
