/**
 * The opponents marking the square a mover leaves, by name (src/steps/markers.ts), against values worked out by
 * hand beside seed 001 Tackle, Diving Tackle, Shadowing; and named and counted forms giving identical fractions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate } from '../helpers.js';

function dodge(player: string, opponents: string, options: string, step = 'dodge') {
  return evaluate([`name: markers`, `player: ${player}`, `opponents: ${opponents}`, `steps: [ { ${step}: { ${options} } } ]`].join('\n')).fractions;
}

const SKILLED = '{ t: { skills: [Tackle] }, dt: { skills: [Diving Tackle] }, plain: {}, s: { ma: 7, skills: [Shadowing] } }';

describe('named markers', () => {
  it('a Tackle marker stops the Dodge re-roll (seed 001 Tackle): 3+ is 2/3, 8/9 without it', () => {
    expect(dodge('{ ag: 3+, skills: [Dodge] }', SKILLED, 'from: [t]').success).toBe('2/3');
    expect(dodge('{ ag: 3+, skills: [Dodge] }', SKILLED, 'from: [plain]').success).toBe('8/9');
  });

  it('Tackle and Diving Tackle on two markers: only a 5+ survives the −2, no Dodge re-roll: 1/3', () => {
    expect(dodge('{ ag: 3+, skills: [Dodge] }', SKILLED, 'from: [t, dt]').success).toBe('1/3');
  });

  it("Shadowing reads the marker's MA (seed 001: D6 + 7 − 6 ≥ 6, a natural 1 never): shadowed 2/9", () => {
    // The dodge 3+ passes 2/3; the follow then needs D6 ≥ 5 (or a 6): 2/6 — shadowed 2/3 · 1/3 = 2/9.
    expect(dodge('{ ag: 3+, ma: 6 }', SKILLED, 'from: [s]').shadowed).toBe('2/9');
  });

  it('a marker knocked down earlier marks no longer: block the tackler, then dodge (14/27)', () => {
    // a blocks t (one die): POW or Stumble 1/3 put t down, a standing → the dodge 3+ keeps its Dodge re-roll, 8/9;
    // a Push Back 1/3 leaves t up → no re-roll, 2/3; Both Down and Player Down (1/3) are turnovers.
    // 1/3 · 8/9 + 1/3 · 2/3 = 14/27 (were t still marking: 1/3 · 2/3 + 1/3 · 2/3 = 12/27).
    const result = evaluate(['name: order', 'players: { a: { st: 3 }, b: { ag: 3+, skills: [Dodge] } }', 'opponents: { t: { skills: [Tackle] } }',
      'steps: [ { block: { by: a, target: t, dice: 1 } }, { dodge: { by: b, from: [t] } } ]', 'goal: success'].join('\n'));
    expect(result.fractions.success).toBe('14/27');
  });

  it('refuses a skill given both ways, a marker named twice, a Shadowing marker with no MA', () => {
    const text = (options: string, opponents = SKILLED) => [`name: bad`, `player: { ag: 3+, ma: 6, skills: [Dodge] }`, `opponents: ${opponents}`, `steps: [ { dodge: { ${options} } } ]`].join('\n');
    expect(errorOf(text('from: [t], tackle: true'))).toMatch(/'tackle' and 'from:' both give Tackle/);
    expect(errorOf(text('from: [t, t]'))).toMatch(/named twice/);
    expect(errorOf(text('from: [s]', '{ s: { skills: [Shadowing] } }'))).toMatch(/give it an 'ma:'/);
    expect(errorOf(text('from: [tt]'))).toMatch(/did you mean 't'/i);
  });
});

describe('named and counted forms mean the same', () => {
  const SKILLS = ['Tackle', 'Diving Tackle', 'Prehensile Tail', 'Tentacles', 'Arm Bar'] as const;
  it('a dodge or a jump: the markers by name, or their skills as the shorthand options', () => {
    const marker = fc.record({ st: fc.integer({ min: 2, max: 5 }), skills: fc.subarray([...SKILLS]) });
    fc.assert(fc.property(fc.array(marker, { minLength: 1, maxLength: 3 }), fc.constantFrom('dodge', 'jump'), fc.integer({ min: 0, max: 1 }), (markers, kind, rerolls) => {
      const opponents = `{ ${markers.map((m, i) => `m${i}: { st: ${m.st}, skills: [${m.skills.join(', ')}] }`).join(', ')} }`;
      const some = (skill: string) => markers.filter((m) => (m.skills as string[]).includes(skill));
      const tentacles = some('Tentacles');
      const shorthand = [
        kind === 'dodge' && some('Tackle').length > 0 ? 'tackle: true' : '',
        some('Diving Tackle').length > 0 ? 'divingTackle: true' : '',
        some('Prehensile Tail').length > 0 ? `prehensileTail: ${some('Prehensile Tail').length}` : '',
        tentacles.length > 0 ? `tentacles: { st: ${Math.max(...tentacles.map((m) => m.st))} }` : '',
        some('Arm Bar').length > 0 ? 'armBar: true' : '',
        kind === 'jump' ? `markedFrom: ${markers.length}` : '',
      ].filter((o) => o !== '').join(', ');
      const text = (options: string) => [`name: same`, `rerolls: ${rerolls}`, `player: { ag: 3+, st: 3, skills: [Dodge] }`, `opponents: ${opponents}`, `steps: [ { ${kind}: { ${options} } }, rush ]`].join('\n');
      const named = evaluate(text(`from: [${markers.map((_, i) => `m${i}`).join(', ')}]`)).fractions;
      expect(named).toEqual(evaluate(text(shorthand)).fractions);
    }), { numRuns: 40, seed: 19 });
  });

  it('a block or a foul: unmarked assisters by name, or their count', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.constantFrom('block', 'foul'), (off, def, kind) => {
      const players = ['a', ...Array.from({ length: off }, (_, i) => `p${i}`)];
      const opponents = ['target', ...Array.from({ length: def }, (_, i) => `o${i}`)];
      const text = (assists: string, defensive: string) => [`name: same`,
        `players: { ${players.map((p) => `${p}: { st: 3 }`).join(', ')} }`,
        `opponents: { ${opponents.map((o) => `${o}: { st: 3 }`).join(', ')} }`,
        `steps: [ { ${kind}: { by: a, target: target, assists: ${assists}, defensiveAssists: ${defensive} } } ]`].join('\n');
      const named = evaluate(text(`[${players.slice(1).join(', ')}]`, `[${opponents.slice(1).join(', ')}]`)).fractions;
      expect(named).toEqual(evaluate(text(String(off), String(def))).fractions);
    }), { numRuns: 30, seed: 19 });
  });
});
