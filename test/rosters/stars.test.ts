/**
 * The star players of both roster files: read and checked (rosters/stars.ts); every skill resolves but the names of
 * UNRESOLVED_STAR_SKILLS (Season 3's new skills, added by the Season 3 part of issue 22), which the walk asserts
 * exactly; every special rule is a catalogue entry in the editions whose stars carry it.
 */
import { describe, expect, it } from 'vitest';
import { roster } from '../../src/rosters/rosters.js';
import { findStar, starNames, stars, unknownSpecialRules, unresolvedStarSkills } from '../../src/rosters/stars.js';
import { UNRESOLVED_STAR_SKILLS } from '../../src/rosters/unresolved.js';
import { findSkill, skillStatus } from '../../src/rules/skills.js';
import { STAR_RULES } from '../../src/rules/star-rules.js';

describe('the star players', () => {
  it('are read from both files: 67 profiles in bb2020, 66 in bb2025 (../shared/rosters/README.md)', () => {
    expect([stars('bb2020').length, stars('bb2025').length]).toEqual([67, 66]);
  });

  it('carry only skills the catalogue resolves, but for UNRESOLVED_STAR_SKILLS, exactly', () => {
    expect(unresolvedStarSkills(roster('bb2020'))).toEqual([...UNRESOLVED_STAR_SKILLS.bb2020]);
    expect(unresolvedStarSkills(roster('bb2025'))).toEqual([...UNRESOLVED_STAR_SKILLS.bb2025]);
  });

  it('have special rules the catalogue lists in their edition, each with a reading', () => {
    expect(unknownSpecialRules(roster('bb2020'))).toEqual([]);
    expect(unknownSpecialRules(roster('bb2025'))).toEqual([]);
    for (const edition of ['bb2020', 'bb2025'] as const) {
      for (const star of stars(edition)) {
        const info = findSkill(star.specialRule);
        expect(info?.starRule, star.specialRule).toBe(true);
        const reading = STAR_RULES.find((r) => r.name === info?.name)?.readings[edition];
        expect(reading?.status, star.specialRule).toBe(skillStatus(info!, edition).status);
      }
    }
  });

  it('no rule in the table is carried by no star', () => {
    const carried = new Set<string | undefined>(['bb2020', 'bb2025'].flatMap((e) => stars(e as 'bb2020').map((s) => findSkill(s.specialRule)?.name)));
    expect(STAR_RULES.map((r) => r.name).filter((name) => !carried.has(name))).toEqual([]);
  });

  it('are found by name whatever the case, spaces and quotes', () => {
    expect(findStar('bb2020', 'griff OBERWALD')?.name).toBe('Griff Oberwald');
    expect(findStar('bb2020', 'Ivan The Animal Deathshroud')?.name).toBe("Ivan 'The Animal' Deathshroud");
    expect(findStar('bb2025', 'Josef Bugman')?.specialRule).toBe('Dwarfen Grit');
    expect(findStar('bb2020', 'Josef Bugman')).toBeUndefined();
    expect(starNames('bb2025')).toContain('The Mighty Zug');
  });
});
