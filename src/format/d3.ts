/**
 * The d3-format strings the charts' vega-lite specs carry: percentages for probabilities, plain numbers for
 * expected counts, fewer digits on an axis than in a tooltip.
 */
import { isProbabilityMetric } from './numbers.js';

/** Axis of probabilities or shares of 1: "25%". */
export const PERCENT_AXIS = '.0%';
/** Tooltip of a probability: "25.00%". */
export const PERCENT_TOOLTIP = '.2%';
/** Axis of an expected count: "0.25". */
export const COUNT_AXIS = '.2f';
/** Tooltip of an expected count: "0.250". */
export const COUNT_TOOLTIP = '.3f';

/** The axis (and legend, and cell label) format of `metric`. */
export function axisFormat(metric: string): string {
  return isProbabilityMetric(metric) ? PERCENT_AXIS : COUNT_AXIS;
}

/** The tooltip format of `metric`. */
export function tooltipFormat(metric: string): string {
  return isProbabilityMetric(metric) ? PERCENT_TOOLTIP : COUNT_TOOLTIP;
}
