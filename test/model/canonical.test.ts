/** Canonical states: what nothing ahead can read is forgotten, what still matters is kept (canonical.ts). */
import { describe, expect, it } from 'vitest';
import { compile } from '../../src/steps/compile.js';
import { canonicaliser } from '../../src/model/canonical.js';
import { Out, TARGET_BASE, TargetCondition as C } from '../../src/model/outcome.js';
import { markUsed, OnceFlag, type State } from '../../src/model/state.js';
import { edition } from '../../src/rules/edition.js';
import { scenarioFromText } from '../../src/scenario/load.js';

function canonicalOf(text: string) {
  const scenario = scenarioFromText(text);
  const model = compile(scenario, { compress: false });
  return canonicaliser(scenario, edition(scenario.edition), model.steps);
}

const players = `players:
  a: { ag: 3, skills: [Dodge, Pro] }
  b: { ag: 3, skills: [Dodge, Sure Feet] }`;
const dodges = (ed: string) => canonicalOf(`name: c
edition: ${ed}
${players}
steps:
  - dodge: { by: a }
  - dodge: { by: b }
  - rush: { by: b }
`);

const state = (pc: number, over: Partial<State> = {}): State => ({
  pc, phase: 0, regs: [], rr: 1, rrTurn: 0, used: [], out: new Array<number>(TARGET_BASE).fill(0), status: 'running', ...over,
});

describe('canonical states', () => {
  const canonical = dodges('bb2020');
  const spent = markUsed(markUsed(markUsed(state(1), 0, OnceFlag.Dodge), 0, OnceFlag.Pro), 1, OnceFlag.Dodge);

  it('drops the flags of a player with no step left, keeps those a later step of a player reads', () => {
    expect(canonical(spent).used).toEqual(markUsed(state(1), 1, OnceFlag.Dodge).used);
    expect(canonical({ ...spent, pc: 0 }).used).toBe(spent.used);
  });
  it('drops a flag no later step of its player reads (Dodge before a rush), keeps Sure Feet for the rush', () => {
    const both = markUsed(markUsed(state(2), 1, OnceFlag.Dodge), 1, OnceFlag.SureFeet);
    expect(canonical(both).used).toEqual(markUsed(state(2), 1, OnceFlag.SureFeet).used);
  });
  it('keeps only the team re-rolls the steps ahead can spend: one per D6 test', () => {
    expect(canonical(state(0, { rr: 5 })).rr).toBe(3);
    expect(canonical(state(2, { rr: 5 })).rr).toBe(1);
    expect(canonical(state(2, { rr: 0 })).rr).toBe(0);
  });
  it('folds the per-turn limit into the re-rolls left (bb2016: one a turn)', () => {
    const bb2016 = dodges('bb2016');
    expect(bb2016(state(0, { rr: 3, rrTurn: 0 }))).toMatchObject({ rr: 1, rrTurn: 0 });
    expect(bb2016(state(1, { rr: 2, rrTurn: 1 }))).toMatchObject({ rr: 0, rrTurn: 0 });
    expect(canonical(state(1, { rr: 2, rrTurn: 1 }))).toMatchObject({ rr: 2, rrTurn: 0 });
  });
  it('a finished line keeps only where it ended and how', () => {
    const down = new Array<number>(TARGET_BASE).fill(0);
    down[Out.PlayerDown] = 1;
    const a = canonical(state(2, { status: 'turnover', phase: 3, regs: [4, 1], used: spent.used, rr: 2, out: down }));
    const b = canonical(state(2, { status: 'turnover' }));
    expect(a).toEqual(b);
    expect(a).toMatchObject({ pc: 2, rr: 0, status: 'turnover', used: [], out: new Array<number>(TARGET_BASE).fill(0) });
  });
  it('a line past its last step is a success', () => {
    expect(canonical(state(3)).status).toBe('success');
  });
});

describe('canonical states of contact lines', () => {
  const line = (goal: string) => canonicalOf(`name: c
rerolls: 2
bribes: 2
player: { ag: 3+, st: 3 }
opponents:
  x: { st: 3, apothecary: true }
  y: { st: 3 }
steps:
  - block: { target: x }
  - block: { target: y }
  - foul: { target: y }
  - dodge
goal: ${goal}
`);
  // stunned is "stunned or worse" less "reserves or worse": the goal weighs the chances of reaching two levels.
  const canonical = line('{ success: 1, stunned: 1 }');
  /** The registers (outcome.ts) by name: the worst forgotten condition, bribes, the apothecary, then x's and y's conditions. */
  const out = (x: number, y: number, worst = 0, bribes = 1, apothecaryUsed = 0) => {
    const registers = new Array<number>(TARGET_BASE + 2).fill(0);
    registers[Out.Worst] = worst;
    registers[Out.BribesLeft] = bribes;
    registers[Out.ApothecaryUsed] = apothecaryUsed;
    registers[TARGET_BASE] = x;
    registers[TARGET_BASE + 1] = y;
    return registers;
  };

  it("keeps an opponent's condition while a later step targets it, then folds it into the worst", () => {
    expect(canonical(state(0, { out: out(C.Stunned, 0) })).out).toEqual(out(C.Stunned, 0));
    expect(canonical(state(1, { out: out(C.Stunned, C.ArmourHeld) })).out).toEqual(out(0, C.ArmourHeld, C.Stunned));
  });
  it('keeps of the worst only the highest level the goal weighs', () => {
    expect(canonical(state(1, { out: out(C.KnockedOut, 0) })).out).toEqual(out(0, 0, C.Reserves));
    expect(canonical(state(1, { out: out(C.ArmourHeld, 0) })).out).toEqual(out(0, 0, 0));
    expect(line('knockdown')(state(1, { out: out(C.Dead, 0) })).out).toEqual(out(0, 0, C.ArmourHeld));
    expect(line('success')(state(1, { out: out(C.Dead, 0) })).out).toEqual(out(0, 0, 0));
  });
  it('keeps the worst only while a contact step remains', () => {
    expect(canonical(state(2, { out: out(0, C.KnockedOut, C.Stunned) })).out).toEqual(out(0, C.KnockedOut, C.Stunned));
    expect(canonical(state(3, { out: out(0, C.KnockedOut, C.Stunned) })).out).toEqual(out(0, 0, 0, 0));
  });
  it('keeps bribes up to the fouls ahead, and the apothecary while a step ahead targets its team', () => {
    expect(canonical(state(0, { out: out(0, 0, 0, 2, 1) })).out).toEqual(out(0, 0, 0, 1, 1));
    expect(canonical(state(1, { out: out(0, 0, 0, 2, 1) })).out).toEqual(out(0, 0, 0, 1, 0));
  });
});
