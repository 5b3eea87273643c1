/**
 * Pass: a Passing Ability test (bb2020) or an AG-based roll (bb2016). Range, marks (Nerves of Steel ignores),
 * Disturbing Presence and Very Sunny modify it; Accurate, Cannoneer and Strong Arm by edition. An accurate pass
 * goes on to the next step. An inaccurate pass scatters, a wildly inaccurate one deviates, and the receiver's
 * `catch` may still take it (`missedPass.ts`). A fumble is a turnover unless Safe Pass keeps the ball (activation
 * ends, no turnover). The opponents in the path (`interference:`) roll against the pass as it came out.
 * A Hail Mary Pass (`hailMary: true`) goes anywhere, is never accurate and cannot be interfered with; bb2020 tests
 * it as a long bomb (seed 001 Q&A), bb2016 rolls a plain D6, a 1 fumbling (LRB6, UNCONFIRMED).
 * Sources: bb2020.md "Pass", bb2016.md "Pass"; seed 001 Pass, Accurate, Cannoneer, Nerves of Steel, Safe Pass,
 * Hail Mary Pass.
 */
import type { ModelContext, StepModel } from '../model/model.js';
import { endLine, goTo, hasUsed, markUsed, OnceFlag, type State } from '../model/state.js';
import { passToPartnerRule, starHailMary } from '../rules/star-ball.js';
import { grantingRule } from '../rules/star-grants.js';
import { TANDEM_RULE } from '../rules/star-blocks.js';
import { D6_TEST_PHASES, type D6TestSpec } from '../model/d6test.js';
import { combinedNeeds, D6_TEST_SKILLS, d6Spec, expandParts, lostTheBall, passed, type StepPart, testPart } from '../model/d6step.js';
import type { PassResult } from '../rules/types.js';
import { ANIMOSITY_ROW, animosityOption, animositySpec, checkAnimosity } from './animosity.js';
import {
  interferable, interferenceOption, interferersLabel, normaliseInterference, INTERFERENCE_ROWS, interferencePart, type PassFlight,
} from './interference.js';
import { deviationFlight, receivingCatch, scatterFlight } from './missedPass.js';
import { signed, throwModifier } from './throw.js';
import { z } from 'zod';
import { message } from '../log/messages.js';
import { PASS_RANGES, type PassRange } from '../vocabulary/index.js';
import { count, defineStep, THROWS_ON_PA, flag, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

/** A receiver's offset from the thrower: the pitch is 26 squares long. */
const squares = z.number().int().min(-25).max(25);

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  range: z.enum(PASS_RANGES).default('short'),
  marked: count(8).default(0),
  disturbingPresence: count(11).default(0),
  sunny: flag.default(false).describe('Very Sunny weather'),
  rain: flag.default(false).describe('Pouring Rain (it hinders the interferers)'),
  animosity: animosityOption,
  interference: interferenceOption,
  hailMary: flag.default(false).describe('A Hail Mary Pass (the thrower has the skill): any range, never accurate'),
  tandem: flag.default(false).describe("bb2025: Valen Swift's pass to Lucien's square (Working In Tandem: no range modifier)"),
  receiverAt: z.strictObject({ dx: squares, dy: squares }).optional()
    .describe('Where the receiver stands from the thrower, in squares: a wildly inaccurate pass deviates from the thrower and may still reach them'),
});

function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  const { marked, disturbingPresence, sunny, rain, animosity, interference, hailMary } = given;
  if (ctx.player.skills.has('My Ball')) throw ctx.error([], message.myBall('pass', ctx.player.id));
  // bb2020 passes against PA: a thrower without one must say so ("-"), not be silently unable to pass.
  if (ctx.edition.writesTargets && !ctx.givesPa) throw ctx.error([], message.passNeedsPa(ctx.player.id));
  if (hailMary && !ctx.player.skills.has('Hail Mary Pass')) checkGranted(ctx);
  if (hailMary && interference.length > 0) throw ctx.error(['interference'], message.hailMaryInterference());
  const receiverAt = given.receiverAt ?? null;
  if (receiverAt !== null && receiverAt.dx === 0 && receiverAt.dy === 0) throw ctx.error(['receiverAt'], message.receiverOnThrower());
  const interferers = normaliseInterference(interference, ctx);
  const through = interferers.length > 0 ? `; ${interferersLabel(interferers, ctx)}` : '';
  // Hail Mary Pass: "treated as a Long bomb when determining any modifiers" (seed 001 Q&A).
  const range: PassRange = hailMary ? 'bomb' : given.range;
  const tandem = tandemOf(given.tandem, hailMary, ctx);
  const name = hailMary ? 'Hail Mary Pass' : `Pass (${range}${tandem ? `, ${TANDEM_RULE}` : ''}${through})`;
  return {
    label: ctx.label(name), range, marked, disturbingPresence, sunny, rain, tandem,
    animosity: checkAnimosity(animosity, ctx), interferers, hailMary, receiverAt,
  };
}

/** A Hail Mary Pass by a thrower without the skill: a star's rule grants it once a line (Shot to Nothing), or an error. */
/** `tandem:` checked: the thrower has the rule, and the pass is not a Hail Mary Pass (a bomb's modifiers, whatever the square). */
function tandemOf(tandem: boolean, hailMary: boolean, ctx: NormaliseContext): boolean {
  if (!tandem) return false;
  if (passToPartnerRule(ctx.edition.id, ctx.player.skills) === null) throw ctx.error(['tandem'], message.stepNeedsSkill('pass', TANDEM_RULE, ctx.player.id));
  if (hailMary) throw ctx.error(['tandem'], message.tandemHailMary());
  return true;
}

function checkGranted(ctx: NormaliseContext): void {
  const rule = grantingRule(ctx.edition.id, ctx.player.skills, 'Hail Mary Pass');
  if (rule === null) throw ctx.error(['hailMary'], message.stepNeedsSkill('pass', 'Hail Mary Pass', ctx.player.id));
  const before = ctx.earlier.some((e) => e.kind === 'pass' && ctx.players[e.by] === ctx.player && (e as { hailMary?: boolean }).hailMary === true);
  if (before) throw ctx.error(['hailMary'], message.starRuleOnce(rule, 'Hail Mary Pass (write the other without hailMary:)'));
}

export type PassStep = NormalisedStep<'pass', typeof normalise>;

const FLIGHTS: readonly PassFlight[] = ['accurate', 'inaccurate', 'wildlyInaccurate'];

/**
 * The parts of a pass, one after another: the thrower's Animosity roll when asked for, the throw, the interferers'
 * rolls against each way the pass can come out (when any are in the path and the edition lets them try), and the
 * flight of a pass that missed (one phase each: scatter, deviation) when a `catch` follows to receive it.
 */
function passModel(step: PassStep, ctx: ModelContext): StepModel {
  const receiver = receivingCatch(step, ctx);
  const throwAt = step.animosity ? D6_TEST_PHASES : 0;
  // A flight that can still be caught: accurate; inaccurate with a receiver; wildly inaccurate with one whose square
  // is known. The others are lost whatever the interferers roll, so nobody rolls against them.
  const catchable = (r: PassFlight) => r === 'accurate' || (receiver !== null && (r === 'inaccurate' || step.receiverAt !== null));
  // The phases after the throw: each interfered flight's rolls (two phases per interferer), then the flights.
  const interfering = FLIGHTS.filter((r) => step.interferers.length > 0 && catchable(r) && interferable(r, ctx.edition.interference));
  const interferenceAt = new Map(interfering.map((r, i) => [r, throwAt + D6_TEST_PHASES + 2 * step.interferers.length * i]));
  const scatterAt = throwAt + D6_TEST_PHASES + 2 * step.interferers.length * interfering.length;
  const deviateAt = scatterAt + 1;
  const at = step.receiverAt ?? { dx: 0, dy: 0 };
  const arrive = (result: PassFlight): ((s: State) => State) => {
    if (result === 'accurate') return passed;
    if (receiver === null) return lostTheBall;
    if (result === 'inaccurate') return (s) => goTo(s, scatterAt, []);
    return step.receiverAt === null ? lostTheBall : (s) => goTo(s, deviateAt, []);
  };
  const onward = (result: PassFlight) => {
    const at = interferenceAt.get(result);
    return at === undefined ? arrive(result) : (s: State) => goTo(s, at, []);
  };
  const specs = [
    ...(step.animosity ? [animositySpec(step.by, ctx, (s) => goTo(s, throwAt, []))] : []),
    throwSpec(step, ctx, onward),
  ];
  const flight = { thrower: ctx.scenario.players[step.by].skills, range: step.range, rain: step.rain };
  const parts: StepPart[] = [
    ...specs.map((spec) => testPart(spec, ctx)),
    ...interfering.map((r) => interferencePart(step.interferers, { ...flight, result: r }, ctx, arrive(r))),
    { phases: 1, expand: (s) => (blasting(s) ? scatterFlight(blastUsed(s), true) : scatterFlight(s)) },
    { phases: 1, expand: (s) => (blasting(s) ? deviationFlight(at, blastUsed(s), true) : deviationFlight(at, s)) },
  ];
  // Blast It! on the thrower's Hail Mary Pass (`rules/star-ball.ts`): bb2020 once a line, always used on it (one Pass
  // action a turn leaves no later Hail Mary Pass to save it for).
  const blast = step.hailMary ? starHailMary(ctx.edition.id, ctx.scenario.players[step.by].skills) : null;
  const blasting = (s: State) => blast !== null && (blast.once === 'every' || !hasUsed(s, step.by, OnceFlag.Special));
  const blastUsed = (s: State) => (blast?.once === 'line' ? markUsed(s, step.by, OnceFlag.Special) : s);
  const needs = combinedNeeds(specs);
  const reads = blast?.once === 'line' ? [...new Set([...(needs.reads ?? []), OnceFlag.Special])] : needs.reads;
  return { step, expand: (s: State) => expandParts(parts, s), ...needs, ...(reads === undefined ? {} : { reads }) };
}

/** The pass result of the throw, a Hail Mary Pass's by its edition's rules (never accurate). */
function throwResult(step: PassStep, ctx: ModelContext): (natural: number, bonus: number) => PassResult {
  const player = ctx.scenario.players[step.by];
  const target = ctx.edition.passTarget(player);
  const modifier = throwModifier(step.by, step, ctx);
  const plain = (natural: number, bonus: number) => ctx.edition.passResult(natural, modifier + bonus, target);
  if (!step.hailMary) return plain;
  if (ctx.edition.hailMary.roll === 'd6') return (natural) => (natural === 1 ? 'fumble' : 'inaccurate');
  return (natural, bonus) => {
    const result = plain(natural, bonus);
    return result === 'accurate' ? 'inaccurate' : result;
  };
}

/** The throw as a D6 test; `onward(result)` says where a pass that was not fumbled goes. */
function throwSpec(step: PassStep, ctx: ModelContext, onward: (result: PassFlight) => (s: State) => State): D6TestSpec {
  const player = ctx.scenario.players[step.by];
  const resultOf = throwResult(step, ctx);
  const safePass = player.skills.has('Safe Pass');
  const onFail = (s: State, natural: number, bonus: number): State => {
    const result = resultOf(natural, bonus);
    if (result !== 'fumble') return onward(result)(s);
    if (safePass && ctx.edition.safePassKeepsBall(natural)) return endLine(s, false);
    return lostTheBall(s);
  };
  return d6Spec(step.by, ctx, {
    label: throwLabel(step, ctx),
    test: 'pass',
    passes: (natural, bonus) => resultOf(natural, bonus) === 'accurate',
    // Strong Passing Game's +ST betters any result it changes (`rules/star-aids.ts`).
    betterWith: (natural, bonus, added) => resultOf(natural, bonus + added) !== resultOf(natural, bonus),
    skillReroll: player.skills.has('Pass') ? { name: 'Pass' } : null,
    onPass: onward('accurate'),
    onFail,
  });
}

function throwLabel(step: PassStep, ctx: ModelContext): string {
  const target = ctx.edition.passTarget(ctx.scenario.players[step.by]);
  const modifier = throwModifier(step.by, step, ctx);
  if (step.hailMary && ctx.edition.hailMary.roll === 'd6') return 'Hail Mary Pass (D6: 1 fumbles)';
  const name = step.hailMary ? 'Hail Mary Pass' : `Pass (${step.range})`;
  return `${name} ${target === null ? '-' : `${target}+`}${modifier === 0 ? '' : ` ${signed(modifier)}`}`;
}

export const pass = defineStep({
  kind: 'pass',
  d6Tests: ['pass', 'catch', 'other'],
  skills: [
    ...D6_TEST_SKILLS, 'Pass', 'Stunty', 'Extra Arms', 'Nerves of Steel', 'Accurate', 'Cannoneer', 'Strong Arm', 'Safe Pass',
    'Very Long Legs', 'My Ball', 'Cloud Burster', 'Hail Mary Pass', 'Animosity', 'Yoink!', 'Blast It!', 'Shot to Nothing',
  ],
  options,
  normalise,
  // bb2020 passes on PA; bb2016 against 7 − AG.
  rollsAgainstAg: THROWS_ON_PA,
  modifiers: [
    ANIMOSITY_ROW,
    { modifier: 'target', bb2020: 'PA (`pa:` is required; `"-"` always fumbles)', bb2016: '7 − AG' },
    { modifier: 'range quick / short / long / bomb', bb2020: '0 / −1 / −2 / −3', bb2016: '+1 / 0 / −1 / −2' },
    { modifier: 'marks', bb2020: '−1 each (Nerves of Steel ignores them)', bb2016: 'same' },
    { modifier: 'Disturbing Presence, Very Sunny', bb2020: '−1 each', bb2016: 'same' },
    { modifier: 'Accurate', bb2020: '+1 on quick and short', bb2016: '+1 on every range' },
    { modifier: 'Cannoneer', bb2020: '+1 on long and bomb (and a Hail Mary Pass)', bb2016: '(not a bb2016 skill)' },
    { modifier: 'Strong Arm', bb2020: 'no effect (it helps Throw Team-mate only, seed 001)', bb2016: '+1 on short, long and bomb' },
    { modifier: 'Stunty (thrower)', bb2020: 'no effect on the throw', bb2016: '−1' },
    { modifier: 'result', bb2020: 'natural 1: fumble; natural 6 or modified ≥ PA: accurate; modified ≤ 1: wildly inaccurate; else inaccurate', bb2016: 'natural 1 or modified ≤ 1: fumble; natural 6 or modified ≥ target: accurate; else inaccurate' },
    { modifier: 'inaccurate: scatter ×3 from the receiver, then a bounce', bb2020: 'reaches the receiver 51/512; the `catch` at −1', bb2016: 'same; the `catch` at 0' },
    { modifier: 'wildly inaccurate: deviates from the thrower (D8, D6), then a bounce', bb2020: 'lost, unless `receiverAt` says where the receiver stands; the `catch` at −1', bb2016: '(no such result)' },
    { modifier: 'Hail Mary Pass (`hailMary`)', bb2020: 'any range, modified as a bomb; an accurate result is inaccurate; no interference', bb2016: 'a plain D6: 1 fumbles, else inaccurate (LRB6, UNCONFIRMED)' },
    ...INTERFERENCE_ROWS,
    { modifier: 'Safe Pass / Safe Throw', bb2020: 'a fumble keeps the ball: the activation ends **without** a turnover (seed 001 Safe Pass)', bb2016: 'only a modified fumble, not a natural 1 (`bb2016.md` "Pass")' },
  ],
  model: passModel,
});
