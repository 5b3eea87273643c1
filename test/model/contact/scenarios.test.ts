/**
 * The contact scenarios shipped in scenarios/: the metrics each asks about, as worked by hand in the file's own
 * comments (test/scenarios/shipped.test.ts checks their `success` hand checks).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../../src/run/exact.js';
import { loadScenario } from '../../../src/scenario/load.js';

const fractionsOf = (file: string) => evaluateScenario(loadScenario(join(import.meta.dirname, '../../../scenarios', file))).results[0].fractions;

describe('contact scenarios', () => {
  it('blitz: knockdown 5/9 · 15/16 + 5/18 · 3/4 = 35/48, casualty 35/48 · 5/108', () => {
    const f = fractionsOf('blitz-dodge-rush-block.yaml');
    expect([f.knockdown, f.cas]).toEqual(['35/48', '175/5184']);
  });
  it('Frenzy: knockdown 5/9 + 5/12 · 5/9 = 85/108', () => {
    expect(fractionsOf('frenzy-block.yaml').knockdown).toBe('85/108');
  });
  it('Stunty catcher: knockdown 5/9, casualty 5/9 · 95/432 = 475/3888', () => {
    const f = fractionsOf('stunty-receiver-hit.yaml');
    expect([f.knockdown, f.cas]).toEqual(['5/9', '475/3888']);
  });
  it('Chainsaw: removed 35/36 · 26/36 · 15/36 = 2275/7776', () => {
    expect(fractionsOf('chainsaw-attack.yaml').removed).toBe('2275/7776');
  });
  it('foul: armour 26/36, sent off 29/108 · 1/6 = 29/648', () => {
    const f = fractionsOf('foul-two-assists-dirty-player.yaml');
    expect([f.armourBroken, f.sentOff]).toEqual(['13/18', '29/648']);
  });
  it('Goblin toss: reachedAndLanded 5/6 · 5/6 · 1/4 = 25/144, throwFumbled 5/6 · 10/36 = 25/108 (the file works them)', () => {
    const f = fractionsOf('goblin-toss.yaml');
    expect([f.reachedAndLanded, f.throwFumbled]).toEqual(['25/144', '25/108']);
  });
});
