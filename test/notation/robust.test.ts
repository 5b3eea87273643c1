/**
 * The reader never fails by itself: any string of BBAC's pieces either reads into a scenario nuffle evaluates, or is
 * refused with a UserError (the one clear message of docs/notation.md); none throws another error.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateText, notationScenario, UserError } from '../../src/index.js';

/** Pieces of BBAC's notation, mapped and not, and its separators and brackets. */
const PIECES = [
  'D2', 'D3"', 'N+3', 'N-1', 'L2', 'L3', '2D2|1D2', '1D3!2', '2D2!2', '{1D3}', '{-2D2}', '[', ']', '{', '}', ':', ';', ',',
  'P4-2', 'P2', 'I6', 'I9', 'X4', 'C2', 'C1', 'U2', 'Y2', 'B8', 'J8', 'F8', 'BT1', 'BT2', 'I3', 'D', 'MB1', '2D3', '-2D2',
  'R2', 'CB', 'PA', 'MD', 'SG', ':N+2', '[:N+2,D3]', "'", 'M2', 'T4-1', 'S+2', 'E', 'A6', 'A5',
];

/** What reading and evaluating a string throws, if anything. */
function outcome(text: string, rerolls: number): unknown {
  try {
    evaluateText(notationScenario(text, { rerolls }));
    return null;
  } catch (error) {
    return error;
  }
}

describe('the notation reader on strings of BBAC\'s pieces', () => {
  it('reads or refuses with a UserError, never another error', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 7 }), fc.integer({ min: 0, max: 1 }), (pieces, rerolls) => {
        const error = outcome(pieces.join(''), rerolls);
        expect(error === null || error instanceof UserError).toBe(true);
      }),
      { numRuns: 400, seed: 21 },
    );
  });
});
