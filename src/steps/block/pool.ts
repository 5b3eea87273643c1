/**
 * The choices over a rolled pool of block dice: which face to take, and the re-rolls still open — a team re-roll
 * of the whole pool (Loner applies), Pro on one die, Brawler on one Both Down die (not on a Blitz; bb2025 once per
 * activation), Hatred on one Player Down die against a hated target (bb2025). A die is never
 * re-rolled twice, and once Pro or Brawler has touched the pool a team re-roll (which would re-roll every die) is
 * no longer open. Sources: seed 000 (never re-roll a die twice); seed 001 Pro ("as part of a dice pool"), Brawler
 * (and its Q&A with Pro on the other die); bb2020.md "Block" and "Re-rolls".
 */
import type { ModelContext } from '../../model/model.js';
import type { Option } from '../../model/node.js';
import { goTo, hasUsed, markUsed, OnceFlag, spendTeamReroll, type State } from '../../model/state.js';
import type { BlockStep } from './options.js';
import { starBlockReroll } from '../../rules/star-blocks.js';
import { decodePool, dieCode, encodePool, Face, FACE_NAMES, faceOf, isLocked } from './dice.js';
import { diceSubsets, encodeFaces, subsetLabel } from './some-dice.js';

/** Registers of a block step (whether it is Frenzy's second block is the Frenzy flag of `used`). */
export const B = {
  /** Signed dice count: negative when the defender chooses. */
  Dice: 0,
  Pool: 1,
  /** Skills used on this block's dice: bit 1 Brawler, bit 2 Hatred (bb2025). */
  Brawler: 2,
  /** The face of the die Pro or Brawler is re-rolling. */
  Die: 3,
  /** 1 when the pool being rolled is a re-roll (its dice are then locked). */
  LockAll: 4,
} as const;

/** Phases of a block step. */
export const P = {
  Start: 0,
  /** The Dauntless roll, a D6 test (four phases: `D6_TEST_PHASES`). */
  Dauntless: 1,
  /** The rush before Frenzy's second block on a Blitz, a D6 test (four phases). */
  FrenzyRush: 5,
  Roll: 9, Choose: 10, Defender: 11, Pro: 12, RerollOne: 13, Loner: 14,
  BothDownAttacker: 15, BothDownDefender: 16, Harm: 17,
  /** After the harm sequence's eleven phases (17..27): Pile Driver's choice. */
  PileDriver: 28,
  /** The target's Dump-off before the dice: its choice, pass, scatter, catch (29..32, `dump-off.ts`). */
  DumpOff: 29,
  /** Where a push sends the target (`push.ts`): its Stand Firm, the square, its Fend (after the dump-off's 29..32). */
  StandFirm: 33, PushSquare: 34, Fend: 35,
  /** The target's Saboteur (bb2025, `saboteur.ts`): its coach's choice, then its D6 (register 0: 1 once chosen). */
  Saboteur: 36,
  /**
   * Steady Footing (bb2025, `model/steady-footing.ts`): the blocker's on a Player Down (37..40) and on a Both Down
   * (41..44), D6 tests; the target's, a plain D6 in the blocking team's turn (45, register 0: what follows a 6).
   */
  SteadyDown: 37, SteadyBoth: 41, SteadyTarget: 45,
  /** A star's re-roll of several dice together (Savage Blow, `some-dice.ts`): register `Die` holds their faces. */
  RerollSome: 46,
  /** The Dauntless roll passed: Indomitable (the target's strength doubled) or not, the coach's choice. */
  Indomitable: 47,
  /** A star's Frenzy for this Blitz declared or not (Frenzied Rush, `frenzied-rush.ts`), the coach's choice. */
  FrenziedRush: 48,
  /** The blocker's own Saboteur when its block knocks it down (bb2025, `saboteur.ts`). */
  BlockerSaboteur: 49,
} as const;

/** Faces in the order a coach reads them, most harmful to the defender first (ties go to the earliest). */
const PREFERENCE: readonly number[] = [Face.Pow, Face.Stumble, Face.BothDown, Face.PushBack, Face.PlayerDown];

/** The registers of `s` with some replaced (written out in the order of `B`: this runs for every state). */
export function withReg(s: State, e: Partial<Record<keyof typeof B, number>>): number[] {
  const r = s.regs;
  return [e.Dice ?? r[0] ?? 0, e.Pool ?? r[1] ?? 0, e.Brawler ?? r[2] ?? 0, e.Die ?? r[3] ?? 0, e.LockAll ?? r[4] ?? 0];
}

export function poolOf(s: State): number[] {
  return decodePool(s.regs[B.Pool], Math.abs(s.regs[B.Dice]));
}

/** The distinct faces of the pool, most harmful to the defender first. */
export function facesOf(s: State): number[] {
  const present = new Set(poolOf(s).map(faceOf));
  return PREFERENCE.filter((f) => present.has(f));
}

/** The pool with one unlocked die of `face` replaced by `code`. */
export function replaceDie(s: State, face: number, code: number): number {
  const dice = poolOf(s);
  const i = dice.findIndex((c) => faceOf(c) === face && !isLocked(c));
  dice[i] = code;
  return encodePool(dice);
}

const BRAWLER_USED = 1;
const HATRED_USED = 2;
/** A star's one-die re-roll (`rules/star-blocks.ts`) used on this block. */
const STAR_USED = 4;

/** The faces a star's re-roll may take in `s` (`rules/star-blocks.ts`), none when it is not open. */
function starFaces(step: BlockStep, ctx: ModelContext, s: State, unlocked: readonly number[]): { rule: string; faces: number[]; some: boolean } | null {
  const star = starBlockReroll(ctx.edition.id, ctx.scenario.players[step.by].skills, step.blitz, step.tandem);
  if (star === null || (s.regs[B.Brawler] & STAR_USED) !== 0 || (star.once === 'line' && hasUsed(s, step.by, OnceFlag.Special))) return null;
  if (star.faces === 'any') return { rule: star.rule, faces: unlocked.slice(), some: star.dice === 'some' };
  // Woodland Fury: the result as it stands knocks her down — every face does when she chooses, one does when the
  // defender chooses; then one die of such a face may be re-rolled (UNCONFIRMED reading of "would knock her down").
  const block = ctx.scenario.players[step.by].skills.has('Block');
  const downs = (f: number) => f === Face.PlayerDown || (f === Face.BothDown && !block);
  const all = facesOf(s);
  const standsDown = s.regs[B.Dice] < 0 ? all.some(downs) : all.every(downs);
  return standsDown ? { rule: star.rule, faces: unlocked.filter(downs), some: false } : null;
}

/**
 * Brawler is open: not on a Blitz, not yet on this block, and in bb2025 not yet in this activation
 * (`Edition.brawlerOnce`, the Brawler flag of `used`).
 */
function brawlerOpen(step: BlockStep, ctx: ModelContext, s: State): boolean {
  if (!ctx.scenario.players[step.by].skills.has('Brawler') || step.blitz || (s.regs[B.Brawler] & BRAWLER_USED) !== 0) return false;
  return ctx.edition.brawlerOnce === 'block' || !hasUsed(s, step.by, OnceFlag.Brawler);
}

/** Hatred (X), bb2025: against a hated target (`hated: true`), one Player Down die re-rolled once per block. */
function hatredOpen(step: BlockStep, ctx: ModelContext, s: State): boolean {
  return step.hated && ctx.scenario.players[step.by].skills.has('Hatred') && (s.regs[B.Brawler] & HATRED_USED) === 0;
}

/** Whether any re-roll is open on this pool (the same tests as `rerollOptions`, without building states). */
export function anyRerollOpen(step: BlockStep, ctx: ModelContext, s: State): boolean {
  const skills = ctx.scenario.players[step.by].skills;
  const dice = poolOf(s);
  const unlocked = dice.filter((c) => !isLocked(c));
  if (unlocked.length === dice.length && s.rr > 0 && s.rrTurn < ctx.edition.teamRerollsPerTurn) return true;
  if (unlocked.length > 0 && skills.has('Pro') && !hasUsed(s, step.by, OnceFlag.Pro)) return true;
  if (hatredOpen(step, ctx, s) && unlocked.some((c) => faceOf(c) === Face.PlayerDown)) return true;
  if ((starFaces(step, ctx, s, unlocked.map(faceOf))?.faces.length ?? 0) > 0) return true;
  return brawlerOpen(step, ctx, s) && unlocked.some((c) => faceOf(c) === Face.BothDown);
}

/** The re-rolls open on this pool. */
export function rerollOptions(step: BlockStep, ctx: ModelContext, s: State, loner: number | null): Option[] {
  const skills = ctx.scenario.players[step.by].skills;
  const dice = poolOf(s);
  const unlocked = [...new Set(dice.filter((c) => !isLocked(c)).map(faceOf))];
  const options: Option[] = [];
  if (dice.every((c) => !isLocked(c)) && s.rr > 0 && s.rrTurn < ctx.edition.teamRerollsPerTurn) {
    const spent = spendTeamReroll(s);
    const next = loner === null ? goTo(spent, P.Roll, withReg(s, { Pool: 0, LockAll: 1 })) : goTo(spent, P.Loner, s.regs);
    options.push({ label: 'team re-roll', next, spends: 'teamReroll' });
  }
  if (skills.has('Pro') && !hasUsed(s, step.by, OnceFlag.Pro)) {
    for (const face of PREFERENCE.filter((f) => unlocked.includes(f)).reverse()) {
      options.push({ label: `Pro on ${FACE_NAMES[face]}`, next: goTo(markUsed(s, step.by, OnceFlag.Pro), P.Pro, withReg(s, { Die: face })), spends: 'pro' });
    }
  }
  if (brawlerOpen(step, ctx, s) && unlocked.includes(Face.BothDown)) {
    const marked = ctx.edition.brawlerOnce === 'activation' ? markUsed(s, step.by, OnceFlag.Brawler) : s;
    options.push({ label: 'Brawler on Both Down', next: goTo(marked, P.RerollOne, withReg(s, { Brawler: s.regs[B.Brawler] | BRAWLER_USED, Die: Face.BothDown })) });
  }
  if (hatredOpen(step, ctx, s) && unlocked.includes(Face.PlayerDown)) {
    options.push({ label: 'Hatred on Player Down', next: goTo(s, P.RerollOne, withReg(s, { Brawler: s.regs[B.Brawler] | HATRED_USED, Die: Face.PlayerDown })) });
  }
  const star = starFaces(step, ctx, s, unlocked);
  if (star?.some) return [...options, ...someDiceOptions(step, s, star.rule, dice)];
  for (const face of PREFERENCE.filter((f) => star?.faces.includes(f)).reverse()) {
    const spent = starBlockReroll(ctx.edition.id, skills, step.blitz, step.tandem)?.once === 'line' ? markUsed(s, step.by, OnceFlag.Special) : s;
    options.push({ label: `${star?.rule} on ${FACE_NAMES[face]}`, next: goTo(spent, P.RerollOne, withReg(s, { Brawler: s.regs[B.Brawler] | STAR_USED, Die: face })) });
  }
  return options;
}

/** Savage Blow: every choice of the dice not yet re-rolled, re-rolled together (`some-dice.ts`), once a line. */
function someDiceOptions(step: BlockStep, s: State, rule: string, dice: readonly number[]): Option[] {
  const spent = markUsed(s, step.by, OnceFlag.Special);
  return diceSubsets(dice.filter((c) => !isLocked(c)).map(faceOf)).map((faces) => ({
    label: subsetLabel(rule, faces),
    next: goTo(spent, P.RerollSome, withReg(s, { Brawler: s.regs[B.Brawler] | STAR_USED, Die: encodeFaces(faces) })),
  }));
}

/** Every die of the pool locked (a failed Loner roll: the result stands). */
export function lockAll(s: State): number {
  return encodePool(poolOf(s).map((c) => dieCode(faceOf(c), true)));
}
