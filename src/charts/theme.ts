/** The look shared by every chart: system fonts only (nothing to fetch), quiet axes, one palette for variants. */

/** Fonts the viewer already has; a report never loads a font. */
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Variant colours: distinct, readable on white, in file order. */
export const PALETTE = ['#1f6f8b', '#e07a1f', '#5a9e3a', '#b63d5a', '#7b5ea7', '#8c6d46', '#3a8f8f', '#c2a31f'];

/** Outcome colours, from mild to grave. */
export const OUTCOME_COLOURS = ['#c9d6df', '#8fb3c9', '#f2b134', '#e0662b', '#a12a2a', '#3b3b3b'];

/** The vega-lite `config` every spec carries. */
export const CONFIG = {
  font: FONT,
  background: '#ffffff',
  padding: 8,
  view: { stroke: null },
  axis: { labelFontSize: 11, titleFontSize: 12, titleFontWeight: 600, gridColor: '#e8ecef', domainColor: '#9aa5ad', tickColor: '#9aa5ad' },
  legend: { labelFontSize: 11, titleFontSize: 12, titleFontWeight: 600, orient: 'bottom', direction: 'horizontal', labelLimit: 260 },
  title: { fontSize: 14, fontWeight: 600, anchor: 'start', color: '#1d2b36', subtitleColor: '#5b6b77', subtitleFontSize: 11 },
  range: { category: PALETTE },
} as const;
