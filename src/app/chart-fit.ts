/**
 * A chart narrowed to the width it has: the report's specs have fixed widths (the outcomes chart 460 px, the
 * re-roll curve 360 px, src/charts/), wider than a phone's column (390 px less the page's margins), so at a
 * phone's width a chart was cut at its figure's edge and had to be scrolled sideways. Drawn once, a chart wider
 * than its room is narrowed by what it overflows (its axes, title and legend keep their size; the plot gives way),
 * down to a floor under which it scrolls instead.
 */

/** The narrowest plot a chart is narrowed to, in px: below it the figure scrolls sideways. */
export const NARROWEST_PLOT = 160;

/**
 * The plot width that makes a chart drawn `drawn` px wide (its plot `plot` px) fit `room` px; null when it fits
 * already, or when its plot width is not one number (a composed chart: bars side by side, a facet).
 */
export function fittedPlotWidth(plot: unknown, drawn: number, room: number): number | null {
  if (typeof plot !== 'number' || drawn <= room) return null;
  const fitted = Math.max(NARROWEST_PLOT, Math.floor(plot - (drawn - room)));
  return fitted < plot ? fitted : null;
}

/** The room a chart has inside its figure, in px: the figures' row, less the figure's padding and border. */
export function chartRoom(chart: HTMLElement): number | null {
  const figure = chart.closest('figure');
  const row = figure?.parentElement;
  if (!figure || !row) return null;
  const style = getComputedStyle(figure);
  const frame = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth']
    .reduce((sum, side) => sum + (parseFloat(style[side as 'paddingLeft']) || 0), 0);
  return row.clientWidth - frame;
}
