/**
 * What the star players' special rules do to the D6 tests nuffle rolls, per edition, as data: the one place where a
 * rule's reading lives (`star-rules.ts` lists every rule; this table says how a modelled one acts on a die). The
 * D6 test (`model/d6test.ts`) asks `starD6Aid` for the acting player's aid on the test at hand and offers it.
 *
 * Sources: `../shared/rules/stars.md` (quoted beside each row); BBBase star pages (B20/B25 in the sheet).
 * "Once per game", "once per half" and "once per drive" are once in a line (one activation of the star): the
 * player's `OnceFlag.Special`.
 */
import type { EditionId, SkillName, Skills } from '../vocabulary/index.js';

/** The kinds of D6 test a rule may name. */
export type D6TestKind =
  | 'dodge' | 'rush' | 'jump' | 'pickup' | 'catch' | 'pass' | 'interference' | 'jumpUp' | 'landing' | 'gaze' | 'dauntless' | 'throwTeamMate' | 'other';

/** The agility tests (bb2025 Consummate Professional: "dodge, pick-up, catch, jump/leap, landing, intercept, Jump Up"). */
const AGILITY_TESTS: readonly D6TestKind[] = ['dodge', 'jump', 'pickup', 'catch', 'interference', 'jumpUp', 'landing'];

/** How a rule helps a D6 test. */
export type StarD6Aid =
  /** A re-roll of the die with no roll of its own (not Pro's 3+): once a line, or on every such roll (`every`). */
  | { readonly kind: 'reroll'; readonly rule: SkillName; readonly every?: true }
  /** A bonus added after the roll, once: a number, or the player's ST. */
  | { readonly kind: 'bonus'; readonly rule: SkillName; readonly amount: number | 'st' }
  /** The test passes on this natural roll or more whatever the modifiers, chosen after the roll, once. */
  | { readonly kind: 'passOn'; readonly rule: SkillName; readonly natural: number }
  /** The test is not rolled at all: it passes (for the whole activation). */
  | { readonly kind: 'noRoll'; readonly rule: SkillName };

interface AidRow {
  readonly tests: readonly D6TestKind[] | 'any';
  readonly aid: StarD6Aid;
}

/** "re-roll one die … not armour, injury, casualty … no 3+ roll" (stars.md): every D6 test nuffle rolls qualifies. */
const ANY_ONE_DIE = (rule: SkillName): AidRow => ({ tests: 'any', aid: { kind: 'reroll', rule } });
/** "one Dodge, Leap or Rush test passes on 2+ whatever the modifiers" (stars.md Swift as the Breeze, both editions). */
const SWIFT: AidRow = { tests: ['dodge', 'jump', 'rush'], aid: { kind: 'passOn', rule: 'Swift as the Breeze', natural: 2 } };

/** "May re-roll the Dauntless D6 (every Dauntless roll, once each)" (stars.md Blind Rage, both editions). */
const BLIND_RAGE: AidRow = { tests: ['dauntless'], aid: { kind: 'reroll', rule: 'Blind Rage', every: true } };

/**
 * "Once per game, after the PA test of a Pass action: add his ST (3) to the roll" (stars.md BB2020 Strong Passing
 * Game); BB2025 "add his ST to the PA test result, to at most 6" (B25 Skrull_Halfheight; FFB
 * `C/skill/mixed/special/StrongPassingGame.java`, both editions). The cap changes no result: every PA target is 6 or
 * less and a natural 6 is accurate anyway. A Hail Mary Pass is a Pass action too. Offered whenever it betters the
 * result (`D6TestSpec.betterWith`: wildly inaccurate or a modified fumble made inaccurate, not only accurate).
 */
const STRONG_PASSING_GAME: AidRow = { tests: ['pass'], aid: { kind: 'bonus', rule: 'Strong Passing Game', amount: 'st' } };

const BB2020: readonly AidRow[] = [
  // "Once per game: re-roll one die Griff rolled himself … no 3+ roll" (stars.md BB2020 Consummate Professional).
  ANY_ONE_DIE('Consummate Professional'),
  // "Once per game: re-roll one die … no 3+ roll" (Halfling Luck); "Once per half: re-roll one die" (Thinking Man's Troll).
  ANY_ONE_DIE('Halfling Luck'),
  ANY_ONE_DIE("Thinking Man's Troll"),
  // "Once per game, after a dodge agility test: add her ST (3) to the roll" (stars.md BB2020 Incorporeal).
  { tests: ['dodge'], aid: { kind: 'bonus', rule: 'Incorporeal', amount: 'st' } },
  SWIFT,
  // "Once per game: re-roll a failed Hypnotic Gaze agility test" (stars.md BB2020 Mesmerising Dance).
  { tests: ['gaze'], aid: { kind: 'reroll', rule: 'Mesmerising Dance' } },
  BLIND_RAGE,
  // "Once per game: re-roll a failed PA test of a **Pass or Throw Team-mate** action" (stars.md BB2020 The Ballista).
  { tests: ['pass', 'throwTeamMate'], aid: { kind: 'reroll', rule: 'The Ballista' } },
  STRONG_PASSING_GAME,
];

const BB2025: readonly AidRow[] = [
  // "Once per game: +1 to one Agility test he made, added after seeing the roll … No longer a re-roll" (stars.md BB2025).
  { tests: AGILITY_TESTS, aid: { kind: 'bonus', rule: 'Consummate Professional', amount: 1 } },
  ANY_ONE_DIE('Halfling Luck'),
  ANY_ONE_DIE("Thinking Man's Troll"),
  // "Once per game, when activated: for that activation she makes no dodge rolls" (stars.md BB2025 Incorporeal).
  { tests: ['dodge'], aid: { kind: 'noRoll', rule: 'Incorporeal' } },
  SWIFT,
  // "Once per half: re-roll the D6 of a Hypnotic Gaze (3+ in Season 3)" (stars.md BB2025 Mesmerising Dance).
  { tests: ['gaze'], aid: { kind: 'reroll', rule: 'Mesmerising Dance' } },
  BLIND_RAGE,
  // "Once per game: re-roll the PA test of a **Throw Team-mate** Action (Pass Actions no longer named)" (BB2025; BBBase, not FFB).
  { tests: ['throwTeamMate'], aid: { kind: 'reroll', rule: 'The Ballista' } },
  STRONG_PASSING_GAME,
];

/**
 * The rules declared before a test's dice that take its negative modifiers away and give it a re-roll of its own:
 * "Once per game, declared before any dice of a Leap: that Leap test has no negative modifiers and may be re-rolled"
 * (stars.md Bounding Leap, both editions; FFB `C/skill/mixed/special/BoundingLeap.java`: "ignore modifiers for a
 * Jump roll and re-roll the result"). Every `jump` step is such a test (Rowana has Leap). Diving Tackle's −2 is a
 * negative modifier of that test too, so it is ignored (UNCONFIRMED: the sheet names no modifier).
 */
const DECLARED: Readonly<Record<EditionId, readonly { readonly rule: SkillName; readonly tests: readonly D6TestKind[] }[]>> = {
  bb2020: [{ rule: 'Bounding Leap', tests: ['jump'] }],
  bb2025: [{ rule: 'Bounding Leap', tests: ['jump'] }],
  bb2016: [],
  classic: [],
};

/** The player's rule declared before a test of this kind (no negative modifiers, a re-roll), or null. */
export function starDeclaredRule(edition: EditionId, skills: Skills, test: D6TestKind): SkillName | null {
  return DECLARED[edition].find((r) => r.tests.includes(test) && skills.has(r.rule))?.rule ?? null;
}

const TABLES: Readonly<Record<EditionId, readonly AidRow[]>> = { bb2020: BB2020, bb2025: BB2025, bb2016: [], classic: [] };

function rowsFor(edition: EditionId, test: D6TestKind): AidRow[] {
  return TABLES[edition].filter((r) => r.tests === 'any' || r.tests.includes(test));
}

/** The rules that may act on D6 tests of these kinds in an edition (a step kind's skills, for `nuffle skills`). */
export function d6AidRules(edition: EditionId, tests: readonly D6TestKind[]): SkillName[] {
  const declared = DECLARED[edition].filter((r) => r.tests.some((t) => tests.includes(t))).map((r) => r.rule);
  return [...new Set([...tests.flatMap((test) => rowsFor(edition, test).map((row) => row.aid.rule)), ...declared])];
}

/** The aid the player's special rule gives a test of this kind, in this edition, or null (only its rules are asked). */
export function starD6Aid(edition: EditionId, skills: Skills, test: D6TestKind): StarD6Aid | null {
  return rowsFor(edition, test).find((r) => skills.has(r.aid.rule))?.aid ?? null;
}
