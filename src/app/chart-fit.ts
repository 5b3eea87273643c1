/**
 * A chart narrowed to the width it has: the report's specs have fixed widths (the outcomes chart 460 px, the
 * re-roll curve 360 px, src/charts/), wider than a phone's column (390 px less the page's margins), so at a
 * phone's width a chart was cut at its figure's edge and had to be scrolled sideways. A title longer than the room
 * is broken into lines before the chart is drawn; drawn, a chart still wider than its room is narrowed by what it
 * overflows (its axes and legend keep their size; the plot gives way), down to a floor under which it scrolls.
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

/** A title's width per character, in px: vega's 13 px bold title measured about 8 (59 characters in 470 px), kept wide. */
const TITLE_CHARACTER = 8.5;

/** `title` (a text, or a title object's `text`) broken into lines that fit `room` px (a vega-lite title of several lines is a list), or as it was. */
export function wrappedTitle(title: unknown, room: number): unknown {
  if (title !== null && typeof title === 'object' && 'text' in title) {
    const text = (title as { text: unknown }).text;
    const wrapped = wrappedTitle(text, room);
    return wrapped === text ? title : { ...title, text: wrapped };
  }
  if (typeof title !== 'string' || title.length * TITLE_CHARACTER <= room) return title;
  const most = Math.max(12, Math.floor(room / TITLE_CHARACTER));
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= most) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * `spec` fitted to `room` px before it is drawn: its title broken into lines (`wrappedTitle`), and, when its plot
 * is wider than the room, its colour legend in one column (the outcomes chart lays it out in 2 or 6, wider than a
 * phone). The spec itself when nothing changes.
 */
export function specForRoom(spec: object, room: number): object {
  const given = spec as { title?: unknown; width?: unknown; encoding?: { color?: { legend?: { columns?: number } } } };
  const title = wrappedTitle(given.title, room);
  const legend = given.encoding?.color?.legend;
  const narrowLegend = typeof given.width === 'number' && given.width > room && legend?.columns !== undefined && legend.columns > 1;
  if (title === given.title && !narrowLegend) return spec;
  const encoding = narrowLegend && given.encoding && given.encoding.color
    ? { ...given.encoding, color: { ...given.encoding.color, legend: { ...legend, columns: 1 } } }
    : given.encoding;
  return { ...spec, title, ...(encoding === undefined ? {} : { encoding }) };
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
