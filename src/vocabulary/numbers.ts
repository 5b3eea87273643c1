/**
 * How a whole number is spelled for a user, the one spelling every layer shares: the messages of `log/` (a
 * bound in an error) and the tables of `format/` (samples, states). It imports nothing, so the lowest layer
 * can use it; every other number is written by `format/`, which re-exports this.
 */

/** A whole number with thousands separated: "1,000,000" (samples, states, bounds). */
export function wholeNumber(n: number): string {
  return n.toLocaleString('en-US');
}
