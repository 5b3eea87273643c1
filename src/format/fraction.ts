/**
 * Exact fractions next to the numbers they are (the exact evaluator writes them, `evaluate/rational.ts`):
 * "27.78% (5/18)". Monte Carlo results have none; then nothing is added.
 */

/** " (5/18)", or "" without a fraction. */
export function fractionAfter(fraction: string | undefined): string {
  return fraction ? ` (${fraction})` : '';
}

/** " (exactly 5/18)", or "" without a fraction: for sentences. */
export function exactlyAfter(fraction: string | undefined): string {
  return fraction ? ` (exactly ${fraction})` : '';
}
