/**
 * The two-activation turn worked by hand in test/plan/analyse.test.ts, shared by the tests of every reader of a
 * turn: a must, b optional, each dodging 4+ and worth 1, one team re-roll, a turnover −2. Adaptive 3/8 (a, then b
 * only while the re-roll is left); every fixed order 1/4.
 */

/** The turn's text, a given its skills (none by default). */
export function adaptTurn(aSkills: readonly string[] = []): string {
  const a = aSkills.length === 0 ? '{ ag: 4+ }' : `{ ag: 4+, skills: [${aSkills.join(', ')}] }`;
  return `name: adapt
rerolls: 1
players: { a: ${a}, b: { ag: 4+ } }
activations:
  - { by: a, steps: [dodge], worth: 1 }
  - { by: b, steps: [dodge], worth: 1, optional: true }
goal: { worth: 1, turnover: -2 }
`;
}

export const ADAPT_TURN = adaptTurn();
