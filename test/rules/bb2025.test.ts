/**
 * bb2025 against bb2020, one row per line of ../shared/rules/bb2025.md (and of its "unchanged" list): the same
 * scenario (or edition function) in both editions, each value worked out by hand beside the rule it comes from.
 * A row whose two values are equal is a line the sheet keeps; every other row is a difference the sheet names.
 * An `error` value is a scenario the edition refuses (a skill, step or team-staff key it does not have).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorOf, expandText } from '../helpers.js';
import { catalogue, STAR_RULE_CATEGORY } from '../../src/steps/catalogue.js';
import { edition } from '../../src/rules/edition.js';
import { bb2020 } from '../../src/rules/bb2020.js';
import { bb2025 } from '../../src/rules/bb2025.js';
import { UserError } from '../../src/log/errors.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { evaluateScenario, evaluateVariants } from '../../src/run/exact.js';
import { loadVariants } from '../../src/scenario/variants.js';
import { resultEditions } from '../../src/results/editions.js';
import type { MetricName } from '../../src/model/metrics.js';
import { differences } from './helpers.js';

/** A row over a whole scenario: `yaml` is written without its edition line; `metric` defaults to success. */
interface LineRow {
  readonly line: string;
  readonly yaml: string;
  readonly metric?: MetricName;
  readonly bb2020: string;
  readonly bb2025: string;
}

/** The exact fraction of `metric` of the scenario read in `id`, or 'error' when the edition refuses it. */
function fractionIn(id: 'bb2020' | 'bb2025', yaml: string, metric: MetricName): string {
  try {
    const scenario = scenarioFromText(`name: row\nedition: ${id}\n${yaml}`, 'row.yaml');
    const result = evaluateScenario(scenario).results[0];
    // The casualty breakdown (seriouslyHurt, lastingInjury…) is reported apart from the headline metrics.
    return result.fractions[metric] ?? result.casualties?.fractions[metric as keyof typeof result.casualties.fractions];
  } catch (error) {
    if (error instanceof UserError) return 'error';
    throw error;
  }
}

const ROWS: readonly LineRow[] = [
  // — Interception: "−3 vs an accurate pass … −1 per tackle zone" (bb2025.md; InterceptionModifierCollection.java)
  // against bb2020's interference "marked −1 flat" (bb2020.md). Thrower PA 4+, quick pass (0): accurate on 4+ =
  // 1/2. Interceptor AG 3+, Very Long Legs +2, marked twice. bb2020: −3 −1 +2 = −2 → 5+, 2/6 deflect →
  // 1/2 × 4/6 = 1/3. bb2025: −3 −2 +2 = −3 → 6+, 1/6 → 1/2 × 5/6 = 5/12.
  {
    line: 'Interception: −1 per tackle zone (bb2020 −1 flat)',
    yaml: `player: { pa: 4+ }
steps:
  - pass: { range: quick, interference: [{ ag: 3+, marked: 2, skills: [Very Long Legs] }] }`,
    bb2020: '1/3', bb2025: '5/12',
  },
  // Cloud Burster prevents interception on Long (bb2025.md; CloudBurster.java); bb2020 makes a success re-roll.
  // Thrower PA 2+, long (−2): natural 6 or 4+ → 1/2. Interferer AG 2+: −3 → 5+, 1/3. bb2020: re-rolled success
  // 1/3 × 1/3 = 1/9 → 1/2 × 8/9 = 4/9. bb2025: no attempt → 1/2.
  {
    line: 'Cloud Burster prevents interception on a long pass',
    yaml: `player: { pa: 2+, skills: [Cloud Burster] }
steps:
  - pass: { range: long, interference: [{ ag: 2+ }] }`,
    bb2020: '4/9', bb2025: '1/2',
  },
  // Very Long Legs ignores Cloud Burster in both: −3 +2 = −1 → 3+, 4/6 → 1/2 × 2/6 = 1/6.
  {
    line: 'Very Long Legs ignores Cloud Burster (both)',
    yaml: `player: { pa: 2+, skills: [Cloud Burster] }
steps:
  - pass: { range: long, interference: [{ ag: 2+, skills: [Very Long Legs] }] }`,
    bb2020: '1/6', bb2025: '1/6',
  },
  // — Catch: "no −1 for a kick-off catch; no 'deflected pass' modifier" (CatchModifierCollection.java); bb2020 −1
  // each (bb2020.md "Catch"). AG 3+: bb2020 4+ = 1/2, bb2025 3+ = 2/3.
  { line: 'Catch: a kick-off at 0 (bb2020 −1)', yaml: 'player: { ag: 3+ }\nsteps:\n  - catch: { kind: kickoff }', bb2020: '1/2', bb2025: '2/3' },
  { line: 'Catch: a deflected ball at 0 (bb2020 −1)', yaml: 'player: { ag: 3+ }\nsteps:\n  - catch: { kind: deflected }', bb2020: '1/2', bb2025: '2/3' },
  { line: 'Catch: a scattered ball still −1 (both)', yaml: 'player: { ag: 3+ }\nsteps:\n  - catch: { kind: scattered }', bb2020: '1/2', bb2025: '1/2' },
  // Monstrous Mouth no longer re-rolls catches (bb2025.md "Re-rolls"). bb2020: 2/3 + 1/3 × 2/3 = 8/9; bb2025 2/3.
  { line: 'Monstrous Mouth no longer re-rolls a catch', yaml: 'player: { ag: 3+, skills: [Monstrous Mouth] }\nsteps:\n  - catch', bb2020: '8/9', bb2025: '2/3' },
  // — Secure the Ball: "pick-up on 2+ whatever the AG" (StepPickUp.java): AG 5+ and two marks change nothing,
  // 5/6; bb2020 has no such action.
  { line: 'Secure the Ball: 2+ whatever the AG', yaml: 'player: { ag: 5+ }\nsteps:\n  - secure', bb2020: 'error', bb2025: '5/6' },
  // "success ends the activation": a later step of the same player stops the line, so success is 0 and the
  // failure (1/6) the only turnover.
  { line: 'Secure the Ball ends the activation (a later own step stops the line)', yaml: 'player: { ag: 3+ }\nsteps:\n  - secure\n  - rush', bb2020: 'error', bb2025: '0' },
  { line: 'Secure the Ball: its failure is a turnover', yaml: 'player: { ag: 3+ }\nsteps:\n  - secure\n  - rush', metric: 'turnover', bb2020: 'error', bb2025: '1/6' },
  // — Break Tackle: bb2025 +1 at ST ≤ 3, +2 at ST 4, +3 at ST ≥ 5 (BreakTackle.java); bb2020 +1 at ST ≤ 4 (seed
  // 001). AG 4+, ST 4, dodge marked 1 → 5+. bb2020: 5, 6 and 4 (+1) pass = 1/2; bb2025: 5, 6, 3, 4 (+2) = 2/3.
  { line: 'Break Tackle +2 at ST 4 (bb2020 +1)', yaml: 'player: { ag: 4+, st: 4, skills: [Break Tackle] }\nsteps:\n  - dodge: { marked: 1 }', bb2020: '1/2', bb2025: '2/3' },
  // ST 3: +1 in both → 1/2.
  { line: 'Break Tackle +1 at ST 3 (both)', yaml: 'player: { ag: 4+, st: 3, skills: [Break Tackle] }\nsteps:\n  - dodge: { marked: 1 }', bb2020: '1/2', bb2025: '1/2' },
  // — Jump: Very Long Legs a flat +1 (AgilityMechanic.java); bb2020 only reduces a −2 or worse by 1. AG 3+,
  // unmarked: bb2020 3+ = 2/3, bb2025 2+ = 5/6. One mark: bb2020 −1 → 4+ = 1/2, bb2025 0 → 2/3.
  { line: 'Jump: Very Long Legs +1 unmarked', yaml: 'player: { ag: 3+, skills: [Very Long Legs] }\nsteps:\n  - jump', bb2020: '2/3', bb2025: '5/6' },
  { line: 'Jump: Very Long Legs +1 with one mark', yaml: 'player: { ag: 3+, skills: [Very Long Legs] }\nsteps:\n  - jump: { markedTo: 1 }', bb2020: '1/2', bb2025: '2/3' },
  // Leap keeps bb2020's reduction: three marks −3 +1 = −2 → 5+ = 1/3 in both.
  { line: 'Jump: Leap unchanged', yaml: 'player: { ag: 3+, skills: [Leap] }\nsteps:\n  - jump: { markedFrom: 3 }', bb2020: '1/3', bb2025: '1/3' },
  // — Hypnotic Gaze: a flat 3+ (AgilityMechanic.java); bb2020 AG −1 per mark (bb2020.md). AG 4+, marked 1:
  // bb2020 5+ = 1/3 (the gazer goes on: success), bb2025 3+ = 2/3.
  { line: 'Hypnotic Gaze: a flat 3+', yaml: 'player: { ag: 4+, skills: [Hypnotic Gaze] }\nopponent: {}\nsteps:\n  - gaze: { marked: 1 }', metric: 'hypnotised', bb2020: '1/3', bb2025: '2/3' },
  // — Shadowing: a flat 4+, re-rollable (ShadowingBehaviour.java); bb2020 D6 + MA − MA ≥ 6 (seed 001). Dodge
  // AG 3+ unmarked = 2/3, MA 6 against MA 6: bb2020 a 6, 2/3 × 1/6 = 1/9; bb2025 1 − (1/2)² = 3/4 → 1/2.
  { line: 'Shadowing: a flat 4+, re-rolled', yaml: 'player: { ag: 3+, ma: 6 }\nsteps:\n  - dodge: { shadowing: { ma: 6 } }', metric: 'shadowed', bb2020: '1/9', bb2025: '1/2' },
  // — Horns after Dauntless (RollMechanic.java). ST 3, Horns, Dauntless, Blitz against ST 4 (Block: Both Down,
  // Stumble, POW knock down, 3/6 a die). bb2020: Horns first, 4 = 4, one die, 1/2. bb2025: Dauntless 2+ (5/6):
  // 4 + Horns = 5 against 4, two dice, 3/4; failed (1/6): 3 + 1 = 4, one die, 1/2 → 15/24 + 2/24 = 17/24.
  {
    line: 'Horns counts after Dauntless',
    yaml: 'player: { st: 3, skills: [Block, Horns, Dauntless] }\nopponent: { st: 4 }\nsteps:\n  - block: { blitz: true }',
    metric: 'knockdown', bb2020: '1/2', bb2025: '17/24',
  },
  // — Brawler once per activation (StepBlockRoll.java). ST 3 against ST 3 (one die, neither has Block), Frenzy
  // and Brawler, goal success (no turnover): Player Down and Both Down are turnovers; Stumble, POW end it well; a
  // Push blocks again. Second block with Brawler q = 4/6 + 1/6 × 4/6 = 7/9, without q' = 4/6.
  // bb2020 (Brawler on each block): 2/6 + 2/6 × 7/9 + 1/6 × (2/6 + 2/6 × 7/9) = 16/27 × 7/6 = 56/81.
  // bb2025: the re-rolled first block's Push goes on with q': 16/27 + 1/6 × (2/6 + 2/6 × 2/3) = 16/27 + 5/54 = 37/54.
  {
    line: 'Brawler once per activation (Frenzy’s second block gets none after the first)',
    yaml: 'player: { st: 3, skills: [Frenzy, Brawler] }\nopponent: { st: 3 }\nsteps:\n  - block\ngoal: success',
    bb2020: '56/81', bb2025: '37/54',
  },
  // — Hatred (new, StepBlockRoll.java): one Player Down re-rolled against a hated target. One die, no Block: fail
  // on Player Down and Both Down; 4/6 + 1/6 × 4/6 = 7/9; not hated: 4/6. bb2020 has no Hatred.
  { line: 'Hatred re-rolls a Player Down', yaml: 'player: { st: 3, skills: [Hatred (Dwarf)] }\nopponent: { st: 3 }\nsteps:\n  - block: { hated: true }\ngoal: success', bb2020: 'error', bb2025: '7/9' },
  { line: 'Hatred only against the hated keyword', yaml: 'player: { st: 3, skills: [Hatred (Dwarf)] }\nopponent: { st: 3 }\nsteps:\n  - block\ngoal: success', bb2020: 'error', bb2025: '2/3' },
  // — Casualty D16: 1–8 Badly Hurt (RollMechanic.java); bb2020 1–6. A knock-down against AV 9+: armour 9+
  // 10/36, injury 10+ 6/36 → cas 60/1296 = 5/108; Badly Hurt bb2020 × 6/16 = 5/288, bb2025 × 8/16 = 5/216.
  { line: 'Casualty D16: 1–8 Badly Hurt', yaml: 'player: { st: 3 }\nopponent: { av: 9+ }\nsteps:\n  - knockdown', metric: 'badlyHurt', bb2020: '5/288', bb2025: '5/216' },
  // 9–10 Seriously Hurt: bb2020 7–9 → 5/108 × 3/16 = 5/576; bb2025 × 2/16 = 5/864. Dead 15–16 in both: 5/864.
  { line: 'Casualty D16: 9–10 Seriously Hurt', yaml: 'player: { st: 3 }\nopponent: { av: 9+ }\nsteps:\n  - knockdown', metric: 'seriouslyHurt', bb2020: '5/576', bb2025: '5/864' },
  { line: 'Casualty D16: 15–16 Dead (both)', yaml: 'player: { st: 3 }\nopponent: { av: 9+ }\nsteps:\n  - knockdown', metric: 'dead', bb2020: '5/864', bb2025: '5/864' },
  // A lasting injury at a characteristic's limit: not modelled (docs/bb2025.md): 13–14 stays Lasting, 5/864.
  { line: 'Lasting injury reported as such (limit rule not applied)', yaml: 'player: { st: 3 }\nopponent: { av: 9+ }\nsteps:\n  - knockdown', metric: 'lastingInjury', bb2020: '5/864', bb2025: '5/864' },
  // — Dirty Player +1 only (DirtyPlayer.java). Foul on AV 9+, Dirty Player (+2) on armour: bb2020 7+ = 21/36 =
  // 7/12; bb2025 8+ = 15/36 = 5/12.
  { line: 'Dirty Player is +1 only', yaml: 'player: { st: 3, skills: [Dirty Player (+2)] }\nopponent: { av: 9+ }\nsteps:\n  - foul\ngoal: armourBroken', metric: 'armourBroken', bb2020: '7/12', bb2025: '5/12' },
  // — Sneaky Git sent off for an armour double when the armour broke (SneakyGitBehaviour.java). AV 9+: bb2020
  // only an injury double after broken armour, 10/36 × 1/6 = 5/108; bb2025 also the broken doubles 5+5, 6+6:
  // 2/36 + 8/36 × 1/6 = 20/216 = 5/54.
  { line: 'Sneaky Git sent off for a double on broken armour', yaml: 'player: { st: 3, skills: [Sneaky Git] }\nopponent: { av: 9+ }\nsteps:\n  - foul', metric: 'sentOff', bb2020: '5/108', bb2025: '5/54' },
  // — Lone Fouler (LoneFouler.java): AV 9+, no assists: 1 − (26/36)² = 620/1296 = 155/324; with an assist no
  // re-roll: 8+ = 15/36 = 5/12. bb2020 has no Lone Fouler.
  { line: 'Lone Fouler re-rolls a foul armour roll with no assists', yaml: 'player: { st: 3, skills: [Lone Fouler] }\nopponent: { av: 9+ }\nsteps:\n  - foul\ngoal: armourBroken', metric: 'armourBroken', bb2020: 'error', bb2025: '155/324' },
  { line: 'Lone Fouler: not with an assist', yaml: 'player: { st: 3, skills: [Lone Fouler] }\nopponent: { av: 9+ }\nsteps:\n  - foul: { assists: 1 }\ngoal: armourBroken', metric: 'armourBroken', bb2020: 'error', bb2025: '5/12' },
  // — Regeneration 4+, a failed roll re-rolled (FFB; UNCONFIRMED). Casualty 5/108 as above; to the reserves
  // bb2020 × 1/2 = 5/216, bb2025 × 3/4 = 5/144.
  { line: 'Regeneration re-rolled', yaml: 'player: { st: 3 }\nopponent: { av: 9+, skills: [Regeneration] }\nsteps:\n  - knockdown', metric: 'reserves', bb2020: '5/216', bb2025: '5/144' },
  // — A failed Pro roll may be re-rolled with a team re-roll (FFB; UNCONFIRMED). A 4+ test, Pro and Loner (6+),
  // one team re-roll. bb2020: Pro (3+) is best: 1/2 + 1/2 × 2/3 × 1/2 = 2/3. bb2025: a failed Pro (1/3) takes the
  // team re-roll, Loner 6+ then Pro again: 2/3 + 1/3 × 1/6 × 2/3 = 19/27 → 1/2 + 1/2 × 19/27 × 1/2 = 73/108.
  { line: 'A failed Pro roll may take a team re-roll', yaml: 'rerolls: 1\nplayer: { skills: [Pro, Loner (6+)] }\nsteps:\n  - test: { target: 4 }', bb2020: '2/3', bb2025: '73/108' },
  // — Team Captain: a team re-roll is not spent when the re-rolled die shows a 6. Two 4+ tests, one re-roll:
  // first passes (1/2) → 3/4; fails → re-roll: 6 (1/6) keeps the re-roll → 3/4, 4–5 (2/6) → 1/2:
  // 3/8 + 1/2 × (1/8 + 1/6) = 25/48 (without it 1/2).
  { line: 'Team Captain keeps the re-roll on a 6', yaml: 'rerolls: 1\ncaptain: true\nplayer: {}\nsteps:\n  - test: { target: 4 }\n  - test: { target: 4 }', bb2020: 'error', bb2025: '25/48' },
  // Re-rolls spent, net: the first (spent on a failed first test, 1/2) comes back on a 6: 1/2 × 5/6 = 5/12; the
  // second test has the re-roll when the first passed or it came back (1/2 + 1/12 = 7/12), spends it on a failure
  // and keeps it on a 6: 7/12 × 1/2 × 5/6 = 35/144. 5/12 + 35/144 = 95/144.
  { line: 'Team Captain: the re-roll given back is not counted as used', yaml: 'rerolls: 1\ncaptain: true\nplayer: {}\nsteps:\n  - test: { target: 4 }\n  - test: { target: 4 }', metric: 'rerollsUsed', bb2020: 'error', bb2025: '95/144' },
  // — Team Mascot 4+: 1/2 + 1/2 × 1/2 × 1/2 = 5/8 with no other re-roll.
  { line: 'Team Mascot: a re-roll on 4+', yaml: 'mascot: true\nplayer: {}\nsteps:\n  - test: { target: 4 }', bb2020: 'error', bb2025: '5/8' },
  // Mascot 1–3: another team re-roll may still be used: the die is re-rolled surely, 1/2 + 1/2 × 1/2 = 3/4.
  { line: 'Team Mascot failed: a team re-roll still follows', yaml: 'rerolls: 1\nmascot: true\nplayer: {}\nsteps:\n  - test: { target: 4 }', bb2020: 'error', bb2025: '3/4' },
  // — Take Root only when the player started Standing. MA 6 stands up without a roll, then rushes (2+). bb2020:
  // Take Root 2+ first (a rooted player may not move): 5/6 × 5/6 = 25/36; bb2025: no roll, 5/6.
  { line: 'Take Root not rolled by a player starting Prone', yaml: 'player: { ma: 6, skills: [Take Root] }\nsteps:\n  - standUp\n  - rush', bb2020: '25/36', bb2025: '5/6' },
  // Standing: rolled in both: Take Root 2+, then two rushes 2+: (5/6)³ = 125/216.
  { line: 'Take Root rolled by a Standing player (both)', yaml: 'player: { ma: 6, skills: [Take Root] }\nsteps:\n  - rush\n  - rush', bb2020: '125/216', bb2025: '125/216' },
  // — Dodge once per turn (= once per activation: a line is one turn). Two dodges 3+ with Dodge: 2/3 × 8/9 +
  // 1/3 × 2/3 × 2/3 = 16/27 + 4/27 = 20/27 in both.
  { line: 'Dodge once per turn', yaml: 'player: { ag: 3+, skills: [Dodge] }\nsteps:\n  - dodge\n  - dodge', bb2020: '20/27', bb2025: '20/27' },
  // Sure Feet likewise: two rushes 2+: 5/6 × 35/36 + 1/6 × 5/6 × 5/6 = 175/216 + 25/216 = 200/216 = 25/27.
  { line: 'Sure Feet once per turn', yaml: 'player: { skills: [Sure Feet] }\nsteps:\n  - rush\n  - rush', bb2020: '25/27', bb2025: '25/27' },
  // Leader once per half: within a turn it is one more team re-roll: rush 2+, 5/6 + 1/6 × 5/6 = 35/36.
  { line: 'Leader: one more team re-roll', yaml: 'leader: true\nplayer: {}\nsteps:\n  - rush', bb2020: '35/36', bb2025: '35/36' },
  // ——— bb2025-skills.md "Changed dice effect" (issue 22) ———
  // — Mighty Blow (Elite): "Always +1 … when it KDs an opponent in a Block Action — even if it is KD too" (S25;
  // C/skill/bb2025/MightyBlow.java); bb2020: not while the blocker is Prone (seed 001 Q&A). One die, ST 3 against
  // ST 3, neither has Block: Stumble and POW knock the target down (2/6), Both Down both (1/6). AV 9+: 10/36
  // alone, 15/36 with +1 (8+). bb2020: 2/6 × 15/36 + 1/6 × 10/36 = 40/216 = 5/27; bb2025: 3/6 × 15/36 = 5/24.
  { line: 'Mighty Blow on a Both Down (the blocker KD too)', yaml: 'player: { st: 3, skills: [Mighty Blow (+1)] }\nopponent: { st: 3, av: 9+ }\nsteps:\n  - block\ngoal: armourBroken', metric: 'armourBroken', bb2020: '5/27', bb2025: '5/24' },
  // "no +2 in Season 3": Mighty Blow (+2) gives +1. AV 9+: bb2020 7+ = 21/36 = 7/12; bb2025 8+ = 15/36 = 5/12.
  { line: 'Mighty Blow (+2) is +1', yaml: 'player: { st: 3, skills: [Mighty Blow (+2)] }\nopponent: { av: 9+ }\nsteps:\n  - knockdown\ngoal: armourBroken', metric: 'armourBroken', bb2020: '7/12', bb2025: '5/12' },
  // — Stunty: "Dodging: ignores every negative marking modifier — now also with Bombardier, Chainsaw or Swoop"
  // (S25); bb2020: not with them (seed 001). AG 3+, Stunty and Chainsaw, two marks: bb2020 5+ = 1/3; bb2025 3+ = 2/3.
  { line: 'Stunty ignores marks on a dodge even with Chainsaw', yaml: 'player: { ag: 3+, skills: [Stunty, Chainsaw] }\nsteps:\n  - dodge: { marked: 2 }', bb2020: '1/3', bb2025: '2/3' },
  // Stunty, interception: "the Stunty player itself gets −1 to intercept (BB2020: opponents got +1 to interfere with
  // a Stunty player's pass)" (S25; UNCONFIRMED, FFB keeps bb2020's). Quick pass PA 4+: accurate 1/2. A Stunty
  // interceptor AG 2+: bb2020 −3 → 5+ (1/3): 1/2 × 2/3 = 1/3; bb2025 −3 −1 → 6+ (1/6): 1/2 × 5/6 = 5/12.
  { line: 'Stunty: −1 for a Stunty interceptor', yaml: 'player: { pa: 4+ }\nsteps:\n  - pass: { range: quick, interference: [{ ag: 2+, skills: [Stunty] }] }', bb2020: '1/3', bb2025: '5/12' },
  // A Stunty thrower, an AG 2+ interceptor: bb2020 −3 +1 → 4+ (1/2): 1/2 × 1/2 = 1/4; bb2025 −3 → 5+: 1/3.
  { line: 'Stunty: no +1 against a Stunty thrower', yaml: 'player: { pa: 4+, skills: [Stunty] }\nsteps:\n  - pass: { range: quick, interference: [{ ag: 2+ }] }', bb2020: '1/4', bb2025: '1/3' },
  // — Nerves of Steel: "Ignores marks on catch and pass tests only — no longer on interceptions" (S25; UNCONFIRMED,
  // FFB still ignores them). Interceptor AG 2+, marked once, Nerves of Steel: bb2020 −3 → 5+: 1/2 × 2/3 = 1/3;
  // bb2025 −3 −1 → 6+: 1/2 × 5/6 = 5/12.
  { line: 'Nerves of Steel no longer on an interception', yaml: 'player: { pa: 4+ }\nsteps:\n  - pass: { range: quick, interference: [{ ag: 2+, marked: 1, skills: [Nerves of Steel] }] }', bb2020: '1/3', bb2025: '5/12' },
  // — Cloud Burster: "Opponents may not try to intercept any Pass Action of this player, whatever the range" (S25;
  // bb2020 long and bomb only). PA 2+, short (−1): accurate on 3+ = 2/3. AG 2+ interceptor −3 → 5+ (1/3): bb2020
  // 2/3 × 2/3 = 4/9; bb2025 no attempt: 2/3.
  { line: 'Cloud Burster on a short pass too', yaml: 'player: { pa: 2+, skills: [Cloud Burster] }\nsteps:\n  - pass: { range: short, interference: [{ ag: 2+ }] }', bb2020: '4/9', bb2025: '2/3' },
  // — Dauntless: "Compares unmodified ST … all modifiers … come after" (S25); bb2020 compares after Multiple Block's
  // −2. ST 3 with Block, Dauntless, Multiple Block against ST 3; a die knocks down on Both Down, Stumble, POW (1/2).
  // bb2020: 1 against 3, Dauntless 3+ (4/6) → 3 against 3, one die (1/2); failed (2/6) → 1 against 3, three dice
  // the target picks ((1/2)³): 4/6 × 1/2 + 2/6 × 1/8 = 3/8. bb2025: 3 = 3, no roll; then 1 against 3: 1/8.
  { line: 'Dauntless compares unmodified strength (Multiple Block after it)', yaml: 'player: { st: 3, skills: [Block, Dauntless, Multiple Block] }\nopponent: { st: 3 }\nsteps:\n  - block: { multipleBlock: true }', metric: 'knockdown', bb2020: '3/8', bb2025: '1/8' },
  // — Sure Hands: "No re-roll of the Secure the Ball 2+ roll" (S25; StepPickUp.java): 5/6 (a re-roll would make it 35/36).
  { line: 'Sure Hands does not re-roll Secure the Ball', yaml: 'player: { ag: 3+, skills: [Sure Hands] }\nsteps:\n  - secure', bb2020: 'error', bb2025: '5/6' },
  // — Swoop: "if it skipped the scatter it may re-roll its landing test … The seed-004 +1 to landing is not in
  // Season 3"; Throw Team-mate and Right Stuff: no ST limits (S25). Quick throw PA 2+: 2–6 superb (5/6), 1 fumbled
  // (landing −1). AG 3+ landing. bb2020 (+1): 5/6 × 5/6 + 1/6 × 4/6 = 29/36. bb2025: superb 3+ re-rolled
  // 1 − (1/3)² = 8/9, fumbled 4+ with no re-roll (no scatter to skip): 5/6 × 8/9 + 1/6 × 1/2 = 80/108 + 9/108 = 89/108.
  { line: 'Swoop re-rolls the landing, no +1', yaml: 'players:\n  troll: { pa: 2+, st: 5, skills: [Throw Team-mate] }\n  gob: { ag: 3+, st: 2, skills: [Right Stuff, Swoop] }\nsteps:\n  - throwTeamMate: { by: troll, thrown: gob, range: quick }', bb2020: '29/36', bb2025: '89/108' },
  // A ST 4 thrower throwing a ST 4 team-mate: bb2020 refuses (seed 001: ST 5+, ST 3−); bb2025 5/6 × 4/6 + 1/6 × 1/2 = 23/36.
  { line: 'Throw Team-mate with no ST limits', yaml: 'players:\n  troll: { pa: 2+, st: 4, skills: [Throw Team-mate] }\n  gob: { ag: 3+, st: 4, skills: [Right Stuff] }\nsteps:\n  - throwTeamMate: { by: troll, thrown: gob, range: quick }', bb2020: 'error', bb2025: '23/36' },
  // — Bombardier: "No +1 armour/injury bonus" (S25). PA 2+ quick bomb: 2–6 accurate (5/6) onto a No Hands lineman,
  // who cannot catch: it explodes on him. AV 9+: bb2020 +1 → 8+ 15/36: 5/6 × 15/36 = 25/72; bb2025 9+: 5/6 × 10/36 = 25/108.
  { line: 'Bombardier: no +1 on armour', yaml: 'player: { pa: 2+, skills: [Bombardier] }\nopponents:\n  lineman: { av: 9+, skills: [No Hands] }\nsteps:\n  - bomb: { range: quick, hit: lineman }', metric: 'armourBroken', bb2020: '25/72', bb2025: '25/108' },
  // "A bomb caught … must be re-thrown at once — no 4+ explosion roll". AG 2+ lineman catches the accurate bomb on
  // 2+ (5/6). Knocked down: bb2020 5/6 × (1/6 dropped + 5/6 × 1/2 caught, 4+) = 35/72; bb2025 only dropped: 5/6 × 1/6 = 5/36.
  { line: 'Bombardier: a caught bomb is thrown on, never explodes', yaml: 'player: { pa: 2+, skills: [Bombardier] }\nopponents:\n  lineman: { ag: 2+, av: 9+ }\nsteps:\n  - bomb: { range: quick, hit: lineman }', metric: 'knockdown', bb2020: '35/72', bb2025: '5/36' },
  // — Dodge / Diving Tackle: "The −2 now comes after the dodger's roll and all its re-rolls"; Dodge may re-roll a
  // passed roll (S25). AG 3+ with Dodge: 5–6 pass despite −2 (2/6); 3–4 pass but −2 spoils them, 1–2 fail: the
  // Dodge re-roll, whose die takes the −2 (bb2020: after it; bb2025: before it) → 2/6: 2/6 + 4/6 × 2/6 = 5/9 in both.
  { line: 'Diving Tackle after the re-rolls: the same odds', yaml: 'player: { ag: 3+, skills: [Dodge] }\nsteps:\n  - dodge: { divingTackle: true }', bb2020: '5/9', bb2025: '5/9' },
  // — Unchanged: dodge modifiers (AG 3+, marked 1 → 4+, 1/2); pick-up (marked 1, 1/2); block dice (ST 4 against 3,
  // two dice, Block: 1 − (1/2)² = 3/4); Bone Head 2+ (5/6); foul assists (+1 each: AV 9+ with two, 7+ = 7/12).
  { line: 'Unchanged: dodge modifiers', yaml: 'player: { ag: 3+ }\nsteps:\n  - dodge: { marked: 1 }', bb2020: '1/2', bb2025: '1/2' },
  { line: 'Unchanged: pick-up modifiers', yaml: 'player: { ag: 3+ }\nsteps:\n  - pickup: { marked: 1 }', bb2020: '1/2', bb2025: '1/2' },
  { line: 'Unchanged: block dice and faces', yaml: 'player: { st: 4, skills: [Block] }\nopponent: { st: 3 }\nsteps:\n  - block', metric: 'knockdown', bb2020: '3/4', bb2025: '3/4' },
  { line: 'Unchanged: activation rolls (Bone Head 2+)', yaml: 'player: { skills: [Bone Head] }\nsteps:\n  - rush', bb2020: '25/36', bb2025: '25/36' },
  { line: 'Unchanged: foul assists', yaml: 'player: { st: 3 }\nopponent: { av: 9+ }\nsteps:\n  - foul: { assists: 2 }\ngoal: armourBroken', metric: 'armourBroken', bb2020: '7/12', bb2025: '7/12' },
];

describe('bb2025 against bb2020, line by line of bb2025.md', () => {
  for (const row of ROWS) {
    it(`${row.line}: bb2020 ${row.bb2020}, bb2025 ${row.bb2025}`, () => {
      const metric = row.metric ?? 'success';
      expect(fractionIn('bb2020', row.yaml, metric)).toBe(row.bb2020);
      expect(fractionIn('bb2025', row.yaml, metric)).toBe(row.bb2025);
    });
  }
});

/** Every `Edition` field bb2025 overrides, each for a line of bb2025.md or bb2025-skills.md (docs/bb2025.md). */
const BB2025_FIELDS = [
  'bombBonus', 'bombCaughtExplodesOn', 'brawlerOnce', 'breakTackleBonus', 'casualtyTable', 'catchModifier', 'dauntlessUnmodified', 'dirtyPlayerBonus', 'gazeTarget', 'grabOnBlitz',
  'guardOnFouls', 'hornsAfterDauntless', 'id', 'interference', 'jumpModifier', 'mightyBlowBonus', 'mightyBlowOnKickFumble',
  'mightyBlowWhenDown', 'monstrousMouthCatches', 'stuntyDodgeBarredBy', 'passResult', 'proRollRerollable', 'regenerationRerolled',
  'safePassKeepsBall', 'secureTheBall', 'pileDriverWithFoul', 'animalSavageryMightyBlow', 'shadowing', 'sneakyGitIgnoresArmourDouble', 'takeRootWhenProne', 'teamStaff', 'throwTeamMate',
  'title',
].sort();

/** Rows over the edition's functions, for the lines no one-step scenario can tell apart. */
describe('bb2025 edition data against bb2020', () => {
  const e = edition('bb2025');

  it('differs from bb2020 in exactly the fields of the sheets (the edition fingerprint)', () => {
    expect(differences(bb2025, bb2020)).toEqual(BB2025_FIELDS);
  });

  it('is bb2020 written the same way (AG 3+, AV 9+), with its own id and title', () => {
    expect([e.id, e.writesTargets, e.defaultAv, e.agilityTarget(3)]).toEqual(['bb2025', true, 9, 3]);
    expect(e.title).toContain('2025');
  });

  it('Pass: a modified 1 or less fumbles instead of going wildly inaccurate (PassMechanic.java)', () => {
    // PA 4+, modifier −3: natural 3 → 0 (bb2020 wildly inaccurate, bb2025 fumble); natural 5 → 2 (inaccurate);
    // natural 6 → accurate whatever the total; natural 1 → fumble.
    expect([3, 5, 6, 1].map((n) => bb2020.passResult(n, -3, 4))).toEqual(['wildlyInaccurate', 'inaccurate', 'accurate', 'fumble']);
    expect([3, 5, 6, 1].map((n) => bb2025.passResult(n, -3, 4))).toEqual(['fumble', 'inaccurate', 'accurate', 'fumble']);
  });

  it('Safe Pass keeps the ball on a natural 1 only', () => {
    expect([1, 3].map((n) => bb2020.safePassKeepsBall(n))).toEqual([true, true]);
    expect([1, 3].map((n) => bb2025.safePassKeepsBall(n))).toEqual([true, false]);
  });

  it('Interception: −3 accurate, −2 inaccurate, none wildly inaccurate, per tackle zone; Cloud Burster prevents', () => {
    expect(bb2020.interference).toMatchObject({ name: 'Interference', against: { accurate: -3, inaccurate: -2, wildlyInaccurate: -1 }, marks: 'flat', cloudBurster: 'reroll' });
    expect(bb2025.interference).toMatchObject({ name: 'Interception', against: { accurate: -3, inaccurate: -2, wildlyInaccurate: null }, marks: 'each', cloudBurster: 'prevents' });
    // Very Long Legs and Extra Arms: unchanged. Stunty, Nerves of Steel, Cloud Burster's ranges: bb2025-skills.md.
    for (const key of ['veryLongLegs', 'extraArms'] as const) expect(bb2025.interference[key]).toBe(bb2020.interference[key]);
    expect([bb2020.interference.stuntyThrower, bb2020.interference.stuntyInterceptor, bb2020.interference.nervesOfSteel]).toEqual([1, 0, true]);
    expect([bb2025.interference.stuntyThrower, bb2025.interference.stuntyInterceptor, bb2025.interference.nervesOfSteel]).toEqual([0, -1, false]);
    expect([bb2020.interference.cloudBursterRanges, bb2025.interference.cloudBursterRanges]).toEqual([['long', 'bomb'], ['quick', 'short', 'long', 'bomb']]);
  });

  it('Break Tackle +1 / +2 / +3 at ST 3 / 4 / 5 (bb2020 +1 / +1 / +2)', () => {
    expect([3, 4, 5].map((st) => bb2020.breakTackleBonus({ ag: 3, st }))).toEqual([1, 1, 2]);
    expect([3, 4, 5].map((st) => bb2025.breakTackleBonus({ ag: 3, st }))).toEqual([1, 2, 3]);
  });

  it('the casualty D16 by result (Decay +1): 8/2/2/2/2 of 16; with Decay 7/2/2/2/3', () => {
    expect(bb2020.casualtyTable(false).weights).toEqual({ badlyHurt: 6, seriouslyHurt: 3, seriousInjury: 3, lastingInjury: 2, dead: 2 });
    expect(bb2025.casualtyTable(false).weights).toEqual({ badlyHurt: 8, seriouslyHurt: 2, seriousInjury: 2, lastingInjury: 2, dead: 2 });
    // Decay: d + 1 ≤ 8 for d = 1..7; 9–10 for d = 8, 9; 11–12 for 10, 11; 13–14 for 12, 13; 15+ for 14, 15, 16.
    expect(bb2025.casualtyTable(true).weights).toEqual({ badlyHurt: 7, seriouslyHurt: 2, seriousInjury: 2, lastingInjury: 2, dead: 3 });
  });

  it('unchanged: armour, Claws, injury, Pro 3+, Loner 4+, no per-turn limit, apothecary, Multiple Block', () => {
    const same = ['defaultAv', 'dodgeBonus', 'pickupBonus', 'teamRerollsPerTurn', 'proTarget', 'lonerDefault', 'apothecaryOnKo', 'multipleBlockStrength', 'foulAppearanceRolled', 'rootedMayBlitz', 'jumpUpBonus', 'jumpNeeds'] as const;
    for (const key of same) expect(bb2025[key], key).toEqual(bb2020[key]);
    for (const f of ['armourBroken', 'clawsBreaks', 'injuryResult', 'passRangeModifier', 'passTarget', 'passSkillModifier', 'bloodlustScore'] as const) {
      expect(bb2025[f], f).toBe(bb2020[f]);
    }
  });
});

describe('the bb2025 skill catalogue (nuffle skills --edition bb2025)', () => {
  const entry = (id: 'bb2020' | 'bb2025', name: string) => catalogue(id).find((e) => e.name === name);

  it("keeps every bb2020 name but Season 3's dropped ones, and adds Hatred (Trait) and Lone Fouler (Devious), both modelled", () => {
    // The star players' special rules differ by edition (src/rules/star-rules.ts, test/rosters/stars.test.ts).
    const skillsOf = (edition: 'bb2020' | 'bb2025') => catalogue(edition).filter((e) => e.category !== STAR_RULE_CATEGORY);
    const names2020 = skillsOf('bb2020').map((e) => e.name);
    const names2025 = skillsOf('bb2025').map((e) => e.name);
    // bb2025-skills.md "Listed for bb2025 but not in Season 3": Running Pass (→ Give and Go), the Dungeon Bowl skills.
    const dropped = ['Running Pass', 'Portal Navigator', 'Portal Passer', 'Wall Thrower'];
    const only2025 = skillsOf('bb2025').filter((e) => !e.editions.includes('bb2020')).map((e) => e.name);
    expect(names2025.filter((n) => !only2025.includes(n))).toEqual(names2020.filter((n) => !dropped.includes(n)));
    expect(only2025.slice(0, 2)).toEqual(['Hatred', 'Lone Fouler']);
    expect([entry('bb2025', 'Hatred')?.category, entry('bb2025', 'Hatred')?.status]).toEqual(['Trait', 'modelled']);
    expect([entry('bb2025', 'Lone Fouler')?.category, entry('bb2025', 'Lone Fouler')?.status]).toEqual(['Devious', 'modelled']);
  });

  it('puts the Devious skills in their new category (bb2025-skills.md: S25 skill table, FFB SkillCategory.DEVIOUS)', () => {
    const devious = ['Dirty Player', 'Shadowing', 'Sneaky Git', 'Pile Driver', 'Fumblerooskie', 'Lone Fouler'];
    // "12 skills: Dirty Player, Eye Gouge, Fumblerooski, Lethal Flight, Lone Fouler, Pile Driver, Put the Boot In,
    // Quick Foul, Saboteur, Shadowing, Sneaky Git, Violent Innovator" (bb2025-skills.md "The Devious category").
    const season3 = ['Eye Gouge', 'Lethal Flight', 'Put the Boot In', 'Quick Foul', 'Saboteur', 'Violent Innovator'];
    expect(catalogue('bb2025').filter((e) => e.category === 'Devious').map((e) => e.name).sort()).toEqual([...devious, ...season3].sort());
    expect(catalogue('bb2025').filter((e) => e.category === 'Devious')).toHaveLength(12);
    expect(devious.filter((n) => n !== 'Lone Fouler').map((n) => entry('bb2020', n)?.category)).toEqual(['General', 'General', 'Agility', 'Strength', 'Passing']);
  });

  it('accepts the Season 3 roster spellings Fumblerooski, Pick-me-up, On the Ball, Dump-off: one rush 2+ = 5/6', () => {
    // None of them changes a rush (noEffect, or Dump-off only on a block): the line is the rush alone, 5/6.
    const yaml = 'player: { skills: [Fumblerooski, Pick-me-up, On the Ball, Dump-off] }\nsteps:\n  - rush';
    expect(fractionIn('bb2025', yaml, 'success')).toBe('5/6');
    expect(catalogue('bb2025').filter((e) => e.name.startsWith('Fumbleroo')).map((e) => e.name)).toEqual(['Fumblerooskie']);
  });

  it('Monstrous Mouth: modelled in bb2020 (a catch re-roll), no effect in bb2025 (its Chomp is not a roll of a line)', () => {
    expect(entry('bb2020', 'Monstrous Mouth')?.status).toBe('modelled');
    expect(entry('bb2025', 'Monstrous Mouth')?.status).toBe('noEffect');
  });
});

describe('bb2025 in a scenario file', () => {
  it('refuses what bb2020 does not have, each with its place and the edition', () => {
    expect(errorOf('name: t\nrerolls: 1\ncaptain: true\nplayer: {}\nsteps: [rush]\n')).toMatch(/bad\.yaml:3:\d+ .*captain.*Team Captain is a rule of bb2025, not of bb2020/);
    expect(errorOf('name: t\nmascot: true\nplayer: {}\nsteps: [rush]\n')).toMatch(/mascot.*Team Mascot is a rule of bb2025/);
    expect(errorOf('name: t\nplayer: { ag: 3+ }\nsteps: [secure]\n')).toMatch(/'secure' \(Secure the Ball\) is a bb2025 action, not one of bb2020/);
    expect(errorOf('name: t\nplayer: { skills: [Lone Fouler] }\nsteps: [rush]\n')).toMatch(/'Lone Fouler' is not a skill of bb2020/);
    expect(errorOf('name: t\nedition: bb2025\nplayer: {}\nopponent: {}\nsteps:\n  - block: { hated: true }\n')).toMatch(/hated.*Hatred/);
  });

  it('Lone Fouler discards the first roll and its double: sent off = 20/216 + 26/36 × 44/216 = 233/972', () => {
    // First roll: broken doubles 5+5, 6+6 (2/36) send off; broken non-doubles (8/36) an injury double (1/6).
    // Held (26/36): re-rolled, its double gone; the new roll adds the held doubles 1+1 … 4+4 (4/36):
    // 20/216 + 26/36 × (12 + 8 + 24)/216 = 720/7776 + 1144/7776 = 1864/7776 = 233/972.
    const yaml = 'player: { st: 3, skills: [Lone Fouler] }\nopponent: { av: 9+ }\nsteps:\n  - foul\ngoal: armourBroken';
    expect(fractionIn('bb2025', yaml, 'sentOff')).toBe('233/972');
  });
});

describe('compare: across editions (scenarios/mighty-blow-across-editions.yaml)', () => {
  const file = fileURLToPath(new URL('../../scenarios/mighty-blow-across-editions.yaml', import.meta.url));
  const result = evaluateVariants(loadVariants(file));
  const byVariant = Object.fromEntries(result.results.map((r) => [r.variant, r]));

  it('reads each variant in its own edition and names them all', () => {
    expect(result.results.map((r) => r.variant)).toEqual(['bb2020', 'bb2016', 'bb2025']);
    expect(result.editions).toEqual(['bb2020', 'bb2016', 'bb2025']);
    expect(resultEditions(result)).toBe('bb2020 · Blood Bowl 2020 / bb2016 · Blood Bowl 2016 (LRB6 / CRP) / bb2025 · Blood Bowl 2025 (Season 3)');
  });

  it('casualty 3/4 × 130/1296 = 65/864 in each; the tables tell them apart (the file’s hand check)', () => {
    for (const id of ['bb2020', 'bb2016', 'bb2025']) expect(byVariant[id].fractions.cas, id).toBe('65/864');
    // Dead: bb2020 and bb2025 D16 15–16 (1/8), bb2016 D68 61–68 (1/6).
    expect(['bb2020', 'bb2016', 'bb2025'].map((id) => byVariant[id].fractions.dead)).toEqual(['65/6912', '65/5184', '65/6912']);
    // Badly Hurt: bb2020 6/16, bb2016 24/48, bb2025 8/16.
    expect(['bb2020', 'bb2016', 'bb2025'].map((id) => byVariant[id].casualties?.fractions.badlyHurt)).toEqual(['65/2304', '65/1728', '65/1728']);
  });

  it('sweep: over `edition` too: a kick-off catch at AG 3+ is 4+ in bb2020 (1/2), 3+ in bb2025 (2/3)', () => {
    const swept = evaluateVariants(expandText('name: t\nplayer: { ag: 3+ }\nsteps:\n  - catch: { kind: kickoff }\nsweep:\n  edition: [bb2020, bb2025]\n'));
    expect(swept.results.map((r) => [r.params, r.fractions.success])).toEqual([[{ edition: 'bb2020' }, '1/2'], [{ edition: 'bb2025' }, '2/3']]);
  });

  it('a file of one edition names only it', () => {
    expect(evaluateScenario(scenarioFromText('name: t\nplayer: {}\nsteps: [rush]\n', 't.yaml')).editions).toBeUndefined();
  });
});
