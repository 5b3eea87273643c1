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
});
