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

/**
 * Seven dodgers told apart by agility and Dodge, one re-roll, a turnover −0.5; p3 (5+, worth 1) optional. Fixed
 * orders: the six others in any order (6! = 720), or all seven (7! = 5,040): 5,760, past the 5,040 valued one by one.
 */
export const SEVEN_DODGERS = `name: seven dodgers
rerolls: 1
players:
  p0: { ag: 2+ }
  p1: { ag: 3+ }
  p2: { ag: 4+ }
  p3: { ag: 5+ }
  p4: { ag: 2+, skills: [Dodge] }
  p5: { ag: 3+, skills: [Dodge] }
  p6: { ag: 5+, skills: [Dodge] }
activations:
  - { by: p0, steps: [dodge], worth: 0.1 }
  - { by: p1, steps: [dodge], worth: 0.3 }
  - { by: p2, steps: [dodge], worth: 0.5 }
  - { by: p3, steps: [dodge], worth: 1, optional: true }
  - { by: p4, steps: [dodge], worth: 0.2 }
  - { by: p5, steps: [dodge], worth: 0.4 }
  - { by: p6, steps: [dodge], worth: 0.8 }
goal: { worth: 1, turnover: -0.5 }
`;
