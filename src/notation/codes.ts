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
  /**
   * The number is not a part of the skill's name: the player's ST (Incorporeal `I3`: she adds her ST 3 to a dodge),
   * or the bonus Break Tackle gives (`BT1`, `BT2`), which nuffle reads off the player's ST.
   */
  readonly number?: 'st' | 'breakTackle';
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
  // Stars' special rules (docs/stars.md says what nuffle does with each, by edition).
  { code: 'R', skill: 'Ram', numbered: false },
  { code: 'CR', skill: 'Crushing Blow', numbered: false },
  { code: 'BB', skill: 'Brutal Block', numbered: false },
  { code: 'SM', skill: 'Savage Mauling', numbered: false },
  { code: 'OP', skill: 'Old Pro', numbered: false },
  { code: 'BR', skill: 'Blind Rage', numbered: false },
  { code: 'MD', skill: 'Mesmerising Dance', numbered: false },
  { code: 'CB', skill: 'Cloud Burster', numbered: false },
  { code: 'CP', skill: 'Consummate Professional', numbered: false },
  { code: 'TB', skill: 'The Ballista', numbered: false },
  { code: 'I', skill: 'Incorporeal', numbered: true, number: 'st' },
  { code: 'BT', skill: 'Break Tackle', numbered: true, number: 'breakTackle' },
];

/** Skill codes BBAC knows that nuffle's reader does not map, with their meaning. */
export const UNMAPPED_SKILLS: Readonly<Record<string, string>> = {
  S: 'Slayer (nuffle\'s Slayer needs the target\'s ST 5 or more, which BBAC does not say)',
  DT: 'Diving Tackle (written " after a dodge)', BI: 'Blast It!', WD: 'Whirling Dervish',
};

/** Action letters BBAC knows that nuffle's reader does not map, with their meaning (and why, where nuffle has the action). */
export const UNMAPPED_ACTIONS: Readonly<Record<string, string>> = {
  T: 'a throw team-mate or a stab (BBAC rolls the throw and the landing apart; nuffle\'s throwTeamMate is one step)',
  H: 'a throw team-mate', G: 'a landing (nuffle lands the thrown player in its throwTeamMate step)',
  M: 'a Hail Mary pass (BBAC\'s Mn is inaccurate on n+; nuffle\'s bb2020 one is a PA test modified as a bomb)',
  S: 'a shadowing roll', O: 'another roll',
};

/**
 * BBAC's symbols of branching and policy, which nuffle's reader does not map, with their meaning. (The sequences after
 * a non-critical failure, `{…}` and `[…]`, it maps after a hypnotic gaze and a tentacles roll, and `{…}` as Frenzy's
 * second block: `groups.ts`, `blocks.ts`; a dauntless roll's two blocks `a|b`: `blocks.ts`.)
 */
export const UNMAPPED_SYMBOLS: Readonly<Record<string, string>> = {
  '(': 'alternate branches', ')': 'alternate branches', "'": 'a non-critical failure left un-re-rolled',
  '^': 'Pro before a team re-roll (nuffle always plays the best choice)', '*': 'Brawler before a team re-roll (nuffle always plays the best choice)',
  '¬': 'Break Tackle held back', '/': 'a probability written as a fraction',
};
