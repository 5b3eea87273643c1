/**
 * A block on the ball carrier, by hand: one die (ST 3 against 3), the faces Player Down, Both Down, Push Back ×2,
 * Stumble (a POW without Dodge), POW (bb2020.md "Block"). The ball comes loose when the carrier is knocked down
 * (Both Down, Stumble, POW: 3/6) — not with Safe Pair of Hands — and, with the attacker's Strip Ball, on a push
 * (2/6) — not against Sure Hands or Stand Firm (seed 001 Strip Ball, Sure Hands, Safe Pair of Hands and its Q&A).
 */
import { describe, expect, it } from 'vitest';
import { evaluate, line } from '../helpers.js';

const loose = (attacker: string, carrier: string) =>
  evaluate(line({ player: `{ st: 3, skills: [${attacker}] }`, steps: ['block: { ball: true }'], extra: `opponent: { st: 3, skills: [${carrier}] }` }))
    .fractions.ballLoose;

describe('the ball carrier under a block', () => {
  it('drops the ball when knocked down: 3/6', () => {
    expect(loose('', '')).toBe('1/2');
  });
  it('Strip Ball takes it on a push too: 5/6', () => {
    expect(loose('Strip Ball', '')).toBe('5/6');
  });
  it('Sure Hands and Stand Firm stop Strip Ball; a knock-down still loosens the ball', () => {
    expect(loose('Strip Ball', 'Sure Hands')).toBe('1/2');
    expect(loose('Strip Ball', 'Stand Firm')).toBe('1/2');
  });
  it('Safe Pair of Hands keeps it on a knock-down, not against Strip Ball (Q&A)', () => {
    expect(loose('', 'Safe Pair of Hands')).toBe('0');
    expect(loose('Strip Ball', 'Safe Pair of Hands')).toBe('1/3');
  });
  it('a Strip Ball blitz with two dice on a carrier with Block: 1 − (2/6)² = 8/9 (scenarios/strip-ball-blitz.yaml)', () => {
    // ST 3 + 1 assist against 3: two dice, the attacker chooses. A die loosens the ball on POW, Stumble (a POW: no
    // Dodge) and Push Back ×2 (Strip Ball): 4/6; Both Down knocks nobody down (both have Block), Player Down loosens
    // nothing. Goal ballLoose.
    const result = evaluate(line({
      player: '{ st: 3, skills: [Block, Strip Ball] }', steps: ['block: { blitz: true, assists: 1, ball: true }'],
      extra: 'opponent: { st: 3, skills: [Block] }\ngoal: ballLoose',
    }));
    expect(result.fractions.ballLoose).toBe('8/9');
    expect(result.fractions.turnover).toBe('1/36'); // two Player Downs; with a Both Down the coach takes it
  });
});
