/** Bad input: one clear message with file, line, column, path, what was expected and the nearest valid name. */
import { describe, expect, it } from 'vitest';
import { errorOf } from '../helpers.js';
import { loadScenario, scenarioFromText } from '../../src/scenario/load.js';
import { SKILLS } from '../../src/rules/skills.js';


const ok = 'name: ok\nplayer: { ag: 3+ }\nsteps: [dodge]\n';

describe('scenario errors', () => {
  it('accepts the reference scenario', () => expect(() => scenarioFromText(ok)).not.toThrow());

  it('a missing file', () => {
    expect(() => loadScenario('/nowhere/missing.yaml')).toThrow(/missing\.yaml.*no such file/);
  });

  it('YAML syntax, with line and column', () => {
    expect(errorOf('name: x\nsteps: [dodge\nplayer: {ag: 3+}\n')).toMatch(/^bad\.yaml:\d+:\d+: YAML syntax error/);
  });

  it('an unknown top-level key, at its line and column, with the nearest name', () => {
    expect(errorOf('name: x\nrerols: 1\nplayer: { ag: 3+ }\nsteps: [dodge]\n')).toMatch(
      /^bad\.yaml:2:1 at rerols: unknown key 'rerols'; expected one of 'name', .*'rerolls'.*; did you mean 'rerolls'\?$/,
    );
  });

  it('an unknown step, with the nearest kind', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+ }\nsteps:\n  - dodge\n  - dodg: { marked: 1 }\n')).toMatch(
      /^bad\.yaml:5:5 at steps\[1\]\.dodg: unknown step 'dodg'; expected one of .*did you mean 'dodge'\?$/,
    );
  });

  it('an unknown step option, with the nearest option', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+ }\nsteps:\n  - dodge: { markd: 1 }\n')).toMatch(
      /^bad\.yaml:4:14 at steps\[0\]\.dodge\.markd: unknown key 'markd'.*did you mean 'marked'\?$/,
    );
  });

  it('an unknown skill, with the nearest skill', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+, skills: [Dodgee] }\nsteps: [dodge]\n')).toMatch(
      /^bad\.yaml:2:28 at player\.skills\[0\]: unknown skill 'Dodgee'; did you mean 'Dodge'\?$/,
    );
  });

  it('no known name is refused as not modelled any more (issue 11): each is modelled or accepted with its reason', () => {
    for (const edition of ['bb2020', 'bb2016'] as const) {
      // The star players' special rules not modelled yet are refused on purpose, each with what it does (docs/stars.md).
      expect(SKILLS.filter((info) => info.editions.includes(edition) && info.status === 'unmodelled' && info.starRule !== true).map((info) => info.name), edition).toEqual([]);
    }
    // The last ones to be modelled, named on a player, are accepted.
    expect(() => scenarioFromText('name: x\nplayer: { ag: 3+, pa: 4+, skills: [Bombardier, Swoop] }\nsteps: [dodge]\n', 'ok.yaml')).not.toThrow();
  });

  it("a skill of another edition: Drunkard is not bb2016's", () => {
    expect(errorOf('name: x\nedition: bb2016\nplayer: { ag: 3, skills: [Drunkard] }\nsteps: [rush]\n')).toMatch(
      /'Drunkard' is not a skill of bb2016/,
    );
  });

  it('bb2016 names are read as bb2016 names: Piling On and Stakes are accepted there', () => {
    expect(() => scenarioFromText('name: x\nedition: bb2016\nplayer: { ag: 3, skills: [Piling On, Stakes] }\nsteps: [rush]\n', 'ok.yaml')).not.toThrow();
  });

  it('a characteristic out of range', () => {
    expect(errorOf('name: x\nplayer: { ag: 7+ }\nsteps: [dodge]\n')).toMatch(/at player\.ag: AG "7\+" is out of range: expected 1\+\.\.6\+/);
  });

  it('bb2016 notation: AG is a plain number there', () => {
    expect(errorOf('name: x\nedition: bb2016\nplayer: { ag: 3+ }\nsteps: [dodge]\n')).toMatch(/AG is written as a plain number/);
  });

  it('`by` naming no player, with the nearest player', () => {
    const text = 'name: x\nplayers:\n  thrower: { ag: 3+, pa: 4+ }\n  catcher: { ag: 3+ }\nsteps:\n  - pass: { by: thrower }\n  - catch: { by: catchr }\n';
    expect(errorOf(text)).toMatch(/^bad\.yaml:7:18 at steps\[1\]\.catch\.by: 'by: catchr' names no player.*did you mean 'catcher'\?$/);
  });

  it('several players need `by`', () => {
    expect(errorOf('name: x\nplayers:\n  a: { ag: 3+ }\n  b: { ag: 3+ }\nsteps: [dodge]\n')).toMatch(/each step needs 'by:'/);
  });

  it('a third rush without Sprint', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+ }\nsteps: [rush, rush, rush]\n')).toMatch(/rushes 3 times; at most 2 rushes are allowed \(3 with Sprint, or with Burst of Speed in bb2020\)/);
  });

  it('an unknown goal metric, with the nearest metric', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+ }\ngoal: sucess\nsteps: [dodge]\n')).toMatch(/did you mean 'success'\?/);
  });

  it('a missing name', () => {
    expect(errorOf('player: { ag: 3+ }\nsteps: [dodge]\n')).toMatch(/missing required key 'name'/);
  });

  it('a wrong type', () => {
    expect(errorOf('name: x\nrerolls: two\nplayer: { ag: 3+ }\nsteps: [dodge]\n')).toMatch(/^bad\.yaml:2:10 at rerolls: expected number, got string "two"$/);
  });

  it('a pass by a player without PA (bb2020)', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+ }\nsteps: [pass]\n')).toMatch(/passes but has no 'pa:'/);
  });

  it('a re-roll skill the player lacks', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+ }\nsteps:\n  - test: { target: 2, reroll: [Pro] }\n')).toMatch(/'Pro' is listed to re-roll this roll but player 'player' lacks it/);
  });

  it('re-roll skills on a roll no re-roll may touch', () => {
    expect(errorOf('name: x\nplayer: { ag: 3+, skills: [Pro] }\nsteps:\n  - test: { target: 2, reroll: [Pro], rerollable: false }\n')).toMatch(
      /at steps\[0\]\.test\.reroll: 'reroll:' names skills, but 'rerollable: false'/,
    );
  });

  it('YAML tags are data, never code: an unknown tag leaves the plain string', () => {
    const scenario = scenarioFromText('name: !!js/function "function(){ throw 1 }"\nplayer: { ag: 3+ }\nsteps: [dodge]\n');
    expect(scenario.name).toBe('function(){ throw 1 }');
  });
});
