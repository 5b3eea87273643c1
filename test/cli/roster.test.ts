/** `nuffle roster` as a user runs it: compiled, in a child process. */
import { describe, expect, it } from 'vitest';
import { nuffle } from '../helpers.js';

describe('nuffle roster', () => {
  it('lists the teams, one team\'s positions, and JSON', () => {
    const teams = nuffle('roster');
    expect(teams.code).toBe(0);
    expect(teams.stdout).toMatch(/^Human\s+2\s+50k\s+Ogre, Blitzer, Catcher, Human Lineman, Thrower, Halfling Hopeful$/m);
    const human = nuffle('roster', 'HUMAN');
    expect(human.stdout).toMatch(/^Blitzer\s+0-4\s+85k\s+7\s+3\s+3\+\s+4\+\s+9\+\s+Block\s+General, Strength\s+Agility, Passing\s+blitzer$/m);
    const json = JSON.parse(nuffle('roster', 'orc', '--edition', 'bb2025', '--json').stdout);
    expect(json.positions.map((p: { name: string }) => p.name)).toContain('Orc Blitzer');
    expect(nuffle('roster', 'bretonian', '--edition', 'bb2025').stderr).toMatch(/did you mean 'Bretonnian'\?/);
    expect(nuffle('roster', '--edition', 'bb2016').code).toBe(2);
  });

  it('--stars lists the star players with their special rule and what nuffle models of it', () => {
    const text = nuffle('roster', '--stars');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Griff Oberwald: 280k, MA 7 ST 4 AG 2\+ PA 3\+ AV 9\+\n  skills: Block, Dodge, Fend, Loner \(3\+\), Sprint, Sure Feet\n  Consummate Professional \(once per game\): re-roll one D6 .*\n  nuffle: modelled$/m);
    expect(text.stdout).toMatch(/^  nuffle: changes no die of a line \(no dice effect \(stars\.md\): .*\)$/m);
    expect(text.stdout).toMatch(/^67 star players \(bb2020\); special rules: \d+ modelled/m);
    const json = JSON.parse(nuffle('roster', '--stars', '--edition', 'bb2025', '--json').stdout);
    const griff = json.stars.find((s: { name: string }) => s.name === 'Griff Oberwald');
    expect(griff.specialRule).toMatchObject({ name: 'Consummate Professional', status: 'modelled', limit: 'game' });
    expect(griff.specialRule.effect).toMatch(/^\+1 to one agility test/);
    expect(nuffle('roster', 'human', '--stars').code).toBe(2);
  });
});
