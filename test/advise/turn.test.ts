/**
 * The advisor on a turn-shaped situation: a scenario written as `activations:` is read like any other, its value
 * is the turn's best adaptive plan (the coach choosing the next activation after every die), and a skill's gain is
 * the plan's value with it less without. The two-activation turn of test/plan/analyse.test.ts, player a studied:
 *   without a skill: adaptive 3/8 (analyse.test.ts).
 *   a with Dodge (seed 001: re-roll a failed Dodge, once per activation; a die is re-rolled once, so the team re-roll
 *   never helps a): a passes 3/4 and keeps the team re-roll; b is then worth 1 − (1/2)² − 2·(1/2)² = 1/4 > 0, taken:
 *   a first 3/4 − 2·1/4 + (3/4)(1/4) = 7/16 (b first is 7/16 too). Gain 7/16 − 3/8 = 1/16.
 *   Sure Feet re-rolls a rush, and a only dodges: gain 0.
 */
import { describe, expect, it } from 'vitest';
import { fractionText } from '../../src/evaluate/fraction.js';
import { analysePlan } from '../../src/plan/analyse.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { adviceOf } from './support.js';
import { adaptTurn } from '../plan/turns.js';

const PROFILE = `name: a on a turn
edition: bb2020
player: { ag: 4+ }
access: { primary: [General, Agility], secondary: [] }
candidates: [Dodge, Sure Feet]
situations:
  - { file: turn.yaml, weight: 1, advise: a }
`;

describe('the advisor on a turn written as activations:', () => {
  it('values the situation at the turn\'s best adaptive plan, 3/8', async () => {
    const advice = await adviceOf({ 'profile.yaml': PROFILE, 'turn.yaml': adaptTurn() });
    expect(advice.situations.map((s) => fractionText(s.base))).toEqual(['3/8']);
  });

  it('gains 1/16 with Dodge on a, nothing with Sure Feet: the plan with the skill less the plan without', async () => {
    const advice = await adviceOf({ 'profile.yaml': PROFILE, 'turn.yaml': adaptTurn() });
    const gains = Object.fromEntries(advice.ranking.map((r) => [r.skills.map((s) => s.name).join(' + '), fractionText(r.gain)]));
    expect(gains).toEqual({ Dodge: '1/16', 'Sure Feet': '0' });
    // The same gain from the plans themselves: 7/16 with Dodge, 3/8 without.
    expect([analysePlan(scenarioFromText(adaptTurn(['Dodge']))).fractions.adaptive, analysePlan(scenarioFromText(adaptTurn())).fractions.adaptive]).toEqual(['7/16', '3/8']);
  });
});
