/**
 * Dump-off (seed 001): a ball carrier with the skill, "nominated as the target of a Block action", may "immediately
 * perform a Quick Pass action" before the dice. The opposing coach chooses whether to (a choice of the side that
 * minimises the goal). The pass is the carrier's: its Passing Ability test (bb2020 PA, `dumpOff.pa`; bb2016 7 − its
 * AG) at quick range, −1 per mark (`marked`, the blocker among them; Nerves of Steel ignores them), Accurate, its
 * Pass skill's re-roll (seed 001 Q&A: "Yes") taken on anything short of accurate, no team re-roll nor Pro (it is not
 * its team's turn). Accurate: the receiver (`to`) catches as on any accurate pass, its Catch re-roll taken;
 * inaccurate: the ball scatters three times from the receiver's square and, in an empty square, bounces once
 * (`rules/scatter.ts` `inaccurateReach`, as a missed pass: 408 of 4096 ways reach the receiver), caught at −1,
 * assuming no other player where it comes down; wildly inaccurate or fumbled, the
 * ball is loose. Caught, the block no longer hits a ball carrier: the block cannot loosen the ball (no `ballLoose`
 * from it, Strip Ball has nothing to strip). Not caught, the ball is loose before the dice (`ballLoose`). "This Quick
 * Pass action cannot cause a Turnover": the active team's line goes on either way. Interference with the dump-off by
 * the active team is not rolled. On a Blitz the rules roll it when the Blitz is declared, before the movement; nuffle
 * rolls it at the block, so a line that ends before the block does not count its pass.
 * Sources: seed 001 Dump-Off (and its Q&A), Pass, Catch, Accurate, Nerves of Steel; bb2020.md "Pass", "Catch";
 * bb2016.md "Pass", "Catch".
 */
import { z } from 'zod';
import { message } from '../../log/messages.js';
import { agilityPasses } from '../../model/d6test.js';
import { targetLabel } from '../../model/d6step.js';
import type { ModelContext, Transition } from '../../model/model.js';
import { rollDie, type ChoiceNode } from '../../model/node.js';
import { weighted } from '../../model/contact/dice.js';
import { Out } from '../../model/outcome.js';
import { goTo, hasUsed, markUsed, OnceFlag, setOut, type State } from '../../model/state.js';
import { inaccurateReach } from '../../rules/scatter.js';
import { count, type NormaliseContext } from '../kind.js';

export const DUMP_OFF_OPTION = z.strictObject({
  pa: z.union([z.number().int(), z.string()]).optional().describe('The carrier’s PA (bb2020, required there): "4+", or "-"'),
  marked: count(8).default(1).describe('Players marking the carrier, the blocker among them'),
  to: z.strictObject({
    ag: z.union([z.number().int(), z.string()]).describe('The receiver’s AG, in the edition’s notation'),
    marked: count(8).default(0).describe('Players of the blocker’s team marking the receiver'),
    skills: z.array(z.string()).default([]).describe('The receiver’s skills: Catch, Extra Arms, Nerves of Steel, Diving Catch, No Hands'),
  }).describe('The carrier’s team-mate it throws to'),
}).optional().describe('The target has Dump-Off: its quick pass before the dice');

/** The Dump-off pass, normalised. */
export interface DumpOff {
  /** The pass target: PA (bb2020), 7 − AG (bb2016); null for PA "-". */
  readonly passTarget: number | null;
  readonly marked: number;
  readonly receiver: { readonly ag: number; readonly marked: number; readonly skills: readonly string[] };
}

export function normaliseDumpOff(given: z.output<typeof DUMP_OFF_OPTION>, ball: boolean, target: number, ctx: NormaliseContext): DumpOff | null {
  const carrier = ctx.opponents[target];
  const has = carrier.skills.has('Dump-Off');
  if (given === undefined) {
    if (has && ball) throw ctx.error([], message.dumpOffNeeded(carrier.id));
    return null;
  }
  if (!has) throw ctx.error(['dumpOff'], message.opponentLacks(carrier.id, 'Dump-Off'));
  if (!ball) throw ctx.error(['dumpOff'], message.dumpOffWithoutBall());
  let passTarget: number | null;
  if (ctx.edition.writesTargets) {
    if (given.pa === undefined) throw ctx.error(['dumpOff'], message.dumpOffNeedsPa(carrier.id));
    passTarget = ctx.passing(['dumpOff', 'pa'], given.pa);
  } else {
    if (given.pa !== undefined) throw ctx.error(['dumpOff', 'pa'], message.noPaInEdition(ctx.edition.id));
    passTarget = ctx.edition.passTarget({ ag: carrier.ag, pa: null });
  }
  return {
    passTarget, marked: given.marked,
    receiver: {
      ag: ctx.agility(['dumpOff', 'to', 'ag'], given.to.ag), marked: given.to.marked,
      skills: ctx.skillNames(['dumpOff', 'to', 'skills'], given.to.skills),
    },
  };
}

/** Phases of the dump-off, from the base the block step gives it (`P.DumpOff`). */
const CHOICE = 0;
const PASS = 1;
const SCATTER = 2;
const CATCH = 3;
export const DUMP_OFF_PHASES = 4;

export interface DumpOffPart {
  /** Whether the opposing coach may dump off here (before the dice, the ball still held). */
  pending(s: State): boolean;
  readonly start: (s: State) => State;
  expand(s: State): Transition;
}

/**
 * The dump-off of a block by player `by` on opponent `target`, its phases from `base`; `then` goes on to the dice.
 */
export function dumpOffPart(dump: DumpOff, by: number, target: number, ctx: ModelContext, base: number, then: (s: State) => State): DumpOffPart {
  const here = (s: State, phase: number, regs: readonly number[]) => goTo(s, base + phase, regs);
  const carrier = ctx.scenario.opponents[target].skills;
  const receiver = dump.receiver;
  const rHas = (name: string) => receiver.skills.includes(name);
  let modifier = ctx.edition.passRangeModifier('quick') + ctx.edition.passSkillModifier(carrier, 'quick');
  if (!carrier.has('Nerves of Steel')) modifier -= dump.marked;
  const passReroll = carrier.has('Pass');
  const caught = (s: State) => then(markUsed(s, by, OnceFlag.DumpedOff));
  const loose = (s: State) => then(setOut(s, Out.BallLoose, 1));

  function pass(s: State): Transition {
    const again = s.regs[0] === 0 && passReroll;
    return rollDie(`Dump-off: quick pass ${dump.passTarget === null ? '-' : `${dump.passTarget}+`}`, 6, (d) => {
      const result = ctx.edition.passResult(d, modifier, dump.passTarget);
      if (result === 'accurate') return here(s, CATCH, [0, 0]);
      if (again) return here(s, PASS, [1]);
      return result === 'inaccurate' ? here(s, SCATTER, []) : loose(s);
    });
  }

  function catchRoll(s: State): Transition {
    const scattered = s.regs[0] === 1;
    if (rHas('No Hands')) return loose(s);
    let catchModifier = ctx.edition.catchModifier(scattered ? 'scattered' : 'accurate');
    if (!rHas('Nerves of Steel')) catchModifier -= receiver.marked;
    if (rHas('Extra Arms')) catchModifier += 1;
    if (rHas('Diving Catch') && !scattered) catchModifier += 1;
    const targetRoll = ctx.edition.agilityTarget(receiver.ag) - catchModifier;
    const passes = agilityPasses(targetRoll);
    const again = s.regs[1] === 0 && rHas('Catch');
    return rollDie(targetLabel('Dump-off: catch', targetRoll), 6, (d) =>
      (passes(d, 0) ? caught(s) : again ? here(s, CATCH, [s.regs[0], 1]) : loose(s)));
  }

  function choice(s: State): ChoiceNode {
    return {
      kind: 'choice', by: 'opponent', label: 'Dump-off',
      options: [{ label: 'no Dump-off', next: then(s) }, { label: 'Dump-off: a quick pass', next: here(s, PASS, [0]) }],
    };
  }

  return {
    pending: (s) => s.out[Out.BallLoose] === 0 && !hasUsed(s, by, OnceFlag.DumpedOff),
    start: (s) => here(s, CHOICE, []),
    expand(s) {
      switch (s.phase - base) {
        case CHOICE: return choice(s);
        case PASS: return pass(s);
        case SCATTER: {
          const reach = inaccurateReach();
          return weighted('Dump-off: the ball scatters ×3 and bounces', [
            { label: 'to the receiver', weight: reach.ways, next: () => here(s, CATCH, [1, 0]) },
            { label: 'elsewhere', weight: reach.of - reach.ways, next: () => loose(s) },
          ]);
        }
        default: return catchRoll(s);
      }
    },
  };
}
