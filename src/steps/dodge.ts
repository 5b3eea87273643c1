/**
 * Dodge: an agility test, −1 per player marking the destination. Sources: bb2020.md "Dodge" and bb2016.md
 * "Dodge"; seed 001 Dodge, Tackle, Diving Tackle, Prehensile Tail, Break Tackle, Two Heads, Stunty, Titchy.
 */
import { z } from 'zod';
import { agilityPasses } from '../model/d6test.js';
import { HARM_SKILLS } from '../model/contact/attack.js';
import { D6_TEST_SKILLS, fellOver, targetLabel } from '../model/d6step.js';
import type { ModelContext } from '../model/model.js';
import { OnceFlag } from '../model/state.js';
import { count, defineStep, ON_AG, flag, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from './kind.js';
import { FROM_OPTION, MARKER_SKILLS, markerWrittenAs, readMarkers, tailCount, withStandingMarkers } from './markers.js';
import { MOVER_OPTIONS, moverLabel, moverModel, normaliseMovers, OWN_HARM } from './movement.js';

const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  marked: count(8).default(0).describe('Opponents marking the destination square'),
  tackle: flag.default(false).describe('An opponent with Tackle marks the square left (no Dodge re-roll)'),
  divingTackle: flag.default(false).describe('An opponent with Diving Tackle marks the square left'),
  prehensileTail: z.union([flag, count(8)]).default(false).describe('Prehensile Tails marking the square left'),
  from: FROM_OPTION,
  ...MOVER_OPTIONS,
});

function normalise(given: z.output<typeof options>, ctx: NormaliseContext) {
  const { marked, tackle, divingTackle, prehensileTail } = given;
  const written = { tackle, divingTackle, prehensileTail: tailCount(prehensileTail), ...normaliseMovers(given, ctx) };
  // `around`: what the opponents marking the square left do (the shorthand and the named markers' skills).
  const { around, marking } = readMarkers(given.from, written, ctx);
  return {
    label: ctx.label(moverLabel('Dodge', marked, around)),
    /** Opponents marking the destination square. */
    marked,
    ...around,
    /** The named markers (`from:`), read again at the roll: one no longer Standing marks no more. */
    marking,
  };
}

export type DodgeStep = NormalisedStep<'dodge', typeof normalise>;

/** The dodger's total modifier to the roll (positive helps). */
export function dodgeModifier(step: DodgeStep, ctx: ModelContext): number {
  const { edition } = ctx;
  const skills = ctx.scenario.players[step.by].skills;
  // Stunty ignores the marks on the destination, unless it also has Bombardier, Chainsaw or Swoop (seed 001; bb2025
  // drops the exception: `Edition.stuntyDodgeBarredBy`).
  const ignoresMarks = skills.has('Stunty') && !edition.stuntyDodgeBarredBy.some((n) => skills.has(n));
  let modifier = edition.dodgeBonus - (ignoresMarks ? 0 : step.marked);
  if (skills.has('Two Heads')) modifier += 1;
  if (skills.has('Titchy')) modifier += 1;
  modifier -= Math.min(step.prehensileTail, edition.prehensileTailLimit);
  return modifier;
}

function dodgeModel(step: DodgeStep, ctx: ModelContext) {
  return withStandingMarkers(step, ctx, (marked) => dodgeRoll(marked, ctx));
}

function dodgeRoll(step: DodgeStep, ctx: ModelContext) {
  const player = ctx.scenario.players[step.by];
  const target = ctx.edition.agilityTarget(player.ag) - dodgeModifier(step, ctx);
  const breakTackle = player.skills.has('Break Tackle') ? ctx.edition.breakTackleBonus(player) : 0;
  return moverModel(step, ctx, {
    label: targetLabel('Dodge', target),
    test: 'dodge',
    passes: agilityPasses(target),
    // Tackle on a player marking the square left stops the Dodge skill (seed 001 Tackle).
    skillReroll: player.skills.has('Dodge') && !step.tackle ? { name: 'Dodge', once: OnceFlag.Dodge } : null,
    divingTackle: step.divingTackle,
    postRollBonus: breakTackle > 0 ? { name: 'Break Tackle', amount: breakTackle, once: OnceFlag.BreakTackle } : null,
    onFail: fellOver,
  });
}

export const dodge = defineStep({
  kind: 'dodge',
  // HARM_SKILLS: the player's own injury after a fall next to an Arm Bar (`armBar:`, movement.ts); Bombardier,
  // Chainsaw and Swoop take Stunty's ignoring of marks away (`dodgeModifier`).
  // The named markers' (`from:`, markers.ts): Tackle, Diving Tackle, Prehensile Tail, Tentacles, Shadowing, Arm Bar.
  d6Tests: ['dodge'],
  skills: [...D6_TEST_SKILLS, ...HARM_SKILLS, 'Dodge', 'Two Heads', 'Break Tackle', 'Titchy', 'Bombardier', 'Chainsaw', 'Swoop', 'Steady Footing', ...MARKER_SKILLS],
  writtenAs: markerWrittenAs(MARKER_SKILLS),
  options,
  normalise,
  rollsAgainstAg: ON_AG,
  modifiers: [
    { modifier: 'built in', bb2020: '0', bb2016: '+1 (`bb2016.md` "Agility")' },
    { modifier: 'each mark on the destination', bb2020: '−1', bb2016: '−1' },
    { modifier: 'Stunty (dodger)', bb2020: 'ignores the marks on the destination, unless it also has Bombardier, Chainsaw or Swoop (seed 001 Stunty)', bb2016: 'same' },
    { modifier: 'Two Heads, Titchy (dodger)', bb2020: '+1 each', bb2016: '+1 each' },
    { modifier: 'Prehensile Tail (opponents)', bb2020: '−1 in total', bb2016: '−1 per tail' },
    { modifier: 'Break Tackle (dodger), after the roll', bb2020: '+1 at ST ≤ 4, +2 at ST ≥ 5 (seed 001)', bb2016: 'ST − AG when positive ("uses ST instead of AG", `bb2016.md` "Dodge")' },
    { modifier: 'Diving Tackle (opponent), after a passed roll', bb2020: '−2', bb2016: '−2' },
    { modifier: 'Tentacles (opponent), before the roll', bb2020: 'D6 + its ST − the dodger\'s ST ≥ 6 holds the dodger: the line stops, no turnover', bb2016: 'same (UNCONFIRMED)' },
  ],
  model: dodgeModel,
  reports: (step) => [
    ...(step.shadowing === null ? [] : ['shadowed' as const]), ...(step.tentacles === null ? [] : ['held' as const]), ...(step.armBar ? OWN_HARM : []),
  ],
});
