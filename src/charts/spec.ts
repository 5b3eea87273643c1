/** A chart: what kind, a title for the report, and its vega-lite spec (plain JSON, data inlined). */

/** Every kind of chart, as `nuffle chart --kind` accepts it. */
export const CHART_KINDS = ['bars', 'lines', 'outcomes', 'rerolls', 'heatmap', 'plan', 'tree'] as const;
/** A kind of chart. */
export type ChartKind = (typeof CHART_KINDS)[number];

/** A vega-lite spec as plain JSON (the specs are built as data, never typed against vega-lite's own types). */
export type VegaLiteSpec = Record<string, unknown>;

/** A chart ready to embed or render. */
export interface Chart {
  readonly kind: Exclude<ChartKind, 'tree'>;
  /** One sentence saying what the chart shows. */
  readonly caption: string;
  readonly spec: VegaLiteSpec;
}
