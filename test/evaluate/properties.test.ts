/**
 * Properties of the exact evaluator over random lines of dodges, rushes and pick-ups (fast-check), checked
 * against a reference dynamic programme written here from the rules alone (bb2020.md "Agility test", "Rush",
 * "Re-rolls"; seed 000: a die is re-rolled at most once).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../helpers.js';

interface LineStep {
  readonly kind: 'dodge' | 'rush' | 'pickup';
  readonly marked: number;
}
interface Line {
  readonly ag: number;
  readonly steps: readonly LineStep[];
  readonly rerolls: number;
  readonly dodgeSkill: boolean;
  readonly sureHands: boolean;
}

const arbStep: fc.Arbitrary<LineStep> = fc.record({
  kind: fc.constantFrom('dodge' as const, 'rush' as const, 'pickup' as const),
  marked: fc.integer({ min: 0, max: 3 }),
});
const arbLine: fc.Arbitrary<Line> = fc.record({
  ag: fc.integer({ min: 1, max: 5 }),
  steps: fc.array(arbStep, { minLength: 1, maxLength: 5 }).filter((s) => s.filter((x) => x.kind === 'rush').length <= 2),
  rerolls: fc.integer({ min: 0, max: 3 }),
  dodgeSkill: fc.boolean(),
  sureHands: fc.boolean(),
});

function yaml(line: Line, edition = 'bb2020', agText = `${line.ag}+`): string {
  const skills = [line.dodgeSkill ? 'Dodge' : '', line.sureHands ? 'Sure Hands' : ''].filter(Boolean);
  const steps = line.steps.map((s) => (s.kind === 'rush' ? '  - rush' : `  - ${s.kind}: { marked: ${s.marked} }`));
  return [`name: p`, `edition: ${edition}`, `rerolls: ${line.rerolls}`, `player: { ag: ${agText}, skills: [${skills.join(', ')}] }`, 'steps:', ...steps].join('\n');
}

/** P(a D6 test passes) for a target: natural 1 fails, natural 6 passes. */
function passChance(target: number): number {
  return (7 - Math.min(6, Math.max(2, target))) / 6;
}

/** The reference: optimal success by dynamic programming over (step, team re-rolls left, Dodge used). */
function reference(line: Line): number {
  const memo = new Map<string, number>();
  const go = (i: number, rr: number, dodgeUsed: boolean): number => {
    if (i === line.steps.length) return 1;
    const key = `${i}|${rr}|${dodgeUsed}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const step = line.steps[i];
    const p = passChance(step.kind === 'rush' ? 2 : line.ag + step.marked);
    const skill = step.kind === 'dodge' ? line.dodgeSkill && !dodgeUsed : step.kind === 'pickup' && line.sureHands;
    const usedAfterSkill = dodgeUsed || step.kind === 'dodge';
    let afterFailure = 0;
    if (skill) afterFailure = Math.max(afterFailure, p * go(i + 1, rr, usedAfterSkill));
    if (rr > 0) afterFailure = Math.max(afterFailure, p * go(i + 1, rr - 1, dodgeUsed));
    const value = p * go(i + 1, rr, dodgeUsed) + (1 - p) * afterFailure;
    memo.set(key, value);
    return value;
  };
  return go(0, line.rerolls, false);
}

const runs = { numRuns: 150 };

describe('exact evaluator properties', () => {
  it('matches the reference dynamic programme', () => {
    fc.assert(fc.property(arbLine, (line) => {
      expect(evaluate(yaml(line)).metrics.success).toBeCloseTo(reference(line), 12);
    }), runs);
  });

  it('keeps probabilities in [0, 1], success + turnover = 1, and spends at most the re-rolls it has', () => {
    fc.assert(fc.property(arbLine, (line) => {
      const { metrics } = evaluate(yaml(line));
      for (const name of ['success', 'turnover', 'playerDown']) {
        expect(metrics[name]).toBeGreaterThanOrEqual(0);
        expect(metrics[name]).toBeLessThanOrEqual(1);
      }
      expect(metrics.success + metrics.turnover).toBeCloseTo(1, 12);
      expect(metrics.playerDown).toBeLessThanOrEqual(metrics.turnover + 1e-12);
      expect(metrics.rerollsUsed).toBeLessThanOrEqual(line.rerolls + 1e-12);
    }), runs);
  });

  it('an extra team re-roll never lowers success, and the re-roll curve never falls', () => {
    fc.assert(fc.property(arbLine, (line) => {
      const base = evaluate(yaml(line));
      const more = evaluate(yaml({ ...line, rerolls: line.rerolls + 1 }));
      expect(more.metrics.success).toBeGreaterThanOrEqual(base.metrics.success - 1e-12);
      base.byRerolls.slice(1).forEach((p, k) => expect(p).toBeGreaterThanOrEqual(base.byRerolls[k] - 1e-12));
    }), runs);
  });

  it('a skill re-roll never lowers success', () => {
    fc.assert(fc.property(arbLine, (line) => {
      const without = evaluate(yaml({ ...line, dodgeSkill: false, sureHands: false })).metrics.success;
      const withSkills = evaluate(yaml({ ...line, dodgeSkill: true, sureHands: true })).metrics.success;
      expect(withSkills).toBeGreaterThanOrEqual(without - 1e-12);
    }), runs);
  });
});

describe('bb2020 and bb2016 differ exactly where the sheets say', () => {
  // bb2016.md "Agility": target 7 − AG with dodge and pick-up +1, so bb2016 AG a plays as bb2020 AG (6 − a)+.
  const arbSameLine = arbLine.filter((l) => l.ag >= 1 && l.ag <= 5);
  it('with at most one team re-roll, bb2016 AG a equals bb2020 AG (6 − a)+ on dodges, rushes and pick-ups', () => {
    fc.assert(fc.property(arbSameLine, fc.integer({ min: 0, max: 1 }), (line, rerolls) => {
      const l = { ...line, rerolls };
      const bb2020 = evaluate(yaml(l, 'bb2020', `${l.ag}+`)).fractions.success;
      const bb2016 = evaluate(yaml(l, 'bb2016', String(6 - l.ag))).fractions.success;
      expect(bb2016).toBe(bb2020);
    }), runs);
  });
  it('with more team re-rolls, bb2016 (one per turn) is never better, and equal when the line has one step', () => {
    fc.assert(fc.property(arbSameLine, (line) => {
      const l = { ...line, rerolls: Math.max(2, line.rerolls) };
      const bb2020 = evaluate(yaml(l, 'bb2020', `${l.ag}+`)).metrics.success;
      const bb2016 = evaluate(yaml(l, 'bb2016', String(6 - l.ag))).metrics.success;
      expect(bb2016).toBeLessThanOrEqual(bb2020 + 1e-12);
      if (l.steps.length === 1) expect(bb2016).toBeCloseTo(bb2020, 12);
    }), runs);
  });
});
