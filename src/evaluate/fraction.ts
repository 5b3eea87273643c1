/**
 * Exact fractions for arithmetic on solved values (the advisor's gains, weights, weighted means; a plan's goal
 * values and chances, `plan/`): BigInt numerator over a positive BigInt denominator, always reduced. The evaluator's vectors (`evaluate/rational.ts`) come in through
 * `goal-value.ts`; printing goes through `formatFraction` and `toNumber` there, so every fraction reads alike.
 */
import { formatFraction, gcd, toNumber } from './rational.js';

/** num / den, den > 0, gcd 1. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** num / den reduced, the sign on the numerator. */
export function fraction(num: bigint, den = 1n): Fraction {
  if (den === 0n) throw new RangeError('a fraction with denominator 0');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export const ZERO: Fraction = { num: 0n, den: 1n };

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function subtract(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function multiply(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function divide(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den, a.den * b.num);
}

/** Negative, zero or positive as a < b, a = b, a > b. */
export function compare(a: Fraction, b: Fraction): number {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

export function isZero(a: Fraction): boolean {
  return a.num === 0n;
}

/** The nearest double. */
export function fractionValue(a: Fraction): number {
  return a.num < 0n ? -toNumber(-a.num, a.den) : toNumber(a.num, a.den);
}

/** "35/48", "-1/6", "0". */
export function fractionText(a: Fraction): string {
  return a.num < 0n ? `-${formatFraction(-a.num, a.den)}` : formatFraction(a.num, a.den);
}

/**
 * A number as the decimal its author wrote ("0.3" is 3/10, not the double nearest to it): JavaScript prints a
 * double as the shortest decimal that reads back to it, which is the text of the YAML for any weight a person
 * types. Exponent forms ("1e-7") are read too.
 */
export function fromDecimal(value: number): Fraction {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const [mantissa, exponentText] = String(value).toLowerCase().split('e');
  const exponent = Number(exponentText ?? '0');
  const negative = mantissa.startsWith('-');
  const [whole, decimals = ''] = mantissa.replace('-', '').split('.');
  const digits = BigInt(`${whole}${decimals}`) * (negative ? -1n : 1n);
  const shift = exponent - decimals.length;
  return shift >= 0 ? fraction(digits * 10n ** BigInt(shift)) : fraction(digits, 10n ** BigInt(-shift));
}

/** Σ weightᵢ · valueᵢ. */
export function weightedSum(values: readonly Fraction[], weights: readonly Fraction[]): Fraction {
  return values.reduce((sum, value, i) => add(sum, multiply(weights[i], value)), ZERO);
}

/** Σ weightᵢ · valueᵢ / Σ weightᵢ: the weighted mean. */
export function weightedMean(values: readonly Fraction[], weights: readonly Fraction[]): Fraction {
  let sum = ZERO;
  let total = ZERO;
  values.forEach((value, i) => {
    sum = add(sum, multiply(weights[i], value));
    total = add(total, weights[i]);
  });
  return divide(sum, total);
}
