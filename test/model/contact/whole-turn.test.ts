/**
 * Whole-turn questions, worked by hand: `need:` (the line goes on only when the target is knocked down, …),
 * each opponent's own fate and the expected counts over a two-opponent line, and Frenzy's second block with
 * its own assists. Sources: bb2020.md "Block" (faces: Player Down, Both Down — each player without Block is
 * knocked down —, Push Back, Stumble — a POW without Dodge —, POW), "Armour and injury" (2D6 ≥ AV; injury 2–7
 * stunned, 8–9 KO, 10–12 casualty); seed 001 Frenzy, Stab, Chainsaw, Projectile Vomit, Regeneration.
 */
import { describe, expect, it } from 'vitest';
import { formatTable } from '../../../src/results/table.js';
import { scenarioFromText } from '../../../src/scenario/load.js';
import { contactYaml, evaluateLine, fractions } from './helpers.js';

/** Two blockers with Block, one block each on its own ST 3, AV 9+ target (one die, the attacker's). */
const twoBlocks = (need = '') => ({
  player: null,
  extra: 'players:\n  a: { ag: 3+, skills: [Block] }\n  b: { ag: 3+, skills: [Block] }',
  opponents: '{ x: { st: 3, av: 9+ }, y: { st: 3, av: 9+ } }',
  steps: [`block: { by: a, target: x${need} }`, `block: { by: b, target: y${need} }`],
});

describe('need: on a contact step', () => {
  it('stops the line without a turnover when the target is not knocked down', () => {
    // One die, no Block either side: POW and Stumble knock down (2/6), Both Down and Player Down are turnovers
    // (2/6), Push Back (2/6) leaves the target up: the line stops there. Then a rush, 5/6.
    const line = { steps: ['block: { need: knockdown }', 'rush'] };
    const f = fractions(line);
    expect(f.success).toBe('5/18'); // 2/6 · 5/6
    expect(f.turnover).toBe('7/18'); // 2/6 + 2/6 · 1/6
    // Stopped: 1 − 5/18 − 7/18 = 6/18, the Push Back; failing the need is no failure of the rush step.
    expect(evaluateLine(line).failureByStep.map((p) => Number(p.toFixed(12)))).toEqual([Number((2 / 3).toFixed(12)), Number((1 / 18).toFixed(12))]);
    expect(fractions({ steps: ['block', 'rush'] }).success).toBe('5/9'); // without need: 4/6 · 5/6
  });

  it('makes success the joint chance of two knock-downs', () => {
    // Each blocker has Block: POW, Stumble, Both Down knock the target down (3/6) with no turnover.
    const f = fractions(twoBlocks(', need: knockdown'));
    expect(f.success).toBe('1/4');
    expect(f.turnover).toBe('1/4'); // Player Down on the first, 1/6, or on the second after a knock-down, 1/2 · 1/6
  });
});

describe('need: on the special attacks (stab, chainsaw, vomit)', () => {
  // Against AV 9+ (bb2020.md "Armour and injury"): an armour roll 2D6 ≥ 9 on 10/36 (with Chainsaw's +3, 2D6 ≥ 6:
  // 26/36); injury 2–7 Stunned, 8–9 KO'd, 10+ Casualty, so removed (KO or worse) on 15/36 and a casualty on 6/36.
  const special = (kind: string, skill: string, need: string) => ({
    player: `{ ag: 3+, st: 3, skills: [${skill}] }`, opponent: '{ st: 3, av: 9+ }', steps: [`${kind}: { need: ${need} }`],
  });
  const status = (f: Readonly<Record<string, string>>) => [f.success, f.turnover];

  it('stab: an unmodified armour roll, so knocked down means armour broken', () => {
    // Seed 001 Stab: "If the Armour of the player hit is broken, they become Prone"; else "no effect". No turnover.
    expect(status(fractions(special('stab', 'Stab', 'knockdown')))).toEqual(['5/18', '0']); // 10/36
    expect(status(fractions(special('stab', 'Stab', 'armourBroken')))).toEqual(['5/18', '0']);
    expect(status(fractions(special('stab', 'Stab', 'removed')))).toEqual(['25/216', '0']); // 10/36 · 15/36 = 150/1296
    expect(status(fractions(special('stab', 'Stab', 'cas')))).toEqual(['5/108', '0']); // 10/36 · 6/36 = 60/1296
    expect(fractions({ ...special('stab', 'Stab', 'cas'), steps: ['stab'] }).success).toBe('1'); // without need
  });

  it('chainsaw: the kick-back on a 1 is a turnover, not a need missed', () => {
    // Seed 001 Chainsaw: "On a roll of 2+, the nominated target is hit", armour "adding +3"; "On a roll of 1 ...
    // This will result in a Turnover." Knock-down: 5/6 · 26/36 = 130/216; turnover 1/6; stopped 5/6 · 10/36.
    const f = fractions(special('chainsaw', 'Chainsaw', 'knockdown'));
    expect(status(f)).toEqual(['65/108', '1/6']);
    expect(evaluateLine(special('chainsaw', 'Chainsaw', 'knockdown')).failureByStep[0]).toBeCloseTo(1 - 65 / 108, 12);
    // Removed: 5/6 · 26/36 · 15/36 = 1950/7776; a casualty: 5/6 · 26/36 · 6/36 = 780/7776.
    expect(status(fractions(special('chainsaw', 'Chainsaw', 'removed')))).toEqual(['325/1296', '1/6']);
    expect(status(fractions(special('chainsaw', 'Chainsaw', 'cas')))).toEqual(['65/648', '1/6']);
  });

  it('vomit: the player covering itself on a 1 stops the line, with no turnover', () => {
    // Seed 001 Projectile Vomit: 2+ hits the target, an armour roll that "cannot be modified"; on a 1 the player
    // hits itself (no turnover: docs/scenario-format.md, UNCONFIRMED) and the target is untouched.
    expect(status(fractions(special('vomit', 'Projectile Vomit', 'armourBroken')))).toEqual(['25/108', '0']); // 5/6 · 10/36
    expect(status(fractions(special('vomit', 'Projectile Vomit', 'removed')))).toEqual(['125/1296', '0']); // 5/6 · 10/36 · 15/36
  });

  it('makes success the joint chance over two special attacks', () => {
    // a vomits on x (needs its armour broken, 25/108), then b stabs y (needs a casualty, 5/108): 125/11664.
    const f = fractions({
      player: null,
      extra: 'players:\n  a: { ag: 3+, skills: [Projectile Vomit] }\n  b: { ag: 3+, skills: [Stab] }',
      opponents: '{ x: { st: 3, av: 9+ }, y: { st: 3, av: 9+ } }',
      steps: ['vomit: { by: a, target: x, need: armourBroken }', 'stab: { by: b, target: y, need: cas }'],
    });
    expect(status(f)).toEqual(['125/11664', '0']);
  });
});

describe('each opponent’s fate and the counts', () => {
  const result = evaluateLine(twoBlocks());

  it('reports each target by id', () => {
    // x: knocked down 3/6; armour 9+ breaks on 10/36; removed (KO or worse) on 15/36 of breaks, a casualty on 6/36.
    expect(result.opponentFractions?.x).toMatchObject({ knockdown: '1/2', armourBroken: '5/36', removed: '25/432', cas: '5/216' });
    // y is blocked unless the first block was a Player Down (5/6): 5/6 · 1/2 = 5/12, and so on.
    expect(result.opponentFractions?.y).toMatchObject({ knockdown: '5/12', armourBroken: '25/216', removed: '125/2592', cas: '25/1296' });
  });

  it('keeps "any opponent" apart from the expected counts', () => {
    // Any: 1 − P(neither) = 1 − (Push Back on x · no knock-down of y + Player Down on x) = 1 − (1/3 · 1/2 + 1/6) = 2/3.
    expect(result.fractions.knockdown).toBe('2/3');
    expect(result.fractions.knockdowns).toBe('11/12'); // 1/2 + 5/12
    expect(result.fractions.removedCount).toBe('275/2592'); // 25/432 + 125/2592
    expect(result.fractions.casualtiesCount).toBe('55/1296'); // 5/216 + 25/1296
  });
});

describe('each opponent’s fate adds up: one sent to the reserves by Regeneration', () => {
  // x has Regeneration, y none; each is knocked down (no block dice), AV 9+. bb2020.md "Armour and injury":
  // armour 2D6 ≥ 9 on 10/36; injury 2–7 Stunned (21/36), 8–9 KO'd (9/36), 10+ Casualty (6/36); D16 15–16 Dead
  // (2/16); "Regeneration: 4+ after a casualty, the player goes to the reserves" (seed 001 Regeneration), 3/6.
  const line = {
    opponents: '{ x: { av: 9+, skills: [Regeneration] }, y: { av: 9+ } }',
    steps: ['knockdown: { target: x }', 'knockdown: { target: y }'],
  };
  const result = evaluateLine(line);
  const stunned = '35/216'; // 10/36 · 21/36 = 210/1296
  const ko = '5/72'; // 10/36 · 9/36 = 90/1296

  it('x: half its casualties go to the reserves, and removed = KO + casualty + reserves', () => {
    // Casualty before Regeneration 10/36 · 6/36 = 5/108; kept on 1–3: 5/216; to the reserves on 4–6: 5/216;
    // dead 5/216 · 2/16 = 5/1728. Removed: 5/72 + 5/216 + 5/216 = 15/216 + 10/216 = 25/216.
    expect(result.opponentFractions?.x).toEqual({
      knockdown: '1', armourBroken: '5/18', stunned, ko, cas: '5/216', dead: '5/1728', removed: '25/216', reserves: '5/216',
    });
  });

  it('y: no reserves; its casualties stay casualties', () => {
    // Casualty 5/108, dead 5/108 · 2/16 = 5/864; removed 5/72 + 5/108 = 15/216 + 10/216 = 25/216.
    expect(result.opponentFractions?.y).toEqual({
      knockdown: '1', armourBroken: '5/18', stunned, ko, cas: '5/108', dead: '5/864', removed: '25/216', reserves: '0',
    });
  });

  it('counts both in removedCount: 25/216 + 25/216 = 25/108', () => {
    expect(result.fractions.removedCount).toBe('25/108');
    expect(result.fractions.casualtiesCount).toBe('5/72'); // 5/216 + 5/108 = 15/216
  });

  it('shows the reserves column in the table’s “each opponent” rows', () => {
    const scenario = scenarioFromText(contactYaml(line), 'test.yaml');
    const table = formatTable(scenario, { name: 'contact test', edition: 'bb2020', method: 'exact', results: [result] });
    const row = (id: string) => table.split('\n').find((l) => l.trim().startsWith(`${id} `))?.trim().split(/\s+/);
    expect(table.split('\n').find((l) => l.includes('each opponent'))?.trim().split(/\s+/).at(-1)).toBe('reserves');
    expect(row('x')?.at(-1)).toBe('2.31%'); // 5/216
    expect(row('y')?.at(-1)).toBe('0.00%');
  });
});

describe("Frenzy's second block with its own assists", () => {
  // ST 3 with Frenzy (no Block) against ST 3; one assist on the first block: 2 dice, the attacker's choice.
  // Goal knockdown: a POW or Stumble (20/36) is taken; else Both Down knocks the target down too (7/36); else a
  // Push Back (8/36 of the rolls) leads to the second block; two Player Downs (1/36) end it.
  const line = (frenzy: string) => ({
    player: '{ ag: 3+, st: 3, skills: [Frenzy] }',
    steps: [`block: { assists: 1${frenzy} }`],
    extra: 'goal: knockdown',
  });

  it('rolls the second block with the first block’s assists by default', () => {
    // Second block, 2 dice: a knock-down unless both dice are Push Back or Player Down, 1 − (3/6)² = 3/4.
    expect(fractions(line('')).knockdown).toBe('11/12'); // 27/36 + 8/36 · 3/4 = 33/36
  });

  it('rolls it with `frenzy: { assists: 0 }` on one die', () => {
    // Second block, 1 die: POW, Stumble, Both Down, 3/6.
    expect(fractions(line(', frenzy: { assists: 0 }')).knockdown).toBe('31/36'); // 27/36 + 8/36 · 1/2
  });
});
