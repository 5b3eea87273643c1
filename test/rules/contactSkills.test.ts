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
  it('Grab, Fend and Sidestep are modelled: where a push sends the target and whether the attacker follows (block/push.ts)', () => {
    expect(['Grab', 'Fend', 'Sidestep'].map((n) => findSkill(n)?.status)).toEqual(['modelled', 'modelled', 'modelled']);
  });
  it("bb2016 spellings: Claw is Claws; Mighty Blow and Dirty Player default to +1", () => {
    expect(findSkill('Claw')?.name).toBe('Claws');
    expect([findSkill('Mighty Blow')?.defaultParam, findSkill('Dirty Player')?.defaultParam]).toEqual([1, 1]);
  });
  it('Guard and Defensive are modelled (named assists, assists.ts); Bombardier (the bomb step)', () => {
    expect([findSkill('Guard')?.status, findSkill('Defensive')?.status, findSkill('Bombardier')?.status]).toEqual(['modelled', 'modelled', 'modelled']);
  });
});
