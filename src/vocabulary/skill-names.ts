/**
 * Every skill and trait name nuffle knows, in the catalogue's order (`rules/skills.ts`; a test keeps the two
 * equal). `SkillName` is the type `Skills.has` and `param` take, so a misspelt name in `src/` does not compile.
 * Canonical names only: the roster's other spellings ("Claw", "Side Step") are resolved before a step sees them.
 */
export const SKILL_NAMES = [
  'Dodge', 'Sure Feet', 'Sure Hands', 'Catch', 'Pass', 'Monstrous Mouth', 'Pro', 'Loner', 'Two Heads',
  'Break Tackle', 'Stunty', 'Titchy', 'Sprint', 'Drunkard', 'Big Hand', 'Extra Arms', 'Nerves of Steel', 'Accurate',
  'Cannoneer', 'Strong Arm', 'Diving Catch', 'Safe Pass', 'No Hands', 'Leader', 'Block', 'Wrestle', 'Tackle',
  'Diving Tackle', 'Prehensile Tail', 'Tentacles', 'Shadowing', 'Arm Bar', 'Juggernaut', 'Stand Firm', 'Brawler',
  'Frenzy', 'Horns', 'Dauntless', 'Multiple Block', 'Mighty Blow', 'Claws', 'Iron Hard Skin', 'Thick Skull',
  'Decay', 'Regeneration', 'Dirty Player', 'Sneaky Git', 'Chainsaw', 'Stab', 'Projectile Vomit', 'Leap',
  'Very Long Legs', 'Pogo Stick', 'Jump Up', 'Timmm-ber!', 'Hypnotic Gaze', 'Strip Ball', 'Safe Pair of Hands',
  'Pile Driver', 'My Ball', 'Cloud Burster', 'Guard', 'Defensive', 'Grab', 'Fend', 'Sidestep', 'Bone Head',
  'Really Stupid', 'Unchannelled Fury', 'Animal Savagery', 'Wild Animal', 'Bloodlust', 'Take Root',
  'Foul Appearance', 'Hatred', 'Lone Fouler', 'Kick', 'Disturbing Presence', 'Secret Weapon', 'Swarming',
  'Fumblerooskie', 'Give and Go', 'On The Ball', 'Running Pass', 'Hit and Run', 'Plague Ridden', 'Pick-Me-Up',
  'Trickster', 'Portal Navigator', 'Portal Passer', 'Wall Thrower', 'Hail Mary Pass', 'Throw Team-mate',
  'Kick Team-mate', 'Always Hungry', 'Right Stuff', 'Swoop', 'Bombardier', 'Ball and Chain', 'Dump-Off',
  'Animosity', 'Kick-Off Return', 'Pass Block', "Nurgle's Rot", 'Fan Favourite', 'Weeping Dagger', 'Piling On',
  'Stakes',
  // Season 3 (issue 22): ../shared/rules/bb2025-skills.md "New skills and traits" and Breathe Fire (a BB2020 trait).
  'Eye Gouge', 'Put the Boot In', 'Quick Foul', 'Saboteur', 'Violent Innovator', 'Steady Footing', 'Taunt', 'Punt',
  'Bullseye', 'Lethal Flight', 'Insignificant', 'Unsteady', 'Breathe Fire',
  // The star players' special rules (`rules/star-rules.ts`), in its order.
  'A Sneaky Pair', 'All You Can Eat', 'Baleful Hex', 'Beer Barrel Bash', 'Black Ink', 'Blast It!', 'Blind Rage',
  'Bounding Leap', 'Brutal Block', 'Burst of Speed', 'Catch of the Day', 'Consummate Professional', 'Crushing Blow',
  'Dwarfen Grit', 'Dwarfen Scourge', 'Frenzied Rush', 'Furious Outburst', 'Fury of the Blood God', 'Ghostly Flames',
  'Gored by the Bull', 'Halfling Luck', "I'll Be Back!", "I'll Carry You", 'Incorporeal', 'Indomitable', 'Kaboom!',
  "Kick 'em while they're down!", 'Krump and Smash', 'Look Into My Eyes', 'Lord of Chaos', 'Master Assassin',
  'Maximum Carnage', 'Mesmerising Dance', 'Old Pro', 'Primal Savagery', 'Pump Up the Crowd', 'Putrid Regurgitation',
  'Quick Bite', 'Raiding Party', 'Ram', 'Reliable', 'Savage Blow', 'Savage Mauling', 'Shot to Nothing', 'Slayer',
  'Slashing Nails', 'Sneakiest of the Lot', 'Star of the Show', 'Strong Passing Game', 'Swift as the Breeze',
  'Tasty Morsel', 'The Ballista', 'The Flashing Blade', "Then I Started Blastin'!", "Blastin' Solves Everything",
  "Thinking Man's Troll", 'Toxin Connoisseur', 'Treacherous', 'Two for One', 'Unstoppable Momentum', 'Vicious Vines',
  'Watch Out!', 'Whirling Dervish', 'Wisdom of the White Dwarf', 'Woodland Fury', 'Working In Tandem', 'Yoink!',
  'Excuse Me, Are You a Zoat?',
] as const;

/** A canonical skill or trait name. */
export type SkillName = (typeof SKILL_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(SKILL_NAMES);

/** Whether `name` is a canonical skill or trait name, spelt exactly. */
export function isSkillName(name: string): name is SkillName {
  return NAMES.has(name);
}
