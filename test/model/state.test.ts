/**
 * The once-per-activation flags of a state (`used`): exact for every player nuffle allows (eleven), however far
 * apart the players holding them are. Until issue 23's merge they were one double of 9 bits per player, which holds
 * only 53 bits exactly: a flag of the seventh player beside one of the first lost the first's.
 */
import { describe, expect, it } from 'vitest';
import { clearUsed, hasUsed, markUsed, NO_FLAGS, OnceFlag, stateKey, type State } from '../../src/model/state.js';
import { MAX_PLAYERS } from '../../src/scenario/limits.js';
import { success } from '../helpers.js';

const start: State = { pc: 0, phase: 0, regs: [], rr: 0, rrTurn: 0, used: NO_FLAGS, out: [], status: 'running' };

describe('the flags of a state', () => {
  it('keeps every flag of every player, the first and the last together', () => {
    const flags = Object.values(OnceFlag);
    let s = start;
    for (let p = 0; p < MAX_PLAYERS; p++) for (const f of flags) if ((p + f) % 2 === 0) s = markUsed(s, p, f);
    for (let p = 0; p < MAX_PLAYERS; p++) for (const f of flags) expect(hasUsed(s, p, f)).toBe((p + f) % 2 === 0);
  });

  it('has one form for one set of flags: cleared again, the state is the start (same key)', () => {
    const s = clearUsed(clearUsed(markUsed(markUsed(start, 10, OnceFlag.Dodge), 0, OnceFlag.Pro), 10, OnceFlag.Dodge), 0, OnceFlag.Pro);
    expect(s.used).toEqual([]);
    expect(stateKey(s)).toBe(stateKey(start));
    expect(stateKey(markUsed(start, 10, OnceFlag.Pro))).not.toBe(stateKey(markUsed(start, 9, OnceFlag.Pro)));
  });

  it("a seventh player's Dodge does not give the first its Dodge back", () => {
    // p0 (AG 3+, Dodge) dodges, p6 (Dodge) dodges, then p0 dodges again; Dodge is once a turn, no team re-roll.
    // p0's two dodges: pass the first (4/6), then the second with Dodge left 8/9 (4/6 + 2/6 · 4/6); or fail the
    // first and pass its Dodge re-roll (2/6 · 4/6), then the second without Dodge (4/6): 32/54 + 16/108 = 20/27.
    // p6 with its own Dodge: 8/9. The line: 20/27 · 8/9 = 160/243 (the flag lost gave 488/729).
    const players = ['p0: { ag: 3+, skills: [Dodge] }', ...[1, 2, 3, 4, 5].map((p) => `p${p}: { ag: 3+ }`), 'p6: { ag: 3+, skills: [Dodge] }'];
    const text = ['name: seven players', 'rerolls: 0', 'players:', ...players.map((p) => `  ${p}`), 'steps:',
      '  - dodge: { by: p0 }', '  - dodge: { by: p6 }', '  - dodge: { by: p0 }'].join('\n');
    expect(success(text)).toBe('160/243');
  });
});
