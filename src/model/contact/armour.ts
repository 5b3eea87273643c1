/**
 * Reading an armour roll and an injury roll: what breaks, what a bonus (Mighty Blow, Dirty Player) would change,
 * and whether a foul's natural double sends the fouler off. Pure functions of the dice, so that rolls with the same
 * reading share one outcome. Sources: bb2020.md "Armour and injury" (Foul, send-off); bb2016.md (Claw, Sneaky
 * Git); seed 001 Claws (Q&A), Mighty Blow, Dirty Player, Sneaky Git (Q&A).
 */
import type { ModelContext } from '../model.js';
import type { InjuryResult } from '../../rules/contactTables.js';
import type { HarmSpec } from './harmSpec.js';

export interface ArmourReading {
  /** Broken without the bonus. */
  readonly broken: boolean;
  /** Held without the bonus, broken with it: the coach's choice. */
  readonly bonusBreaks: boolean;
  /** Held, broken with the extra armour bonus alone (`HarmSpec.extra`), or only with both bonuses. */
  readonly extraBreaks: boolean;
  readonly bothBreak: boolean;
  /** Send-off (0/1) if the armour ends broken, or held. */
  readonly sendOffBroken: number;
  readonly sendOffHeld: number;
}

export function readArmour(spec: HarmSpec, ctx: ModelContext, natural: number, double: boolean): ArmourReading {
  const breaks = (extra: number) =>
    (spec.claws && ctx.edition.clawsBreaks(natural, spec.armourModifier + extra)) ||
    ctx.edition.armourBroken(natural + spec.armourModifier + extra, spec.av);
  const sendOff = (broken: boolean) =>
    spec.foul && double && !(spec.sneakyGit && ctx.edition.sneakyGitIgnoresArmourDouble(broken)) ? 1 : 0;
  const broken = breaks(0);
  const onArmour = spec.bonus !== null && spec.bonus.on !== 'injury';
  const bonusBreaks = !broken && onArmour && breaks(spec.bonus?.amount ?? 0);
  const extra = spec.extra !== undefined && spec.extra.on !== 'injury' ? spec.extra.amount : 0;
  const extraBreaks = !broken && extra > 0 && breaks(extra);
  const bothBreak = !broken && extra > 0 && onArmour && !bonusBreaks && !extraBreaks && breaks(extra + (spec.bonus?.amount ?? 0));
  return { broken, bonusBreaks, extraBreaks, bothBreak, sendOffBroken: sendOff(true), sendOffHeld: sendOff(false) };
}

/** The injury result, and the result with the bonus when the bonus is still there and would change it. */
export function readInjury(spec: HarmSpec, ctx: ModelContext, total: number, bonusUsed: boolean): { plain: InjuryResult; boosted: InjuryResult | null } {
  const plain = ctx.edition.injuryResult(total, spec);
  const bonus = spec.bonus;
  // The extra injury bonus (Brutal Block), still there: the results with it alone, and with both, are the choice's.
  const extra = spec.extra !== undefined && spec.extra.on !== 'armour' && spec.injuryModifiable ? spec.extra.amount : 0;
  if (extra > 0) {
    const withBoth = ctx.edition.injuryResult(total + extra + (bonus && !bonusUsed ? bonus.amount : 0), spec);
    return { plain, boosted: withBoth === plain ? null : withBoth };
  }
  // A star's injury-only bonus (Toxin Connoisseur) is placed on a Stab's injury roll, which nothing else modifies.
  const modifiable = spec.injuryModifiable || bonus?.on === 'injury' || bonus?.anyRoll === true;
  if (!bonus || bonus.on === 'armour' || !modifiable || bonusUsed) return { plain, boosted: null };
  const boosted = ctx.edition.injuryResult(total + bonus.amount, spec);
  return { plain, boosted: boosted === plain ? null : boosted };
}
