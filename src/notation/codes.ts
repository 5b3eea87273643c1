/**
 * BBAC's codes as data: the skill codes written before (Season 2) or after (Season 3 tests) a player's `:`, and
 * the action letters. Each code nuffle maps names the skill as a roster spells it; the others are listed with
 * what BBAC means by them, so a refusal can say what it could not map. Source: BloodBowlDave's Action
 * Calculator (github.com/BloodBowlDave/BloodBowlActionCalculator), `Skills.cs`, `ActionType.cs`, the Glossary.
 */

/** A skill code nuffle maps: the code's letters, whether a number follows, and the skill it becomes. */
export interface SkillCode {
  readonly code: string;
  /** The skill as nuffle spells it; `{n}` stands for the number after the code ("MB1" → "Mighty Blow (+1)"). */
  readonly skill: string;
  readonly numbered: boolean;
}

/** The skill codes nuffle maps. */
export const SKILL_CODES: readonly SkillCode[] = [
  { code: 'D', skill: 'Dodge', numbered: false },
  { code: 'SH', skill: 'Sure Hands', numbered: false },
  { code: 'SF', skill: 'Sure Feet', numbered: false },
  { code: 'PA', skill: 'Pass', numbered: false },
  { code: 'C', skill: 'Catch', numbered: false },
  { code: 'P', skill: 'Pro', numbered: false },
  { code: 'L', skill: 'Loner ({n}+)', numbered: true },
  { code: 'DC', skill: 'Diving Catch', numbered: false },
  { code: 'DP', skill: 'Dirty Player (+{n})', numbered: true },
  { code: 'MB', skill: 'Mighty Blow (+{n})', numbered: true },
  { code: 'B', skill: 'Brawler', numbered: false },
  { code: 'CL', skill: 'Claws', numbered: false },
  { code: 'SG', skill: 'Sneaky Git', numbered: false },
];

/** Skill codes BBAC knows that nuffle's reader does not map, with their meaning. */
export const UNMAPPED_SKILLS: Readonly<Record<string, string>> = {
  BT: 'Break Tackle (BBAC gives it a fixed value; nuffle needs ST and AG)',
  CP: 'Consummate Professional', OP: 'Old Pro', TB: 'The Ballista', MD: 'Mesmerising Dance', R: 'Ram',
  BB: 'Brutal Block', SM: 'Savage Mauling', CR: 'Crushing Blow', S: 'Slayer', I: 'Incorporeal', CB: 'Cloud Burster',
  BR: 'Blind Rage', DT: 'Diving Tackle (written " after a dodge)', BI: 'Blast It!', WD: 'Whirling Dervish',
};

/** Action letters BBAC knows that nuffle's reader does not map, with their meaning. */
export const UNMAPPED_ACTIONS: Readonly<Record<string, string>> = {
  P: 'a pass', T: 'a throw team-mate (or a stab)', H: 'a throw team-mate', G: 'a landing', M: 'a Hail Mary pass',
  S: 'a shadowing roll (nuffle maps S-5 to S+4 right after a dodge)', N: 'a tentacles roll (or a non-re-rollable roll)', X: 'a non-re-rollable roll',
  L: 'a dauntless roll', I: 'an interference or interception', A: 'an argue-the-call roll', E: 'a bribe', O: 'another roll',
};

/**
 * BBAC's symbols of branching and policy, which nuffle's reader does not map, with their meaning. (The sequences after
 * a non-critical failure, `{…}` and `[…]`, it maps after a hypnotic gaze: `groups.ts`.)
 */
export const UNMAPPED_SYMBOLS: Readonly<Record<string, string>> = {
  '(': 'alternate branches', ')': 'alternate branches', '|': 'the two blocks after a dauntless roll',
  '!': 'non-critical failures (Frenzy\'s pushes)', "'": 'a non-critical failure left un-re-rolled',
  '^': 'Pro before a team re-roll (nuffle always plays the best choice)', '*': 'Brawler before a team re-roll (nuffle always plays the best choice)',
  '¬': 'Break Tackle held back', '/': 'a probability written as a fraction',
};
