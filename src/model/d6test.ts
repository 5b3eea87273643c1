/**
 * A D6 roll with everything that may follow it: skill re-roll, Pro, team re-roll (with Loner), a post-roll
 * bonus (Break Tackle) and the opponent's Diving Tackle. Dodge, rush, pick-up, catch, pass and plain tests are
 * all this one process with different data.
 *
 * Sources: seed 000 ("you may never re-roll a single dice roll more than once"); seed 001 Pro ("once this player
 * has attempted to use this Skill, they may not use a re-roll from any other source"), Loner (X+) ("the original
 * result stands … but the team re-roll is lost"), Diving Tackle, Break Tackle.
 */
import { rollDie, type ChanceNode, type ChoiceNode, type Option, type Outcome } from './node.js';
import type { ModelContext, Transition } from './model.js';
import { Out } from './outcome.js';
import type { D6TestKind, StarD6Aid } from '../rules/star-aids.js';
import { goTo, hasUsed, markUsed, refundTeamReroll, setOut, spendTeamReroll, type OnceFlag, OnceFlag as Once, type State } from './state.js';

/** A skill that re-rolls this roll; `once` when it may be used once per activation (Dodge, Sure Feet). */
export interface SkillReroll {
  readonly name: string;
  readonly once?: OnceFlag;
}

/** A bonus the coach may add after seeing the roll (Break Tackle). */
export interface PostRollBonus {
  readonly name: string;
  readonly amount: number;
  readonly once: OnceFlag;
}

export interface D6TestSpec {
  /** "Dodge 3+". */
  readonly label: string;
  /** Index of the player whose roll it is (skills, Pro and Loner are theirs). */
  readonly player: number;
  /** Whether a natural roll, with `bonus` added after the roll (Break Tackle, Diving Tackle), passes. */
  passes(natural: number, bonus: number): boolean;
  readonly skillReroll: SkillReroll | null;
  /** Team re-rolls may be used on this roll. */
  readonly teamReroll: boolean;
  /** The player may use Pro on this roll. */
  readonly pro: boolean;
  /** Loner's target when the player has Loner, else null. */
  readonly loner: number | null;
  /** The opponent subtracts 2 from a passed roll when that makes it fail. */
  readonly divingTackle: boolean;
  readonly postRollBonus: PostRollBonus | null;
  /** What kind of test it is, for the star rules that name one (`rules/star-aids.ts`). */
  readonly test: D6TestKind;
  /** The player's star special rule on this test (`starD6Aid`), or null; once a line (`OnceFlag.Special`). */
  readonly starAid: StarD6Aid | null;
  /**
   * Whether adding `added` after the roll betters how a failed roll ends, for a star's bonus (`starAid`); absent, it
   * must make the roll pass. A pass says its own: an inaccurate pass is better than a wildly inaccurate one.
   */
  readonly betterWith?: (natural: number, bonus: number, added: number) => boolean;
  /** The player's ST, for an aid that adds it (bb2020 Incorporeal). */
  readonly st: number;
  /** The state after a pass; the same whatever the natural roll (so passing faces share one outcome). */
  onPass(s: State): State;
  onFail(s: State, natural: number, bonus: number): State;
}

/** Registers of a D6 test: the natural roll, whether the die was re-rolled, the bonus added, Diving Tackle used. */
const R_NATURAL = 0;
const R_REROLLED = 1;
const R_BONUS = 2;
const R_DIVING = 3;
/** bb2025's re-roll of a failed Pro roll: where it stands (`PRO_FAILED`, `PRO_TEAM`, `PRO_AGAIN`), else 0. */
const R_PRO = 4;
/** 1 when the die being rolled is a team re-roll (for Team Captain). */
const R_TEAM = 5;
/** The Pro roll failed and may be re-rolled with a team re-roll; the team re-roll waits on Loner; Pro rolled again. */
const PRO_FAILED = 1;
const PRO_TEAM = 2;
const PRO_AGAIN = 3;
/** In `R_PRO` at the Pro phase: the Team Mascot's D6 is being rolled instead. */
const MASCOT = 4;
/** Team Mascot: "On a 4+, the Team Re-roll may be used as normal" (docs/bb2025.md). */
const MASCOT_TARGET = 4;

/** Phases, relative to the first phase the step gives the test. */
export const D6_TEST_PHASES = 4;
const ROLL = 0;
const RESULT = 1;
const PRO = 2;
const LONER = 3;

/** The transition of a D6 test whose phases start at `base`. */
export function expandD6Test(spec: D6TestSpec, s: State, base: number, ctx: ModelContext): Transition {
  const local = s.phase - base;
  const rerolled = s.regs[R_REROLLED] ?? 0;
  switch (local) {
    case ROLL:
      // bb2025 Incorporeal: "for that activation she makes no dodge rolls" (stars.md): the test passes unrolled.
      if (spec.starAid?.kind === 'noRoll') return spec.onPass(s);
      return roll(spec, s, base, rerolled, ctx);
    case RESULT:
      return result(spec, s, base, ctx);
    case PRO:
      // The Pro phase also rolls the Team Mascot's D6 (the four phases of a test are fixed: `D6_TEST_PHASES`).
      if (s.regs[R_PRO] === MASCOT) return mascotRoll(spec, s, base, ctx);
      return s.regs[R_PRO] === PRO_FAILED ? proFailed(spec, s, base, ctx) : proRoll(spec, s, base, ctx);
    case LONER: {
      // A Loner roll for a team re-roll of the die itself, or (bb2025) of a failed Pro roll.
      const ofPro = s.regs[R_PRO] === PRO_TEAM;
      return rollDie(`Loner ${spec.loner}+`, 6, (d) => {
        if (d < (spec.loner ?? 1)) return resultStands(s, base);
        return ofPro ? goTo(s, base + PRO, withReg(s.regs, R_PRO, PRO_AGAIN)) : reroll(s, base, ctx.scenario.captain);
      });
    }
    default:
      throw new Error(`D6 test: no phase ${local}`);
  }
}

/**
 * The roll itself. Faces that pass outright share one outcome (the next state does not depend on which face it
 * was); each failing face, or a pass that Diving Tackle may still spoil, gets its own result state.
 */
function roll(spec: D6TestSpec, s: State, base: number, rerolled: number, ctx: ModelContext): ChanceNode {
  const outcomes: Outcome[] = [];
  const passing: number[] = [];
  // Team Captain (bb2025): a team re-roll whose re-rolled die shows a natural 6 is not spent.
  const captain = ctx.scenario.captain && s.regs[R_TEAM] === 1;
  for (let natural = 1; natural <= 6; natural++) {
    const clean = spec.passes(natural, 0) && !(spec.divingTackle && !spec.passes(natural, -2));
    const from = captain && natural === 6 ? refundTeamReroll(s) : s;
    if (captain && natural === 6) outcomes.push({ weight: 1, label: '6 (Team Captain)', next: clean ? spec.onPass(from) : goTo(from, base + RESULT, [natural, rerolled, 0, 0]) });
    else if (clean) passing.push(natural);
    else outcomes.push({ weight: 1, label: String(natural), next: goTo(s, base + RESULT, [natural, rerolled, 0, 0]) });
  }
  if (passing.length > 0) {
    outcomes.push({ weight: passing.length, label: faces(passing), next: spec.onPass(s) });
  }
  return { kind: 'chance', label: spec.label, total: 6, outcomes };
}

/** "6", "3-6", or "2,4,6" when the faces are not a run. */
function faces(naturals: readonly number[]): string {
  const first = naturals[0];
  const last = naturals[naturals.length - 1];
  if (first === last) return String(first);
  return last - first === naturals.length - 1 ? `${first}-${last}` : naturals.join(',');
}

function result(spec: D6TestSpec, s: State, base: number, ctx: ModelContext): Transition {
  const natural = s.regs[R_NATURAL];
  const bonus = s.regs[R_BONUS];
  if (spec.passes(natural, bonus)) {
    // Diving Tackle: after a passed test the opponent subtracts 2, which only matters when it makes it fail.
    const diving = spec.divingTackle && s.regs[R_DIVING] === 0 && !spec.passes(natural, bonus - 2);
    if (!diving) return spec.onPass(s);
    return goTo(s, base + RESULT, [natural, s.regs[R_REROLLED], bonus - 2, 1]);
  }
  const options = failureOptions(spec, s, base, ctx);
  if (options.length === 1) return options[0].next;
  const situation = `${spec.label} failed`;
  const node: ChoiceNode = { kind: 'choice', by: 'coach', label: `${situation} (rolled ${natural})`, situation, roll: natural, options };
  return node;
}

/** Accept the failure, or one of the ways to change it that are still open. */
function failureOptions(spec: D6TestSpec, s: State, base: number, ctx: ModelContext): Option[] {
  const natural = s.regs[R_NATURAL];
  const bonus = s.regs[R_BONUS];
  const options: Option[] = [{ label: 'accept', next: spec.onFail(s, natural, bonus) }];
  const extra = spec.postRollBonus;
  if (extra && !hasUsed(s, spec.player, extra.once) && spec.passes(natural, bonus + extra.amount)) {
    const next = markUsed(goTo(s, base + RESULT, withReg(s.regs, R_BONUS, bonus + extra.amount)), spec.player, extra.once);
    options.push({ label: `${extra.name} (+${extra.amount})`, next });
  }
  options.push(...starAidOptions(spec, s, base));
  if (s.regs[R_REROLLED] === 1) return options;
  const skill = spec.skillReroll;
  if (skill && (skill.once === undefined || !hasUsed(s, spec.player, skill.once))) {
    const next = skill.once === undefined ? s : markUsed(s, spec.player, skill.once);
    options.push({ label: `${skill.name} re-roll`, next: reroll(next, base) });
  }
  const aid = spec.starAid;
  if (aid?.kind === 'reroll' && (aid.every === true || !hasUsed(s, spec.player, Once.Special))) {
    options.push({ label: `${aid.rule} re-roll`, next: reroll(aid.every === true ? s : markUsed(s, spec.player, Once.Special), base) });
  }
  if (spec.pro && !hasUsed(s, spec.player, Once.Pro)) {
    options.push({ label: 'Pro', next: goTo(markUsed(s, spec.player, Once.Pro), base + PRO), spends: 'pro' });
  }
  if (spec.teamReroll && s.out[Out.MascotLeft] === 1 && s.rrTurn < ctx.edition.teamRerollsPerTurn) {
    options.push({ label: 'Team Mascot', next: goTo(setOut(s, Out.MascotLeft, 0), base + PRO, withReg(s.regs, R_PRO, MASCOT)) });
  }
  if (teamRerollOpen(spec, s, ctx)) {
    const spent = spendTeamReroll(s);
    const next = spec.loner === null ? reroll(spent, base, ctx.scenario.captain) : goTo(spent, base + LONER);
    options.push({ label: 'team re-roll', next, spends: 'teamReroll' });
  }
  return options;
}

/**
 * A star's rule on a failed roll, chosen after seeing it (stars.md), once a line: a bonus that makes it pass
 * (bb2025 Consummate Professional +1, bb2020 Incorporeal +ST), or a pass on a natural this high whatever the
 * modifiers (Swift as the Breeze 2+). Its re-roll is offered with the other re-rolls (`failureOptions`).
 */
function starAidOptions(spec: D6TestSpec, s: State, base: number): Option[] {
  const aid = spec.starAid;
  if (aid === null || hasUsed(s, spec.player, Once.Special)) return [];
  const natural = s.regs[R_NATURAL];
  const bonus = s.regs[R_BONUS];
  if (aid.kind === 'bonus') {
    const amount = aid.amount === 'st' ? spec.st : aid.amount;
    const better = spec.betterWith ?? ((n, b, added) => spec.passes(n, b + added));
    if (!better(natural, bonus, amount)) return [];
    return [{ label: `${aid.rule} (+${amount})`, next: markUsed(goTo(s, base + RESULT, withReg(s.regs, R_BONUS, bonus + amount)), spec.player, Once.Special) }];
  }
  if (aid.kind === 'passOn' && natural >= aid.natural) return [{ label: `${aid.rule} (${aid.natural}+)`, next: spec.onPass(markUsed(s, spec.player, Once.Special)) }];
  return [];
}

function teamRerollOpen(spec: D6TestSpec, s: State, ctx: ModelContext): boolean {
  return spec.teamReroll && s.rr > 0 && s.rrTurn < ctx.edition.teamRerollsPerTurn;
}

/** The Pro roll: passed, the die is re-rolled; failed, the result stands — or in bb2025 the coach may re-roll it. */
function proRoll(spec: D6TestSpec, s: State, base: number, ctx: ModelContext): ChanceNode {
  const again = s.regs[R_PRO] === PRO_AGAIN;
  const rerollable = ctx.edition.proRollRerollable && !again && teamRerollOpen(spec, s, ctx);
  const label = `Pro ${ctx.edition.proTarget}+${again ? ' (team re-roll)' : ''}`;
  return rollDie(label, 6, (d) => {
    if (d >= ctx.edition.proTarget) return reroll(s, base);
    return rerollable ? goTo(s, base + PRO, withReg(s.regs, R_PRO, PRO_FAILED)) : resultStands(s, base);
  });
}

/**
 * bb2025: "a failed Pro roll (3+) may itself be re-rolled with a team re-roll" (bb2025.md "Re-rolls", FFB;
 * UNCONFIRMED): accept the failed roll, or spend a team re-roll (Loner first) to roll Pro again, once.
 */
function proFailed(spec: D6TestSpec, s: State, base: number, ctx: ModelContext): ChoiceNode {
  const stands = resultStands(s, base);
  const spent = spendTeamReroll(s);
  const again = spec.loner === null ? goTo(spent, base + PRO, withReg(s.regs, R_PRO, PRO_AGAIN)) : goTo(spent, base + LONER, withReg(s.regs, R_PRO, PRO_TEAM));
  const situation = 'Pro roll failed';
  return {
    kind: 'choice', by: 'coach', label: situation, situation,
    options: [{ label: 'accept', next: stands }, { label: 'team re-roll of the Pro roll', next: again, spends: 'teamReroll' }],
  };
}

/**
 * bb2025 Team Mascot (`mascot: true`): its re-roll is a team re-roll used only after a D6 of 4+ — then the die is
 * re-rolled as by a team re-roll (Loner first, Team Captain after); on 1–3 it is lost, the die stays as rolled
 * and another team re-roll may still be used on it. It is not one of `rerolls:`, so `rerollsUsed` does not count it.
 */
function mascotRoll(spec: D6TestSpec, s: State, base: number, ctx: ModelContext): ChanceNode {
  const regs = withReg(s.regs, R_PRO, 0).slice(0, R_PRO);
  return rollDie(`Team Mascot ${MASCOT_TARGET}+`, 6, (d) => {
    if (d < MASCOT_TARGET) return goTo(s, base + RESULT, regs);
    return spec.loner === null ? reroll(s, base, ctx.scenario.captain) : goTo(s, base + LONER, regs);
  });
}

/** The roll stands and no other re-roll may touch it (the registers of the roll only, so equal results meet). */
function resultStands(s: State, base: number): State {
  return goTo(s, base + RESULT, [s.regs[R_NATURAL], 1, s.regs[R_BONUS], s.regs[R_DIVING]]);
}

/**
 * Roll the die again; it may not be re-rolled a second time (seed 000). `captained`: by a team re-roll that Team
 * Captain may give back (only then is the register written, so other lines keep their states).
 */
function reroll(s: State, base: number, captained = false): State {
  return goTo(s, base + ROLL, captained ? [0, 1, 0, 0, 0, 1] : [0, 1, 0, 0]);
}

function withReg(regs: readonly number[], index: number, value: number): number[] {
  const copy = regs.slice();
  copy[index] = value;
  return copy;
}

/** An agility-style pass rule: natural 1 fails, natural 6 passes, otherwise natural + bonus ≥ target. */
export function agilityPasses(target: number): (natural: number, bonus: number) => boolean {
  return (natural, bonus) => natural === 6 || (natural !== 1 && natural + bonus >= target);
}
