/**
 * Pass: a Passing Ability test (bb2020) or an AG-based roll (bb2016); the step succeeds on an accurate pass.
 * Range, marks (Nerves of Steel ignores), Disturbing Presence and Very Sunny modify it; Accurate, Cannoneer and
 * Strong Arm by edition. A fumble is a turnover unless Safe Pass keeps the ball (activation ends, no turnover).
 * Sources: bb2020.md "Pass", bb2016.md "Pass"; seed 001 Pass, Accurate, Cannoneer, Nerves of Steel, Safe Pass.
 */
import type { ModelContext, StepModel } from '../model/model.js';
import { endLine, type State } from '../model/state.js';
import { D6_TEST_PHASES, type D6TestSpec } from '../model/d6test.js';
import { combinedNeeds, d6Spec, expandParts, lostTheBall, passed, testPart, toPhase } from '../model/d6step.js';
import { ANIMOSITY_ROW, animosityOption, animositySpec, checkAnimosity } from './animosity.js';
import { interferenceOption, normaliseInterference, INTERFERENCE_ROWS, interferencePart } from './interference.js';
import { z } from 'zod';
import { message } from '../log/messages.js';
import { PASS_RANGES } from '../vocabulary/index.js';
import { count, defineStep, flag, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  range: z.enum(PASS_RANGES).default('short'),
  marked: count(8).default(0),
  disturbingPresence: count(11).default(0),
  sunny: flag.default(false).describe('Very Sunny weather'),
  rain: flag.default(false).describe('Pouring Rain (it hinders the interferers)'),
  animosity: animosityOption,
  interference: interferenceOption,
});

function normalise({ range, marked, disturbingPresence, sunny, rain, animosity, interference }: z.output<typeof options>, ctx: NormaliseContext) {
  if (ctx.player.skills.has('My Ball')) throw ctx.error([], message.myBall('pass', ctx.player.id));
  // bb2020 passes against PA: a thrower without one must say so ("-"), not be silently unable to pass.
  if (ctx.edition.writesTargets && !ctx.givesPa) throw ctx.error([], message.passNeedsPa(ctx.player.id));
  const interferers = normaliseInterference(interference, ctx);
  const through = interferers.length > 0 ? `, ${interferers.length} in the path` : '';
  return {
    label: ctx.label(`Pass (${range}${through})`), range, marked, disturbingPresence, sunny, rain,
    animosity: checkAnimosity(animosity, ctx), interferers,
  };
}

export type PassStep = NormalisedStep<'pass', typeof normalise>;

export function passModifier(step: PassStep, ctx: ModelContext): number {
  const skills = ctx.scenario.players[step.by].skills;
  let modifier = ctx.edition.passRangeModifier(step.range) + ctx.edition.passSkillModifier(skills, step.range);
  if (!skills.has('Nerves of Steel')) modifier -= step.marked;
  return modifier - step.disturbingPresence - (step.sunny ? 1 : 0);
}

/**
 * The parts of a pass, one after another: the thrower's Animosity roll when asked for, the throw, the interferers'
 * rolls when any are in the path.
 */
function passModel(step: PassStep, ctx: ModelContext): StepModel {
  const throwAt = step.animosity ? D6_TEST_PHASES : 0;
  const interferenceAt = throwAt + D6_TEST_PHASES;
  const specs = [
    ...(step.animosity ? [animositySpec(step.by, ctx, toPhase(throwAt))] : []),
    throwSpec(step, ctx, step.interferers.length > 0 ? toPhase(interferenceAt) : passed),
  ];
  const flight = { thrower: ctx.scenario.players[step.by].skills, range: step.range, rain: step.rain };
  const parts = [...specs.map((spec) => testPart(spec, ctx)), ...(step.interferers.length > 0 ? [interferencePart(step.interferers, flight, ctx, passed)] : [])];
  return { step, expand: (s: State) => expandParts(parts, s), ...combinedNeeds(specs) };
}

/** The throw as a D6 test; an accurate pass goes on with `onAccurate`. */
function throwSpec(step: PassStep, ctx: ModelContext, onAccurate: (s: State) => State): D6TestSpec {
  const player = ctx.scenario.players[step.by];
  const target = ctx.edition.passTarget(player);
  const modifier = passModifier(step, ctx);
  const resultOf = (natural: number, bonus: number) => ctx.edition.passResult(natural, modifier + bonus, target);
  const safePass = player.skills.has('Safe Pass');
  const onFail = (s: State, natural: number, bonus: number): State => {
    const fumbled = resultOf(natural, bonus) === 'fumble';
    if (fumbled && safePass && ctx.edition.safePassKeepsBall(natural)) return endLine(s, false);
    return lostTheBall(s);
  };
  return d6Spec(step.by, ctx, {
    label: `Pass (${step.range}) ${target === null ? '-' : `${target}+`}${modifier === 0 ? '' : ` ${signed(modifier)}`}`,
    passes: (natural, bonus) => resultOf(natural, bonus) === 'accurate',
    skillReroll: player.skills.has('Pass') ? { name: 'Pass' } : null,
    onPass: onAccurate,
    onFail,
  });
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export const pass = defineStep({
  kind: 'pass',
  options,
  normalise,
  // bb2020 passes on PA; bb2016 against 7 − AG.
  rollsAgainstAg: (edition) => !edition.writesTargets,
  modifiers: [
    ANIMOSITY_ROW,
    { modifier: 'target', bb2020: 'PA (`pa:` is required; `"-"` always fumbles)', bb2016: '7 − AG' },
    { modifier: 'range quick / short / long / bomb', bb2020: '0 / −1 / −2 / −3', bb2016: '+1 / 0 / −1 / −2' },
    { modifier: 'marks', bb2020: '−1 each (Nerves of Steel ignores them)', bb2016: 'same' },
    { modifier: 'Disturbing Presence, Very Sunny', bb2020: '−1 each', bb2016: 'same' },
    { modifier: 'Accurate', bb2020: '+1 on quick and short', bb2016: '+1 on every range' },
    { modifier: 'Cannoneer', bb2020: '+1 on long and bomb', bb2016: '(not a bb2016 skill)' },
    { modifier: 'Strong Arm', bb2020: 'no effect (it helps Throw Team-mate only, seed 001)', bb2016: '+1 on short, long and bomb' },
    { modifier: 'Stunty (thrower)', bb2020: 'no effect on the throw', bb2016: '−1' },
    { modifier: 'result', bb2020: 'natural 1: fumble; natural 6 or modified ≥ PA: accurate; modified ≤ 1: wildly inaccurate; else inaccurate', bb2016: 'natural 1 or modified ≤ 1: fumble; natural 6 or modified ≥ target: accurate; else inaccurate' },
    ...INTERFERENCE_ROWS,
    { modifier: 'Safe Pass / Safe Throw', bb2020: 'a fumble keeps the ball: the activation ends **without** a turnover (seed 001 Safe Pass)', bb2016: 'only a modified fumble, not a natural 1 (`bb2016.md` "Pass")' },
  ],
  model: passModel,
});
