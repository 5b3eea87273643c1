/**
 * What the star players' special rules do to the armour and injury rolls of their attacks, per edition, as data:
 * the one place where such a rule's reading lives (`star-rules.ts` lists every rule; `star-aids.ts` has the D6
 * tests). The harm sequences of the block and the Stab, foul and Projectile Vomit steps ask `starHarm` and put what
 * it gives on their `HarmSpec` (`model/contact/harm.ts` offers it, once a line: the player's `OnceFlag.Special`).
 *
 * Sources: `../shared/rules/stars.md`, quoted beside each row.
 */
import type { EditionId, SkillName, Skills } from '../vocabulary/index.js';
import { carriedRule } from './star-table.js';

/** The attack whose armour and injury rolls a rule names. */
export type StarAttack = 'block' | 'stab' | 'foul' | 'vomit' | 'chainsaw';

/** What the attacker's special rule adds to one attack's harm. */
export interface StarHarm {
  /**
   * A bonus placed after the roll, on armour or injury (`on`: only that one); `every`: each time, not once a line;
   * `anyRoll`: on a roll nothing else modifies too (a Stab's).
   */
  readonly bonus?: { readonly rule: SkillName; readonly amount: number; readonly on?: 'armour' | 'injury'; readonly every?: true; readonly anyRoll?: true };
  /** A re-roll of an armour roll that held. */
  readonly armourReroll?: SkillName;
  /** A re-roll of an injury roll short of a casualty. */
  readonly injuryReroll?: SkillName;
  /** A bonus on one roll beside Mighty Blow (Crushing Blow on armour, Brutal Block on injury). */
  readonly extra?: { readonly rule: SkillName; readonly amount: number; readonly on: 'armour' | 'injury' };
  /** Claws on this attack's armour roll (bb2025 Slashing Nails, on a Blitz). */
  readonly claws?: true;
  /** The attacker's Pro may re-roll one die of a held armour roll (Old Pro). */
  readonly armourDie?: SkillName;
  /** More to the attack's fixed armour modifier (bb2020 Ghostly Flames: +4 instead of the Chainsaw's +3). */
  readonly armourModifier?: { readonly rule: SkillName; readonly amount: number };
  /** A casualty made by this attack gives the team one more team re-roll (Pump Up the Crowd). */
  readonly rerollOnCasualty?: SkillName;
}

/** What the target is, for the rules that name one: ST (bb2020 Slayer), a hated keyword (bb2025), a Dwarf. */
export interface StarTarget {
  readonly st: number;
  /** The block's `hated: true`: the target has the keyword of the attacker's Hatred (X) (bb2025). */
  readonly hated: boolean;
  /** The block's `dwarf: true` (Dwarfen Scourge's +2). */
  readonly dwarf: boolean;
  /** The attack is the block of a Blitz (a Chainsaw Attack: made in a Blitz action). */
  readonly blitz: boolean;
  /** A foul's or Stab's `sneakyPair: true`: the target is marked by both twins (A Sneaky Pair). */
  readonly pair?: boolean;
}

interface HarmRow {
  readonly rule: SkillName;
  readonly attacks: readonly StarAttack[];
  give(target: StarTarget): StarHarm | null;
}

/** "+1 to the armour *or* injury roll of an opponent KD by his Block action, after the roll" (stars.md Ram, both). */
const RAM: HarmRow = { rule: 'Ram', attacks: ['block'], give: () => ({ bonus: { rule: 'Ram', amount: 1 } }) };
/** "+1 … +2 instead against a Dwarf" (stars.md Dwarfen Scourge; bb2025: he also has Hatred (Dwarf), so `hated` says it). */
const scourge = (dwarf: (t: StarTarget) => boolean): HarmRow => ({
  rule: 'Dwarfen Scourge', attacks: ['block'], give: (t) => ({ bonus: { rule: 'Dwarfen Scourge', amount: dwarf(t) ? 2 : 1 } }),
});
/** "Once per game, after his Stab breaks armour: +1 to the injury roll, after the roll" (stars.md Toxin Connoisseur). */
const TOXIN: HarmRow = { rule: 'Toxin Connoisseur', attacks: ['stab'], give: () => ({ bonus: { rule: 'Toxin Connoisseur', amount: 1, on: 'injury' } }) };
/** "Once per game: re-roll an injury roll he makes against an opponent (FFB: block, foul, stab, vomit; not once it is a casualty)". */
const MAULING: HarmRow = { rule: 'Savage Mauling', attacks: ['block', 'stab', 'foul', 'vomit'], give: () => ({ injuryReroll: 'Savage Mauling' }) };

/** "Once per game: +1 to the **armour** roll of an opponent KD by his Block action, after the roll" (Crushing Blow, both). */
const CRUSHING: HarmRow = { rule: 'Crushing Blow', attacks: ['block'], give: () => ({ extra: { rule: 'Crushing Blow', amount: 1, on: 'armour' } }) };

/**
 * "Once per game: his Pro may re-roll one die of an armour roll; the Pro 3+ roll is still needed, and the
 * once-per-game use is spent only if a die is actually re-rolled" (stars.md Old Pro, both editions; FFB
 * OldProModification: block, chainsaw, foul, stab, vomit).
 */
const OLD_PRO: HarmRow = { rule: 'Old Pro', attacks: ['block', 'chainsaw', 'foul', 'stab', 'vomit'], give: () => ({ armourDie: 'Old Pro' }) };

/**
 * "Once per game, when his Block action causes a casualty: +1 team re-roll, lost at the end of the drive" (stars.md
 * Pump Up the Crowd, BB2020; BB2025 "to the end of the current drive"): the knocked-down target's own armour and
 * injury only (a push into the crowd is not counted: UNCONFIRMED), a casualty as it stands once the sequence is over.
 */
const PUMP_UP: HarmRow = { rule: 'Pump Up the Crowd', attacks: ['block'], give: () => ({ rerollOnCasualty: 'Pump Up the Crowd' }) };

/** The rule a foul's or Stab's `sneakyPair: true` needs. */
export const SNEAKY_PAIR: SkillName = 'A Sneaky Pair';

/**
 * "Each Foul or Stab by either against an opponent marked by both: **+1 to the injury roll** (not armour). No use
 * limit" (stars.md A Sneaky Pair, BB2020; FFB ASneakyPair, injury only); BB2025 "+1 'to the roll'. UNCONFIRMED which
 * roll: FFB = +1 to armour *or* injury (one of them, like Dirty Player), even on the normally unmodifiable Stab armour
 * roll; BBAC = the armour roll" — FFB's reading taken (the coach places it; on a Stab's injury too).
 */
const sneakyPair = (bonus: NonNullable<StarHarm['bonus']>): HarmRow => ({ rule: SNEAKY_PAIR, attacks: ['foul', 'stab'], give: (t) => (t.pair === true ? { bonus } : null) });

const BB2020: readonly HarmRow[] = [
  RAM,
  CRUSHING,
  // "Once per game: +1 to an injury roll he makes against an opponent after a Block action, added after the roll" (BB2020 Brutal Block).
  { rule: 'Brutal Block', attacks: ['block'], give: () => ({ extra: { rule: 'Brutal Block', amount: 1, on: 'injury' } }) },
  // "+1 to the armour or injury roll of an opponent with ST ≥ 5 KD by his Block action" (stars.md BB2020 Slayer).
  { rule: 'Slayer', attacks: ['block'], give: (t) => (t.st >= 5 ? { bonus: { rule: 'Slayer', amount: 1 } } : null) },
  scourge((t) => t.dwarf),
  TOXIN,
  MAULING,
  OLD_PRO,
  PUMP_UP,
  sneakyPair({ rule: SNEAKY_PAIR, amount: 1, on: 'injury', every: true, anyRoll: true }),
  // "Once per half, a Chainsaw Attack made in a Blitz: **+4** instead of +3 to that armour roll" (stars.md BB2020
  // Ghostly Flames): one Blitz a turn, so every Chainsaw Attack of the line's Blitz, and using it costs nothing.
  { rule: 'Ghostly Flames', attacks: ['chainsaw'], give: (t) => (t.blitz ? { armourModifier: { rule: 'Ghostly Flames', amount: 1 } } : null) },
  // "after his Stab breaks armour: may re-roll the **injury** roll (FFB: only if it was not already a casualty)".
  { rule: 'Master Assassin', attacks: ['stab'], give: () => ({ injuryReroll: 'Master Assassin' }) },
];

const BB2025: readonly HarmRow[] = [
  RAM,
  CRUSHING,
  // "+1 to armour or injury of an opposing **Big Guy** (keyword)": Grim's Hatred (Big Guy) names it (`hated: true`).
  { rule: 'Slayer', attacks: ['block'], give: (t) => (t.hated ? { bonus: { rule: 'Slayer', amount: 1 } } : null) },
  scourge((t) => t.dwarf || t.hated),
  TOXIN,
  MAULING,
  OLD_PRO,
  PUMP_UP,
  sneakyPair({ rule: SNEAKY_PAIR, amount: 1, every: true, anyRoll: true }),
  // "on a Stab: may re-roll the **armour** roll (FFB: only if not broken)" (stars.md BB2025 Master Assassin).
  { rule: 'Master Assassin', attacks: ['stab'], give: () => ({ armourReroll: 'Master Assassin' }) },
  // "when his Block Action KDs an opponent: may re-roll that armour roll (FFB: only if it failed to break)".
  { rule: 'Krump and Smash', attacks: ['block'], give: () => ({ armourReroll: 'Krump and Smash' }) },
  // "Once per half, on declaring a Blitz: Claws to the end of the activation" (stars.md BB2025 Slashing Nails).
  { rule: 'Slashing Nails', attacks: ['block'], give: (t) => (t.blitz ? { claws: true } : null) },
];

const TABLES: Readonly<Record<EditionId, readonly HarmRow[]>> = { bb2020: BB2020, bb2025: BB2025, bb2016: [], classic: [] };

/** The rules of the table that act on these attacks in an edition (a step kind's skills, for `nuffle skills`). */
export function starHarmRules(edition: EditionId, attacks: readonly StarAttack[]): SkillName[] {
  return [...new Set(TABLES[edition].filter((r) => r.attacks.some((a) => attacks.includes(a))).map((r) => r.rule))];
}

/** The rule that lets a Chainsaw Attack be followed by a second one on another player (`steps/chainsaw.ts`). */
export const MAXIMUM_CARNAGE: SkillName = 'Maximum Carnage';

/** The rule a block's `dwarf: true` needs. */
export const DWARF_RULE: SkillName = 'Dwarfen Scourge';


/**
 * "Once per game, when an armour roll breaks Josef's armour: that armour roll may be re-rolled (both dice; the new
 * result stands), in either team's turn" (stars.md BB2025 Dwarfen Grit; FFB `C/skill/bb2025/special/DwarfenGrit.java`,
 * `S/injury/modification/bb2025/DwarfenGritModification.java`): a rule of the player hit, on its own armour roll
 * (`ownHitSpec`), the coach's choice to use it or save it.
 */
const OWN_ARMOUR_REROLL: Readonly<Record<EditionId, readonly SkillName[]>> = { bb2025: ['Dwarfen Grit'], bb2020: [], bb2016: [], classic: [] };

/** The rules that re-roll a player's own broken armour in an edition (the kinds that roll it, for `nuffle skills`). */
export function ownArmourRerollRules(edition: EditionId): readonly SkillName[] {
  return OWN_ARMOUR_REROLL[edition];
}

/** The player's rule that re-rolls an armour roll which broke its own armour, or null. */
export function ownArmourRerollRule(edition: EditionId, skills: Skills): SkillName | null {
  return carriedRule(OWN_ARMOUR_REROLL, edition, skills);
}

/** What the attacker's special rule adds to this attack on this target, in this edition (only its rules are asked). */
export function starHarm(edition: EditionId, skills: Skills, attack: StarAttack, target: StarTarget): StarHarm {
  const row = TABLES[edition].find((r) => r.attacks.includes(attack) && skills.has(r.rule));
  return row?.give(target) ?? {};
}
