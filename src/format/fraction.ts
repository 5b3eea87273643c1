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

/**
 * The most digits of an exact fraction's denominator a terminal table prints: a longer one (a whole turn's
 * 60357527855/743008370688) says nothing a coach reads, so the table shows the value to more places instead
 * (`--wide` prints it; the JSON and the report always keep it).
 */
export const TABLE_FRACTION_DIGITS = 9;

/** Whether `fraction` ("a/b") is longer than a table prints (`TABLE_FRACTION_DIGITS`). */
export function isLongFraction(fraction: string): boolean {
  return (fraction.split('/')[1] ?? '').length > TABLE_FRACTION_DIGITS;
}

/**
 * A table's exact column: the fraction, or — past `TABLE_FRACTION_DIGITS`, unless `wide` — "≈" and the value to
 * more places (`precise`, e.g. `metricValue(name, value, PRECISE)`): "5/18", "≈ 27.77778%".
 */
export function exactColumn(fraction: string, precise: () => string, wide = false): string {
  return wide || !isLongFraction(fraction) ? fraction : `≈ ${precise()}`;
}

/**
 * " = 5/18" after a percentage a sentence gives; "" when the fraction runs past what a table prints, or is a whole
 * number (0 or 1: "100.00%" says it).
 */
export function shortFractionAfter(fraction: string): string {
  return isLongFraction(fraction) || !fraction.includes('/') ? '' : ` = ${fraction}`;
}
