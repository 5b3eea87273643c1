/**
 * Pass, by hand. Sources: bb2020.md "Pass" (PA test; Quick 0, Short -1, Long -2, Bomb -3; accurate on natural 6 or
 * modified >= PA; fumble on natural 1; wildly inaccurate at modified <= 1); bb2016.md "Pass" (7 - AG; Quick +1,
 * Short 0, Long -1, Bomb -2; fumble on natural 1 or modified <= 1; Safe Throw); seed 001 Pass, Accurate,
 * Cannoneer, Safe Pass, Nerves of Steel.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line, success } from '../helpers.js';
import { scenarioFromText } from '../../src/scenario/load.js';

const thrown = (player: string, step: string, edition = 'bb2020') => success(line({ player, steps: [step], edition }));

describe('pass (bb2020)', () => {
  it('PA 4+ quick pass: 4+ = 1/2', () => expect(thrown('{ ag: 3+, pa: 4+ }', 'pass: { range: quick }')).toBe('1/2'));
  it('PA 4+ short pass: -1, 5+ = 1/3', () => expect(thrown('{ ag: 3+, pa: 4+ }', 'pass: { range: short }')).toBe('1/3'));
  it('PA 4+ long pass: -2, only a 6 = 1/6', () => expect(thrown('{ ag: 3+, pa: 4+ }', 'pass: { range: long }')).toBe('1/6'));
  it('a natural 6 is accurate even on a long bomb with marks', () => {
    expect(thrown('{ ag: 3+, pa: 4+ }', 'pass: { range: bomb, marked: 2 }')).toBe('1/6');
  });
  it('Accurate +1 on a short pass: 4+', () => expect(thrown('{ ag: 3+, pa: 4+, skills: [Accurate] }', 'pass: { range: short }')).toBe('1/2'));
  it('Accurate does nothing on a long pass', () => expect(thrown('{ ag: 3+, pa: 4+, skills: [Accurate] }', 'pass: { range: long }')).toBe('1/6'));
  it('Cannoneer +1 on a long pass: 5+', () => expect(thrown('{ ag: 3+, pa: 4+, skills: [Cannoneer] }', 'pass: { range: long }')).toBe('1/3'));
  it('marks -1 each; Nerves of Steel ignores them', () => {
    expect(thrown('{ ag: 3+, pa: 3+ }', 'pass: { range: quick, marked: 1 }')).toBe('1/2');
    expect(thrown('{ ag: 3+, pa: 3+, skills: [Nerves of Steel] }', 'pass: { range: quick, marked: 1 }')).toBe('2/3');
  });
  it('Very Sunny -1', () => expect(thrown('{ ag: 3+, pa: 3+ }', 'pass: { range: quick, sunny: true }')).toBe('1/2'));
  it('a PA of "-" never passes accurately', () => expect(thrown("{ ag: 3+, pa: '-' }", 'pass: { range: quick }')).toBe('0'));
  it('the Pass skill re-rolls: 1 - (1/2)^2 = 3/4', () => expect(thrown('{ ag: 3+, pa: 4+, skills: [Pass] }', 'pass: { range: quick }')).toBe('3/4'));
  it('Safe Pass: a fumble (natural 1) keeps the ball, no turnover; inaccurate (2, 3) still loses it', () => {
    const plain = evaluate(line({ player: '{ ag: 3+, pa: 4+ }', steps: ['pass: { range: quick }'] }));
    const safe = evaluate(line({ player: '{ ag: 3+, pa: 4+, skills: [Safe Pass] }', steps: ['pass: { range: quick }'] }));
    expect(plain.fractions.turnover).toBe('1/2');
    expect(safe.fractions.turnover).toBe('1/3');
    expect(safe.fractions.success).toBe('1/2');
  });
});

describe('pass (bb2016)', () => {
  it('AG 3 short pass: 7 - 3 = 4+', () => expect(thrown('{ ag: 3 }', 'pass: { range: short }', 'bb2016')).toBe('1/2'));
  it('AG 3 quick pass +1: 3+', () => expect(thrown('{ ag: 3 }', 'pass: { range: quick }', 'bb2016')).toBe('2/3'));
  it('AG 3 long bomb -2: only a 6', () => expect(thrown('{ ag: 3 }', 'pass: { range: bomb }', 'bb2016')).toBe('1/6'));
  it('Strong Arm +1 on a long pass: AG 3 long needs 5+ → 4+', () => {
    expect(thrown('{ ag: 3, skills: [Strong Arm] }', 'pass: { range: long }', 'bb2016')).toBe('1/2');
  });
  it('Safe Throw keeps a modified fumble but not a natural 1: long bomb by AG 3', () => {
    // -2: natural 1 fumbles (turnover); 2 → 0 and 3 → 1 are modified fumbles (kept with Safe Throw);
    // 4 and 5 inaccurate (turnover); 6 accurate. Turnover = 1/6 + 2/6 = 1/2; without Safe Throw 5/6.
    const plain = evaluate(line({ player: '{ ag: 3 }', steps: ['pass: { range: bomb }'], edition: 'bb2016' }));
    const safe = evaluate(line({ player: '{ ag: 3, skills: [Safe Throw] }', steps: ['pass: { range: bomb }'], edition: 'bb2016' }));
    expect(plain.fractions.turnover).toBe('5/6');
    expect(safe.fractions.turnover).toBe('1/2');
  });
});

/**
 * Scatter (docs/scenario-format.md "Scatter"): an inaccurate pass reaches its receiver 51/512 of the time (three
 * scatters, then a bounce: test/rules/scatter.test.ts enumerates the 4096 sequences), caught at −1 in bb2020
 * ("a ball that scattered, deviated, bounced … −1", bb2020.md "Catch") and at 0 in bb2016.
 */
const duo = (thrower: string, catcher: string, steps: string[], edition = 'bb2020', rerolls = 0) => [
  'name: test', `edition: ${edition}`, `rerolls: ${rerolls}`, 'players:', `  thrower: ${thrower}`, `  catcher: ${catcher}`,
  'steps:', ...steps.map((s) => `  - ${s}`),
].join('\n');

describe('an inaccurate pass scatters (bb2020)', () => {
  // PA 6+ quick pass, no re-roll: natural 1 fumbles, 6 accurate, 2-5 inaccurate (total 2-5: not ≤ 1, not ≥ 6).
  // Catcher AG 2+: an accurate pass 2+ (5/6); a scattered one 3+ (4/6).
  // 1/6 × 5/6 + 4/6 × 51/512 × 4/6 = 5/36 + 816/18432 = 160/1152 + 51/1152 = 211/1152.
  it('PA 6+ quick to an AG 2+ catcher: 1/6 × 5/6 + 4/6 × 51/512 × 4/6 = 211/1152', () => {
    expect(success(duo('{ ag: 3+, pa: 6+ }', '{ ag: 2+ }', ['pass: { by: thrower, range: quick }', 'catch: { by: catcher }']))).toBe('211/1152');
  });
  it('the catch may come later in the line: a rush (5/6) between them keeps the scatter', () => {
    const steps = ['pass: { by: thrower, range: quick }', 'rush: { by: catcher }', 'catch: { by: catcher }'];
    // 211/1152 × 5/6 = 1055/6912.
    expect(success(duo('{ ag: 3+, pa: 6+ }', '{ ag: 2+ }', steps))).toBe('1055/6912');
  });
  it('without a catch after it nobody receives: an inaccurate pass is lost (only the 6 succeeds)', () => {
    expect(success(duo('{ ag: 3+, pa: 6+ }', '{ ag: 2+ }', ['pass: { by: thrower, range: quick }']))).toBe('1/6');
    // A second pass between them takes the catch: the first one's miss is lost.
    const steps = ['pass: { by: thrower, range: quick }', 'pass: { by: thrower, range: quick }', 'catch: { by: catcher }'];
    // First pass 1/6 (its miss has no receiver); then 211/1152: 211/6912.
    expect(success(duo('{ ag: 3+, pa: 6+ }', '{ ag: 2+ }', steps))).toBe('211/6912');
  });
  it('interferers roll against the inaccurate pass at −2 before it scatters', () => {
    // One interferer AG 3+ unmarked: against an accurate pass 3+ −3 = only a 6 (through 5/6); against an inaccurate
    // one 3+ −2 = 5+ (through 4/6). 1/6 × 5/6 × 5/6 + 4/6 × 4/6 × 51/512 × 4/6 = 25/216 + 3264/110592
    // = 12800/110592 + 3264/110592 = 16064/110592 = 251/1728.
    const steps = ['pass: { by: thrower, range: quick, interference: [{ ag: 3+ }] }', 'catch: { by: catcher }'];
    expect(success(duo('{ ag: 3+, pa: 6+ }', '{ ag: 2+ }', steps))).toBe('251/1728');
  });
  it('a wildly inaccurate pass is lost unless receiverAt says where the receiver stands', () => {
    // PA 6+ long bomb (−3): 1 fumbles; 2-4 wildly inaccurate (total ≤ 1); 5 inaccurate (total 2); 6 accurate.
    // Catcher AG 2+: 5/6 accurate, 4/6 scattered.
    // Without receiverAt: 1/6 × 5/6 + 1/6 × 51/512 × 4/6 = 5/36 + 204/18432 = 2560/18432 + 204/18432 = 2764/18432 = 691/4608.
    const steps = (at: string) => [`pass: { by: thrower, range: bomb${at} }`, 'catch: { by: catcher }'];
    expect(success(duo('{ ag: 3+, pa: 6+ }', '{ ag: 2+ }', steps('')))).toBe('691/4608');
    // With the receiver 3 squares ahead, a deviation reaches them 10/384 (test/rules/scatter.test.ts):
    // + 3/6 × 10/384 × 4/6 = 120/13824 = 160/18432: (2764 + 160)/18432 = 2924/18432 = 731/4608.
    expect(success(duo('{ ag: 3+, pa: 6+ }', '{ ag: 2+ }', steps(', receiverAt: { dx: 3, dy: 0 }')))).toBe('731/4608');
  });
  it('a Pass re-roll is taken on an inaccurate result only when it is worth more than letting it fly', () => {
    // PA 4+ quick with Pass: 1 fumbles, 2-3 inaccurate (total 2-3: not ≤ 1), 4-6 accurate. Catcher AG 2+.
    // Letting an inaccurate pass fly: 51/512 × 4/6 = 17/256; re-rolling: 1/2 × 5/6 + 2/6 × 17/256 = 5/12 + 17/768,
    // more: re-roll (a fumble too). 1/2 × 5/6 + 1/2 × (5/12 + 17/768) = 5/12 + 5/24 + 17/1536
    // = 640/1536 + 320/1536 + 17/1536 = 977/1536.
    const steps = ['pass: { by: thrower, range: quick }', 'catch: { by: catcher }'];
    expect(success(duo('{ ag: 3+, pa: 4+, skills: [Pass] }', '{ ag: 2+ }', steps))).toBe('977/1536');
  });
});

describe('an inaccurate pass scatters (bb2016)', () => {
  // AG 3 short: 4+ accurate (1/2), natural 1 fumbles, 2-3 inaccurate (1/3). Catcher AG 3: accurate +1 → 3+ (2/3);
  // scattered 0 → 4+ (1/2). 1/2 × 2/3 + 1/3 × 51/512 × 1/2 = 1/3 + 51/3072 = 1024/3072 + 51/3072 = 1075/3072.
  it('AG 3 short to an AG 3 catcher: 1/2 × 2/3 + 1/3 × 51/512 × 1/2 = 1075/3072', () => {
    const steps = ['pass: { by: thrower, range: short }', 'catch: { by: catcher }'];
    expect(success(duo('{ ag: 3 }', '{ ag: 3 }', steps, 'bb2016'))).toBe('1075/3072');
  });
  it('nobody intercepts an inaccurate pass', () => {
    // The interceptor AG 3: 7 − 3 = 4, −2 → 6+ against the accurate pass (through 5/6), no roll against the rest:
    // 1/2 × 5/6 × 2/3 + 51/3072 = 5/18 + 51/3072 = 2560/9216 + 153/9216 = 2713/9216.
    const steps = ['pass: { by: thrower, range: short, interference: [{ ag: 3 }] }', 'catch: { by: catcher }'];
    expect(success(duo('{ ag: 3 }', '{ ag: 3 }', steps, 'bb2016'))).toBe('2713/9216');
  });
});

describe('the labels say who rolls (issue 24)', () => {
  const labels = (text: string) => scenarioFromText(text, 't.yaml').steps.map((s) => s.label);
  it('the interferers by AG, marks and skills, in the edition’s notation', () => {
    const steps = ['pass: { by: thrower, range: short, interference: [{ ag: 3+ }, { ag: 2+, marked: 1, skills: [Very Long Legs] }] }', 'catch: { by: catcher }'];
    expect(labels(duo('{ ag: 3+, pa: 3+ }', '{ ag: 3+ }', steps))[0]).toBe('Pass (short; interferers AG 3+, AG 2+ (marked 1, Very Long Legs)) (thrower)');
    const old = ['pass: { by: thrower, range: short, interference: [{ ag: 3 }] }', 'catch: { by: catcher }'];
    expect(labels(duo('{ ag: 3 }', '{ ag: 3 }', old, 'bb2016'))[0]).toBe('Pass (short; interferer AG 3) (thrower)');
  });
  it('the catch after a Hail Mary is a scattered ball’s, never an accurate pass’s; after a plain pass, as written', () => {
    const steps = ['pass: { by: thrower, hailMary: true }', 'catch: { by: catcher }'];
    expect(labels(duo('{ ag: 3+, pa: 3+, skills: [Hail Mary Pass] }', '{ ag: 3+ }', steps))[1]).toBe('Catch (after a Hail Mary, scattered) (catcher)');
    expect(labels(duo('{ ag: 3+, pa: 3+ }', '{ ag: 3+ }', ['pass: { by: thrower }', 'catch: { by: catcher }']))[1]).toBe('Catch (accurate) (catcher)');
  });
});

describe('Hail Mary Pass', () => {
  // bb2020 (seed 001 and its Q&A): a long bomb's −3, never accurate. PA 3+: 1 fumbles; 2-4 wildly inaccurate
  // (total ≤ 1); 5 and 6 (accurate) inaccurate: 2/6. Catcher AG 3+, scattered: 4+ (1/2).
  it('bb2020 PA 3+: 2/6 × 51/512 × 1/2 = 17/1024', () => {
    const steps = ['pass: { by: thrower, hailMary: true }', 'catch: { by: catcher }'];
    expect(success(duo('{ ag: 3+, pa: 3+, skills: [Hail Mary Pass] }', '{ ag: 3+ }', steps))).toBe('17/1024');
  });
  it('Cannoneer applies (seed 001 Q&A): −2, 4-6 inaccurate: 1/2 × 51/512 × 1/2 = 51/2048', () => {
    const steps = ['pass: { by: thrower, hailMary: true }', 'catch: { by: catcher }'];
    expect(success(duo('{ ag: 3+, pa: 3+, skills: [Hail Mary Pass, Cannoneer] }', '{ ag: 3+ }', steps))).toBe('51/2048');
  });
  it('with receiverAt, its wildly inaccurate results may deviate to the receiver', () => {
    // + 3/6 × 10/384 × 1/2 = 10/1536 = 20/3072; 17/1024 = 51/3072: 71/3072.
    const steps = ['pass: { by: thrower, hailMary: true, receiverAt: { dx: 3, dy: 0 } }', 'catch: { by: catcher }'];
    expect(success(duo('{ ag: 3+, pa: 3+, skills: [Hail Mary Pass] }', '{ ag: 3+ }', steps))).toBe('71/3072');
  });
  it('bb2016: a plain D6, 1 fumbles, else inaccurate: 5/6 × 51/512 × 1/2 (AG 3 catcher, 4+) = 85/2048', () => {
    const steps = ['pass: { by: thrower, hailMary: true }', 'catch: { by: catcher }'];
    expect(success(duo('{ ag: 3, skills: [Hail Mary Pass] }', '{ ag: 3 }', steps, 'bb2016'))).toBe('85/2048');
  });
  it('errors: without the skill; with interferers ("cannot be interfered with"); receiverAt on the thrower', () => {
    expect(errorOf(duo('{ ag: 3+, pa: 3+ }', '{ ag: 3+ }', ['pass: { by: thrower, hailMary: true }']))).toMatch(/Hail Mary Pass/);
    const interfered = ['pass: { by: thrower, hailMary: true, interference: [{ ag: 3+ }] }'];
    expect(errorOf(duo('{ ag: 3+, pa: 3+, skills: [Hail Mary Pass] }', '{ ag: 3+ }', interfered))).toMatch(/cannot be interfered with/);
    expect(errorOf(duo('{ ag: 3+, pa: 3+ }', '{ ag: 3+ }', ['pass: { by: thrower, receiverAt: { dx: 0, dy: 0 } }']))).toMatch(/own square/);
  });
});
