/** The contact skills in the catalogue: modelled, no effect, or refused (src/rules/skills.ts; issue 3). */
import { describe, expect, it } from 'vitest';
import { findSkill } from '../../src/rules/skills.js';

describe('contact skills', () => {
  it('are modelled', () => {
    const names = [
      'Block', 'Wrestle', 'Tackle', 'Juggernaut', 'Stand Firm', 'Brawler', 'Frenzy', 'Horns', 'Dauntless', 'Multiple Block',
      'Mighty Blow', 'Claws', 'Iron Hard Skin', 'Thick Skull', 'Stunty', 'Decay', 'Regeneration', 'Dirty Player',
      'Sneaky Git', 'Chainsaw', 'Stab', 'Projectile Vomit',
    ];
    expect(names.filter((n) => findSkill(n)?.status !== 'modelled')).toEqual([]);
  });
  it('Grab, Fend and Sidestep are accepted with no effect on the odds', () => {
    expect(['Grab', 'Fend', 'Sidestep'].map((n) => findSkill(n)?.status)).toEqual(['noEffect', 'noEffect', 'noEffect']);
  });
  it("bb2016 spellings: Claw is Claws; Mighty Blow and Dirty Player default to +1", () => {
    expect(findSkill('Claw')?.name).toBe('Claws');
    expect([findSkill('Mighty Blow')?.defaultParam, findSkill('Dirty Player')?.defaultParam]).toEqual([1, 1]);
  });
  it('Guard changes no die (count its player in assists); Bombardier is modelled (the bomb step)', () => {
    expect([findSkill('Guard')?.status, findSkill('Bombardier')?.status]).toEqual(['noEffect', 'modelled']);
    expect(findSkill('Guard')?.reason).toMatch(/count the Guard player in `assists`/);
  });
});
