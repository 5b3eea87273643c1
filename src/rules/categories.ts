/**
 * The category of every skill and trait (the roster's primary and secondary access), by edition. BB2020: as seed 001
 * lists them (General, Agility, Strength, Passing, Mutation, Trait). BB2016 (LRB6): the same families, its traits
 * called Extraordinary; the bb2016-only names in their LRB6 families. `nuffle skills` and the skill advisor read it.
 */
import type { EditionId } from '../vocabulary/index.js';

export const CATEGORIES = ['General', 'Agility', 'Strength', 'Passing', 'Mutation', 'Devious', 'Trait', 'Extraordinary'] as const;
export type Category = (typeof CATEGORIES)[number];

/** BB2020 categories, as seed 001 gives them. */
export const CATEGORY_2020: Readonly<Record<string, Category>> = {
  'Catch': 'Agility',
  'Diving Catch': 'Agility',
  'Diving Tackle': 'Agility',
  'Dodge': 'Agility',
  'Defensive': 'Agility',
  'Jump Up': 'Agility',
  'Leap': 'Agility',
  'Safe Pair of Hands': 'Agility',
  'Sidestep': 'Agility',
  'Sneaky Git': 'Agility',
  'Sprint': 'Agility',
  'Sure Feet': 'Agility',
  'Block': 'General',
  'Dauntless': 'General',
  'Dirty Player': 'General',
  'Fend': 'General',
  'Frenzy': 'General',
  'Kick': 'General',
  'Portal Navigator': 'General',
  'Pro': 'General',
  'Shadowing': 'General',
  'Strip Ball': 'General',
  'Sure Hands': 'General',
  'Tackle': 'General',
  'Wrestle': 'General',
  'Big Hand': 'Mutation',
  'Claws': 'Mutation',
  'Disturbing Presence': 'Mutation',
  'Extra Arms': 'Mutation',
  'Foul Appearance': 'Mutation',
  'Horns': 'Mutation',
  'Iron Hard Skin': 'Mutation',
  'Monstrous Mouth': 'Mutation',
  'Prehensile Tail': 'Mutation',
  'Tentacles': 'Mutation',
  'Two Heads': 'Mutation',
  'Very Long Legs': 'Mutation',
  'Accurate': 'Passing',
  'Cannoneer': 'Passing',
  'Cloud Burster': 'Passing',
  'Dump-Off': 'Passing',
  'Fumblerooskie': 'Passing',
  'Hail Mary Pass': 'Passing',
  'Give and Go': 'Passing',
  'Leader': 'Passing',
  'Nerves of Steel': 'Passing',
  'On The Ball': 'Passing',
  'Pass': 'Passing',
  'Portal Passer': 'Passing',
  'Running Pass': 'Passing',
  'Safe Pass': 'Passing',
  'Wall Thrower': 'Passing',
  'Arm Bar': 'Strength',
  'Brawler': 'Strength',
  'Break Tackle': 'Strength',
  'Grab': 'Strength',
  'Guard': 'Strength',
  'Juggernaut': 'Strength',
  'Mighty Blow': 'Strength',
  'Multiple Block': 'Strength',
  'Pile Driver': 'Strength',
  'Stand Firm': 'Strength',
  'Strong Arm': 'Strength',
  'Thick Skull': 'Strength',
  'Animal Savagery': 'Trait',
  'Animosity': 'Trait',
  'Always Hungry': 'Trait',
  'Ball and Chain': 'Trait',
  'Bloodlust': 'Trait',
  'Bombardier': 'Trait',
  'Bone Head': 'Trait',
  'Chainsaw': 'Trait',
  'Decay': 'Trait',
  'Drunkard': 'Trait',
  'Hypnotic Gaze': 'Trait',
  'Hit and Run': 'Trait',
  'Kick Team-mate': 'Trait',
  'Loner': 'Trait',
  'My Ball': 'Trait',
  'No Hands': 'Trait',
  'Plague Ridden': 'Trait',
  'Pogo Stick': 'Trait',
  'Projectile Vomit': 'Trait',
  'Pick-Me-Up': 'Trait',
  'Really Stupid': 'Trait',
  'Regeneration': 'Trait',
  'Right Stuff': 'Trait',
  'Secret Weapon': 'Trait',
  'Stab': 'Trait',
  'Stunty': 'Trait',
  'Swarming': 'Trait',
  'Swoop': 'Trait',
  'Take Root': 'Trait',
  'Titchy': 'Trait',
  'Throw Team-mate': 'Trait',
  'Timmm-ber!': 'Trait',
  'Trickster': 'Trait',
  'Unchannelled Fury': 'Trait',
  // The BB2020 erratum's trait (bb2025-skills.md "New to the analyzer but already in BB2020").
  'Breathe Fire': 'Trait',
};

/** LRB6 families of the bb2016-only names (and of the names whose family changed). */
const CATEGORY_2016_ONLY: Readonly<Record<string, Category>> = {
  'Kick-Off Return': 'General',
  'Pass Block': 'General',
  'Piling On': 'Strength',
  'Wild Animal': 'Extraordinary',
  "Nurgle's Rot": 'Extraordinary',
  'Fan Favourite': 'Extraordinary',
  'Weeping Dagger': 'Extraordinary',
  Stakes: 'Extraordinary',
  'Monstrous Mouth': 'Extraordinary',
};

/**
 * bb2025: seed 001's categories, but for its new Devious category (../shared/rules/bb2025-skills.md, "The Devious
 * category and Elite skills": S25's skill table, FFB's `SkillCategory.DEVIOUS`), which takes Dirty Player and
 * Shadowing (were General), Sneaky Git (Agility), Pile Driver (Strength), Fumblerooskie (Passing) and the new Lone
 * Fouler; the rosters give Devious as a primary or secondary category. ASSUMED, as no shared text gives its
 * family: Hatred with the Traits (it is written with a keyword in brackets, as Animosity is).
 */
const CATEGORY_2025_ONLY: Readonly<Record<string, Category>> = {
  Hatred: 'Trait',
  'Lone Fouler': 'Devious',
  'Dirty Player': 'Devious',
  Shadowing: 'Devious',
  'Sneaky Git': 'Devious',
  'Pile Driver': 'Devious',
  Fumblerooskie: 'Devious',
  // Season 3's new skills and traits (bb2025-skills.md "New skills and traits", S25). Steady Footing: S25 General,
  // FFB a Trait (UNCONFIRMED, the sheet's point 6: nuffle takes the rulebook's). Hit and Run: S25 Agility, FFB still
  // a Trait (the same point; "Changed, but no dice effect").
  'Eye Gouge': 'Devious',
  'Put the Boot In': 'Devious',
  'Quick Foul': 'Devious',
  Saboteur: 'Devious',
  'Violent Innovator': 'Devious',
  'Lethal Flight': 'Devious',
  'Steady Footing': 'General',
  Taunt: 'General',
  Punt: 'Passing',
  Bullseye: 'Strength',
  Insignificant: 'Trait',
  Unsteady: 'Trait',
  'Hit and Run': 'Agility',
};

/**
 * Season 3's Elite skills: "Block, Dodge, Guard, Mighty Blow carry the Elite mark" (bb2025-skills.md "The Devious
 * category and Elite skills": S25's Elite symbol, L25, M25). No dice: a league adds 10,000 gp for one, matched play
 * buys each at most four times per roster. Only bb2025 has the mark.
 */
const ELITE: Partial<Readonly<Record<EditionId, readonly string[]>>> = { bb2025: ['Block', 'Dodge', 'Guard', 'Mighty Blow'] };

/** Whether a skill carries the Elite mark in an edition (bb2025 only). */
export function isElite(name: string, edition: EditionId): boolean {
  return ELITE[edition]?.includes(name) ?? false;
}

/** Each edition's reading of a name's category (undefined for a name it does not know). */
const BY_EDITION: Readonly<Record<EditionId, (name: string) => Category | undefined>> = {
  bb2020: (name) => CATEGORY_2020[name],
  bb2025: (name) => CATEGORY_2025_ONLY[name] ?? CATEGORY_2020[name],
  bb2016: (name) => CATEGORY_2016_ONLY[name] ?? (CATEGORY_2020[name] === 'Trait' ? 'Extraordinary' : CATEGORY_2020[name]),
  // classic: the seeds give no skill families; the LRB6 ones (bb2016), as src/rules/classic.ts says.
  classic: (name) => BY_EDITION.bb2016(name),
};

/** The category of a skill in an edition (undefined for a name the edition lacks). */
export function categoryOf(name: string, edition: EditionId): Category | undefined {
  return BY_EDITION[edition](name);
}
