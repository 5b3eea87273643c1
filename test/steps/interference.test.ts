/**
 * Interference (bb2020) and interception (bb2016) on a pass, by hand. Sources: bb2020.md "Interference"
 * ("agility test −3 vs an accurate pass, −2 inaccurate, −1 wildly inaccurate; marked −1 flat; Pouring Rain −1; −1
 * per Disturbing Presence; +1 if the thrower is Stunty; Very Long Legs +2; Extra Arms +1. A deflected ball may
 * then be caught at −1. Cloud Burster (thrower, Long/Long Bomb) makes a successful interferer re-roll; Very Long
 * Legs ignores Cloud Burster"); seed 001 Very Long Legs, Extra Arms, Cloud Burster, Nerves of Steel; bb2016.md
 * "Interception" ("7 − AG with −2, −1 per tackle zone, Very Long Legs +1, Extra Arms +1"). An agility test: a
 * natural 1 fails, a natural 6 succeeds (bb2016.md "Agility"). The step succeeds only on an accurate pass, so the
 * interferers roll against an accurate pass; a deflection is a turnover, caught or not.
 */
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../src/run/exact.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { errorOf, line, success } from '../helpers.js';

const thrown = (player: string, step: string, edition = 'bb2020') => success(line({ player, steps: [step], edition }));

/** The thrower `player` (a YAML mapping without skills) with Cloud Burster. */
const cloudBurster = (player: string, step: string) => success(line({ player: player.replace(/ \}$/, ', skills: [Cloud Burster] }'), steps: [step] }));

describe('interference (bb2020)', () => {
  it('one AG 3+ interferer against an accurate quick pass by PA 3+: 3 + 3 = 6+; 2/3 × 5/6 = 5/9', () => {
    expect(thrown('{ ag: 3+, pa: 3+ }', 'pass: { range: quick, interference: [{ ag: 3+ }] }')).toBe('5/9');
  });
  it('Very Long Legs +2, marked −1: AG 2+ needs 2 + 3 + 1 − 2 = 4+; PA 2+ quick 5/6 × 1/2 = 5/12', () => {
    expect(thrown('{ ag: 3+, pa: 2+ }', 'pass: { range: quick, interference: [{ ag: 2+, marked: 1, skills: [Very Long Legs] }] }')).toBe('5/12');
  });
  it('the mark is −1 flat however many; Nerves of Steel ignores it', () => {
    // AG 2+ Very Long Legs marked 3: still 4+ (1/2); with Nerves of Steel 3+ (2/3): 5/6 × 1/3 = 5/18.
    expect(thrown('{ ag: 3+, pa: 2+ }', 'pass: { range: quick, interference: [{ ag: 2+, marked: 3, skills: [Very Long Legs] }] }')).toBe('5/12');
    expect(thrown('{ ag: 3+, pa: 2+ }', 'pass: { range: quick, interference: [{ ag: 2+, marked: 3, skills: [Very Long Legs, Nerves of Steel] }] }')).toBe('5/18');
  });
  it('Extra Arms +1; Pouring Rain −1 and Disturbing Presence −1 each', () => {
    // AG 3+ Extra Arms: 3 + 3 − 1 = 5+ (1/3): 5/6 × 2/3 = 5/9.
    expect(thrown('{ ag: 3+, pa: 2+ }', 'pass: { range: quick, interference: [{ ag: 3+, skills: [Extra Arms] }] }')).toBe('5/9');
    // AG 1+ Very Long Legs: 1 + 3 − 2 = 2+; rain and one Disturbing Presence: 4+ (1/2): 5/6 × 1/2 = 5/12.
    expect(thrown('{ ag: 3+, pa: 2+ }', 'pass: { range: quick, rain: true, interference: [{ ag: 1+, disturbingPresence: 1, skills: [Very Long Legs] }] }')).toBe('5/12');
  });
  it('a Stunty thrower +1: AG 3+ needs 5+; 5/6 × 2/3 = 5/9', () => {
    expect(thrown('{ ag: 3+, pa: 2+, skills: [Stunty] }', 'pass: { range: quick, interference: [{ ag: 3+ }] }')).toBe('5/9');
  });
  it('two interferers in order: AG 3+ Extra Arms (5+) then AG 2+ Very Long Legs marked (4+): 5/6 × 2/3 × 1/2 = 5/18', () => {
    const step = 'pass: { range: quick, interference: [{ ag: 3+, skills: [Extra Arms] }, { ag: 2+, marked: 1, skills: [Very Long Legs] }] }';
    const result = line({ player: '{ ag: 3+, pa: 2+ }', steps: [step] });
    expect(success(result)).toBe('5/18');
  });
  it('a deflection is a turnover: the pass above fails 1 − 5/18 = 13/18, all turnovers', () => {
    const step = 'pass: { range: quick, interference: [{ ag: 3+, skills: [Extra Arms] }, { ag: 2+, marked: 1, skills: [Very Long Legs] }] }';
    const result = scenarioFromText(line({ player: '{ ag: 3+, pa: 2+ }', steps: [step] }), 'test.yaml');
    expect(evaluateScenario(result).results[0].fractions.turnover).toBe('13/18');
  });
  it('the Pass skill re-rolls the throw before anyone interferes: (1 − (1/2)²) × 5/6 = 5/8', () => {
    expect(thrown('{ ag: 3+, pa: 3+, skills: [Pass] }', 'pass: { range: short, interference: [{ ag: 3+ }] }')).toBe('5/8');
  });
});

describe('Cloud Burster (bb2020)', () => {
  const two = '[{ ag: 3+, skills: [Extra Arms] }, { ag: 2+, skills: [Very Long Legs] }]';
  it('on a long pass: the first interferer (5+) must succeed twice, the Very Long Legs one (2 + 3 − 2 = 3+) ignores it', () => {
    // PA 2+ long: −2, 4+ = 1/2. Interferer 1 deflects with (1/3)² = 1/9; interferer 2 with 2/3.
    // 1/2 × 8/9 × 1/3 = 8/54 = 4/27; without Cloud Burster 1/2 × 2/3 × 1/3 = 1/9.
    expect(cloudBurster('{ ag: 3+, pa: 2+ }', `pass: { range: long, interference: ${two} }`)).toBe('4/27');
    expect(thrown('{ ag: 3+, pa: 2+ }', `pass: { range: long, interference: ${two} }`)).toBe('1/9');
  });
  it('on a long bomb too: PA 2+ −3 = 5+ (1/3): 1/3 × 8/9 × 1/3 = 8/81', () => {
    expect(cloudBurster('{ ag: 3+, pa: 2+ }', `pass: { range: bomb, interference: ${two} }`)).toBe('8/81');
  });
  it('not on a short pass: PA 2+ −1 = 3+ (2/3): 2/3 × 2/3 × 1/3 = 4/27', () => {
    expect(cloudBurster('{ ag: 3+, pa: 2+ }', `pass: { range: short, interference: ${two} }`)).toBe('4/27');
  });
});

describe('interception (bb2016)', () => {
  it('AG 3 quick (3+) then AG 5 marked once (7 − 5 = 2, +2, +1 = 5+) and AG 4 with Very Long Legs (3 + 2 − 1 = 4+): 2/3 × 2/3 × 1/2 = 2/9', () => {
    const step = 'pass: { range: quick, interference: [{ ag: 5, marked: 1 }, { ag: 4, skills: [Very Long Legs] }] }';
    expect(thrown('{ ag: 3 }', step, 'bb2016')).toBe('2/9');
  });
  it('−1 per tackle zone: AG 5 marked 2 needs 6+; 2/3 × 5/6 = 5/9', () => {
    expect(thrown('{ ag: 3 }', 'pass: { range: quick, interference: [{ ag: 5, marked: 2 }] }', 'bb2016')).toBe('5/9');
  });
  it('Extra Arms +1: AG 4 needs 4+; no bonus for a Stunty thrower (its throw is −1: 4+); 1/2 × 1/2 = 1/4', () => {
    expect(thrown('{ ag: 3, skills: [Stunty] }', 'pass: { range: quick, interference: [{ ag: 4, skills: [Extra Arms] }] }', 'bb2016')).toBe('1/4');
  });
});

describe('interference errors', () => {
  it('an interferer needs ag:, in the edition’s notation', () => {
    expect(errorOf(line({ player: '{ ag: 3+, pa: 3+ }', steps: ['pass: { interference: [{ marked: 1 }] }'] }))).toMatch(/ag/);
    expect(errorOf(line({ player: '{ ag: 3 }', steps: ['pass: { interference: [{ ag: 3+ }] }'], edition: 'bb2016' }))).toMatch(/plain number/);
  });
  it('an interferer’s skills are resolved like a player’s', () => {
    expect(errorOf(line({ player: '{ ag: 3+, pa: 3+ }', steps: ['pass: { interference: [{ ag: 3+, skills: [Very Long Leg] }] }'] }))).toMatch(/did you mean 'Very Long Legs'/);
  });
});
