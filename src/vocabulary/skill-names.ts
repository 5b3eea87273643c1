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
] as const;

/** A canonical skill or trait name. */
export type SkillName = (typeof SKILL_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(SKILL_NAMES);

/** Whether `name` is a canonical skill or trait name, spelt exactly. */
export function isSkillName(name: string): name is SkillName {
  return NAMES.has(name);
}
