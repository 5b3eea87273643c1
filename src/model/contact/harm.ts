/**
 * The armour roll and what follows it: injury, casualty, Regeneration, the apothecary, and a foul's send-off
 * with Bribes. One sequence for every way a player is hit; `HarmSpec` says what differs.
 *
 * Sources: bb2020.md "Armour and injury" (armour, Mighty Blow placed after the roll on armour or injury, Claws,
 * injury and casualty tables, Regeneration, apothecary, foul and send-off, Bribe 2+); bb2016.md (> AV, Claw 8+
 * after modifiers, D68); seed 001 Mighty Blow, Claws, Dirty Player, Sneaky Git (and its Q&A: still sent off on an
 * injury double), Regeneration (never re-rolled); seed 000 (no team re-roll on armour or injury; classic: Pro
 * "may be used to re-roll armour rolls which don't penetrate or unsatisfactory injury rolls", the new roll "in
 * place of the first", so a re-rolled double no longer sends a fouler off — UNCONFIRMED).
 */
import type { ModelContext, Transition } from '../model.js';
import { rollDie, type ChanceNode, type Option } from '../node.js';
import { Out, TargetCondition as C } from '../outcome.js';
import { endLine, goTo, hasUsed, markUsed, OnceFlag, setOut, type State } from '../state.js';
import { CASUALTY_RESULTS, type InjuryResult } from '../../rules/contactTables.js';
import { apothecary, apothecaryAvailable, apothecaryChoice, apothecaryHeal } from './apothecary.js';
import { readArmour, readInjury } from './armour.js';
import { grouped2d6, grouped2d6Dice, weighted } from './dice.js';
import { OLD_PRO_DIE, OLD_PRO_ROLL, oldProOpen, oldProOptions, oldProRoll } from './old-pro.js';
import { H, HARM_REGS, R, type HarmSpec } from './harmSpec.js';
import { mover, toEnd, type Move } from './moves.js';

export type { Move } from './moves.js';
import { casualtyCondition, record } from './victim.js';

/** Regeneration: "On a roll of 4+, the Casualty roll is discarded" (seed 001). */
const REGENERATION_TARGET = 4;
/** Bribe: "On a result of 2 or more, they are not sent off" (seed 004; bb2020.md "Foul"). */
const BRIBE_TARGET = 2;
const BADLY_HURT = CASUALTY_RESULTS.indexOf('badlyHurt');
/** Bits of `R.Rerolled`: the armour roll (Lone Fouler), the Regeneration roll (bb2025), Piling On used (bb2016). */
const REROLLED_ARMOUR = 1;
const REROLLED_REGENERATION = 2;
export const REROLLED_PILING_ON = 4;
/** Bit of `R.Rerolled`: the injury roll re-rolled by a star's rule (`HarmSpec.injuryReroll`). */
const REROLLED_INJURY = 8;
/** `R.ProRoll` at `H.ArmourResult`: the player's own armour broke and its rule may re-roll it (Dwarfen Grit). */
const OWN_REROLL_CHOICE = 4;

/**
 * The once-per-turn flags a harm sequence reads: Pro, where its attacker may re-roll armour or injury with it; the
 * star rule's `OnceFlag.Special`, where its bonus or re-roll is once a line.
 */
export function harmReads(spec: HarmSpec): OnceFlag[] {
  const star = spec.bonus?.once !== undefined || spec.armourRerollOnce !== undefined || spec.injuryReroll !== undefined || spec.extra !== undefined || spec.armourDie !== undefined
    || spec.ownArmourReroll !== undefined;
  return [...(spec.pro === null && spec.armourDie === undefined ? [] : [OnceFlag.Pro]), ...(star ? [OnceFlag.Special] : [])];
}

/** The spec as it stands in `s`: a once-a-line bonus already spent (on an earlier roll of the line) is gone. */
function live(spec: HarmSpec, s: State): HarmSpec {
  const extraGone = spec.extra !== undefined && hasUsed(s, spec.extra.once, OnceFlag.Special);
  const withExtra = extraGone ? { ...spec, extra: undefined } : spec;
  const once = spec.bonus?.once;
  if (once === undefined || s.regs[R.BonusUsed] === 1 || !hasUsed(s, once, OnceFlag.Special)) return withExtra;
  return { ...withExtra, bonus: null };
}

/** The extra bonus placed (`HarmSpec.extra`): its player's rule is used. */
function extraPlaced(spec: HarmSpec, s: State): State {
  return spec.extra === undefined ? s : markUsed(s, spec.extra.once, OnceFlag.Special);
}

/** The bonus placed: a once-a-line bonus marks its player's rule used. */
function placed(spec: HarmSpec, s: State): State {
  const once = spec.bonus?.once;
  return once === undefined ? s : markUsed(s, once, OnceFlag.Special);
}

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
  const spec = live(specs[s.regs[R.Spec]], s);
  const move = mover(base);
  switch (s.phase - base) {
    case H.Armour:
      return armourRoll(spec, s, move, ctx);
    case H.ArmourResult:
      if (s.regs[R.ProRoll] === OLD_PRO_ROLL || s.regs[R.ProRoll] === OLD_PRO_DIE) {
        return oldProRoll(spec, s, move, ctx, (t) => move(t, H.ArmourResult, armourRegs(t)), (t, sum, double) => armourRolled(spec, t, move, ctx, sum, double));
      }
      // Pro's D6: the armour is rolled anew, its first double gone with it; a failed Pro roll leaves it held.
      if (s.regs[R.ProRoll] === 1) return proRoll(ctx, (again) => (again ? move(s, H.Armour, { SendOff: 0 }) : move(s, H.ArmourResult, armourRegs(s))));
      if (s.regs[R.ProRoll] === OWN_REROLL_CHOICE) return ownRerollChoice(spec, s, move);
      return armourChoice(spec, s, move, ctx);
    case H.Injury:
      return injuryRoll(spec, s, move, ctx);
    case H.InjuryResult:
      // Pro's D6: the injury is rolled anew (the armour's send-off stands, the first injury double is gone).
      if (s.regs[R.ProRoll] === 1) {
        return proRoll(ctx, (again) => (again
          ? move(s, H.Injury, { BonusUsed: s.regs[R.BonusUsed], SendOff: s.regs[R.ArmourSendOff] })
          : move(s, H.InjuryResult, injuryRegs(s))));
      }
      return injuryChoice(spec, s, move, ctx);
    case H.Casualty: {
      const table = ctx.edition.casualtyTable(spec.decay);
      return weighted('Casualty', CASUALTY_RESULTS.map((result, i) => ({
        label: result, weight: table.weights[result], next: () => afterCasualtyRoll(spec, s, move, i, false),
      })));
    }
    case H.Regeneration: {
      // bb2025 (FFB; UNCONFIRMED): a failed roll is re-rolled once, not with Pro (`HarmSpec.regenerationReroll`).
      const rerolled = s.regs[R.Rerolled];
      const again = spec.regenerationReroll === true && (rerolled & REROLLED_REGENERATION) === 0;
      const retry = { Casualty: s.regs[R.Casualty], NoCasualtyRoll: s.regs[R.NoCasualtyRoll], Rerolled: rerolled | REROLLED_REGENERATION };
      const failed = (t: State) => (again ? move(t, H.Regeneration, retry) : afterRegeneration(spec, t, move));
      return rollDie(`Regeneration ${REGENERATION_TARGET}+${(rerolled & REROLLED_REGENERATION) !== 0 ? ' (re-roll)' : ''}`, 6, (d) =>
        d >= REGENERATION_TARGET ? toEnd(spec, record(s, spec.victim, C.Reserves), move) : failed(s));
    }
    case H.Apothecary:
      return apothecary(spec, s, move, ctx);
    case H.ApothecaryRoll: {
      if (ctx.edition.apothecaryHealsOn !== null) return apothecaryHeal(spec, s, move, ctx);
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

/** The acting player may still re-roll this sequence's armour or injury roll with Pro (once per turn). */
function proOpen(spec: HarmSpec, s: State): boolean {
  return spec.pro !== null && !hasUsed(s, spec.pro, OnceFlag.Pro) && (s.regs[R.Rerolled] & REROLLED_PILING_ON) === 0;
}

/**
 * Piling On (bb2016 and classic, `HarmSpec.reroll`) may still be used on this sequence: once, on the armour or the
 * injury roll. No die is re-rolled twice (seed 000): where Pro also re-rolls armour and injury (classic), Piling On
 * is not offered once Pro has been tried, nor Pro once Piling On has (a conservative reading: UNCONFIRMED).
 */
function pilingOnOpen(spec: HarmSpec, s: State): boolean {
  return spec.reroll !== undefined && (s.regs[R.Rerolled] & REROLLED_PILING_ON) === 0 && !(spec.pro !== null && hasUsed(s, spec.pro, OnceFlag.Pro));
}

/** Pro's own D6 (the edition's target), then the re-roll (`again`) or the roll as it stands. */
function proRoll(ctx: ModelContext, next: (again: boolean) => State): ChanceNode {
  return rollDie(`Pro ${ctx.edition.proTarget}+`, 6, (d) => next(d >= ctx.edition.proTarget));
}

/** The coach's option to use Pro on the roll at hand, its D6 rolled next at `phase`: Pro is spent as it is tried. */
function proOption(spec: HarmSpec, s: State, move: Move, phase: number, regs: Parameters<Move>[2]): Option {
  return { label: 'Pro', next: move(markUsed(s, spec.pro as number, OnceFlag.Pro), phase, { ...regs, ProRoll: 1 }), spends: 'pro' };
}

function armourRegs(s: State): Parameters<Move>[2] {
  return { Armour: s.regs[R.Armour], ArmourDouble: s.regs[R.ArmourDouble] };
}

function injuryRegs(s: State): Parameters<Move>[2] {
  return { Injury: s.regs[R.Injury], BonusUsed: s.regs[R.BonusUsed], SendOff: s.regs[R.SendOff], ArmourSendOff: s.regs[R.ArmourSendOff] };
}

/**
 * The armour roll: held, broken, or (a bonus would break it, or Pro may re-roll it) the coach's choice, rolls of
 * one reading merged.
 */
function armourRoll(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): ChanceNode {
  const open = heldOptionsOpen(spec, s);
  const signature = (sum: number, double: boolean) => {
    const read = readArmour(spec, ctx, sum, double);
    if (read.bonusBreaks && spec.bonus?.whereItHurts) return `u${read.sendOffBroken}`;
    if (read.broken) return `b${read.sendOffBroken}`;
    if (read.bonusBreaks || read.extraBreaks || read.bothBreak) return `c${sum}${double}`;
    return open ? `p${read.sendOffHeld}` : `h${read.sendOffHeld}`;
  };
  if (!oldProOpen(spec, s)) return grouped2d6(spec.label, spec.foul, signature, (sum, double) => armourRolled(spec, s, move, ctx, sum, double));
  // Old Pro may re-roll one die of a held roll: a held roll keeps its dice (`old-pro.ts`).
  const held = (low: number, high: number, double: boolean) => !readArmour(spec, ctx, low + high, double).broken;
  return grouped2d6Dice(spec.label, spec.foul,
    (low, high, double) => (held(low, high, double) ? `o${low}|${high}|${double}` : signature(low + high, double)),
    (low, high, double) => armourRolled(spec, s, move, ctx, low + high, double, held(low, high, double) ? low : 0));
}

/** A held armour roll leaves the coach something to choose: Pro, a re-roll, Piling On or Old Pro. */
function heldOptionsOpen(spec: HarmSpec, s: State): boolean {
  return proOpen(spec, s) || rerollOpen(spec, s) || pilingOnOpen(spec, s) || oldProOpen(spec, s);
}

/**
 * The armour rolled `sum` (`double`): broken, the bonus's choice, or held (the coach's choice while something may
 * still change it; `low`: the low die, kept for Old Pro).
 */
function armourRolled(spec: HarmSpec, s: State, move: Move, ctx: ModelContext, sum: number, double: boolean, low = 0): State {
  const read = readArmour(spec, ctx, sum, double);
  if (read.broken && ownRerollOpen(spec, s)) return move(s, H.ArmourResult, { SendOff: read.sendOffBroken, ProRoll: OWN_REROLL_CHOICE });
  if (read.broken) return move(s, H.Injury, { SendOff: read.sendOffBroken });
  if (read.bonusBreaks && spec.bonus?.whereItHurts) return move(s, H.Injury, { BonusUsed: 1, SendOff: read.sendOffBroken });
  if (read.bonusBreaks || read.extraBreaks || read.bothBreak || heldOptionsOpen(spec, s)) {
    return move(s, H.ArmourResult, { Armour: sum, ArmourDouble: double ? 1 : 0, ArmourLow: low });
  }
  return toEnd(spec, record(s, spec.victim, spec.heldCondition), move, read.sendOffHeld);
}

/** The armour may still be re-rolled by the attacker's skill (Lone Fouler, bb2025): not yet re-rolled. */
function rerollOpen(spec: HarmSpec, s: State): boolean {
  const spent = spec.armourRerollOnce !== undefined && hasUsed(s, spec.armourRerollOnce, OnceFlag.Special);
  return spec.armourReroll !== undefined && (s.regs[R.Rerolled] & REROLLED_ARMOUR) === 0 && !spent;
}

/** The player hit may still re-roll its own broken armour with its rule (`HarmSpec.ownArmourReroll`): once a line, no die twice. */
function ownRerollOpen(spec: HarmSpec, s: State): boolean {
  const own = spec.ownArmourReroll;
  return own !== undefined && (s.regs[R.Rerolled] & REROLLED_ARMOUR) === 0 && !hasUsed(s, own.once, OnceFlag.Special);
}

/**
 * The player's own armour broke: it stands (the rule saved, the earliest option among equals), or the rule re-rolls
 * both dice and the new roll stands (stars.md BB2025 Dwarfen Grit).
 */
function ownRerollChoice(spec: HarmSpec, s: State, move: Move): Transition {
  const own = spec.ownArmourReroll as NonNullable<HarmSpec['ownArmourReroll']>;
  const again = move(markUsed(s, own.once, OnceFlag.Special), H.Armour, { SendOff: 0, Rerolled: s.regs[R.Rerolled] | REROLLED_ARMOUR });
  return {
    kind: 'choice', by: 'coach', label: `${spec.label}: broken`,
    options: [{ label: 'armour breaks', next: move(s, H.Injury, { SendOff: s.regs[R.SendOff] }) }, { label: `${own.name} re-roll`, next: again }],
  };
}

/** A star's injury re-roll (`HarmSpec.injuryReroll`) may still be used on this roll's result: not a casualty. */
function injuryRerollOpen(spec: HarmSpec, s: State, plain: InjuryResult): boolean {
  const star = spec.injuryReroll;
  return star !== undefined && plain !== 'casualty' && (s.regs[R.Rerolled] & REROLLED_INJURY) === 0 && !hasUsed(s, star.once, OnceFlag.Special);
}

/**
 * The armour did not break as rolled: the coach places the bonus (Mighty Blow, Dirty Player) on it to break it,
 * re-rolls it (Lone Fouler: the roll discarded, its double with it; Pro, classic), or lets it hold.
 */
function armourChoice(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): Transition {
  const natural = s.regs[R.Armour];
  const read = readArmour(spec, ctx, natural, s.regs[R.ArmourDouble] === 1);
  const holds = { label: 'armour holds', next: toEnd(spec, record(s, spec.victim, spec.heldCondition), move, read.sendOffHeld) };
  const options: Option[] = [];
  if (read.bonusBreaks && spec.bonus) {
    options.push({ label: `${spec.bonus.name} on armour (+${spec.bonus.amount})`, next: move(placed(spec, s), H.Injury, { BonusUsed: 1, SendOff: read.sendOffBroken }) });
  }
  // The extra armour bonus (Crushing Blow): alone, the other bonus kept for the injury; or both together.
  if (read.extraBreaks && spec.extra) {
    options.push({ label: `${spec.extra.name} on armour (+${spec.extra.amount})`, next: move(extraPlaced(spec, s), H.Injury, { SendOff: read.sendOffBroken }) });
  }
  if (read.bothBreak && spec.extra && spec.bonus) {
    const both = move(extraPlaced(spec, placed(spec, s)), H.Injury, { BonusUsed: 1, SendOff: read.sendOffBroken });
    options.push({ label: `${spec.bonus.name} and ${spec.extra.name} on armour (+${spec.bonus.amount + spec.extra.amount})`, next: both });
  }
  if (rerollOpen(spec, s)) {
    const spent = spec.armourRerollOnce === undefined ? s : markUsed(s, spec.armourRerollOnce, OnceFlag.Special);
    options.push({ label: `${spec.armourReroll} re-roll`, next: move(spent, H.Armour, { Rerolled: s.regs[R.Rerolled] | REROLLED_ARMOUR }) });
  }
  if (pilingOnOpen(spec, s)) options.push({ label: `${spec.reroll}: re-roll the armour`, next: move(s, H.Armour, { Rerolled: s.regs[R.Rerolled] | REROLLED_PILING_ON }) });
  options.push(holds);
  if (proOpen(spec, s)) options.push(proOption(spec, s, move, H.ArmourResult, armourRegs(s)));
  if (oldProOpen(spec, s) && s.regs[R.ArmourLow] > 0) options.push(...oldProOptions(spec, s, move, armourRegs(s)));
  if (options.length === 1) return holds.next;
  // Held whatever the bonus: every such roll is one state, so the choice names the reading, not the roll.
  const label = read.bonusBreaks ? `${spec.label}: rolled ${natural}` : `${spec.label}: held`;
  return { kind: 'choice', by: 'coach', label, options };
}

/**
 * The injury roll. A natural double on the injury roll of a foul sends the fouler off, Sneaky Git or not (seed 001
 * Sneaky Git Q&A).
 */
function injuryRoll(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): ChanceNode {
  const bonusUsed = s.regs[R.BonusUsed] === 1;
  const pro = proOpen(spec, s);
  const sendOff = (double: boolean) => (s.regs[R.SendOff] === 1 || double ? 1 : 0);
  // Piling On re-rolls a result short of a casualty (nothing else can get worse for the victim).
  const mayPileOn = (plain: InjuryResult) => (pilingOnOpen(spec, s) && plain !== 'casualty') || injuryRerollOpen(spec, s, plain);
  return grouped2d6('Injury', spec.foul, (sum, double) => {
    const read = readInjury(spec, ctx, sum, bonusUsed);
    if (pro || mayPileOn(read.plain)) return `p${read.plain}|${read.boosted}|${sendOff(double)}`;
    if (read.boosted !== null && spec.bonus?.whereItHurts) return `${read.boosted}${sendOff(double)}`;
    return read.boosted === null ? `${read.plain}${sendOff(double)}` : `c${sum}${double}`;
  }, (sum, double) => {
    const read = readInjury(spec, ctx, sum, bonusUsed);
    if (pro) {
      return move(s, H.InjuryResult, { Injury: sum, BonusUsed: s.regs[R.BonusUsed], SendOff: sendOff(double), ArmourSendOff: s.regs[R.SendOff] });
    }
    const at = move(s, H.InjuryResult, { Injury: sum, BonusUsed: s.regs[R.BonusUsed], SendOff: sendOff(double) });
    if (mayPileOn(read.plain)) return at;
    if (read.boosted !== null && spec.bonus?.whereItHurts) return applyInjury(spec, at, move, read.boosted);
    return read.boosted === null ? applyInjury(spec, at, move, read.plain) : at;
  });
}

/** The coach places the bonus on the injury roll or not, or (while it may) re-rolls the injury with Pro. */
function injuryChoice(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): Transition {
  const { plain, boosted } = readInjury(spec, ctx, s.regs[R.Injury], s.regs[R.BonusUsed] === 1);
  const options: Option[] = [];
  if (spec.extra !== undefined && spec.extra.on !== 'armour' && boosted !== null) return extraInjuryChoice(spec, s, move, ctx);
  if (boosted !== null) {
    const bonus = spec.bonus as NonNullable<HarmSpec['bonus']>;
    options.push({ label: `${bonus.name} on injury (+${bonus.amount})`, next: applyInjury(spec, placed(spec, s), move, boosted) });
  }
  if (injuryRerollOpen(spec, s, plain)) {
    const star = spec.injuryReroll as NonNullable<HarmSpec['injuryReroll']>;
    const again = move(markUsed(s, star.once, OnceFlag.Special), H.Injury, { BonusUsed: s.regs[R.BonusUsed], SendOff: s.regs[R.SendOff], Rerolled: s.regs[R.Rerolled] | REROLLED_INJURY });
    options.push({ label: `${star.name}: re-roll the injury`, next: again });
  }
  if (pilingOnOpen(spec, s) && plain !== 'casualty') {
    const again = move(s, H.Injury, { BonusUsed: s.regs[R.BonusUsed], SendOff: s.regs[R.SendOff], Rerolled: s.regs[R.Rerolled] | REROLLED_PILING_ON });
    options.push({ label: `${spec.reroll}: re-roll the injury`, next: again });
  }
  options.push({ label: boosted === null ? 'accept' : 'no bonus', next: applyInjury(spec, s, move, plain) });
  if (proOpen(spec, s)) options.push(proOption(spec, s, move, H.InjuryResult, injuryRegs(s)));
  if (options.length === 1) return options[0].next;
  // Without a bonus to place, the rolls of one result are one state: the choice names the result.
  const label = boosted === null ? `Injury: ${plain}` : `Injury: rolled ${s.regs[R.Injury]}`;
  return { kind: 'choice', by: 'coach', label, options };
}

/**
 * The injury with an extra bonus still there (Brutal Block beside Mighty Blow): no bonus, either one, or both, the
 * coach's choice (the results of each placement; the rule used when its bonus is placed).
 */
function extraInjuryChoice(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): Transition {
  const total = s.regs[R.Injury];
  const extra = spec.extra as NonNullable<HarmSpec['extra']>;
  const bonus = spec.bonus !== null && s.regs[R.BonusUsed] === 0 ? spec.bonus : null;
  const result = (add: number) => ctx.edition.injuryResult(total + add, spec);
  const options: Option[] = [{ label: 'no bonus', next: applyInjury(spec, s, move, result(0)) }];
  if (bonus) options.push({ label: `${bonus.name} on injury (+${bonus.amount})`, next: applyInjury(spec, placed(spec, s), move, result(bonus.amount)) });
  options.push({ label: `${extra.name} on injury (+${extra.amount})`, next: applyInjury(spec, extraPlaced(spec, s), move, result(extra.amount)) });
  if (bonus) options.push({ label: `${bonus.name} and ${extra.name} on injury`, next: applyInjury(spec, extraPlaced(spec, placed(spec, s)), move, result(bonus.amount + extra.amount)) });
  return { kind: 'choice', by: 'coach', label: `Injury: rolled ${total}`, options };
}

function applyInjury(spec: HarmSpec, s: State, move: Move, result: InjuryResult): State {
  switch (result === 'stunned' && spec.stunnedIsKo ? 'ko' : result) {
    case 'stunned':
      return toEnd(spec, record(s, spec.victim, spec.stunnedIsReserves ? C.Reserves : C.Stunned), move);
    case 'badlyHurt':
      return afterCasualtyRoll(spec, s, move, BADLY_HURT, true);
    case 'casualty':
      return spec.casualtyIsBadlyHurt ? afterCasualtyRoll(spec, s, move, BADLY_HURT, true) : move(s, H.Casualty);
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

/** `R.SendOff` once the coach has argued the call and the send-off stands (a 2-5): a Bribe may still cancel it. */
const ARGUED = 2;

/**
 * A foul's send-off: argued first when the step says so (the edition's table, `Edition.argueTheCall`), then a
 * Bribe may cancel it (the coach's choice), else on to what follows.
 */
function endOfSequence(spec: HarmSpec, s: State, move: Move): Transition {
  if (s.regs[R.SendOff] === 0) return spec.finish(s);
  const argue = spec.argueTheCall;
  if (argue !== undefined && s.regs[R.SendOff] !== ARGUED) {
    return rollDie('Argue the Call', 6, (d) => {
      // Overturned: not sent off, but the turn still ends (FFB publishes END_TURN either way; UNCONFIRMED).
      if (d >= argue.overturnedOn) return endLine(s, true);
      // "You're outta here": the head coach is ejected with the player, and no Bribe is asked (FFB).
      if (d <= argue.ejectedOn) return sentOff(setOut(s, Out.CoachEjected, 1));
      return move(s, H.End, { SendOff: ARGUED });
    });
  }
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
