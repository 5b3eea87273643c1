/**
 * What a Throw Team-mate and a Kick Team-mate share (`throwTeamMate.ts`, `kickTeamMate.ts`): the options, the thrown
 * player's checks, and the model — Always Hungry's two rolls, the throw (a part the kind supplies), a landing test per
 * way the thrown player may come down, their armour and injury after a failed landing. The rules and their sources
 * are in `throwTeamMate.ts`'s comment.
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { ownHitSpec } from '../model/contact/attack.js';
import { expandHarm, startHarm } from '../model/contact/harm.js';
import { HARM_PHASES, type HarmSpec } from '../model/contact/harmSpec.js';
import { agilityPasses, D6_TEST_PHASES, type D6TestSpec } from '../model/d6test.js';
import { combinedNeeds, d6Spec, expandParts, passed, targetLabel, testPart, type StepPart } from '../model/d6step.js';
import type { ModelContext, StepModel } from '../model/model.js';
import { Out } from '../model/outcome.js';
import { endLine, goTo, setOut, type State } from '../model/state.js';
import type { PassResult } from '../rules/types.js';
import type { MetricName, StepBase } from '../vocabulary/index.js';
import { OWN_HARM } from './movement.js';
import { count, flag, STEP_BASE_OPTIONS, type ModifierRow, type NormaliseContext } from './kind.js';

/** Throw Team-mate reaches quick and short passes only (seed 004: "Long Pass or Long Bomb range passes are not possible"). */
export const TEAM_MATE_RANGES = ['quick', 'short'] as const;

/** The options a Throw or Kick Team-mate step shares. */
export const TEAM_MATE_OPTIONS = {
  ...STEP_BASE_OPTIONS,
  thrown: z.string().describe('The team-mate with Right Stuff who is thrown (a key of players:)'),
  marked: count(8).default(0).describe('Opponents marking the thrower'),
  land: z.strictObject({ marked: count(8).default(0).describe('Opponents marking the square the thrown player lands in') })
    .default({ marked: 0 }).describe('Where the thrown player comes down'),
  ball: flag.default(false).describe('The thrown player holds the ball: a failed landing (or being eaten) is a turnover'),
};

/** The thrown player, checked: a team-mate with Right Stuff, ST low enough where the edition limits it, with an `ag:`. */
export function thrownTeamMate(kind: string, ctx: NormaliseContext): number {
  const thrown = ctx.teammate('thrown');
  const player = ctx.players[thrown];
  if (!player.skills.has('Right Stuff')) throw ctx.error(['thrown'], message.thrownNeedsRightStuff(kind, player.id));
  const max = ctx.edition.throwTeamMate.thrownMaxSt;
  if (max !== null && player.st > max) throw ctx.error(['thrown'], message.thrownTooStrong(player.id, player.st, max));
  if (!ctx.givesAg(thrown)) throw ctx.error(['thrown'], message.agNeeded(kind, player.id, ctx.edition.writesTargets ? '3+' : '3'));
  return thrown;
}

/** What the model of a Throw or Kick Team-mate reads of its step. */
export interface TeamMateFlight extends StepBase {
  readonly thrown: number;
  readonly landMarked: number;
  readonly ball: boolean;
  /** The thrower has Always Hungry. */
  readonly hungry: boolean;
}

/**
 * The metrics a team-mate throw reports: `eaten` when the thrower is Always Hungry, the thrown player's harm, and
 * where the throw went: `reachedAndLanded` (it reached its target square and the player landed on its feet: the
 * coach's "does the Goblin land where I aimed"; `success` also counts a player who lands on its feet after a fumble)
 * and `throwFumbled`.
 */
export function teamMateMetrics(step: TeamMateFlight): MetricName[] {
  return [...(step.hungry ? ['eaten' as const] : []), 'reachedAndLanded', 'throwFumbled', ...OWN_HARM];
}

/** One way the thrown player may come down: its name in labels, its penalty to the landing test, and whether it came from the target square. */
export interface LandingKind {
  readonly name: string;
  readonly penalty: number;
  /** The thrown player scatters from the target square (not after a fumble): bb2025's Swoop may skip it. */
  readonly scatters?: boolean;
  /**
   * The throw reached its target square before the player came down (a superb or subpar throw, which scatter from
   * there; a kick's distance): not a terrible throw, which deviates from the thrower, nor a fumble (Jervis
   * `ThrowTeamMateAction`: superb and successful "make it to its target square", terrible deviates, fumbled apart).
   */
  readonly reached: boolean;
}

/** Where a throw sends the line: to landing `i` of its `landings`, or to what a fumble does. */
export interface ThrowOutcomes {
  land(i: number): (s: State) => State;
  readonly fumbled: (s: State) => State;
}

/** How one kind of team-mate throw goes: its landings, its roll, and what a fumble does. */
export interface TeamMateThrow {
  readonly landings: readonly LandingKind[];
  /** The throw as a part of the step (and the D6 tests in it, for the state's needs). */
  throwPart(to: ThrowOutcomes): { readonly part: StepPart; readonly specs: readonly D6TestSpec[] };
  /** A fumble lands as landing `number`, or does something else in a part of its own. */
  readonly fumble: number | FumbleInstead;
}

/** What a fumble does instead of a landing: its own part of the step, entered at its first phase `base`. */
export interface FumbleInstead {
  readonly part: StepPart;
  start(s: State, base: number): State;
}

const RESULTS: readonly PassResult[] = ['accurate', 'inaccurate', 'wildlyInaccurate', 'fumble'];

/** The landings after each result of a pass-like throw, with the edition's penalties (`throwTeamMate.landing`). */
export function resultLandings(ctx: ModelContext): LandingKind[] {
  return RESULTS.map((r) => ({ name: RESULT_WORDS[r], penalty: ctx.edition.throwTeamMate.landing[r], scatters: r !== 'fumble', reached: r === 'accurate' || r === 'inaccurate' }));
}

/** The index of a result's landing in `resultLandings`. */
export function resultIndex(r: PassResult): number {
  return RESULTS.indexOf(r);
}

/** The landing line ends: no turnover unless the thrown player held the ball. */
function thrownDown(step: TeamMateFlight): (s: State) => State {
  return (s) => endLine(s, step.ball);
}

/**
 * The model of a team-mate throw: Always Hungry's two rolls (when `hungry`), the throw, a landing test per way
 * the thrown player may come down (each its own penalty), the thrown player's armour and injury after a failed
 * landing, and what a fumble does when it does not land.
 */
export function teamMateModel(step: TeamMateFlight, ctx: ModelContext, how: TeamMateThrow, hungry: boolean): StepModel {
  const escapeAt = hungry ? D6_TEST_PHASES : 0;
  const throwAt = hungry ? 2 * D6_TEST_PHASES : 0;
  // The throw's part says where it goes before its length is known: the phases after it are filled in below.
  let landingsAt = 0;
  let fumbleAt = 0;
  const landingAt = (i: number) => landingsAt + i * D6_TEST_PHASES;
  const to: ThrowOutcomes = {
    land: (i) => (s) => goTo(s, landingAt(i), []),
    fumbled: (raw) => {
      const s = setOut(raw, Out.ThrowFumbled, 1);
      return typeof how.fumble === 'number' ? goTo(s, landingAt(how.fumble), []) : how.fumble.start(s, fumbleAt);
    },
  };
  const thrown = how.throwPart(to);
  landingsAt = throwAt + thrown.part.phases;
  const harmAt = landingAt(how.landings.length);
  fumbleAt = harmAt + HARM_PHASES;
  const hungerSpecs = hungry
    ? [alwaysHungrySpec(step, ctx, (s) => goTo(s, throwAt, []), (s) => goTo(s, escapeAt, [])), escapeSpec(step, ctx, to.fumbled)]
    : [];
  const landings = how.landings.map((kind) => landingSpec(step, ctx, kind, (s) => startHarm(setOut(s, Out.PlayerDown, 1), harmAt, 0)));
  const harm: HarmSpec[] = [ownHitSpec(ctx, step.thrown, 0, thrownDown(step))];
  const parts: StepPart[] = [
    ...hungerSpecs.map((spec) => testPart(spec, ctx)),
    thrown.part,
    ...landings.map((spec) => testPart(spec, ctx)),
    { phases: HARM_PHASES, expand: (s, base) => expandHarm(harm, s, base, ctx) },
    ...(typeof how.fumble === 'number' ? [] : [how.fumble.part]),
  ];
  return {
    step, expand: (s: State) => expandParts(parts, s), ...combinedNeeds([...hungerSpecs, ...thrown.specs, ...landings]),
    raises: [Out.ReachedAndLanded, Out.ThrowFumbled],
  };
}

/** The phases of the armour → injury sequence (`model/contact/harmSpec.ts`). */

/** Always Hungry: "On a roll of 2+, continue with the throw as normal. On a roll of 1 …" (seed 001). */
const HUNGRY_TARGET = 2;
/** "On a roll of 2+, the team-mate squirms free" (seed 001 Always Hungry). */
const ESCAPE_TARGET = 2;

function alwaysHungrySpec(step: TeamMateFlight, ctx: ModelContext, onPass: (s: State) => State, onFail: (s: State) => State): D6TestSpec {
  return d6Spec(step.by, ctx, {
    label: `Always Hungry ${HUNGRY_TARGET}+`,
    passes: (natural) => natural >= HUNGRY_TARGET,
    onPass,
    onFail,
  });
}

/** The thrown player squirms free (the throw is then fumbled) or is eaten: dead, nothing saves them. */
function escapeSpec(step: TeamMateFlight, ctx: ModelContext, onFumble: (s: State) => State): D6TestSpec {
  return d6Spec(step.thrown, ctx, {
    label: `Squirm free ${ESCAPE_TARGET}+`,
    passes: (natural) => natural >= ESCAPE_TARGET,
    pro: false,
    onPass: onFumble,
    onFail: (s) => endLine(setOut(s, Out.Eaten, 1), step.ball),
  });
}

/** The landing modifier: the way the thrown player comes down, the marks on the square, Swoop (see the file's comment). */
export function landingModifier(step: TeamMateFlight, ctx: ModelContext, kind: LandingKind): number {
  const swoop = ctx.scenario.players[step.thrown].skills.has('Swoop') ? ctx.edition.throwTeamMate.swoopLanding : 0;
  return kind.penalty - step.landMarked + swoop;
}

const RESULT_WORDS: Record<PassResult, string> = { accurate: 'superb', inaccurate: 'subpar', wildlyInaccurate: 'terrible', fumble: 'fumbled' };

function landingSpec(step: TeamMateFlight, ctx: ModelContext, kind: LandingKind, onFail: (s: State) => State): D6TestSpec {
  const player = ctx.scenario.players[step.thrown];
  const target = ctx.edition.agilityTarget(player.ag) - landingModifier(step, ctx, kind);
  // bb2025 Swoop: having skipped the scatter, "it may re-roll its landing test" (S25 Swoop).
  const swoop = ctx.edition.throwTeamMate.swoopReroll && kind.scatters === true && player.skills.has('Swoop');
  return d6Spec(step.thrown, ctx, {
    label: targetLabel(`Landing (${kind.name})`, target),
    test: 'landing',
    passes: agilityPasses(target),
    skillReroll: swoop ? { name: 'Swoop' } : null,
    pro: false,
    onPass: kind.reached ? (s) => passed(setOut(s, Out.ReachedAndLanded, 1)) : passed,
    onFail,
  });
}

/** What a pass-like throw reads: the range, the thrower's marks and the weather. */
export interface ThrowConditions extends StepBase {
  readonly range: 'quick' | 'short' | 'long';
  readonly marked: number;
  readonly disturbingPresence: number;
  readonly sunny: boolean;
}

/**
 * The modifier of a pass-like throw: its range, `extra` (the edition's Throw Team-mate modifier), marks (Nerves of
 * Steel where the passing skills help), Disturbing Presence, Very Sunny.
 */
export function throwModifier(step: ThrowConditions, ctx: ModelContext, extra: number): number {
  const skills = ctx.scenario.players[step.by].skills;
  const ignoresMarks = ctx.edition.throwTeamMate.passingSkills && skills.has('Nerves of Steel');
  return ctx.edition.passRangeModifier(step.range) + extra
    - (ignoresMarks ? 0 : step.marked) - step.disturbingPresence - (step.sunny ? 1 : 0);
}

/** A pass-like throw (`name`, with `extra` to its modifier) as a D6 test: superb passes; the rest go where the result says. */
export function passLikeThrow(step: ThrowConditions, ctx: ModelContext, name: string, extra: number) {
  return (to: ThrowOutcomes) => {
    const player = ctx.scenario.players[step.by];
    const target = ctx.edition.passTarget(player);
    const modifier = throwModifier(step, ctx, extra);
    const resultOf = (natural: number, bonus: number) => ctx.edition.passResult(natural, modifier + bonus, target);
    const onResult = (r: PassResult) => (r === 'fumble' ? to.fumbled : to.land(resultIndex(r)));
    const passSkill = ctx.edition.throwTeamMate.passingSkills && player.skills.has('Pass');
    const spec = d6Spec(step.by, ctx, {
      label: `${name} (${step.range}) ${target === null ? '-' : `${target}+`}${modifier === 0 ? '' : ` ${modifier > 0 ? '+' : ''}${modifier}`}`,
      test: name === 'Throw Team-mate' ? 'throwTeamMate' : 'other',
      passes: (natural, bonus) => resultOf(natural, bonus) === 'accurate',
      skillReroll: passSkill ? { name: 'Pass' } : null,
      onPass: onResult('accurate'),
      onFail: (s, natural, bonus) => onResult(resultOf(natural, bonus))(s),
    });
    return { part: testPart(spec, ctx), specs: [spec] };
  };
}

/** The rows of the landing in a Throw or Kick Team-mate's modifier table. */
export const LANDING_ROWS: readonly ModifierRow[] = [
  { modifier: 'Always Hungry (thrower)', bb2020: 'a D6 first, 2+ throws; on a 1 the thrown player rolls 2+ to squirm free (the throw is fumbled), else is eaten (`eaten`)', bb2016: 'same (seed 004)' },
  { modifier: 'landing: the thrown player’s AG test', bb2020: 'AG', bb2016: '7 − AG' },
  { modifier: 'landing: marks on the square (`land.marked`)', bb2020: '−1 each', bb2016: '−1 per tackle zone' },
  {
    modifier: 'landing after a superb / subpar / terrible / fumbled throw',
    bb2020: '0 / −1 / −2 / −1 (bb2020.md "Landing" gives −1 and −2; the fumble’s −1 is FFB’s bb2020 `RightStuffModifierCollection` "Fumbled Throw" and Jervis’s `LandingModifier.FUMBLED_THROW`, not in the shared texts: UNCONFIRMED)',
    bb2016: '0 (every throw scatters; a fumble lands in its own square)' },
  { modifier: 'landing: Swoop', bb2020: '+1 (bb2020.md, from seed 004; UNCONFIRMED for bb2020)', bb2016: '+1 (seed 004)' },
  { modifier: 'a failed landing', bb2020: 'down (`playerDown`), armour and injury with the thrown player’s own traits (`ownArmourBroken`, `ownKo`, `ownCas`); no turnover unless `ball: true`', bb2016: 'same' },
];

