/** The explorer's table of states (`state-table.ts`): one entry per distinct state, found again by content. */
import { describe, expect, it } from 'vitest';
import { StateTable, UNSEEN } from '../../src/evaluate/state-table.js';
import { stateKey, type State } from '../../src/model/state.js';

const state = (pc: number, out: number[], over: Partial<State> = {}): State => ({
  pc, phase: 0, regs: [], rr: 2, rrTurn: 0, used: [], out, status: 'running', ...over,
});

describe('the table of states', () => {
  it('gives equal states one entry, and states that differ anywhere their own', () => {
    const table = new StateTable();
    const a = table.entry(state(1, [0, 3]));
    expect(table.values[a]).toBe(UNSEEN);
    table.values[a] = 7;
    expect(table.entry(state(1, [0, 3]))).toBe(a);
    const others = [
      state(2, [0, 3]), state(1, [0, 4]), state(1, [0, 3, 0]), state(1, [0, 3], { regs: [1] }), state(1, [0, 3], { rr: 1 }),
      state(1, [0, 3], { used: [0, 0, 0, 0, 1 << 4] }), state(1, [0, 3], { status: 'success' }), state(1, [-1, 3]),
    ];
    const entries = others.map((s) => table.entry(s));
    expect(new Set([a, ...entries]).size).toBe(others.length + 1);
    expect(table.values[a]).toBe(7);
  });

  it('finds every state again after growing, as a map keyed by stateKey does', () => {
    const table = new StateTable();
    const reference = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const s = state(i % 97, [i % 13, Math.floor(i / 13) % 11, i % 5], { regs: [i % 7] });
      const e = table.entry(s);
      const known = reference.get(stateKey(s));
      if (known === undefined) reference.set(stateKey(s), e);
      else expect(e).toBe(known);
    }
    expect(table.size).toBe(reference.size);
  });
});
