/**
 * How a comparison is laid out as tables: one block per grid point with a row per variant, or — with a single
 * variant — one block with a row per grid point. The terminal table and the report's table share it.
 */
import type { VariantResult } from '../results/types.js';
import { pointLabel, type Comparison } from './grid.js';

/** A table of rows compared column by column. */
export interface Block {
  /** The grid point in words ("" when the block holds every point). */
  readonly title: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly rows: readonly { readonly label: string; readonly result: VariantResult }[];
}

/** The tables of a comparison, in grid order. */
export function blocksOf(comparison: Comparison): Block[] {
  const { variants, points } = comparison;
  if (variants.length === 1) {
    const rows = points.flatMap((p, i) => {
      const result = comparison.at(0, i);
      return result ? [{ label: pointLabel(p) || variants[0], result }] : [];
    });
    return [{ title: '', params: {}, rows }];
  }
  return points.map((p, i) => ({
    title: pointLabel(p),
    params: p,
    rows: variants.flatMap((v, j) => {
      const result = comparison.at(j, i);
      return result ? [{ label: v, result }] : [];
    }),
  }));
}
