/**
 * Branches on an outcome (`otherwise:` / `instead:`; `src/model/branch.ts`): lines worked out by hand from the dice
 * (the arithmetic in each test), a turn of activations where `instead` ends the activation only, and Monte Carlo
 * agreeing with the exact answer through `nuffle verify`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, nuffle, success } from '../helpers.js';

/** A Vampire (AG 2+) gazes the marker; when the Gaze fails, `branch` steps; then whatever `after` says. */
const gazeLine = (branch: string, after: string) => `name: gaze
rerolls: 0
players:
  vampire: { ag: 2+, skills: [Hypnotic Gaze] }
  carrier: { ag: 3+ }
opponents: { marker: {} }
steps:
  - gaze: { by: vampire, target: marker }
${branch}
${after}
goal: success
`;

describe('otherwise: the branch runs when its step stops short, and the line goes on after it', () => {
  // Gaze 2+ passes 5/6: then the pick-up 3+ (2/3): 5/6 · 2/3 = 10/18.
  // Gaze fails 1/6: the carrier dodges 3+ (2/3), then picks up (2/3): 1/6 · 4/9 = 2/27.
  // success = 10/18 + 2/27 = 30/54 + 4/54 = 34/54 = 17/27; the dodge fails 1/6 · 1/3 = 1/18 (the carrier down).
  const text = gazeLine('    otherwise:\n      - dodge: { by: carrier }', '  - pickup: { by: carrier }');

  it('gives 17/27, the carrier down 1/18, hypnotised 5/6', () => {
    const result = evaluate(text);
    expect(result.fractions.success).toBe('17/27');
    expect(result.fractions.playerDown).toBe('1/18');
    expect(result.fractions.hypnotised).toBe('5/6');
    // Nothing stops the line any more: success and turnover make the whole.
    expect(result.fractions.turnover).toBe('10/27');
  });

  it('without the branch the failed Gaze stops the line: 5/6 · 2/3 = 5/9', () => {
    expect(success(gazeLine('', '  - pickup: { by: carrier }'))).toBe('5/9');
  });

  it('nests: a second Vampire (AG 4+) gazes when the first fails, the carrier dodges when both fail', () => {
    // 5/6 · 2/3 [first Gaze, pick-up] + 1/6 · (1/2 · 2/3 [second Gaze, pick-up] + 1/2 · 2/3 · 2/3 [dodge, pick-up])
    //   = 10/18 + 1/6 · (1/3 + 2/9) = 10/18 + 5/54 = 35/54
    const text = `name: nested
rerolls: 0
players:
  vampire: { ag: 2+, skills: [Hypnotic Gaze] }
  second: { ag: 4+, skills: [Hypnotic Gaze] }
  carrier: { ag: 3+ }
opponents: { marker: {} }
steps:
  - gaze: { by: vampire, target: marker }
    otherwise:
      - gaze: { by: second, target: marker }
        otherwise: [{ dodge: { by: carrier } }]
  - pickup: { by: carrier }
goal: success
`;
    expect(success(text)).toBe('35/54');
  });
});

describe('instead: the branch replaces the rest of the line', () => {
  it('takes the pick-up only when the Gaze passed: 5/6 · 2/3 + 1/6 · 2/3 = 2/3', () => {
    const text = gazeLine('    instead:\n      - dodge: { by: carrier }', '  - pickup: { by: carrier }');
    expect(success(text)).toBe('2/3');
  });
});

describe('a step with need: branches on the need not met, and its own player may act in the branch', () => {
  // One die, no skills on either side: POW and Stumble knock the target down (2/6), the two Pushes do not (2/6), Both
  // Down and Skull put the blocker down, a turnover (2/6). Pushed, the blocker dodges away 3+ (2/3); then it rushes (5/6).
  //   success  = 2/6 · 5/6 + 2/6 · 2/3 · 5/6 = 10/36 + 20/108 = 50/108 = 25/54
  //   turnover = 2/6 + 2/6 · 1/3 + 2/6 · 1/6 + 2/6 · 2/3 · 1/6 = (18 + 6 + 3 + 2)/54 = 29/54: with success, the whole
  const block = (branch: string) => `name: push
rerolls: 0
player: { ag: 3+ }
opponents: { lineman: {} }
steps:
  - block: { target: lineman, dice: 1, need: knockdown }
${branch}
  - rush
goal: success
`;

  it('gives 25/54, turnovers 29/54', () => {
    const result = evaluate(block('    otherwise: [dodge]'));
    expect(result.fractions.success).toBe('25/54');
    expect(result.fractions.turnover).toBe('29/54');
  });

  it('without the branch the push stops the line: 2/6 · 5/6 = 5/18', () => {
    expect(success(block(''))).toBe('5/18');
  });
});

describe('in a turn of activations, instead: ends the activation, not the turn', () => {
  // a: block (need: knockdown) then rush; pushed, a dodges away 3+ instead and its activation is over.
  //   a completes without a turnover: 2/6 · 5/6 + 2/6 · 2/3 = 5/18 + 4/18 = 1/2; then b dodges 4+: 1/2 → 1/4.
  // The same steps as one steps: line end the whole line with the dodge: 5/18 · 1/2 + 4/18 = 13/36.
  const players = `players: { a: { ag: 3+ }, b: { ag: 4+ } }
opponents: { lineman: {} }`;
  const turn = `name: turn
rerolls: 0
${players}
activations:
  - by: a
    steps:
      - block: { target: lineman, dice: 1, need: knockdown }
        instead: [dodge]
      - rush
  - { by: b, steps: [dodge] }
order: written
goal: success
`;
  const line = `name: line
rerolls: 0
${players}
steps:
  - block: { by: a, target: lineman, dice: 1, need: knockdown }
    instead: [{ dodge: { by: a } }]
  - { rush: { by: a } }
  - { dodge: { by: b } }
goal: success
`;

  it('written order: 1/4; as a steps: line: 13/36', () => {
    expect(success(turn)).toBe('1/4');
    expect(success(line)).toBe('13/36');
  });

  it('order: best takes the same two activations (both must be done): 1/4', () => {
    expect(success(turn.replace('order: written', 'order: best'))).toBe('1/4');
  });

  it('otherwise: in an activation gives what the same steps written as steps: give', () => {
    const otherwise = (text: string) => text.replace('instead: [', 'otherwise: [');
    // a: 2/6 · 5/6 + 2/6 · 2/3 · 5/6 = 25/54 completes; then b 1/2 → 25/108 either way.
    expect(success(otherwise(turn))).toBe('25/108');
    expect(success(otherwise(line))).toBe('25/108');
  });
});

describe('Monte Carlo samples the same branches', () => {
  it('nuffle verify agrees with the exact 17/27 (exit code 0)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nuffle-branch-'));
    const file = join(dir, 'gaze.yaml');
    writeFileSync(file, gazeLine('    otherwise:\n      - dodge: { by: carrier }', '  - pickup: { by: carrier }'));
    const run = nuffle('verify', file, '--samples', '20000', '--seed', '5', '--workers', '1', '--json');
    expect(run.code, run.stderr).toBe(0);
    const [check] = JSON.parse(run.stdout) as { ok: boolean }[];
    expect(check.ok).toBe(true);
  });
});

describe('a Vampire\'s Gaze with a branch: its bite at the end of its activation comes between', () => {
  // Bloodlust 2+ first (5/6; the Gaze is a Special action, no +1). Passed: 5/6 · 2/3 [Gaze, pick-up] + 1/6 · 2/3 · 2/3
  // [dodge, pick-up] = 34/54. Failed (1/6): the Vampire bites the adjacent Thrall at the end of its activation after a
  // passed Gaze (5/6 · 2/3); a failed Gaze ends the activation early, a turnover with the bite still owed (seed 001
  // Bloodlust (X+)). success = 5/6 · 34/54 + 1/6 · 10/18 = 170/324 + 30/324 = 50/81.
  it('gives 50/81', () => {
    const text = `name: vampire
rerolls: 0
players:
  vampire: { ag: 2+, skills: [Bloodlust (2+), Hypnotic Gaze], thrallAdjacent: true }
  carrier: { ag: 3+ }
opponents: { marker: {} }
steps:
  - gaze: { by: vampire, target: marker }
    otherwise: [{ dodge: { by: carrier } }]
  - pickup: { by: carrier }
goal: success
`;
    expect(success(text)).toBe('50/81');
  });
});

/**
 * `if: { followed: }` on a dodge a Shadowing opponent marks: the dodger (AG 3+, MA 6) leaves the Tackle Zone of a
 * Shadowing player with MA 8 — bb2020: D6 + 8 − 6 ≥ 6 (a natural 6 always, a natural 1 never; seed 001 Shadowing),
 * so it follows on 4+, 1/2, after a passed dodge. Followed, the dodger dodges again (3+); then it rushes (2+).
 */
const shadowed = (rerolls: number, branch: string, after = '  - rush') => `name: shadowed
rerolls: ${rerolls}
player: { ag: 3+, ma: 6 }
steps:
  - dodge: { shadowing: { ma: 8 } }
${branch}
${after}
goal: success
`;
const FOLLOWED = '    if:\n      followed:\n        - dodge';

describe('if: { followed: } takes its steps when the Shadowing player followed, and the line goes on after them', () => {
  it('no re-roll: 2/3 · (1/2 · 5/6 + 1/2 · 2/3 · 5/6) = 2/3 · 5/6 · 5/6 = 25/54; shadowed 2/3 · 1/2 = 1/3', () => {
    const result = evaluate(shadowed(0, FOLLOWED));
    expect(result.fractions.success).toBe('25/54');
    expect(result.fractions.shadowed).toBe('1/3');
    // A failed dodge (either) or rush is a turnover, the branch never a stop: success and turnover make the whole.
    expect(result.fractions.turnover).toBe('29/54');
  });

  it('one team re-roll, spent on the first failure (any failure ends the line): 245/324', () => {
    // p = 2/3 (dodge), r = 5/6 (rush). Two rolls with the re-roll: pr(3 − p − r) = 5/9 · 3/2 = 5/6; one: r(2 − r) = 35/36.
    //   the first dodge passes at once (2/3): 1/2 · 5/6 [followed: dodge, rush] + 1/2 · 35/36 [rush] = 65/72
    //   it passes on the re-roll (1/3 · 2/3 = 2/9): 1/2 · 5/9 + 1/2 · 5/6 = 25/36
    //   success = 2/3 · 65/72 + 2/9 · 25/36 = 65/108 + 25/162 = 195/324 + 50/324 = 245/324
    expect(success(shadowed(1, FOLLOWED))).toBe('245/324');
  });

  it('without the branch the follow changes no die: 2/3 · 5/6 = 5/9', () => {
    expect(success(shadowed(0, ''))).toBe('5/9');
  });

  it('shows the branch on the table\'s steps line', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nuffle-followed-')), 'shadowed.yaml');
    writeFileSync(file, shadowed(0, FOLLOWED));
    expect(nuffle('eval', file).stdout).toContain('steps: Dodge (Shadowing MA 8) → (if followed: Dodge) → Rush');
  });

  it('on a jump: Shadowing MA 6 against MA 6 follows on a 6 only: 2/3 · (5/6 + 1/6 · 2/3) = 17/27', () => {
    const text = `name: jump
rerolls: 0
player: { ag: 3+, ma: 6 }
steps:
  - jump: { shadowing: { ma: 6 } }
    if: { followed: [dodge] }
goal: success
`;
    expect(success(text)).toBe('17/27');
  });

  it('bb2025: a flat 4+ re-rolled once, 1 − (1/2)² = 3/4: 2/3 · (1/4 + 3/4 · 2/3) = 1/2', () => {
    const text = `name: s3
edition: bb2025
rerolls: 0
player: { ag: 3+, ma: 6 }
steps:
  - dodge: { shadowing: {} }
    if: { followed: [dodge] }
goal: success
`;
    expect(success(text)).toBe('1/2');
  });

  it('a named Shadowing marker knocked down first follows no more: the branch is never taken', () => {
    // The block (one die) knocks the marker down on POW or Stumble (2/6) — then the dodge is 2/3 and nothing follows;
    // the pushes (2/6) leave it standing: 2/3 · (1/2 + 1/2 · 2/3) = 5/9; Both Down and Skull put the blocker down.
    // success = 2/6 · 2/3 + 2/6 · 5/9 = 2/9 + 5/27 = 11/27
    const text = `name: marker
rerolls: 0
players:
  blocker: { ag: 3+, st: 3 }
  runner: { ag: 3+, ma: 6 }
opponents: { shadow: { st: 3, ma: 8, skills: [Shadowing] } }
steps:
  - block: { by: blocker, target: shadow, dice: 1 }
  - dodge: { by: runner, from: [shadow] }
    if: { followed: [{ dodge: { by: runner } }] }
goal: success
`;
    expect(success(text)).toBe('11/27');
  });

  it('in a turn of activations, written or best order: 2/3 · 5/6 [a, no rush] · 1/2 [b dodges 4+] = 5/18', () => {
    const turn = `name: turn
rerolls: 0
players: { a: { ag: 3+, ma: 6 }, b: { ag: 4+ } }
activations:
  - by: a
    steps:
      - dodge: { shadowing: { ma: 8 } }
        if: { followed: [dodge] }
  - { by: b, steps: [dodge] }
order: written
goal: success
`;
    expect(success(turn)).toBe('5/18');
    expect(success(turn.replace('order: written', 'order: best'))).toBe('5/18');
  });

  it('nuffle verify: Monte Carlo agrees with the exact 245/324 (exit code 0)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nuffle-followed-'));
    const file = join(dir, 'shadowed.yaml');
    writeFileSync(file, shadowed(1, FOLLOWED));
    const run = nuffle('verify', file, '--samples', '20000', '--seed', '7', '--workers', '1', '--json');
    expect(run.code, run.stderr).toBe(0);
    const [check] = JSON.parse(run.stdout) as { ok: boolean }[];
    expect(check.ok).toBe(true);
  });
});
