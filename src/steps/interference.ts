/**
 * Interference with a pass (bb2020) and interception (bb2016): the opponents in the pass's path, in order, each
 * roll an agility test against the pass as it came out, with the edition's modifiers (`Edition.interference`).
 * The first success deflects the ball: whether the interferer then catches it (an interception) or not (the ball
 * scatters from its square, seed 001 Bombardier Q&A; nuffle assumes no team-mate of the thrower catches it:
 * UNCONFIRMED), the pass has failed and the line ends with a turnover, so that catch is not rolled. Cloud
 * Burster on the thrower of a long or long bomb pass makes a successful interferer re-roll (the thrower's coach
 * always asks: it can only help), except one with Very Long Legs. No team re-roll helps: the roll is the
 * opponent's, in the thrower's team turn. They roll against the pass as it came out: accurate, inaccurate (before
 * it scatters) or wildly inaccurate (before it deviates), by `Edition.interference.against`; where the edition
 * gives no modifier (bb2016: an inaccurate pass is not intercepted) nobody rolls.
 *
 * Sources: bb2020.md "Interference" ("Cloud Burster (thrower, Long/Long Bomb) makes a successful interferer
 * re-roll; Very Long Legs ignores Cloud Burster"; "A deflected ball may then be caught at −1"); seed 001 Very Long
 * Legs, Extra Arms, Cloud Burster, Nerves of Steel ("ignore any modifier(s) for being Marked when they … attempt to
 * interfere with a pass"), Disturbing Presence; bb2016.md "Interception".
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import type { StepPart } from '../model/d6step.js';
import { targetLabel } from '../model/d6step.js';
import { agilityPasses } from '../model/d6test.js';
import type { ModelContext } from '../model/model.js';
import { rollDie } from '../model/node.js';
import { endLine, goTo, type State } from '../model/state.js';
import type { InterferenceRules, PassResult } from '../rules/types.js';
import type { PassRange } from '../vocabulary/index.js';
import { count, type ModifierRow, type NormaliseContext } from './kind.js';

/** The most opponents a pass's path lists. */
export const MAX_INTERFERERS = 8;

const interferer = z.strictObject({
  ag: z.union([z.number().int(), z.string()]).describe('Agility: "3+" in bb2020, 3 in bb2016'),
  marked: count(8).default(0).describe('Players of the thrower’s team marking the interferer'),
  disturbingPresence: count(11).default(0).describe('Players of the thrower’s team with Disturbing Presence within 3 squares'),
  skills: z.array(z.string()).default([]).describe('Roster spelling: "Very Long Legs", "Extra Arms", "Nerves of Steel"'),
});

/** The `interference:` option of a pass: the opponents in its path, in the order they try. */
export const interferenceOption = z.array(interferer).max(MAX_INTERFERERS).default([])
  .describe('Opponents in the path of the pass, in order: each may deflect it (bb2016: intercept)');

/** One opponent in the path, normalised. */
export interface Interferer {
  readonly ag: number;
  readonly marked: number;
  readonly disturbingPresence: number;
  readonly skills: readonly string[];
}

/** The interferers as written: AG in the edition's notation, skills resolved; Yoink! once in the line. */
export function normaliseInterference(written: z.output<typeof interferenceOption>, ctx: NormaliseContext): Interferer[] {
  const interferers = written.map((w, i) => ({
    ag: ctx.agility(['interference', i, 'ag'], w.ag),
    marked: w.marked,
    disturbingPresence: w.disturbingPresence,
    skills: ctx.skillNames(['interference', i, 'skills'], w.skills),
  }));
  const before = ctx.earlier.some((step) => yoinks((step as { interferers?: readonly Interferer[] }).interferers ?? []));
  const again = interferers.findIndex((who, i) => who.skills.includes(YOINK) && (before || yoinks(interferers.slice(0, i))));
  if (again >= 0) throw ctx.error(['interference', again, 'skills'], message.starRuleOnce(YOINK, 'interferer (remove it from this one)'));
  return interferers;
}

/**
 * Yoink!: "Once per game, when he attempts to interfere with a pass (BB2025: to intercept): D6 2+ → automatic
 * interception with no agility test" (stars.md, both editions). On a 1 the attempt fails, with no agility test after
 * it — FFB's reading (server `StepIntercept`: an interceptor with an unused `canInterceptEasily` rolls 2+ with no
 * modifiers instead of the test; UNCONFIRMED, the sheet's open point). The opposing coach always uses it: 2+ is at
 * least any agility test's chance. FFB rolls it for bombs too. Once a game: one interferer of the line.
 */
const YOINK = 'Yoink!';
const YOINK_TARGET = 2;

function yoinks(interferers: readonly Interferer[]): boolean {
  return interferers.some((who) => who.skills.includes(YOINK));
}

/**
 * The interferers as a label reads them: "interferer AG 3+" (bb2020's target; bb2016's characteristic "AG 3"), its
 * marks and skills in brackets; '' when none. The label says who rolls, as the pass's own words say the range.
 */
export function interferersLabel(interferers: readonly Interferer[], ctx: NormaliseContext): string {
  if (interferers.length === 0) return '';
  const one = (who: Interferer) => {
    const extras = [...(who.marked > 0 ? [`marked ${who.marked}`] : []), ...who.skills];
    return `AG ${who.ag}${ctx.edition.writesTargets ? '+' : ''}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`;
  };
  return `${interferers.length === 1 ? 'interferer' : 'interferers'} ${interferers.map(one).join(', ')}`;
}

/** How a pass that was not fumbled came out. */
export type PassFlight = Exclude<PassResult, 'fumble'>;

/** What an interferer's test reads of the pass: the thrower's skills, the range, Pouring Rain, how it came out. */
export interface PassInFlight {
  readonly thrower: { has(name: string): boolean };
  readonly range: PassRange;
  readonly rain: boolean;
  readonly result: PassFlight;
}

/** Whether the edition lets an opponent try to stop a pass that came out so (bb2016: accurate passes only). */
export function interferable(result: PassFlight, rules: InterferenceRules): boolean {
  return rules.against[result] !== null;
}

/** The modifier of an interferer's test against the pass as it came out, by the edition's rules. */
export function interferenceModifier(who: Interferer, pass: PassInFlight, rules: InterferenceRules): number {
  const has = (name: string) => who.skills.includes(name);
  let modifier = rules.against[pass.result] ?? 0;
  if (who.marked > 0 && !(rules.nervesOfSteel && has('Nerves of Steel'))) modifier -= rules.marks === 'flat' ? 1 : who.marked;
  modifier -= who.disturbingPresence + (pass.rain ? 1 : 0);
  if (pass.thrower.has('Stunty')) modifier += rules.stuntyThrower;
  if (has('Stunty')) modifier += rules.stuntyInterceptor;
  if (has('Very Long Legs')) modifier += rules.veryLongLegs;
  if (has('Extra Arms')) modifier += rules.extraArms;
  return modifier;
}

/** Cloud Burster guards this pass against this interferer (the edition's ranges; Very Long Legs ignores it). */
function cloudBursts(who: Interferer, pass: PassInFlight, rules: InterferenceRules): boolean {
  return rules.cloudBursterRanges.includes(pass.range) && pass.thrower.has('Cloud Burster') && !who.skills.includes('Very Long Legs');
}

/**
 * The interferers' rolls as a part of the pass step: two phases each (the roll, Cloud Burster's re-roll). A
 * deflection ends the line with a turnover (a bomb's says otherwise: `onDeflected`); when nobody deflects, `onThrough`.
 */
export function interferencePart(
  interferers: readonly Interferer[], pass: PassInFlight, ctx: ModelContext, onThrough: (s: State) => State,
  onDeflected: (s: State) => State = (s) => endLine(s, true),
): StepPart {
  const rules = ctx.edition.interference;
  const deflected = onDeflected;
  return {
    phases: 2 * interferers.length,
    expand(s, base) {
      const local = s.phase - base;
      const index = Math.floor(local / 2);
      const who = interferers[index];
      const yoink = who.skills.includes(YOINK);
      const target = yoink ? YOINK_TARGET : ctx.edition.agilityTarget(who.ag) - interferenceModifier(who, pass, rules);
      const passes = yoink ? (d: number) => d >= YOINK_TARGET : agilityPasses(target);
      const next = (t: State) => (index + 1 < interferers.length ? goTo(t, base + 2 * (index + 1), []) : onThrough(t));
      const name = yoink ? `${rules.name} ${index + 1}: ${YOINK}` : `${rules.name} ${index + 1}`;
      if (local % 2 === 1) return rollDie(`Cloud Burster: ${targetLabel(name, target)} again`, 6, (d) => (passes(d, 0) ? deflected(s) : next(s)));
      // Cloud Burster's re-roll of a success takes Yoink!'s D6 too (bb2020; UNCONFIRMED: the sheet is silent).
      const bursts = cloudBursts(who, pass, rules);
      // bb2025: Cloud Burster prevents the attempt outright (`InterferenceRules.cloudBurster`).
      if (bursts && rules.cloudBurster === 'prevents') return next(s);
      const success = bursts ? (t: State) => goTo(t, base + local + 1, []) : deflected;
      return rollDie(targetLabel(name, target), 6, (d) => (passes(d, 0) ? success(s) : next(s)));
    },
  };
}

/** The rows of the pass's modifier table about the interferers (the values of `Edition.interference`). */
export const INTERFERENCE_ROWS: readonly ModifierRow[] = [
  { modifier: 'each interferer (`interference`): its AG test against the pass', bb2020: 'interference: −3 accurate, −2 inaccurate, −1 wildly inaccurate (the pass as it came out)', bb2016: 'interception: 7 − AG, −2, accurate passes only (nobody rolls against an inaccurate one)' },
  { modifier: 'interferer marked', bb2020: '−1 however many marks (Nerves of Steel ignores it)', bb2016: '−1 per tackle zone (Nerves of Steel ignores them)' },
  { modifier: 'interferer Very Long Legs / Extra Arms', bb2020: '+2 / +1', bb2016: '+1 / +1' },
  { modifier: 'Stunty thrower (for the interferers)', bb2020: '+1', bb2016: 'no effect' },
  { modifier: 'Stunty interferer', bb2020: 'no effect', bb2016: 'no effect' },
  { modifier: 'Pouring Rain (`rain`), Disturbing Presence near the interferer', bb2020: '−1 each', bb2016: 'same' },
  { modifier: 'Cloud Burster (thrower)', bb2020: 'long and bomb: an interferer re-rolls a success (Very Long Legs ignores it)', bb2016: '(not a bb2016 skill)' },
  { modifier: 'Yoink! (interferer, once a line)', bb2020: 'a D6 2+ instead of its test: an interception (a 1 fails; FFB, UNCONFIRMED)', bb2016: '(no bb2016 star)' },
  { modifier: 'a deflection or interception', bb2020: 'a turnover, caught or not (the −1 catch is not rolled)', bb2016: 'a turnover' },
];
