/**
 * The armour roll and what follows it: injury, casualty, Regeneration, the apothecary, and a foul's send-off
 * with Bribes. One sequence for every way a player is hit; `HarmSpec` says what differs.
 *
 * Sources: bb2020.md "Armour and injury" (armour, Mighty Blow placed after the roll on armour or injury, Claws,
 * injury and casualty tables, Regeneration, apothecary, foul and send-off, Bribe 2+); bb2016.md (> AV, Claw 8+
 * after modifiers, D68); seed 001 Mighty Blow, Claws, Dirty Player, Sneaky Git (and its Q&A: still sent off on an
 * injury double), Regeneration (never re-rolled); seed 000 (no team re-roll on armour or injury).
 */
import type { ModelContext, Transition } from '../model.js';
import { rollDie, type ChanceNode, type ChoiceNode } from '../node.js';
import { Out, TargetCondition as C } from '../outcome.js';
import { endLine, goTo, setOut, type State } from '../state.js';
import { CASUALTY_RESULTS, type InjuryResult } from '../../rules/contactTables.js';
import { apothecary, apothecaryAvailable, apothecaryChoice } from './apothecary.js';
import { readArmour, readInjury } from './armour.js';
import { grouped2d6, weighted } from './dice.js';
import { H, HARM_REGS, R, type HarmSpec } from './harmSpec.js';
import { mover, toEnd, type Move } from './moves.js';

export type { Move } from './moves.js';
import { casualtyCondition, record } from './victim.js';

/** Regeneration: "On a roll of 4+, the Casualty roll is discarded" (seed 001). */
const REGENERATION_TARGET = 4;
/** Bribe: "On a result of 2 or more, they are not sent off" (seed 004; bb2020.md "Foul"). */
const BRIBE_TARGET = 2;
const BADLY_HURT = CASUALTY_RESULTS.indexOf('badlyHurt');

/** Enter the sequence of `specs[spec]` at phase `base`. */
export function startHarm(s: State, base: number, spec: number): State {
  const regs = new Array<number>(HARM_REGS).fill(0);
  regs[R.Spec] = spec;
  return goTo(s, base + H.Armour, regs);
}

/** Enter the sequence of `specs[spec]` at its injury roll (no armour roll: a fumbled Kick Team-mate). */
export function startInjury(s: State, base: number, spec: number): State {
  const regs = new Array<number>(HARM_REGS).fill(0);
  regs[R.Spec] = spec;
  return goTo(s, base + H.Injury, regs);
}

export function expandHarm(specs: readonly HarmSpec[], s: State, base: number, ctx: ModelContext): Transition {
  const spec = specs[s.regs[R.Spec]];
  const move = mover(base);
  switch (s.phase - base) {
    case H.Armour:
      return armourRoll(spec, s, move, ctx);
    case H.ArmourResult:
      return armourChoice(spec, s, move, ctx);
    case H.Injury:
      return injuryRoll(spec, s, move, ctx);
    case H.InjuryResult:
      return injuryChoice(spec, s, move, ctx);
    case H.Casualty: {
      const table = ctx.edition.casualtyTable(spec.decay);
      return weighted('Casualty', CASUALTY_RESULTS.map((result, i) => ({
        label: result, weight: table.weights[result], next: () => afterCasualtyRoll(spec, s, move, i, false),
      })));
    }
    case H.Regeneration:
      return rollDie(`Regeneration ${REGENERATION_TARGET}+`, 6, (d) =>
        d >= REGENERATION_TARGET ? toEnd(spec, record(s, spec.victim, C.Reserves), move) : afterRegeneration(spec, s, move));
    case H.Apothecary:
      return apothecary(spec, s, move, ctx);
    case H.ApothecaryRoll: {
      const table = ctx.edition.casualtyTable(spec.decay);
      return weighted('Apothecary: casualty roll again', CASUALTY_RESULTS.map((result, i) => ({
        label: result, weight: table.weights[result], next: () => move(s, H.ApothecaryChoice, { Casualty: s.regs[R.Casualty], Casualty2: i }),
      })));
    }
    case H.ApothecaryChoice:
      return apothecaryChoice(spec, s, move);
    case H.End:
      return endOfSequence(spec, s, move);
    case H.Bribe:
      return rollDie(`Bribe ${BRIBE_TARGET}+`, 6, (d) => (d >= BRIBE_TARGET ? spec.finish(s) : sentOff(s)));
    default:
      throw new Error(`harm: no phase ${s.phase - base}`);
  }
}

/** The armour roll: held, broken, or (a bonus would break it) the coach's choice, rolls of one reading merged. */
function armourRoll(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): ChanceNode {
  return grouped2d6(spec.label, spec.foul, (sum, double) => {
    const read = readArmour(spec, ctx, sum, double);
    if (read.bonusBreaks && spec.bonus?.whereItHurts) return `u${read.sendOffBroken}`;
    return read.broken ? `b${read.sendOffBroken}` : read.bonusBreaks ? `c${sum}${double}` : `h${read.sendOffHeld}`;
  }, (sum, double) => {
    const read = readArmour(spec, ctx, sum, double);
    if (read.broken) return move(s, H.Injury, { SendOff: read.sendOffBroken });
    if (read.bonusBreaks && spec.bonus?.whereItHurts) return move(s, H.Injury, { BonusUsed: 1, SendOff: read.sendOffBroken });
    if (read.bonusBreaks) return move(s, H.ArmourResult, { Armour: sum, ArmourDouble: double ? 1 : 0 });
    return toEnd(spec, record(s, spec.victim, spec.heldCondition), move, read.sendOffHeld);
  });
}

/** The coach places the bonus (Mighty Blow, Dirty Player) on armour to break it, or lets the armour hold. */
function armourChoice(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): ChoiceNode {
  const natural = s.regs[R.Armour];
  const read = readArmour(spec, ctx, natural, s.regs[R.ArmourDouble] === 1);
  const bonus = spec.bonus as NonNullable<HarmSpec['bonus']>;
  return {
    kind: 'choice', by: 'coach', label: `${spec.label}: rolled ${natural}`,
    options: [
      { label: `${bonus.name} on armour (+${bonus.amount})`, next: move(s, H.Injury, { BonusUsed: 1, SendOff: read.sendOffBroken }) },
      { label: 'armour holds', next: toEnd(spec, record(s, spec.victim, spec.heldCondition), move, read.sendOffHeld) },
    ],
  };
}

/**
 * The injury roll. A natural double on the injury roll of a foul sends the fouler off, Sneaky Git or not (seed 001
 * Sneaky Git Q&A).
 */
function injuryRoll(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): ChanceNode {
  const bonusUsed = s.regs[R.BonusUsed] === 1;
  const sendOff = (double: boolean) => (s.regs[R.SendOff] === 1 || double ? 1 : 0);
  return grouped2d6('Injury', spec.foul, (sum, double) => {
    const read = readInjury(spec, ctx, sum, bonusUsed);
    if (read.boosted !== null && spec.bonus?.whereItHurts) return `${read.boosted}${sendOff(double)}`;
    return read.boosted === null ? `${read.plain}${sendOff(double)}` : `c${sum}${double}`;
  }, (sum, double) => {
    const read = readInjury(spec, ctx, sum, bonusUsed);
    const at = move(s, H.InjuryResult, { Injury: sum, BonusUsed: s.regs[R.BonusUsed], SendOff: sendOff(double) });
    if (read.boosted !== null && spec.bonus?.whereItHurts) return applyInjury(spec, at, move, read.boosted);
    return read.boosted === null ? applyInjury(spec, at, move, read.plain) : at;
  });
}

function injuryChoice(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): ChoiceNode {
  const { plain, boosted } = readInjury(spec, ctx, s.regs[R.Injury], s.regs[R.BonusUsed] === 1);
  const bonus = spec.bonus as NonNullable<HarmSpec['bonus']>;
  return {
    kind: 'choice', by: 'coach', label: `Injury: rolled ${s.regs[R.Injury]}`,
    options: [
      { label: `${bonus.name} on injury (+${bonus.amount})`, next: applyInjury(spec, s, move, boosted as InjuryResult) },
      { label: 'no bonus', next: applyInjury(spec, s, move, plain) },
    ],
  };
}

function applyInjury(spec: HarmSpec, s: State, move: Move, result: InjuryResult): State {
  switch (result === 'stunned' && spec.stunnedIsKo ? 'ko' : result) {
    case 'stunned':
      return toEnd(spec, record(s, spec.victim, C.Stunned), move);
    case 'badlyHurt':
      return afterCasualtyRoll(spec, s, move, BADLY_HURT, true);
    case 'casualty':
      return move(s, H.Casualty);
    case 'ko':
      if (!apothecaryAvailable(spec, s)) return toEnd(spec, record(s, spec.victim, C.KnockedOut), move);
      return move(s, H.Apothecary, { Casualty: -1 });
  }
}

function afterCasualtyRoll(spec: HarmSpec, s: State, move: Move, result: number, noRoll: boolean): State {
  const next = move(s, H.Regeneration, { Casualty: result, NoCasualtyRoll: noRoll ? 1 : 0 });
  return spec.regeneration ? next : afterRegeneration(spec, next, move);
}

/**
 * Regeneration failed or absent: the apothecary, or the casualty stands. Regeneration is rolled before the
 * apothecary is called (UNCONFIRMED: the sheets do not order them; a coach spends the apothecary last).
 */
function afterRegeneration(spec: HarmSpec, s: State, move: Move): State {
  const entries = { Casualty: s.regs[R.Casualty], NoCasualtyRoll: s.regs[R.NoCasualtyRoll] };
  if (apothecaryAvailable(spec, s)) return move(s, H.Apothecary, entries);
  return toEnd(spec, record(s, spec.victim, casualtyCondition(CASUALTY_RESULTS[s.regs[R.Casualty]])), move);
}

/** A foul's send-off (a Bribe may cancel it, the coach's choice), else on to what follows. */
function endOfSequence(spec: HarmSpec, s: State, move: Move): Transition {
  if (s.regs[R.SendOff] === 0) return spec.finish(s);
  const bribes = s.out[Out.BribesLeft];
  if (bribes === 0) return sentOff(s);
  return {
    kind: 'choice', by: 'coach', label: 'Sent off',
    options: [
      { label: 'Bribe', next: move(setOut(s, Out.BribesLeft, bribes - 1), H.Bribe) },
      { label: 'accept the send-off', next: sentOff(s) },
    ],
  };
}

/** The fouler is sent off: a turnover (bb2020.md "Foul"). */
function sentOff(s: State): State {
  return endLine(setOut(s, Out.SentOff, 1), true);
}
