/**
 * A file's results seen as a comparison: the variants (in file order), the grid points of the sweep (in file
 * order), and the result of each pair. Tables, charts and the report's headline all read this one view.
 */
import type { ScenarioResult, VariantResult } from '../results/types.js';
import { pathWords } from './words.js';

/** A file's results as variants × grid points. */
export interface Comparison {
  /** Variant labels in file order ("base" alone without `compare:`). */
  readonly variants: readonly string[];
  /** Swept paths in file order (none without `sweep:`). */
  readonly axes: readonly string[];
  /** Grid points in file order; one empty point without `sweep:`. */
  readonly points: readonly Readonly<Record<string, unknown>>[];
  /** The result of a variant at a point (by index). */
  at(variant: number, point: number): VariantResult | undefined;
}

/** A stable key for a grid point. */
export function pointKey(params: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(params);
}

/** "opponent AV = 9+, team re-rolls = 1" ("" for the empty point). */
export function pointLabel(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(params).map(([path, value]) => `${pathWords(path)} = ${valueLabel(value)}`).join(', ');
}

/** A swept value as text: 9 → "9", "9+" → "9+", [Dodge, Pro] → "Dodge, Pro". */
export function valueLabel(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(valueLabel).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The comparison view of a result (variants and points in file order). */
export function comparisonOf(result: ScenarioResult): Comparison {
  const variants = unique(result.results.map((r) => r.variant));
  const points = uniqueBy(result.results.map((r) => r.params), pointKey);
  const axes = Object.keys(points[0] ?? {});
  const index = new Map(result.results.map((r) => [`${r.variant}\u0000${pointKey(r.params)}`, r]));
  return {
    variants, axes, points,
    at: (v, p) => index.get(`${variants[v]}\u0000${pointKey(points[p])}`),
  };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function uniqueBy<T>(values: readonly T[], key: (value: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const value of values) if (!seen.has(key(value))) seen.set(key(value), value);
  return [...seen.values()];
}
