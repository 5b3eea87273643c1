/** The skill catalogue (`nuffle skills`): complete, honest about what it models, and the docs' table made from it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue, catalogueMarkdown, skillsPage } from '../../src/steps/catalogue.js';
import { CATEGORY_2020 } from '../../src/rules/categories.js';
import { STEP_KINDS } from '../../src/steps/index.js';

const DOCS = readFileSync(new URL('../../docs/skills.md', import.meta.url), 'utf8');

describe('the skill catalogue', () => {
  it('knows every skill and trait of seed 001 (bb2020), with its category', () => {
    const names: string[] = catalogue('bb2020').map((e) => e.name);
    expect(Object.keys(CATEGORY_2020).filter((name) => !names.includes(name))).toEqual([]);
    expect(catalogue('bb2020').filter((e) => e.category === null)).toEqual([]);
    expect(catalogue('bb2016').filter((e) => e.category === null)).toEqual([]);
  });

  it('says which steps a modelled skill acts on, and why a no-effect one changes no die', () => {
    for (const edition of ['bb2020', 'bb2016'] as const) {
      for (const entry of catalogue(edition)) {
        if (entry.status === 'modelled') expect(entry.steps.length, entry.name).toBeGreaterThan(0);
        if (entry.status === 'noEffect') expect(entry.reason, entry.name).toMatch(/\w/);
        for (const step of entry.steps) expect(STEP_KINDS as readonly string[], `${entry.name}: ${step}`).toContain(step);
      }
    }
  });

  it("refuses none of issue 10's movement and activation names any longer", () => {
    const refused = catalogue('bb2020').filter((e) => e.status === 'unmodelled').map((e) => e.name);
    const issue10 = ['Bone Head', 'Really Stupid', 'Unchannelled Fury', 'Animal Savagery', 'Bloodlust', 'Take Root', 'Foul Appearance',
      'Leap', 'Pogo Stick', 'Very Long Legs', 'Jump Up', 'Timmm-ber!', 'Hypnotic Gaze', 'Tentacles', 'Shadowing', 'Arm Bar', 'Kick', 'Fan Favourite'];
    expect(refused.filter((name) => issue10.includes(name))).toEqual([]);
  });

  it('is docs/skills.md, edition for edition (regenerate with `nuffle skills --markdown > docs/skills.md`)', () => {
    expect(DOCS).toBe(skillsPage());
    expect(DOCS).toContain(catalogueMarkdown('bb2016'));
  });
});
