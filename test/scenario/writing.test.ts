/**
 * Issue 14, "writing scenarios": AG needed only where a step rolls against it; variants that add or remove a
 * skill, and that shift the team re-rolls (so "one more re-roll" composes with a sweep of re-rolls).
 */
import { describe, expect, it } from 'vitest';
import { errorOf, expandText as expand, variantErrorOf as variantError } from '../helpers.js';
import { scenarioFromText } from '../../src/scenario/load.js';


describe('ag only where a step rolls against it', () => {
  it('a blocker with no ag is accepted, with the documented default (3+ / 3)', () => {
    const scenario = scenarioFromText('name: x\nplayer: { skills: [Claws] }\nopponent: { av: 9+ }\nsteps: [block]\n');
    expect(scenario.players[0].ag).toBe(3);
    const old = scenarioFromText('name: x\nedition: bb2016\nplayer: { skills: [Claw] }\nopponent: { av: 8 }\nsteps: [block, foul]\n');
    expect(old.players[0].ag).toBe(3);
  });

  it('rushes, tests and contact steps need no ag', () => {
    const text = 'name: x\nplayer: { skills: [Chainsaw] }\nopponent: {}\nsteps: [rush, { test: { target: 4 } }, chainsaw, knockdown, foul]\n';
    expect(scenarioFromText(text).steps).toHaveLength(5);
  });

  it('a dodge, pick-up or catch by a player with no ag says so at the step', () => {
    expect(errorOf('name: x\nplayer: { st: 4 }\nsteps: [rush, dodge]\n')).toBe(
      "bad.yaml:3:15 at steps[1]: a 'dodge' step rolls against AG, but player 'player' has no 'ag:' (write ag: 3+)",
    );
    expect(errorOf('name: x\nplayer: {}\nsteps:\n  - pickup\n')).toMatch(/at steps\[0\]: a 'pickup' step rolls against AG, but player 'player' has no 'ag:'/);
    expect(errorOf('name: x\nedition: bb2016\nplayer: {}\nsteps: [catch]\n')).toBe(
      "bad.yaml:4:9 at steps[0]: a 'catch' step rolls against AG, but player 'player' has no 'ag:' (write ag: 3)",
    );
  });

  it('a pass rolls against PA in bb2020 (no ag needed) and against AG in bb2016', () => {
    expect(scenarioFromText('name: x\nplayer: { pa: 4+ }\nsteps: [pass]\n').players[0].pa).toBe(4);
    expect(errorOf('name: x\nedition: bb2016\nplayer: {}\nsteps: [pass]\n')).toMatch(/a 'pass' step rolls against AG, but player 'player' has no 'ag:' \(write ag: 3\)$/);
  });

  it('with several players only the one who rolls needs ag', () => {
    const text = 'name: x\nplayers:\n  blocker: { st: 4 }\n  runner: {}\nopponent: {}\nsteps:\n  - block: { by: blocker }\n  - dodge: { by: runner }\n';
    expect(errorOf(text)).toBe("bad.yaml:8:5 at steps[1]: a 'dodge' step rolls against AG, but player 'runner' has no 'ag:' (write ag: 3+)");
    expect(scenarioFromText(text.replace('runner: {}', 'runner: { ag: 2+ }')).players.map((p) => p.ag)).toEqual([3, 2]);
  });
});

const BASE = `name: Pro or a re-roll
rerolls: 1
player:
  ag: 3+
  skills: [Dodge, Mighty Blow (+1)]
steps:
  - dodge: { marked: 1 }
  - rush
`;

describe('skills added and removed in a variant', () => {
  it('add: one skill on top of the base list', () => {
    const [plain, pro] = expand(`${BASE}compare:\n  As written: {}\n  Pro: { player.skills: { add: [Pro] } }\n`).map((v) => v.scenario.players[0].skills);
    expect(plain.describe()).toEqual(['Dodge', 'Mighty Blow (+1)']);
    expect(pro.describe()).toEqual(['Dodge', 'Mighty Blow (+1)', 'Pro']);
  });

  it('remove: by name, whatever number the base wrote', () => {
    const [without] = expand(`${BASE}compare:\n  Plain: { player.skills: { remove: [Mighty Blow, dodge] } }\n`);
    expect(without.scenario.players[0].skills.describe()).toEqual([]);
  });

  it('add and remove together, under players.<id>.skills too', () => {
    const text = `name: x
players:
  runner: { ag: 3+, skills: [Dodge, Sprint] }
  other: { ag: 3+ }
steps:
  - dodge: { by: runner }
compare:
  Sure Feet: { players.runner.skills: { add: [Sure Feet], remove: [Sprint] } }
`;
    const [variant] = expand(text);
    expect(variant.scenario.players.map((p) => p.skills.describe())).toEqual([['Dodge', 'Sure Feet'], []]);
  });

  it('an add composes with a sweep of the list', () => {
    const all = expand(`${BASE}compare:\n  Base: {}\n  Pro: { player.skills: { add: [Pro] } }\nsweep:\n  player.skills: [[Dodge], [Sure Feet]]\n`);
    expect(all.map((v) => `${v.variant}: ${v.scenario.players[0].skills.describe().join(', ')}`)).toEqual([
      'Base: Dodge', 'Base: Sure Feet', 'Pro: Dodge, Pro', 'Pro: Sure Feet, Pro',
    ]);
  });

  it('removing a skill the list lacks names the list and the nearest skill, at the value', () => {
    const error = variantError(`${BASE}compare:\n  Bad: { player.skills: { remove: [Dodg] } }\n`);
    // Line 10 is "  Bad: { player.skills: { remove: [Dodg] } }": 'Dodg' starts at column 36.
    expect([error.where.line, error.where.column]).toEqual([10, 36]);
    expect(error.detail).toBe("in variant 'Bad': cannot remove 'Dodg': player.skills has 'Dodge', 'Mighty Blow (+1)'; did you mean 'Dodge'?");
  });

  it('adding a skill the list has already is refused (the variant would be the file itself)', () => {
    expect(variantError(`${BASE}compare:\n  Bad: { player.skills: { add: [Dodge] } }\n`).detail).toBe(
      "in variant 'Bad': cannot add 'Dodge': player.skills has it already",
    );
  });

  it('an unknown key and an unknown added skill are reported like any other', () => {
    const key = variantError(`${BASE}compare:\n  Bad: { player.skills: { ad: [Pro] } }\n`);
    expect(key.detail).toBe("unknown key 'ad'; expected one of 'add', 'remove'; did you mean 'add'?");
    expect([key.where.line, key.where.column]).toEqual([10, 27]);
    const skill = variantError(`${BASE}compare:\n  Bad: { player.skills: { add: [Proo] } }\n`);
    expect(skill.detail).toBe("in variant 'Bad': unknown skill 'Proo'; did you mean 'Pro'?");
    expect([skill.where.line, skill.where.column]).toEqual([10, 33]);
  });
});

describe('re-rolls shifted in a variant', () => {
  it('+1 and -1 shift the file\'s re-rolls', () => {
    const all = expand(`${BASE}compare:\n  As written: {}\n  One more: { rerolls: +1 }\n  One fewer: { rerolls: -1 }\n  Two: { rerolls: 2 }\n`);
    expect(all.map((v) => [v.variant, v.scenario.rerolls])).toEqual([['As written', 1], ['One more', 2], ['One fewer', 0], ['Two', 2]]);
  });

  it('a shift composes with a sweep of re-rolls: one more at every point', () => {
    const all = expand(`${BASE}compare:\n  As written: {}\n  One more: { rerolls: +1 }\nsweep:\n  rerolls: [0, 1, 2]\n`);
    expect(all.map((v) => [v.variant, v.params, v.scenario.rerolls])).toEqual([
      ['As written', { rerolls: 0 }, 0],
      ['As written', { rerolls: 1 }, 1],
      ['As written', { rerolls: 2 }, 2],
      ['One more', { rerolls: 0 }, 1],
      ['One more', { rerolls: 1 }, 2],
      ['One more', { rerolls: 2 }, 3],
    ]);
  });

  it('a shift from the default of 0 when the file gives no rerolls', () => {
    const [variant] = expand('name: x\nplayer: { ag: 3+ }\nsteps: [dodge]\ncompare:\n  One: { rerolls: "+1" }\n');
    expect(variant.scenario.rerolls).toBe(1);
  });

  it('a shift below 0 is out of range, named at the shift with the grid point', () => {
    const error = variantError(`${BASE}compare:\n  One fewer: { rerolls: -1 }\nsweep:\n  rerolls: [0, 1]\n`);
    // "  One fewer: { rerolls: -1 }": the -1 is at column 25 of line 10.
    expect([error.where.line, error.where.column]).toEqual([10, 25]);
    expect(error.detail).toBe("in variant 'One fewer' with rerolls = 0: rerolls -1 is out of range: expected at least 0");
  });

  it('a plain value still may not be set where the sweep sets it', () => {
    expect(variantError(`${BASE}compare:\n  Two: { rerolls: 2 }\nsweep:\n  rerolls: [0, 1]\n`).detail).toContain("'rerolls' is swept and variant 'Two' also sets 'rerolls'");
  });
});
