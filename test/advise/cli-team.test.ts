/** `nuffle advise --team --position` as a user runs it: compiled, in a child process. */
import { describe, expect, it } from 'vitest';
import { nuffle } from '../helpers.js';

describe('nuffle advise with no file', () => {
  it('advises a roster position on the library of its role, grouped by side', () => {
    const run = nuffle('advise', '--team', 'human', '--position', 'blitzer', '--workers', '0');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('Human Blitzer (bb2020)');
    expect(lines[1]).toMatch(/^Take .+: \+\d\.\d\d per game, most of it in ".+"/);
    expect(run.stdout).toMatch(/rank\s+skill\s+category\s+access\s+per game\s+offence\s+defence\s+support/);
    expect(run.stdout).toMatch(/Already has: Block/);
  });

  it('adds --skills to the roster\'s, and says --json', () => {
    const run = nuffle('advise', '--team', 'human', '--position', 'blitzer', '--skills', 'Block,Tackle', '--json', '--workers', '0');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.name).toBe('Human Blitzer with Tackle');
    expect(json.currency).toBe('perGame');
    expect(json.skipped).toEqual(expect.arrayContaining(['Block', 'Tackle']));
    expect(Object.keys(json.ranking[0].bySide)).toEqual(['offence', 'defence', 'support']);
  });

  it('says a wrong team or position with the nearest name, exit 2', () => {
    const team = nuffle('advise', '--team', 'humn', '--position', 'blitzer');
    expect(team.code).toBe(2);
    expect(team.stderr).toMatch(/unknown team 'humn' in bb2020; .*did you mean 'Human'\?/);
    const position = nuffle('advise', '--team', 'human', '--position', 'blitzr');
    expect(position.code).toBe(2);
    expect(position.stderr).toMatch(/the Human team has no position 'blitzr'; .*did you mean 'Blitzer'\?/);
    expect(nuffle('advise', '--team', 'human').stderr).toMatch(/--team needs --position/);
    expect(nuffle('advise').stderr).toMatch(/give a profile file, or --team and --position/);
  });

  it('advises every position of a team with --all-positions, as a list in JSON', () => {
    const run = nuffle('advise', '--team', 'wood elf', '--all-positions', '--json', '--workers', '0');
    expect(run.code).toBe(0);
    const advices = JSON.parse(run.stdout);
    // The BB2020 Wood Elf roster: Catcher, Thrower, Wood Elf Lineman, Wardancer, Loren Forest Treeman.
    expect(advices.map((a: { name: string; role: string }) => [a.name, a.role])).toEqual([
      ['Wood Elf Catcher', 'runner'], ['Wood Elf Thrower', 'thrower'], ['Wood Elf Lineman', 'lineman'],
      ['Wood Elf Wardancer', 'blitzer'], ['Wood Elf Loren Forest Treeman', 'bigGuy'],
    ]);
  }, 60_000);
});
