/**
 * The rosters as data: both files load and keep their provenance; every skill name they use resolves in the
 * catalogue but for exactly the documented list (issue 22 shrinks it); lookups of a BB2020 and a BB2025 position
 * give the values of the printed rosters; a position's role.
 */
import { describe, expect, it } from 'vitest';
import bb2020 from '../../src/rosters/data/bb2020.json' with { type: 'json' };
import bb2025 from '../../src/rosters/data/bb2025.json' with { type: 'json' };
import { findSkill } from '../../src/rules/skills.js';
import { findPosition, findTeam, roster, teamNames } from '../../src/rosters/rosters.js';
import { roleOf } from '../../src/rosters/role.js';
import { UNRESOLVED_SKILLS } from '../../src/rosters/unresolved.js';

/** The names a raw roster file uses that the catalogue does not know in its edition, walked here without the loader. */
function unknownNames(file: { edition: string; teams: { positions: { skills: string[] }[] }[] }): string[] {
  const names = new Set<string>();
  for (const team of file.teams) {
    for (const position of team.positions) {
      for (const skill of position.skills) {
        const base = skill.split(' (')[0];
        const info = findSkill(base);
        if (!info || !info.editions.includes(file.edition as never)) names.add(base);
      }
    }
  }
  return [...names].sort();
}

describe('the rosters', () => {
  it('load with their provenance: 30 teams each', () => {
    expect(roster('bb2020').teams).toHaveLength(30);
    expect(roster('bb2025').teams).toHaveLength(30);
    expect(roster('bb2020').source).toMatch(/BSData\/bloodbowl at commit 6679a2b6/);
    expect(roster('bb2025').source).toMatch(/BBBase-EHeresy-PPPub\/BBBase at commit 87cb5947/);
  });

  it('name only skills the catalogue resolves (issue 22 emptied the list)', () => {
    expect(unknownNames(bb2020)).toEqual([]);
    expect(unknownNames(bb2025)).toEqual([]);
    expect(UNRESOLVED_SKILLS.bb2020).toEqual(unknownNames(bb2020));
    expect(UNRESOLVED_SKILLS.bb2025).toEqual(unknownNames(bb2025));
  });

  it('find a BB2020 Human Blitzer, whatever the case', () => {
    const human = findTeam('bb2020', 'hUMAN')!;
    const blitzer = findPosition(human, ' blitzer ')!;
    // The BB2020 rulebook's Human roster: MA 7, ST 3, AG 3+, PA 4+, AV 9+, Block; primary G S, secondary A P.
    expect(blitzer).toMatchObject({ ma: 7, st: 3, ag: '3+', pa: '4+', av: '9+', skills: ['Block'], primary: ['General', 'Strength'], secondary: ['Agility', 'Passing'] });
    expect(roleOf(blitzer)).toBe('blitzer');
  });

  it('find a BB2025 Human Blitzer: Block and Tackle, Devious access', () => {
    const blitzer = findPosition(findTeam('bb2025', 'human')!, 'human blitzer')!;
    // Season 3's Human roster (BBBase docs/bb2025/teams/Human.md, checked by hand against jervis-ffb's bb2025 HumanTeam.kt).
    expect(blitzer).toMatchObject({ ma: 7, st: 3, ag: '3+', pa: '4+', av: '9+', skills: ['Block', 'Tackle'], primary: ['General', 'Strength'], secondary: ['Agility', 'Devious'] });
  });

  it('say no team or position it does not have', () => {
    expect(findTeam('bb2020', 'Bretonnian')).toBeUndefined();
    expect(teamNames('bb2025')).toContain('Bretonnian');
    expect(findPosition(findTeam('bb2020', 'human')!, 'Human Blitzer')).toBeUndefined();
    // The last words of one position name it: "Lineman" is the Human Lineman; bb2025's "Human Blitzer" is "Blitzer".
    expect(findPosition(findTeam('bb2020', 'human')!, 'lineman')?.name).toBe('Human Lineman');
    expect(findPosition(findTeam('bb2025', 'human')!, 'Blitzer')?.name).toBe('Human Blitzer');
  });

  it('give each position a role by its keywords, name or characteristics', () => {
    const role = (edition: 'bb2020' | 'bb2025', team: string, position: string) => roleOf(findPosition(findTeam(edition, team)!, position)!);
    expect(role('bb2020', 'Human', 'Ogre')).toBe('bigGuy'); // ST 5
    expect(role('bb2020', 'Skaven', 'Gutter Runner')).toBe('runner');
    expect(role('bb2020', 'Human', 'Thrower')).toBe('thrower');
    expect(role('bb2020', 'Wood Elf', 'Wardancer')).toBe('blitzer'); // MA 8 with Block
    expect(role('bb2020', 'Dark Elf', 'Witch Elf')).toBe('blitzer'); // MA 7 with Frenzy
    expect(role('bb2020', 'Black Orc', 'Black Orc')).toBe('lineman');
    expect(role('bb2025', 'Ogre', 'Ogre Blocker')).toBe('bigGuy'); // the Big Guy keyword beats "Blocker"
  });
});
