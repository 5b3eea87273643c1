/**
 * Block dice, faces and the skills of a block, by hand. Faces (bb2020.md "Block"): 1 Player Down, 1 Both Down,
 * 2 Push Back, 1 Stumble, 1 POW of six. With no skills a die knocks the target down on POW, Stumble or Both Down
 * (3/6); Both Down also knocks the attacker down; Player Down knocks only the attacker down.
 */
import { describe, expect, it } from 'vitest';
import { evaluateLine, fractions } from './helpers.js';

describe('published numbers (../shared/rules/README.md)', () => {
  it('2 dice, attacker with Block, defender with none: knock-down 3/4, with a team re-roll 15/16', () => {
    // Per die 3/6 knock; 1 − (1/2)^2 = 3/4. With a re-roll of the pool: 3/4 + 1/4 · 3/4 = 15/16.
    expect(fractions({ player: '{ ag: 3+, skills: [Block] }', steps: ['block: { dice: 2 }'] }).knockdown).toBe('3/4');
    expect(fractions({ player: '{ ag: 3+, skills: [Block] }', steps: ['block: { dice: 2 }'], rerolls: 1 }).knockdown).toBe('15/16');
  });
  it('against Dodge 5/9, against Block and Dodge 11/36', () => {
    // Dodge: Stumble is a push, so POW or Both Down (2/6) knock: 1 − (2/3)^2 = 5/9.
    expect(fractions({ player: '{ ag: 3+, skills: [Block] }', opponent: '{ skills: [Dodge] }', steps: ['block: { dice: 2 }'] }).knockdown).toBe('5/9');
    // Block and Dodge: only POW: 1 − (5/6)^2 = 11/36.
    expect(fractions({ player: '{ ag: 3+, skills: [Block] }', opponent: '{ skills: [Block, Dodge] }', steps: ['block: { dice: 2 }'] }).knockdown).toBe('11/36');
  });
  it('the default goal of a block is knockdown, and the attacker takes Both Down for it', () => {
    // 2 dice, nobody has skills: 3/4 knock.
    const result = fractions({ steps: ['block: { dice: 2 }'] });
    expect(result.knockdown).toBe('3/4');
    // Both Down is taken when it is the only knock face (POW or Stumble would knock down as well, without the
    // fall): {BD, BD} 1/36, {BD, PB} 2·(1/6)(2/6) = 4/36, {BD, PD} 2/36 → 7/36. Player Down only on {PD, PD}:
    // 1/36 ({PD, PB} takes the push). Turnover 8/36 = 2/9.
    expect(result.turnover).toBe('2/9');
  });
});

describe('dice from strength (bb2020.md "Block")', () => {
  it('equal strength 1 die, an assist makes 2, a defensive assist cancels it', () => {
    expect(fractions({ steps: ['block'] }).knockdown).toBe('1/2');
    expect(fractions({ steps: ['block: { assists: 1 }'] }).knockdown).toBe('3/4');
    expect(fractions({ steps: ['block: { assists: 1, defensiveAssists: 1 }'] }).knockdown).toBe('1/2');
  });
  it('more than double strength gives 3 dice: 1 − (1/2)^3 = 7/8', () => {
    expect(fractions({ player: '{ ag: 3+, st: 7 }', steps: ['block'] }).knockdown).toBe('7/8');
  });
  it('weaker: 2 dice and the defender chooses — a knock-down only when both dice are knock faces: 1/4', () => {
    const result = fractions({ opponent: '{ st: 4 }', steps: ['block'] });
    expect(result.knockdown).toBe('1/4');
    // The defender takes Player Down when shown (11/36), else a Push Back, else Both Down over POW or Stumble
    // (both dice in {BD, ST, POW} with at least one BD: 9/36 − 4/36 = 5/36): 16/36.
    expect(result.turnover).toBe('4/9');
  });
  it('three dice for the defender: all three must knock: 1/8', () => {
    expect(fractions({ opponent: '{ st: 7 }', steps: ['block'] }).knockdown).toBe('1/8');
    expect(fractions({ steps: ['block: { dice: -3 }'] }).knockdown).toBe('1/8');
  });
  it('Horns: +1 ST on a Blitz only (seed 001 Horns)', () => {
    expect(fractions({ player: '{ ag: 3+, skills: [Horns] }', steps: ['block: { blitz: true }'] }).knockdown).toBe('3/4');
    expect(fractions({ player: '{ ag: 3+, skills: [Horns] }', steps: ['block'] }).knockdown).toBe('1/2');
  });
  it('Dauntless: D6 + ST > the target ST gives equal strength (seed 001 Dauntless)', () => {
    // ST 3 v 4: 3 + d > 4 on d ≥ 2 (5/6) → 1 die, 1/2; else 2 dice for the defender, 1/4. 5/12 + 1/24 = 11/24.
    expect(fractions({ player: '{ ag: 3+, skills: [Dauntless] }', opponent: '{ st: 4 }', steps: ['block'] }).knockdown).toBe('11/24');
  });
  it('a team re-roll may re-roll the Dauntless die', () => {
    // Passed (5/6): 1 die with the re-roll, 3/4. Failed (1/6): re-rolling it (11/24 as above) beats keeping the
    // re-roll for 2 dice the defender chooses (1/4 + 3/4 · 1/4 = 7/16). 5/6 · 3/4 + 1/6 · 11/24 = 101/144.
    const result = fractions({ player: '{ ag: 3+, skills: [Dauntless] }', opponent: '{ st: 4 }', steps: ['block'], rerolls: 1 });
    expect(result.knockdown).toBe('101/144');
  });
  it('Multiple Block: the attacker −2 ST in bb2020, the defender +2 ST in bb2016', () => {
    // ST 5 v 3 would be 2 dice; with Multiple Block 3 v 3 (bb2020) or 5 v 5 (bb2016): 1 die, 1/2.
    const player = (ag: string) => `{ ag: ${ag}, st: 5, skills: [Multiple Block] }`;
    expect(fractions({ player: player('3+'), steps: ['block: { multipleBlock: true }'] }).knockdown).toBe('1/2');
    expect(fractions({ player: player('3'), edition: 'bb2016', opponent: '{ st: 3, av: 8 }', steps: ['block: { multipleBlock: true }'] }).knockdown).toBe('1/2');
    expect(fractions({ player: player('3+'), steps: ['block'] }).knockdown).toBe('3/4');
  });
  it('Multiple Block resolves both blocks even after a turnover on the first (seed 001 Multiple Block)', () => {
    // Two 1-die blocks on two targets, no skills: each target down 1/2 independently → either down 3/4; the
    // attacker falls on PD or BD (1/3 each block): turnover 1 − (2/3)^2 = 5/9.
    const result = fractions({
      player: '{ ag: 3+, st: 5, skills: [Multiple Block] }',
      opponents: '{ a: { st: 3 }, b: { st: 3 } }',
      steps: ['block: { target: a, multipleBlock: true }', 'block: { target: b, multipleBlock: true }'],
    });
    expect(result.knockdown).toBe('3/4');
    expect(result.turnover).toBe('5/9');
  });
});

describe('faces and the skills that change them (1 die)', () => {
  it('no skills: knock-down 1/2, the attacker falls on Player Down or Both Down: 1/3', () => {
    const result = fractions({ steps: ['block'] });
    expect([result.knockdown, result.turnover, result.playerDown]).toEqual(['1/2', '1/3', '1/3']);
  });
  it('Block keeps the attacker up on Both Down: turnover 1/6', () => {
    expect(fractions({ player: '{ ag: 3+, skills: [Block] }', steps: ['block'] }).turnover).toBe('1/6');
  });
  it('a defender with Block is not knocked down by Both Down: 1/3', () => {
    expect(fractions({ opponent: '{ skills: [Block] }', steps: ['block'] }).knockdown).toBe('1/3');
  });
  it('Stumble is a push against Dodge (1/3), unless the attacker has Tackle (1/2)', () => {
    expect(fractions({ opponent: '{ skills: [Dodge] }', steps: ['block'] }).knockdown).toBe('1/3');
    expect(fractions({ player: '{ ag: 3+, skills: [Tackle] }', opponent: '{ skills: [Dodge] }', steps: ['block'] }).knockdown).toBe('1/2');
  });
  it("the attacker's Wrestle on Both Down against Block: both placed prone, no turnover (seed 001 Wrestle)", () => {
    // BD: falling alone (turnover) or Wrestle (both prone, no turnover): Wrestle. Turnover only on PD: 1/6;
    // the attacker is down on PD or BD: 1/3; the target is knocked down on POW or Stumble only: 1/3.
    const result = fractions({ player: '{ ag: 3+, skills: [Wrestle] }', opponent: '{ skills: [Block] }', steps: ['block'] });
    expect([result.knockdown, result.turnover, result.playerDown]).toEqual(['1/3', '1/6', '1/3']);
  });
  it('placed prone by Wrestle, the attacker cannot take its later steps: the line stops there, no turnover', () => {
    // Block then rush by the same player. PD (1/6): turnover; BD (1/6): Wrestle, stopped; else (4/6) the rush:
    // success 4/6 · 5/6 = 5/9, turnover 1/6 + 4/6 · 1/6 = 5/18.
    const result = fractions({ player: '{ ag: 3+, skills: [Wrestle] }', opponent: '{ skills: [Block] }', steps: ['block', 'rush'] });
    expect([result.success, result.turnover]).toEqual(['5/9', '5/18']);
  });
  it("the defender's Wrestle on Both Down: placed prone rather than knocked down (the opposing coach's choice)", () => {
    const result = fractions({ player: '{ ag: 3+, skills: [Block] }', opponent: '{ skills: [Wrestle] }', steps: ['block'] });
    expect([result.knockdown, result.turnover, result.playerDown]).toEqual(['1/3', '1/6', '1/3']);
  });
  it('Juggernaut on a Blitz takes Both Down as a push (and the target may not Wrestle)', () => {
    // Attacker without Block v a defender with Block: Both Down would only drop the attacker; as a push it is safe.
    const blitz = fractions({ player: '{ ag: 3+, skills: [Juggernaut] }', opponent: '{ skills: [Block] }', steps: ['block: { blitz: true }'] });
    expect(blitz.turnover).toBe('1/6');
    const block = fractions({ player: '{ ag: 3+, skills: [Juggernaut] }', opponent: '{ skills: [Block] }', steps: ['block'] });
    expect(block.turnover).toBe('1/3');
    // v Wrestle on a Blitz: Both Down knocks the target down (no Wrestle): POW, Stumble, Both Down = 1/2.
    const wrestler = fractions({ player: '{ ag: 3+, skills: [Block, Juggernaut] }', opponent: '{ skills: [Wrestle] }', steps: ['block: { blitz: true }'] });
    expect(wrestler.knockdown).toBe('1/2');
  });
  it('Frenzy blocks again after a push (seed 001 Frenzy)', () => {
    // With Block: knock 1/2, push 1/3 then knock 1/2: 1/2 + 1/6 = 2/3. Turnover on PD: 1/6 + 1/3 · 1/6 = 2/9.
    const result = fractions({ player: '{ ag: 3+, skills: [Block, Frenzy] }', steps: ['block'] });
    expect([result.knockdown, result.turnover]).toEqual(['2/3', '2/9']);
  });
  it('Frenzy on a Blitz with no movement left rushes before the second block (seed 001 Frenzy)', () => {
    // Knock 1/2; push 1/3 → rush 5/6 → knock 1/2: 1/2 + 5/36 = 23/36. Turnover: PD 1/6, or after a push a failed
    // rush (1/6) or a PD (5/6 · 1/6): 1/6 + 1/3 · 11/36 = 29/108.
    const result = fractions({ player: '{ ag: 3+, skills: [Block, Frenzy] }', steps: ['block: { blitz: true, frenzyRush: true }'] });
    expect([result.knockdown, result.turnover]).toEqual(['23/36', '29/108']);
  });
  it('Frenzy blocks again against Stand Firm too (seed 001 Stand Firm)', () => {
    const result = fractions({ player: '{ ag: 3+, skills: [Block, Frenzy] }', opponent: '{ skills: [Stand Firm] }', steps: ['block'] });
    expect(result.knockdown).toBe('2/3');
  });
  it('Grab, Fend and Sidestep are accepted and change nothing', () => {
    const result = fractions({ player: '{ ag: 3+, skills: [Block, Grab] }', opponent: '{ skills: [Fend, Sidestep] }', steps: ['block'] });
    expect(result.knockdown).toBe('1/2');
  });
});

describe('re-rolls of the pool (bb2020.md "Re-rolls"; seed 001 Pro, Brawler, Loner)', () => {
  it('Brawler re-rolls one Both Down on a Block, not on a Blitz', () => {
    // v Block (BD drops only the attacker): knock 2/6 + 1/6 · 2/6 = 7/18; turnover 1/6 + 1/6 · 2/6 = 2/9.
    const block = fractions({ player: '{ ag: 3+, skills: [Brawler] }', opponent: '{ skills: [Block] }', steps: ['block'] });
    expect([block.knockdown, block.turnover]).toEqual(['7/18', '2/9']);
    const blitz = fractions({ player: '{ ag: 3+, skills: [Brawler] }', opponent: '{ skills: [Block] }', steps: ['block: { blitz: true }'] });
    expect(blitz.knockdown).toBe('1/3');
  });
  it('Pro re-rolls one die on 3+ (bb2020) or 4+ (bb2016)', () => {
    // v Block: 1/3 knock; otherwise Pro: 2/3 to re-roll, then 1/3: 1/3 + 2/3 · 2/3 · 1/3 = 13/27.
    expect(fractions({ player: '{ ag: 3+, skills: [Pro] }', opponent: '{ skills: [Block] }', steps: ['block'] }).knockdown).toBe('13/27');
    // bb2016: 1/3 + 2/3 · 1/2 · 1/3 = 4/9.
    const old = fractions({ edition: 'bb2016', player: '{ ag: 3, skills: [Pro] }', opponent: '{ skills: [Block], av: 8 }', steps: ['block'] });
    expect(old.knockdown).toBe('4/9');
  });
  it('Pro on one die of two: only the die it touches is rolled again', () => {
    // 2 dice v Block and Dodge (only POW knocks), Pro: no POW (25/36) → Pro 3+ (2/3) → one die again, 1/6.
    // 11/36 + 25/36 · 2/3 · 1/6 = 11/36 + 25/324 = 124/324 = 31/81.
    const result = fractions({ player: '{ ag: 3+, skills: [Block, Pro] }', opponent: '{ skills: [Block, Dodge] }', steps: ['block: { dice: 2 }'] });
    expect(result.knockdown).toBe('31/81');
  });
  it('Loner (4+) must pass to use the team re-roll', () => {
    // v Block: 1/3 + 2/3 · 1/2 · 1/3 = 4/9.
    const result = fractions({ player: '{ ag: 3+, skills: [Loner (4+)] }', opponent: '{ skills: [Block] }', steps: ['block'], rerolls: 1 });
    expect(result.knockdown).toBe('4/9');
  });
  it('the attacker may re-roll before the defender chooses', () => {
    // -2 dice, both must knock: 1/4; with a team re-roll when not both knock: 1/4 + 3/4 · 1/4 = 7/16.
    expect(fractions({ steps: ['block: { dice: -2 }'], rerolls: 1 }).knockdown).toBe('7/16');
  });
  it('a team re-roll is not spent when the pool already knocks down', () => {
    const result = evaluateLine({ player: '{ ag: 3+, skills: [Block] }', steps: ['block: { dice: 2 }'], rerolls: 1 });
    // Spent exactly when no knock face shows: 1/4.
    expect(result.fractions.rerollsUsed).toBe('1/4');
  });
});
