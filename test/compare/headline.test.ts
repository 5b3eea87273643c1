import { describe, expect, it } from 'vitest';
import { headline } from '../../src/compare/headline.js';
import { evaluateVariants } from '../../src/run/exact.js';
import { parseScenarioText } from '../../src/scenario/parse.js';
import { expandVariants } from '../../src/scenario/variants.js';

function headlineOf(text: string): string {
  const variants = expandVariants(parseScenarioText('t.yaml', text));
  return headline(evaluateVariants(variants), variants[0].scenario.goal);
}

describe('the headline', () => {
  it('answers Claws or Mighty Blow in a sentence, and says who leads across the sweep', () => {
    const text = `name: Claws or Mighty Blow
player: { ag: 3+ }
opponent: { av: 9+ }
steps: [knockdown]
goal: cas
compare:
  Claws: { player.skills: [Claws] }
  Mighty Blow: { player.skills: [Mighty Blow] }
  Both: { player.skills: [Claws, Mighty Blow] }
sweep:
  opponent.av: [7+, 8+, 9+, 10+, 11+]
`;
    // At 9+ (the middle of the sweep), out of 1296 (2D6 armour × 2D6 injury, casualty on 10+):
    //   Claws 15 * 6 = 90 (6.9%); Mighty Blow 10 * 10 + 5 * 6 = 130 (10.0%); both 15 * 10 = 150 (11.6%).
    // At 7+ and 8+ Claws adds nothing to Mighty Blow (it breaks on 8+; Mighty Blow already reaches it), so the
    // two are level: at 8+, 15 * 10 + 6 * 6 = 186 each; at 7+, 21 * 10 + 5 * 6 = 240 each. From 9+ on, both lead.
    expect(headlineOf(text)).toBe(
      'Both gives 11.6% casualties against AV 9+, Mighty Blow 10.0%, Claws 6.9%: take Both. ' +
        'Best by opponent AV: Mighty Blow and Both at 7+, 8+; Both at 9+, 10+, 11+.',
    );
  });

  it('gives the exact value of a single line', () => {
    // Two dodges 3+ and a rush 2+ with one team re-roll: 55/81 (the example).
    const text = 'name: t\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, dodge, rush]\n';
    expect(headlineOf(text)).toBe('P(success) is 67.9% (exactly 55/81).');
  });

  it('calls level variants level, and a sweep of one variant a list', () => {
    const level = 'name: t\nplayer: { ag: 3+ }\nsteps: [rush]\ncompare:\n  A: {}\n  B: { leader: false }\n';
    // Both are the same rush 2+: 5/6 = 83.3%.
    expect(headlineOf(level)).toBe('A gives 83.3% success, B 83.3%: A and B are level.');
    const sweep = 'name: t\nplayer: { ag: 3+ }\nsteps: [rush]\nsweep:\n  steps.0.rush.blizzard: [false, true]\n';
    // Rush 2+ = 5/6; in a blizzard 3+ = 2/3.
    expect(headlineOf(sweep)).toBe('P(success): 83.3% with rush blizzard = false, 66.7% with rush blizzard = true.');
  });
});
