/**
 * Where a push sends the target and whether the attacker follows (src/steps/block/push.ts), against values worked
 * out by hand beside seed 001 (Fend, Frenzy, Stand Firm, Juggernaut, Sidestep, Grab). One block die, ST 3 against
 * ST 3: POW 1/6, Stumble 1/6 (POW without Dodge), Push Back 2/6, Both Down 1/6, Player Down 1/6.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { evaluateVariants } from '../../../src/run/exact.js';
import { loadVariants } from '../../../src/scenario/variants.js';
import { evaluate } from '../../helpers.js';

function block(player: string, opponent: string, blockOptions: string, goal = 'knockdown') {
  return result(player, opponent, blockOptions, goal).fractions;
}

function result(player: string, opponent: string, blockOptions: string, goal = 'knockdown') {
  return evaluate([
    'name: push', `player: ${player}`, `opponent: ${opponent}`, `steps: [ { block: { ${blockOptions.includes('dice:') ? '' : 'dice: 1, '}${blockOptions.replace(/^, /, '')} } } ]`, `goal: ${goal}`,
  ].join('\n'));
}

describe('Fend against Frenzy (seed 001 Fend: "prevent the player that pushed them back from following-up")', () => {
  it('one die: knock-down 1/2 with Fend (POW, Stumble, Both Down), 2/3 without (a push then 1/2 again)', () => {
    expect(block('{ st: 3, skills: [Frenzy] }', '{ st: 3, av: 9+, skills: [Fend] }', '').knockdown).toBe('1/2');
    // Without Fend: 1/2 + 2/6 · 1/2 = 2/3.
    expect(block('{ st: 3, skills: [Frenzy] }', '{ st: 3, av: 9+ }', '').knockdown).toBe('2/3');
  });

  it('two dice, attacker chooses: 3/4 with Fend; 11/12 without', () => {
    // With Fend: a knock-down face on either die, 1 − (3/6)² = 3/4. Without: the 1/4 of pools with none, 8/9 of
    // them holding a Push Back (1 − (1/3)²), then a second two-dice block 3/4: 3/4 + 1/4 · 8/9 · 3/4 = 11/12.
    expect(block('{ st: 4, skills: [Frenzy] }', '{ st: 3, av: 9+, skills: [Fend] }', ', dice: 2').knockdown).toBe('3/4');
    expect(block('{ st: 4, skills: [Frenzy] }', '{ st: 3, av: 9+ }', ', dice: 2').knockdown).toBe('11/12');
  });

  it('a defender with Block: Both Down fells only the attacker, 1/3 with Fend, 4/9 without', () => {
    expect(block('{ st: 3, skills: [Frenzy] }', '{ st: 3, skills: [Fend, Block] }', '').knockdown).toBe('1/3');
    // 1/3 + 2/6 · 1/3 = 4/9.
    expect(block('{ st: 3, skills: [Frenzy] }', '{ st: 3, skills: [Block] }', '').knockdown).toBe('4/9');
  });

  it('Juggernaut on a Blitz cancels Fend (2/3), not on a Block action (1/2)', () => {
    // Both Down stays a knock-down (it is worth more than Juggernaut's push, whose second block gives 1/2).
    expect(block('{ st: 3, skills: [Frenzy, Juggernaut] }', '{ st: 3, skills: [Fend] }', ', blitz: true').knockdown).toBe('2/3');
    expect(block('{ st: 3, skills: [Frenzy, Juggernaut] }', '{ st: 3, skills: [Fend] }', '').knockdown).toBe('1/2');
  });

  it('is the defender\'s choice: against a goal that counts the attacker\'s turnover it lets the second block come', () => {
    // Goal knockdown − turnover. With the follow-up stopped, a Push Back is worth 0; letting the second block come
    // is worth 1/2 (POW, Stumble, Both Down) − 1/3 (Both Down, Player Down) = 1/6 > 0 to the attacker, so Fend is
    // used: the value is 1/2 − 1/3 (the first block's) = 1/6.
    const f = block('{ st: 3, skills: [Frenzy] }', '{ st: 3, skills: [Fend] }', '', '{ knockdown: 1, turnover: -1 }');
    expect([f.knockdown, f.turnover]).toEqual(['1/2', '1/3']);
  });

  it('Stand Firm and Fend: not both on one push — standing firm keeps the ball but lets the second block come', () => {
    // A Strip Ball Frenzy attacker, the carrier with both: Fend (pushed, ball stripped, no second block) or Stand
    // Firm (ball kept, the second block comes). Goal ballLoose: with Fend the push strips it (Push Back 2/6) and
    // POW, Stumble, Both Down loosen it (3/6): 5/6; with Stand Firm 3/6 + 2/6 · (second block: 3/6 + 2/6 · 0) = 2/3.
    // The defender takes the lower, 2/3; were both allowed at once it would be 1/2.
    const f = block('{ st: 3, skills: [Frenzy, Strip Ball] }', '{ st: 3, skills: [Stand Firm, Fend] }', ', ball: true', 'ballLoose');
    expect(f.ballLoose).toBe('2/3');
  });

  it('Stand Firm does not stop the second block (seed 001 Stand Firm): 2/3', () => {
    expect(block('{ st: 3, skills: [Frenzy] }', '{ st: 3, skills: [Stand Firm] }', '').knockdown).toBe('2/3');
  });
});

describe('Stand Firm against Strip Ball (seed 001 Strip Ball, Stand Firm, Juggernaut)', () => {
  it('keeps the ball on a Block action; Juggernaut on a Blitz takes Stand Firm away', () => {
    // Block action: POW, Stumble and Both Down knock the carrier down (ball loose, 3/6); a push is refused.
    expect(block('{ st: 3, skills: [Strip Ball, Juggernaut] }', '{ st: 3, skills: [Stand Firm] }', ', ball: true').ballLoose).toBe('1/2');
    // Blitz: the Push Back strips it too (2/6): 5/6. (Both Down stays a knock-down: worth more to the goal than
    // Juggernaut's push.)
    expect(block('{ st: 3, skills: [Strip Ball, Juggernaut] }', '{ st: 3, skills: [Stand Firm] }', ', ball: true, blitz: true').ballLoose).toBe('5/6');
  });
});

describe('the sideline and the crowd', () => {
  // Into the crowd: an injury roll with no armour roll, 2D6 2–7 Stunned → reserves (21/36), 8–9 KO (9/36),
  // 10–12 a casualty (6/36). A knock-down against AV 9+: armour broken 10/36, then the same injury roll.
  it('a push, a Stumble or a POW may go into the crowd: surfed 2/3, reserves 7/18', () => {
    const f = block('{ st: 3 }', '{ st: 3, av: 9+ }', ', sideline: true');
    expect(f.surfed).toBe('2/3');
    // Removed: 2/3 in the crowd (always off the pitch), and Both Down's knock-down 1/6 · 10/36 · 15/36.
    expect(f.removed).toBe('889/1296');
    expect(f.reserves).toBe('7/18');
    // KO: 2/3 · 9/36 + 1/6 · 10/36 · 9/36 = 1/6 + 5/432 = 77/432.
    expect(f.ko).toBe('77/432');
    expect(f.knockdown).toBe('5/6');
  });

  it("surfed is each opponent's fate too, shown only where a block has a sideline", () => {
    expect(result('{ st: 3 }', '{ st: 3, av: 9+ }', ', sideline: true').opponentFractions?.opponent.surfed).toBe('2/3');
    expect(result('{ st: 3 }', '{ st: 3, av: 9+ }', '').opponentFractions?.opponent).not.toHaveProperty('surfed');
  });

  it('Mighty Blow and Claws do not act on the crowd\'s injury', () => {
    const plain = block('{ st: 3 }', '{ st: 3, av: 9+ }', ', sideline: true', 'removed');
    const strong = block('{ st: 3, skills: [Mighty Blow (+1), Claws] }', '{ st: 3, av: 9+ }', ', sideline: true', 'removed');
    // Only Both Down's knock-down changes: armour broken 15/36 + … ; the crowd's 2/3 · removed stays 2/3.
    expect(plain.surfed).toBe(strong.surfed);
    expect(strong.surfed).toBe('2/3');
  });

  it('Stand Firm refuses the push: no crowd, knocked down in place on a POW', () => {
    const f = block('{ st: 3 }', '{ st: 3, skills: [Stand Firm] }', ', sideline: true');
    expect([f.surfed, f.knockdown]).toEqual(['0', '1/2']);
  });

  it('not against Juggernaut on a Blitz', () => {
    // 2/3 as with no Stand Firm, and Both Down too: Juggernaut takes it as a push into the crowd, a knock-down
    // without the attacker's fall (a Both Down would be a turnover): 2/3 + 1/6.
    expect(block('{ st: 3, skills: [Juggernaut] }', '{ st: 3, skills: [Stand Firm] }', ', sideline: true, blitz: true').surfed).toBe('5/6');
  });

  it('Sidestep picks a square on the pitch; not against Grab, nor when cornered', () => {
    expect(block('{ st: 3 }', '{ st: 3, skills: [Sidestep] }', ', sideline: true').surfed).toBe('0');
    expect(block('{ st: 3, skills: [Grab] }', '{ st: 3, skills: [Sidestep] }', ', sideline: true').surfed).toBe('2/3');
    expect(block('{ st: 3 }', '{ st: 3, skills: [Sidestep] }', ', sideline: { cornered: true }').surfed).toBe('2/3');
  });

  it('Grab on a Blitz: bb2020 it still stops Sidestep (seed 001 Grab), bb2025 not (declared Block actions only)', () => {
    expect(block('{ st: 3, skills: [Grab] }', '{ st: 3, skills: [Sidestep] }', ', sideline: true, blitz: true').surfed).toBe('2/3');
    const bb2025 = evaluate([
      'name: push', 'edition: bb2025', 'player: { st: 3, skills: [Grab] }', 'opponent: { st: 3, skills: [Sidestep] }',
      'steps: [ { block: { dice: 1, sideline: true, blitz: true } } ]', 'goal: knockdown',
    ].join('\n')).fractions;
    expect(bb2025.surfed).toBe('0');
  });

  it('a ball carrier in the crowd loses the ball', () => {
    // Ball loose: surfed 2/3, Both Down 1/6 (knocked down): 5/6.
    expect(block('{ st: 3 }', '{ st: 3 }', ', sideline: true, ball: true').ballLoose).toBe('5/6');
  });

  it("Frenzy against Stand Firm at the sideline: the second block still comes, 2/3", () => {
    // The defender stands firm on every push (the crowd would remove it); each block knocks down 1/2 of the time.
    const f = block('{ st: 3, skills: [Frenzy] }', '{ st: 3, skills: [Stand Firm] }', ', sideline: true');
    expect([f.knockdown, f.surfed]).toEqual(['2/3', '0']);
  });

  it("Frenzy's second block at the sideline only (frenzy: { sideline: true })", () => {
    // First block: KD 1/2, a push 1/3 (on the pitch), then the second with the crowd: 2/3 surfed.
    const f = block('{ st: 3, skills: [Frenzy] }', '{ st: 3 }', ', frenzy: { sideline: true }');
    expect(f.surfed).toBe('2/9');
  });
});

describe('the shipped scenario guard-blitz-at-the-sideline.yaml', () => {
  it('gives the removed chances worked out in its comment', () => {
    const file = fileURLToPath(new URL('../../../scenarios/guard-blitz-at-the-sideline.yaml', import.meta.url));
    const results = evaluateVariants(loadVariants(file)).results;
    expect(results.map((r) => [r.variant, r.fractions.removed, r.fractions.surfed])).toEqual([
      ['as written', '1561/1728', '8/9'],
      ['the marker has Defensive', '601/864', '2/3'],
      ['the catcher has Sidestep', '125/1296', '0'],
    ]);
  });
});
