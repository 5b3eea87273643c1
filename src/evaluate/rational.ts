/**
 * Exact vectors of rationals with one common denominator (BigInt), for every metric of a state at once.
 * Kept small by dividing out the common factor after each combination.
 */

export interface RationalVector {
  readonly num: readonly bigint[];
  readonly den: bigint;
}

/** The greatest common divisor of |a| and |b|. */
export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * Whole numbers as exact rationals; a vector with a value in hundredths (a turn's `worth:`, `scenario/turn.ts`)
 * over the denominator 100, reduced.
 */
export function fromNumbers(values: ArrayLike<number>): RationalVector {
  const num: bigint[] = [];
  let whole = true;
  for (let i = 0; i < values.length; i++) whole &&= Number.isInteger(values[i]);
  const scale = whole ? 1 : HUNDREDTHS;
  for (let i = 0; i < values.length; i++) num.push(BigInt(Math.round(values[i] * scale)));
  return whole ? { num, den: 1n } : reduced(num, BigInt(scale));
}

/** The finest part of a value a terminal may carry: hundredths (`worth: 0.35`). */
export const HUNDREDTHS = 100;

function reduced(num: readonly bigint[], den: bigint): RationalVector {
  let common = den;
  for (const n of num) common = gcd(common, n);
  return common === 1n ? { num, den } : { num: num.map((n) => n / common), den: den / common };
}

/**
 * v + integers (a reward: counts and 0/±1 events), over v's denominator: reduced when v is, as gcd(n + k·d, d) =
 * gcd(n, d), so no reduction is needed.
 */
export function addIntegers(v: RationalVector, integers: ArrayLike<number>): RationalVector {
  const num = v.num.map((n, i) => (integers[i] === 0 ? n : n + BigInt(integers[i]) * v.den));
  return { num, den: v.den };
}

/** Σ weightᵢ · vᵢ / total, reduced. */
export function weightedSum(parts: readonly { weight: number; value: RationalVector }[], total: number): RationalVector {
  let common = 1n;
  for (const { value } of parts) common = (common / gcd(common, value.den)) * value.den;
  const size = parts[0].value.num.length;
  const num = new Array<bigint>(size).fill(0n);
  for (const { weight, value } of parts) {
    const scale = BigInt(weight) * (common / value.den);
    // Most metrics of most states are 0: skipping them spares a BigInt product and sum each (the same sum).
    for (let i = 0; i < size; i++) if (value.num[i] !== 0n) num[i] += scale * value.num[i];
  }
  return reduce(num, common * BigInt(total));
}

function reduce(num: bigint[], den: bigint): RationalVector {
  let g = den;
  for (const n of num) if (n !== 0n) g = gcd(g, n);
  if (g === 1n) return { num, den };
  return { num: num.map((n) => n / g), den: den / g };
}

/** "55/81", "0", "1". */
export function formatFraction(num: bigint, den: bigint): string {
  const g = gcd(num, den) || 1n;
  const n = num / g;
  const d = den / g;
  return d === 1n ? String(n) : `${n}/${d}`;
}

/** The nearest double to num / den (exact when both fit in 53 bits, as one division rounds correctly). */
export function toNumber(num: bigint, den: bigint): number {
  const limit = 2n ** 53n;
  let n = num;
  let d = den;
  while (n >= limit || d >= limit) {
    n >>= 1n;
    d >>= 1n;
  }
  return Number(n) / Number(d);
}
