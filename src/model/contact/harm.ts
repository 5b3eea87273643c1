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
import { rollDie, roll2d6 } from '../node.js';
import { Out, TargetCondition as C } from '../outcome.js';
import { endLine, goTo, setOut, type State } from '../state.js';
import { CASUALTY_RESULTS, type InjuryResult } from '../../rules/contactTables.js';
import { apothecary, apothecaryAvailable, apothecaryChoice } from './apothecary.js';
import { roll2d6WithDoubles, weighted } from './dice.js';
import { H, HARM_REGS, R, type HarmSpec } from './harmSpec.js';
import { casualtyCondition, record } from './victim.js';

/** Regeneration: "On a roll of 4+, the Casualty roll is discarded" (seed 001). */
const REGENERATION_TARGET = 4;
/** Bribe: "On a result of 2 or more, they are not sent off" (seed 004; bb2020.md "Foul"). */
const BRIBE_TARGET = 2;
const BADLY_HURT = CASUALTY_RESULTS.indexOf('badlyHurt');

type Regs = Partial<Record<keyof typeof R, number>>;

/** Moves within the sequence: to a phase, keeping the spec and a pending send-off, with the given registers. */
export type Move = (s: State, phase: number, entries?: Regs) => State;

function mover(base: number): Move {
  return (s, phase, entries = {}) => {
    const out = new Array<number>(HARM_REGS).fill(0);
    out[R.Spec] = s.regs[R.Spec];
    out[R.SendOff] = s.regs[R.SendOff];
    for (const [key, value] of Object.entries(entries)) out[R[key as keyof typeof R]] = value ?? 0;
    return goTo(s, base + phase, out);
  };
}

/** Enter the sequence of `specs[spec]` at phase `base`. */
export function startHarm(s: State, base: number, spec: number): State {
  const regs = new Array<number>(HARM_REGS).fill(0);
  regs[R.Spec] = spec;
  return goTo(s, base + H.Armour, regs);
}

export function expandHarm(specs: readonly HarmSpec[], s: State, base: number, ctx: ModelContext): Transition {
  const spec = specs[s.regs[R.Spec]];
  const move = mover(base);
  switch (s.phase - base) {
    case H.Armour: {
      const next = (sum: number, double: boolean) => move(s, H.ArmourResult, { Armour: sum, ArmourDouble: double ? 1 : 0 });
      return spec.foul ? roll2d6WithDoubles(spec.label, next) : roll2d6(spec.label, (sum) => next(sum, false));
    }
    case H.ArmourResult:
      return armourResult(spec, s, move, ctx);
    case H.Injury: {
      // A natural double on the injury roll of a foul sends the fouler off, Sneaky Git or not (seed 001 Q&A).
      const next = (sum: number, double: boolean) =>
        move(s, H.InjuryResult, { Injury: sum, BonusUsed: s.regs[R.BonusUsed], SendOff: s.regs[R.SendOff] || (double ? 1 : 0) });
      return spec.foul ? roll2d6WithDoubles('Injury', next) : roll2d6('Injury', (sum) => next(sum, false));
    }
    case H.InjuryResult:
      return injuryResult(spec, s, move, ctx);
    case H.Casualty: {
      const table = ctx.edition.casualtyTable(spec.decay);
      return weighted('Casualty', CASUALTY_RESULTS.map((result, i) => ({
        label: result, weight: table.weights[result], next: () => afterCasualtyRoll(spec, s, move, i, false),
      })));
    }
    case H.Regeneration:
      return rollDie(`Regeneration ${REGENERATION_TARGET}+`, 6, (d) =>
        d >= REGENERATION_TARGET ? move(record(s, spec.victim, C.Reserves), H.End) : afterRegeneration(spec, s, move));
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

function armourResult(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): Transition {
  const natural = s.regs[R.Armour];
  const double = s.regs[R.ArmourDouble] === 1;
  const breaks = (extra: number) =>
    (spec.claws && ctx.edition.clawsBreaks(natural, spec.armourModifier + extra)) ||
    ctx.edition.armourBroken(natural + spec.armourModifier + extra, spec.av);
  const sendOff = (broken: boolean) =>
    spec.foul && double && !(spec.sneakyGit && ctx.edition.sneakyGitIgnoresArmourDouble(broken)) ? 1 : 0;
  const broken = (bonusUsed: number) => move(s, H.Injury, { BonusUsed: bonusUsed, SendOff: sendOff(true) });
  if (breaks(0)) return broken(0);
  const held = move(record(s, spec.victim, spec.heldCondition), H.End, { SendOff: sendOff(false) });
  const bonus = spec.bonus;
  if (!bonus || !breaks(bonus.amount)) return held;
  return {
    kind: 'choice', by: 'coach', label: `${spec.label}: rolled ${natural}`,
    options: [{ label: `${bonus.name} on armour (+${bonus.amount})`, next: broken(1) }, { label: 'armour holds', next: held }],
  };
}

function injuryResult(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): Transition {
  const total = s.regs[R.Injury];
  const resultFor = (extra: number) => ctx.edition.injuryResult(total + extra, spec);
  const plain = resultFor(0);
  const bonus = spec.bonus;
  if (bonus && spec.injuryModifiable && s.regs[R.BonusUsed] === 0 && resultFor(bonus.amount) !== plain) {
    return {
      kind: 'choice', by: 'coach', label: `Injury: rolled ${total}`,
      options: [
        { label: `${bonus.name} on injury (+${bonus.amount})`, next: applyInjury(spec, s, move, resultFor(bonus.amount)) },
        { label: 'no bonus', next: applyInjury(spec, s, move, plain) },
      ],
    };
  }
  return applyInjury(spec, s, move, plain);
}

function applyInjury(spec: HarmSpec, s: State, move: Move, result: InjuryResult): State {
  switch (result) {
    case 'stunned':
      return move(record(s, spec.victim, C.Stunned), H.End);
    case 'badlyHurt':
      return afterCasualtyRoll(spec, s, move, BADLY_HURT, true);
    case 'casualty':
      return move(s, H.Casualty);
    case 'ko':
      if (!apothecaryAvailable(spec, s)) return move(record(s, spec.victim, C.KnockedOut), H.End);
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
  return move(record(s, spec.victim, casualtyCondition(CASUALTY_RESULTS[s.regs[R.Casualty]])), H.End);
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
