/**
 * `SkillName` (src/vocabulary/skill-names.ts) is the catalogue's names (src/rules/skills.ts), the same names in the
 * same order, so that `Skills.has` and `param` refuse a misspelt name at compile time.
 */
import { describe, expect, it } from 'vitest';
import { SKILLS, SkillSet } from '../../src/rules/skills.js';
import { isSkillName, SKILL_NAMES } from '../../src/vocabulary/index.js';

describe('skill names as a union type', () => {
  it('are the catalogue, name for name and in its order', () => {
    expect(SKILL_NAMES).toEqual(SKILLS.map((info) => info.name));
    expect(new Set(SKILL_NAMES).size).toBe(SKILL_NAMES.length);
  });

  it('know a canonical name spelt exactly, and nothing else', () => {
    expect(isSkillName('Sure Hands')).toBe(true);
    expect(isSkillName('sure hands')).toBe(false); // a roster spelling is resolved before a step asks
    expect(isSkillName('Claw')).toBe(false); // bb2016's alias of Claws
  });

  it('make a misspelt name a compile error (tsc checks the tests: an unused @ts-expect-error fails it)', () => {
    const skills = new SkillSet([['Sure Hands', null]]);
    // @ts-expect-error "Sure Hand" is no skill name
    expect(skills.has('Sure Hand')).toBe(false);
    expect(skills.has('Sure Hands')).toBe(true);
  });
});
