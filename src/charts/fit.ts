/**
 * A chart narrowed to the width it has, in the page and in the HTML report alike: the specs have fixed widths (the
 * outcomes chart 460 px, the re-roll curve 360 px, a facet's panels side by side), wider than a phone's column
 * (390 px less the margins), so at a phone's width a chart was cut at its figure's edge and had to be scrolled
 * sideways. Before the chart is drawn, a title longer than the room is broken into lines and a facet's panels are
 * stacked (rows, not columns); drawn, a chart still wider than its room is narrowed by what it overflows (its axes
 * and legend keep their size; the plot gives way), down to a floor under which it scrolls inside its figure.
 *
 * The report has no bundler: its inline script carries these very functions as text (`FIT_FUNCTIONS`,
 * report/fit-script.ts), so each reads nothing but its arguments, the browser's globals, the constants below and
 * the other functions listed there.
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
export const TITLE_CHARACTER = 8.5;

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
 * `spec` fitted to `room` px before it is drawn: its title broken into lines (`wrappedTitle`), a facet's panels
 * stacked (`stackedFacet`), and, when its plot is wider than the room, its encoding narrowed (`narrowEncoding`).
 * The spec itself when nothing changes.
 */
export function specForRoom(spec: object, room: number): object {
  const stacked = stackedFacet(spec, room);
  if (stacked !== spec) return specForRoom(stacked, room);
  const given = spec as { title?: unknown; width?: unknown; encoding?: Encoding };
  const title = wrappedTitle(given.title, room);
  const narrow = typeof given.width === 'number' && given.width > room;
  const encoding = narrow && given.encoding ? narrowEncoding(given.encoding, room) : given.encoding;
  if (title === given.title && encoding === given.encoding) return spec;
  return { ...spec, title, ...(encoding === undefined ? {} : { encoding }) };
}

/** A channel of a spec's encoding, as much of it as the fit reads. */
interface Channel {
  readonly field?: unknown;
  readonly type?: unknown;
  readonly legend?: { readonly columns?: number } | null;
  readonly axis?: object | null;
}
/** A spec's encoding, by channel. */
type Encoding = Readonly<Record<string, Channel | undefined>>;

/** The widest a nominal y axis's labels may be in a narrow room: what the floor's plot leaves, less its padding. */
export const LABEL_PADDING = 40;

/**
 * The encoding of a plot wider than `room`, made to fit it: a colour legend of names in one column (the outcomes
 * chart lays it out in 2 or 6, the bars' and lines' legend runs on in a row, wider than a phone); an x axis that
 * names what the colour names already (bars by variant) without its labels, which would overlap; a y axis of names
 * (the orders of a turn) cut at what the room leaves, with "…". The encoding itself when nothing changes.
 */
export function narrowEncoding(encoding: Encoding, room: number): Encoding {
  const { color, x, y } = encoding;
  const changes: Record<string, Channel> = {};
  const legend = color?.legend;
  const named = color?.type === 'nominal' && legend === undefined;
  if (color && legend !== null && (named || (legend?.columns !== undefined && legend.columns > 1))) {
    changes.color = { ...color, legend: { ...(legend ?? {}), columns: 1 } };
  }
  if (x && x.type === 'nominal' && color?.field !== undefined && x.field === color.field && x.axis !== null) {
    changes.x = { ...x, axis: { ...(x.axis ?? {}), labels: false, ticks: false } };
  }
  if (y && y.type === 'nominal' && y.axis !== null) {
    changes.y = { ...y, axis: { ...(y.axis ?? {}), labelLimit: Math.max(90, room - NARROWEST_PLOT - LABEL_PADDING) } };
  }
  return Object.keys(changes).length === 0 ? encoding : { ...encoding, ...changes };
}

/** Below this room (px) a facet's panels go one under the other: two panels side by side need about this much. */
export const FACET_ROOM = 600;
/** What a facet's panel needs beside its plot (px): the y axis's labels and title, and padding. */
export const PANEL_FRAME = 110;

/**
 * A facet laid out by columns (`facet: { column }`: the bars by a second parameter, the heat map per variant) in a
 * room narrower than `FACET_ROOM`: its panels in rows instead, each plot at most as wide as the room leaves
 * (`PANEL_FRAME` for its axis). The spec itself otherwise.
 */
export function stackedFacet(spec: object, room: number): object {
  const given = spec as { facet?: { column?: unknown; row?: unknown }; spec?: { width?: unknown } };
  if (room >= FACET_ROOM || !given.facet || given.facet.column === undefined || given.facet.row !== undefined) return spec;
  const { column, ...facet } = given.facet;
  const inner = given.spec;
  const width = inner && typeof inner.width === 'number' ? Math.min(inner.width, Math.max(NARROWEST_PLOT, room - PANEL_FRAME)) : undefined;
  // The panels' names above each panel, level, as the columns had them (a row's would stand on end at its left).
  const header = { ...((column as { header?: object }).header ?? {}), labelAngle: 0, labelOrient: 'top', labelAnchor: 'start', titleOrient: 'top', titleAnchor: 'start' };
  const row = { ...(column as object), header };
  return { ...spec, facet: { ...facet, row }, ...(inner ? { spec: panelFitted(inner, width) } : {}) };
}

/**
 * A facet's panel in a stacked facet: its plot `width` wide (when given), and its y axis's title cut at the plot's
 * height (a long title, "P(off the pitch (KO, casualty or reserves))", ran into the panel above once stacked).
 */
export function panelFitted(inner: object, width: number | undefined): object {
  const panel = inner as { height?: unknown; encoding?: { y?: { axis?: object | null } } };
  const y = panel.encoding?.y;
  const cut = typeof panel.height === 'number' && y && y.axis !== null
    ? { encoding: { ...panel.encoding, y: { ...y, axis: { ...(y.axis ?? {}), titleLimit: panel.height } } } }
    : {};
  return { ...inner, ...(width === undefined ? {} : { width }), ...cut };
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

/** The constants the functions below read, by name: the report's script declares them (report/fit-script.ts). */
export const FIT_CONSTANTS: Readonly<Record<string, number>> = { NARROWEST_PLOT, TITLE_CHARACTER, FACET_ROOM, PANEL_FRAME, LABEL_PADDING };
/** Every function of the fit, for the report's script to carry as text. */
export const FIT_FUNCTIONS = [fittedPlotWidth, wrappedTitle, specForRoom, narrowEncoding, stackedFacet, panelFitted, chartRoom] as const;
