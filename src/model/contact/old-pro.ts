/**
 * A star's Pro on one die of a held armour roll (Old Pro, `HarmSpec.armourDie`): "Once per game: his Pro may re-roll
 * one die of an armour roll; the Pro 3+ roll is still needed, and the once-per-game use is spent only if a die is
 * actually re-rolled" (stars.md Old Pro, both editions; F20 Old Pro Q&A). The coach sees both dice, picks the one
 * to re-roll (the low die breaks more often; on a foul either die makes a new double on 1/6), Pro's D6 (the
 * edition's target, Pro spent as it is tried), then that die alone; the new total and its double stand. Only where
 * nuffle rolls the armour of his own attacks (block, Chainsaw, foul, Stab, vomit); FFB also lets him use it on an
 * armour roll against himself, which no line of his rolls for a metric.
 */
import type { ModelContext } from '../model.js';
import { rollDie, type ChanceNode, type Option } from '../node.js';
import { hasUsed, markUsed, OnceFlag, type State } from '../state.js';
import type { Move } from './moves.js';
import { H, R, type HarmSpec } from './harmSpec.js';

/** Registers of `R.ProRoll` for Old Pro: its Pro D6 pending, then the kept die's partner to roll. */
export const OLD_PRO_ROLL = 2;
export const OLD_PRO_DIE = 3;

/** Bit of `R.Rerolled` for an armour roll already re-rolled (Lone Fouler): no die is re-rolled twice (seed 000). */
const ARMOUR_REROLLED = 1;

/** Old Pro may still re-roll a die of this armour roll: Pro unused this turn, the rule unused this line. */
export function oldProOpen(spec: HarmSpec, s: State): boolean {
  const rule = spec.armourDie;
  return rule !== undefined && !hasUsed(s, rule.pro, OnceFlag.Pro) && !hasUsed(s, rule.pro, OnceFlag.Special) && (s.regs[R.Rerolled] & ARMOUR_REROLLED) === 0;
}

/** The coach's options on a held roll of dice `low` and `high`: Pro on either die (one option when they are equal). */
export function oldProOptions(spec: HarmSpec, s: State, move: Move, regs: Parameters<Move>[2]): Option[] {
  const rule = spec.armourDie as NonNullable<HarmSpec['armourDie']>;
  const low = s.regs[R.ArmourLow];
  const high = s.regs[R.Armour] - low;
  const spent = markUsed(s, rule.pro, OnceFlag.Pro);
  return [...new Set([low, high])].map((die) => ({
    label: `${rule.name}: Pro on the ${die}`,
    next: move(spent, H.ArmourResult, { ...regs, ProRoll: OLD_PRO_ROLL, DieKept: die === low ? high : low }),
    spends: 'pro' as const,
  }));
}

/**
 * Old Pro's rolls at the armour result: its Pro D6 (failed, the roll holds and the rule is not spent; passed, the
 * die is rolled), then the die, whose total goes on as a fresh armour roll would (`rolled`).
 */
export function oldProRoll(
  spec: HarmSpec, s: State, move: Move, ctx: ModelContext, held: (s: State) => State, rolled: (s: State, sum: number, double: boolean) => State,
): ChanceNode {
  const kept = s.regs[R.DieKept];
  if (s.regs[R.ProRoll] === OLD_PRO_ROLL) {
    return rollDie(`Pro ${ctx.edition.proTarget}+ (${spec.armourDie?.name})`, 6, (d) =>
      (d >= ctx.edition.proTarget ? move(s, H.ArmourResult, { ProRoll: OLD_PRO_DIE, DieKept: kept }) : held(s)));
  }
  const used = markUsed(s, (spec.armourDie as NonNullable<HarmSpec['armourDie']>).pro, OnceFlag.Special);
  return rollDie(`${spec.armourDie?.name}: the die re-rolled (${kept} kept)`, 6, (d) => rolled(used, kept + d, spec.foul && d === kept));
}
