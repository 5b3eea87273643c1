/**
 * The star rules on D6 tests (src/rules/star-aids.ts), each against a value worked out by hand here, the sheet's line
 * (../shared/rules/stars.md) quoted. The star's `skills:` are written as a list so that only the rule counts.
 */
import { describe, expect, it } from 'vitest';
import { line, success } from '../helpers.js';

const star = (name: string, rule: string, extra = '') => `{ star: ${name}, skills: ["${rule}"]${extra} }`;

describe('Consummate Professional', () => {
  // BB2020: "Once per game: re-roll one die Griff rolled himself …; no 3+ roll."
  it('bb2020: re-rolls one die, once a line', () => {
    const griff = star('Griff Oberwald', 'Consummate Professional');
    // AG 2+, two marks: 4+, p = 1/2; re-rolled once: 1/2 + 1/2 · 1/2 = 3/4.
    expect(success(line({ player: griff, steps: ['dodge: { marked: 2 }'] }))).toBe('3/4');
    // Two such dodges, the re-roll once: p · 3/4 + (1 − p) · p · p = 3/8 + 1/8 = 1/2 (not (3/4)² = 9/16).
    expect(success(line({ player: griff, steps: ['dodge: { marked: 2 }', 'dodge: { marked: 2 }'] }))).toBe('1/2');
    // Any die he rolls: a rush 2+, 5/6 + 1/6 · 5/6 = 35/36.
    expect(success(line({ player: griff, steps: ['rush'] }))).toBe('35/36');
  });
  // BB2025: "Once per game: +1 to one Agility test he made, added after seeing the roll … No longer a re-roll."
  it('bb2025: +1 to one agility test, not a rush', () => {
    const griff = star('Griff Oberwald', 'Consummate Professional');
    // 4+ dodge: 4, 5, 6 pass and a 3 with +1: 4/6 = 2/3.
    expect(success(line({ player: griff, steps: ['dodge: { marked: 2 }'], edition: 'bb2025' }))).toBe('2/3');
    // A rush is no agility test: 5/6.
    expect(success(line({ player: griff, steps: ['rush'], edition: 'bb2025' }))).toBe('5/6');
  });
});

describe("Halfling Luck and Thinking Man's Troll", () => {
  // "Once per game: re-roll one die (single roll or one die of a pool); not armour, injury, casualty; no 3+ roll."
  it('Halfling Luck: two rushes, one re-roll', () => {
    // p = 5/6: p · 35/36 + (1 − p) · p · p = 175/216 + 25/216 = 200/216 = 25/27.
    expect(success(line({ player: star('Puggy Baconbreath', 'Halfling Luck'), steps: ['rush', 'rush'] }))).toBe('25/27');
  });
  // "Once per half: re-roll one die … no 3+ roll" (both editions).
  it("Thinking Man's Troll (bb2025): a 5+ pick-up re-rolled, 1/3 + 2/3 · 1/3 = 5/9", () => {
    expect(success(line({ player: star('Ripper Bolgrot', "Thinking Man's Troll"), steps: ['pickup'], edition: 'bb2025' }))).toBe('5/9');
  });
});

describe('Incorporeal', () => {
  // BB2020: "Once per game, after a dodge agility test: add her ST (3) to the roll."
  it('bb2020: +ST after one dodge roll', () => {
    // AG 2+, four marks: 6+. Naturals 3, 4, 5 reach 6 with +3, 6 passes, 2 + 3 = 5 and 1 fail: 4/6 = 2/3.
    expect(success(line({ player: star("Gretchen Wächter 'The Blood Bowl Widow'", 'Incorporeal'), steps: ['dodge: { marked: 4 }'] }))).toBe('2/3');
  });
  // BB2025: "Once per game, when activated: for that activation she makes no dodge rolls."
  it('bb2025: no dodge roll at all', () => {
    expect(success(line({ player: star('Gretchen Wächter', 'Incorporeal'), steps: ['dodge: { marked: 4 }', 'dodge: { marked: 4 }'], edition: 'bb2025' }))).toBe('1');
  });
});

describe('Swift as the Breeze', () => {
  // "Once per game: one Dodge, Leap or Rush test passes on 2+ whatever the modifiers."
  it('passes one dodge on 2+, once', () => {
    const jordell = star('Jordell Freshbreeze', 'Swift as the Breeze', ', ag: 3+');
    // AG 3+, three marks: 6+; with the rule any 2+: 5/6.
    expect(success(line({ player: jordell, steps: ['dodge: { marked: 3 }'] }))).toBe('5/6');
    // Two: a 6 first keeps it (1/6 · 5/6), a 2-5 spends it (4/6 · 1/6): 5/36 + 4/36 = 1/4.
    expect(success(line({ player: jordell, steps: ['dodge: { marked: 3 }', 'dodge: { marked: 3 }'] }))).toBe('1/4');
  });
});

describe('Mesmerising Dance', () => {
  // BB2020: "Once per game: re-roll a failed Hypnotic Gaze agility test"; BB2025: "Once per half: re-roll the D6 of a Hypnotic Gaze (3+)".
  it('re-rolls the gaze', () => {
    const eldril = star('Eldril Sidewinder', 'Mesmerising Dance", "Hypnotic Gaze', ', ag: 3+');
    // bb2020 AG 3+ with one other mark: 4+, 1/2 + 1/2 · 1/2 = 3/4.
    const opponent = 'opponent: { st: 3, av: 9+ }';
    expect(success(line({ player: eldril, steps: ['gaze: { marked: 1 }'], extra: opponent }))).toBe('3/4');
    // bb2025 flat 3+: 2/3 + 1/3 · 2/3 = 8/9.
    expect(success(line({ player: eldril, steps: ['gaze: { marked: 1 }'], edition: 'bb2025', extra: opponent }))).toBe('8/9');
  });
});

describe('Blind Rage', () => {
  // "May re-roll the Dauntless D6 (every Dauntless roll, once each)."
  it('re-rolls the Dauntless roll', () => {
    const akhorne = (rules: string) => `{ star: Akhorne the Squirrel, skills: [${rules}] }`;
    const block = (rules: string) => line({ player: akhorne(rules), steps: ['block: { need: knockdown }'], extra: 'opponent: { st: 3, av: 9+ }' });
    // ST 1 against 3: Dauntless needs natural + 1 > 3, 3+ (d = 2/3). Success is the target down and Akhorne standing
    // (Both Down, neither with Block, is a turnover): passed, one die, Pow or Stumble (1/3); failed, three dice the
    // defender chooses, only if all three are (1/27). d/3 + (1 − d)/27: without the rule 2/9 + 1/81 = 19/81; with it
    // d = 2/3 + 1/3 · 2/3 = 8/9: 8/27 + 1/243 = 73/243.
    expect(success(block('Dauntless'))).toBe('19/81');
    expect(success(block('Dauntless, Blind Rage'))).toBe('73/243');
  });
});

describe('The Ballista', () => {
  // BB2020: "Once per game: re-roll a failed PA test of a **Pass or Throw Team-mate** action."
  it('bb2020: a quick pass re-rolled (PA 4+, no modifier: accurate 1/2 + 1/2 · 1/2 = 3/4); bb2025: passes are no longer named', () => {
    const morg = "{ star: \"Morg 'n' Thorg\", skills: [The Ballista] }";
    expect(success(line({ player: morg, steps: ['pass: { range: quick }'] }))).toBe('3/4');
    // BB2025: "re-roll the PA test of a **Throw Team-mate** Action (Pass Actions no longer named)": 1/2.
    expect(success(line({ player: morg, steps: ['pass: { range: quick }'], edition: 'bb2025' }))).toBe('1/2');
  });
});
