/** Canonical states: what no longer matters is forgotten, what still matters is kept. */
import { describe, expect, it } from 'vitest';
import { canonicaliser } from '../../src/model/canonical.js';
import { markUsed, OnceFlag, type State } from '../../src/model/state.js';
import { edition } from '../../src/rules/edition.js';
import { scenarioFromText } from '../../src/scenario/load.js';

const twoPlayers = (ed: string) => scenarioFromText(`name: c
edition: ${ed}
players:
  a: { ag: 3, skills: [Dodge, Pro] }
  b: { ag: 3, skills: [Dodge] }
steps:
  - dodge: { by: a }
  - dodge: { by: b }
  - dodge: { by: b }
`);

const state = (pc: number, over: Partial<State> = {}): State => ({
  pc, phase: 0, regs: [], rr: 1, rrTurn: 1, used: 0, out: [0, 0, 0, 0, 0], status: 'running', ...over,
});

describe('canonical states', () => {
  const scenario = twoPlayers('bb2020');
  const canonical = canonicaliser(scenario, edition('bb2020'));
  const spent = markUsed(markUsed(markUsed(state(1), 0, OnceFlag.Dodge), 0, OnceFlag.Pro), 1, OnceFlag.Dodge);

  it("drops the flags of a player with no step left, keeps those of a player still to act", () => {
    const onlyB = markUsed(state(1), 1, OnceFlag.Dodge);
    expect(canonical(spent).used).toBe(onlyB.used);
  });
  it('keeps every flag while both players still act', () => {
    expect(canonical({ ...spent, pc: 0 }).used).toBe(spent.used);
  });
  it('forgets re-rolls spent this turn where the edition has no per-turn limit (bb2020), caps them in bb2016', () => {
    expect(canonical(state(1, { rrTurn: 2 })).rrTurn).toBe(0);
    const bb2016 = canonicaliser(twoPlayers('bb2016'), edition('bb2016'));
    expect(bb2016(state(1, { rrTurn: 2 })).rrTurn).toBe(1);
    expect(bb2016(state(1, { rrTurn: 0 })).rrTurn).toBe(0);
  });
  it('a finished line keeps only where it ended, re-rolls left, outcomes and status', () => {
    const a = canonical(state(2, { status: 'turnover', phase: 3, regs: [4, 1], used: spent.used, rrTurn: 1 }));
    const b = canonical(state(2, { status: 'turnover' }));
    expect(a).toEqual(b);
    expect(a).toMatchObject({ pc: 2, rr: 1, status: 'turnover', used: 0, rrTurn: 0 });
  });
  it('a line past its last step is a success', () => {
    expect(canonical(state(3)).status).toBe('success');
  });
});
