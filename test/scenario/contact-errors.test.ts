/** Bad input of the contact game: one clear message each (a UserError, exit code 2 from the CLI). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../helpers.js';
import { scenarioFromText } from '../../src/scenario/load.js';


const scenario = (opponents: string, steps: string, player = '{ ag: 3+ }') =>
  `name: x\nplayer: ${player}\n${opponents}\nsteps:\n${steps}\n`;

describe('contact scenario errors', () => {
  it('accepts a block against the opponent', () => {
    expect(scenarioFromText(scenario('opponent: { st: 3, av: 9+ }', '  - block')).goal).toEqual({ knockdown: 1 });
  });

  it('a target that names no opponent, with the nearest name', () => {
    expect(errorOf(scenario('opponents: { ogre: { st: 5 }, goblin: { st: 2 } }', '  - block: { target: orge }'))).toBe(
      "bad.yaml:5:22 at steps[0].block.target: 'target: orge' names no opponent; the opponents are 'ogre', 'goblin'; did you mean 'ogre'?",
    );
  });

  it('several opponents and no target', () => {
    expect(errorOf(scenario('opponents: { a: {}, b: {} }', '  - foul'))).toMatch(/at steps\[0\]: with several opponents each contact step needs 'target:' \(one of 'a', 'b'\)$/);
  });

  it('a contact step in a scenario with no opponent', () => {
    expect(errorOf(scenario('', '  - block: { dice: 2 }'))).toMatch(
      /^bad\.yaml:5:5 at steps\[0\]: a 'block' step needs an opponent to hit: add 'opponent: \{ st: 3, av: 9\+ \}' \(or 'opponents:'\)$/,
    );
  });

  it('block dice outside ±3, or 0', () => {
    for (const dice of [0, 4, -4]) {
      expect(errorOf(scenario('opponent: {}', `  - block: { dice: ${dice} }`))).toMatch(
        new RegExp(`at steps\\[0\\]\\.block\\.dice: block dice ${dice} is out of range: expected 1, 2 or 3 \\(the attacker chooses\\) or -2, -3 \\(the defender chooses\\)$`),
      );
    }
  });

  it('AV outside 3..12, in each notation', () => {
    expect(errorOf(scenario('opponent: { av: 13+ }', '  - block'))).toMatch(/at opponent\.av: AV "13\+" is out of range: expected 3\+\.\.12\+$/);
    expect(errorOf(`edition: bb2016\n${scenario('opponent: { av: 2 }', '  - block', '{ ag: 3 }')}`)).toMatch(/at opponent\.av: AV 2 is out of range: expected 3\.\.12$/);
  });

  it('more assists than a pitch allows', () => {
    expect(errorOf(scenario('opponent: {}', '  - block: { assists: 8 }'))).toMatch(
      /at steps\[0\]\.block\.assists: assists 8 is more than a pitch allows: at most 7 \(eight squares surround a player and one holds the other side\)$/,
    );
    expect(errorOf(scenario('opponent: {}', '  - foul: { defensiveAssists: 9 }'))).toMatch(/defensiveAssists 9 is more than a pitch allows/);
  });

  it('a special action the player cannot make', () => {
    expect(errorOf(scenario('opponent: {}', '  - stab'))).toMatch(/at steps\[0\]: a 'stab' step needs the 'Stab' skill, which player 'player' lacks$/);
    expect(errorOf(scenario('opponent: {}', '  - foul: { chainsaw: true }'))).toMatch(/a 'foul' step needs the 'Chainsaw' skill/);
  });

  it('opponent and opponents together', () => {
    expect(errorOf(scenario('opponent: {}\nopponents: { a: {} }', '  - block'))).toMatch(/give either 'opponent:' or 'opponents:', not both$/);
  });

  it("each edition's own skill names: Claw and Dirty Player in bb2016, Iron Hard Skin not", () => {
    const old = (skills: string) => `name: x\nedition: bb2016\nplayer: { ag: 3, skills: [${skills}] }\nopponent: { av: 8 }\nsteps: [block]\n`;
    expect(() => scenarioFromText(old('Claw, Mighty Blow, Dirty Player'))).not.toThrow();
    expect(() => scenarioFromText(old('Iron Hard Skin'))).toThrow(/'Iron Hard Skin' is not a skill of bb2016/);
  });

  it('the CLI exits with code 2 and the message', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nuffle-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, scenario('opponent: {}', '  - block: { dice: 5 }'));
    const run = spawnSync(process.execPath, [join(import.meta.dirname, '../../dist/src/cli/main.js'), 'eval', file], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/block dice 5 is out of range/);
  });
});
