/**
 * The readings nuffle takes where ../shared/rules/bb2025-skills.md marks a point UNCONFIRMED or its sources
 * disagree ("UNCONFIRMED points and source disagreements", numbered as there): the sheet's recommended reading,
 * and where in nuffle it lives. `nuffle skills --markdown` prints them in docs/skills.md.
 */
export const SEASON_3_READINGS: readonly string[] = [
  '(1) Cloud Burster: no interception of any pass (S25, FFB), not only Long/Long Bomb (`bb2025.ts` interference).',
  '(2) Nerves of Steel: not on interceptions (S25; FFB still ignores the marks) (`interference.nervesOfSteel`).',
  '(3) Stunty: −1 for a Stunty interceptor, no +1 against a Stunty thrower (S25; FFB keeps bb2020\'s) (`interference`).',
  '(4) Multiple Block targets assisting each other (F25 yes, FFB no): the assists are written on each `block`; nuffle refuses none.',
  '(5) Saboteur: as the target of a block while the blocker stands (S25), and as the blocker knocked down by its own block, the target Standing (FFB; S25 names only the target) (`steps/block/saboteur.ts`).',
  '(6) Categories: Steady Footing General and Hit and Run Agility (S25; FFB Traits) (`categories.ts`).',
  '(7) Kick\'s D3 before or after the roll: no line rolls the kick-off (Kick is noEffect).',
  '(8) Swoop\'s distance die: nuffle follows no squares; the landing re-roll is modelled (`throwTeamMate.swoopReroll`).',
  '(9) Diving Tackle against a passed dodge: the same numbers in either order (docs/bb2025.md).',
  '(10) Diving Catch +1: as in bb2020 (accurate passes), the FFB reading.',
  '(11) Iron Hard Skin and defensive foul assists: the −1 assists still count ("opponents apply no modifiers", S25).',
  '(12) Secure the Ball: no modifier at all (marks, rain, Big Hand, Extra Arms) (`steps/secure.ts`).',
  '(13) Lone Fouler: no use limit (S25); each foul with no assists may re-roll (FFB: once per turn).',
  '(14) Lethal Flight on Kick Team-mate: nuffle lands thrown and kicked players in empty squares (noEffect).',
  '(15) Punt: its dice choose a square (noEffect); a catch of the punted ball is a `catch` step.',
  '(16) Breathe Fire: a modified 0 (a natural 1 against ST 5+) knocks the fire-breather down ("1 or lower", BB2020 erratum, FFB); nuffle\'s own reading: the coach re-rolls only a result of 3 or less (`steps/breathe-fire.ts`).',
  '(17) Chainsaw, Stab, Projectile Vomit injury rolls: nothing in a line would modify them; Mighty Blow stays out (FFB).',
  '(18) Hail Mary Pass in a Blizzard: not a die (nuffle does not refuse it).',
  '(19) On the Ball\'s dodges and the Dodge re-roll: its move is in the opposing turn (noEffect).',
  '(20) Regeneration re-rolled and a failed Pro roll re-rolled by a team re-roll: the FFB readings of bb2025.md (`regenerationRerolled`, `proRollRerollable`).',
];
