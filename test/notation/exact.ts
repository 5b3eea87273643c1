/**
 * Exact fractions for the hand workings of the notation's tests (BigInt), independent of nuffle's code: the dice
 * of a D6, a roll re-rolled once, 2D6 at least t, two block dice the attacker picks.
 */

/** An exact fraction. */
export class Q {
  constructor(readonly n: bigint, readonly d: bigint = 1n) {}
  static of(n: number, d = 1): Q { return new Q(BigInt(n), BigInt(d)); }
  plus(o: Q): Q { return new Q(this.n * o.d + o.n * this.d, this.d * o.d); }
  minus(o: Q): Q { return new Q(this.n * o.d - o.n * this.d, this.d * o.d); }
  times(o: Q): Q { return new Q(this.n * o.n, this.d * o.d); }
  pow(k: number): Q { let r = Q.of(1); for (let i = 0; i < k; i++) r = r.times(this); return r; }
  toString(): string {
    const g = (a: bigint, b: bigint): bigint => (b === 0n ? a : g(b, a % b));
    const k = g(this.n < 0n ? -this.n : this.n, this.d);
    return this.n === 0n ? '0' : this.d / k === 1n ? `${this.n / k}` : `${this.n / k}/${this.d / k}`;
  }
}
export const q = Q.of;
export const ONE = q(1);
/** A roll of p, re-rolled once on failure: 1 − (1 − p)². */
export const again = (p: Q) => ONE.minus(ONE.minus(p).pow(2));
/** 2d6 ≥ t. */
export const twoD6 = (t: number) => q([36, 36, 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1][Math.max(0, Math.min(12, t))], 36);
/** Two dice, the attacker's pick, k faces of six succeed. */
export const best2 = (k: number) => ONE.minus(q(6 - k, 6).pow(2));
