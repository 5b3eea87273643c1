import { describe, expect, it } from 'vitest';
import { expandText as expand, variantErrorOf as errorOf } from '../helpers.js';
import { scenarioFromParsed } from '../../src/scenario/load.js';
import { parseScenarioText, toData } from '../../src/scenario/parse.js';
import { expandVariants } from '../../src/scenario/variants.js';

const BASE = `name: Pro or a re-roll
rerolls: 0
player:
  ag: 3+
  skills: [Dodge]
steps:
  - dodge: { marked: 1 }
  - rush
  - pickup
`;


describe('compare and sweep', () => {
  it('keeps a plain file as one base variant with no params', () => {
    const all = expand(BASE);
    expect(all.map((v) => [v.variant, v.params])).toEqual([['base', {}]]);
  });

  it('overrides by dotted path, one scenario per variant, in file order', () => {
    const all = expand(`${BASE}compare:
  As written: {}
  Pro: { player.skills: [Dodge, Pro] }
  Team re-roll: { rerolls: 1 }
  Blizzard: { steps.1.rush.blizzard: true }
`);
    expect(all.map((v) => v.variant)).toEqual(['As written', 'Pro', 'Team re-roll', 'Blizzard']);
    const [plain, pro, reroll, blizzard] = all.map((v) => v.scenario);
    expect(plain.players[0].skills.has('Pro')).toBe(false);
    expect(pro.players[0].skills.has('Pro')).toBe(true);
    expect(pro.players[0].skills.has('Dodge')).toBe(true);
    expect([plain.rerolls, pro.rerolls, reroll.rerolls]).toEqual([0, 0, 1]);
    // "- rush" (a bare word) became "- rush: { blizzard: true }"; the other steps are untouched.
    expect(blizzard.steps.map((s) => s.label)).toEqual(['Dodge (marked 1)', 'Rush (blizzard)', 'Pick-up']);
    expect(plain.steps[1].label).toBe('Rush');
  });

  it('replaces a whole steps list', () => {
    const [line] = expand(`${BASE}compare:
  Short line: { steps: [rush, pickup] }
`);
    expect(line.scenario.steps.map((s) => s.kind)).toEqual(['rush', 'pickup']);
  });

  it('evaluates every variant at every grid point, the first swept path outermost', () => {
    const all = expand(`${BASE}compare:
  A: {}
  B: { rerolls: 2 }
sweep:
  steps[0].dodge.marked: [0, 2]
  player.ag: [3+, 4+]
`);
    // 2 variants × 2 × 2 points = 8 evaluations.
    expect(all.map((v) => `${v.variant} ${JSON.stringify(v.params)}`)).toEqual([
      'A {"steps[0].dodge.marked":0,"player.ag":"3+"}',
      'A {"steps[0].dodge.marked":0,"player.ag":"4+"}',
      'A {"steps[0].dodge.marked":2,"player.ag":"3+"}',
      'A {"steps[0].dodge.marked":2,"player.ag":"4+"}',
      'B {"steps[0].dodge.marked":0,"player.ag":"3+"}',
      'B {"steps[0].dodge.marked":0,"player.ag":"4+"}',
      'B {"steps[0].dodge.marked":2,"player.ag":"3+"}',
      'B {"steps[0].dodge.marked":2,"player.ag":"4+"}',
    ]);
    const last = all[7].scenario;
    expect([last.rerolls, last.players[0].ag, (last.steps[0] as { marked: number }).marked]).toEqual([2, 4, 2]);
  });

  it('leaves the file and every other variant as written (a variant copies only the nodes its overrides write)', () => {
    const text = `${BASE}compare:
  Pro: { player.skills: [Dodge, Pro], steps.0.dodge.marked: 2 }
  Sure Feet: { player.skills: { add: [Sure Feet] }, steps.1.rush.blizzard: true }
  As written: {}
`;
    const parsed = parseScenarioText('s.yaml', text);
    const before = structuredClone(parsed.data);
    const [pro, sureFeet, plain] = expandVariants(parsed).map((v) => v.scenario);
    // The file's own document and data read as before the variants were written.
    expect(parsed.data).toEqual(before);
    expect(toData(parsed, parsed.doc)).toEqual(before);
    // Each variant has its own overrides and none of the others'; "As written" is the file itself.
    expect(pro.players[0].skills.names().sort()).toEqual(['Dodge', 'Pro']);
    expect(sureFeet.players[0].skills.names().sort()).toEqual(['Dodge', 'Sure Feet']);
    expect(plain.players[0].skills.names()).toEqual(['Dodge']);
    expect(pro.steps.map((s) => s.label)).toEqual(['Dodge (marked 2)', 'Rush', 'Pick-up']);
    expect(sureFeet.steps.map((s) => s.label)).toEqual(['Dodge (marked 1)', 'Rush (blizzard)', 'Pick-up']);
    expect(plain).toEqual(scenarioFromParsed(parseScenarioText('s.yaml', BASE)));
  });

  it('labels a sweep without compare as the base variant', () => {
    const all = expand(`${BASE}sweep:\n  rerolls: [0, 1, 2]\n`);
    expect(all.map((v) => [v.variant, v.params, v.scenario.rerolls])).toEqual([
      ['base', { rerolls: 0 }, 0],
      ['base', { rerolls: 1 }, 1],
      ['base', { rerolls: 2 }, 2],
    ]);
  });
});

describe('compare and sweep errors', () => {
  it('points at a mistyped path with the nearest name', () => {
    const error = errorOf(`${BASE}compare:\n  Pro: { plyer.skills: [Pro] }\n`);
    // Line 11 is "  Pro: { plyer.skills: [Pro] }", the key starts at column 10.
    expect([error.where.line, error.where.column]).toEqual([11, 10]);
    expect(error.detail).toContain("'plyer' is not a key there");
    expect(error.detail).toContain("did you mean 'player'?");
  });

  it('names the keys of a step and the positions of a list', () => {
    expect(errorOf(`${BASE}sweep:\n  steps.0.dodge.marks: [1]\n`).detail).toContain("did you mean 'marked'?");
    expect(errorOf(`${BASE}sweep:\n  steps.0.rush.blizzard: [true]\n`).detail).toContain("expected one of 'dodge'");
    expect(errorOf(`${BASE}sweep:\n  steps.5.rush: [null]\n`).detail).toContain("'5' is not a position in a list of 3 (0..2)");
    expect(errorOf(`${BASE}sweep:\n  rerolls.count: [1]\n`).detail).toContain("goes inside 'rerolls', which is a plain value");
  });

  it('checks every variant like a file, pointing at the value the override wrote', () => {
    const error = errorOf(`${BASE}compare:\n  Bad: { player.skills: [Dodge, Sure Handz] }\n`);
    // "  Bad: { player.skills: [Dodge, Sure Handz] }": 'Sure Handz' starts at column 33 of line 11.
    expect([error.where.line, error.where.column]).toEqual([11, 33]);
    expect(error.detail).toContain("in variant 'Bad'");
    expect(error.detail).toContain("unknown skill 'Sure Handz'");
  });

  it('points at the grid value that is out of range', () => {
    const error = errorOf(`${BASE}sweep:\n  rerolls: [1, 9]\n`);
    // "  rerolls: [1, 9]": two spaces, "rerolls:" (3..10), a space, "[" (12), "1" (13), ", " (14, 15): the 9 is
    // at column 16 of line 11; team re-rolls go to 8.
    expect([error.where.line, error.where.column]).toEqual([11, 16]);
    expect(error.detail).toContain('sweep point rerolls = 9');
  });

  it('refuses a sweep over what a variant sets, an empty compare, and a malformed sweep', () => {
    const overlap = errorOf(`${BASE}compare:\n  A: { player: { ag: 2+ } }\nsweep:\n  player.ag: [3+]\n`);
    expect(overlap.detail).toContain("'player.ag' is swept and variant 'A' also sets 'player'");
    expect(errorOf(`${BASE}compare: {}\n`).detail).toBe("'compare:' names no variant");
    expect(errorOf(`${BASE}sweep:\n  rerolls: []\n`).detail).toContain('at least 1 item(s)');
    expect(errorOf(`${BASE}sweep:\n  rerolls: 2\n`).detail).toContain('expected array');
  });

  it('refuses a value listed twice in a sweep, pointing at the second', () => {
    const error = errorOf(`${BASE}sweep:\n  rerolls: [0, 1, 0]\n`);
    // "  rerolls: [0, 1, 0]": the second 0 is at column 19 of line 11.
    expect([error.where.line, error.where.column]).toEqual([11, 19]);
    expect(error.detail).toBe("'rerolls' lists 0 twice; each grid point is evaluated once");
  });

  it('refuses grids past the limit', () => {
    const upTo = (n: number, from = 0) => Array.from({ length: n - from + 1 }, (_, i) => i + from).join(', ');
    // 9 × 9 × 10 = 810 points > 400.
    const text = `${BASE}sweep:\n  rerolls: [${upTo(8)}]\n  steps.0.dodge.marked: [${upTo(8)}]\n  player.st: [${upTo(10, 1)}]\n`;
    // No compare: the message names the sweep alone (issue 24).
    expect(errorOf(text).detail).toBe("'sweep:' makes a grid of 810 evaluations; at most 400 are allowed");
  });
});
