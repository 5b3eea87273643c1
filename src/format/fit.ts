/**
 * Fitting terminal output to a width: a table too wide for it is split into groups of columns, each group a table
 * of its own with the first column (what the rows are: the variants) repeated; a list too long for a line is broken
 * between its items. Without a width (a pipe, `--wide`) everything stays whole, one line per row.
 */

/**
 * Columns of each group: the first `keep` columns (what the rows are) in every group, then as many of the others
 * as fit `width`.
 */
export function columnGroups(widths: readonly number[], width: number | undefined, indent: number, gap: number, keep = 1): number[][] {
  const all = widths.map((_, c) => c);
  if (width === undefined || widths.length <= keep) return [all];
  const kept = all.slice(0, keep);
  const start = indent + kept.reduce((sum, c) => sum + widths[c], 0) + gap * (keep - 1);
  const groups: number[][] = [];
  let group = [...kept];
  let used = start;
  for (let c = keep; c < widths.length; c++) {
    // A column wider than the line on its own still gets a group: it is never cut.
    if (group.length > keep && used + gap + widths[c] > width) {
      groups.push(group);
      group = [...kept];
      used = start;
    }
    group.push(c);
    used += gap + widths[c];
  }
  groups.push(group);
  return groups;
}

/** The width of each column of `rows`: its widest cell. */
export function columnWidths(rows: readonly (readonly string[])[]): number[] {
  return rows[0].map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
}

/**
 * `rows` (the header first) as aligned lines, the first column padded at the end and the others at the start (or as
 * `padEnd` says), the columns `gap` apart; split into groups of columns when wider than `width` (each group after a
 * blank line), the first `keep` columns (default 1) in each.
 */
export function fittedTable(
  rows: readonly (readonly string[])[],
  options: { width?: number; indent: number; gap: number; keep?: number; padEnd?: (column: number) => boolean },
): string[] {
  const widths = columnWidths(rows);
  const pad = ' '.repeat(options.indent);
  const padEnd = options.padEnd ?? ((c: number) => c === 0);
  const lines: string[] = [];
  columnGroups(widths, options.width, options.indent, options.gap, options.keep).forEach((group, g) => {
    if (g > 0) lines.push('');
    for (const row of rows) {
      const cells = group.map((c) => (padEnd(c) ? (row[c] ?? '').padEnd(widths[c]) : (row[c] ?? '').padStart(widths[c])));
      lines.push(`${pad}${cells.join(' '.repeat(options.gap))}`.trimEnd());
    }
  });
  return lines;
}

/**
 * `head` then `pieces` joined by `joiner`, broken between pieces so that no line is wider than `width` (a piece
 * longer than the line stays whole); the lines after the first start under the first piece, or after `indent` when
 * given. One line without a width.
 */
export function wrapPieces(head: string, pieces: readonly string[], width?: number, indent = ' '.repeat(head.length), joiner = ' '): string[] {
  if (width === undefined) return [`${head}${pieces.join(joiner)}`];
  const lines: string[] = [];
  let line = head;
  let empty = true;
  for (const piece of pieces) {
    if (!empty && line.length + joiner.length + piece.length > width) {
      lines.push(line.trimEnd());
      line = indent;
      empty = true;
    }
    line += empty ? piece : `${joiner}${piece}`;
    empty = false;
  }
  lines.push(line);
  return lines;
}

/**
 * A line of words broken at spaces to fit `width`, the lines after the first indented two more than it is (a word
 * longer than the line stays whole); the line itself without a width or when it fits.
 */
export function wrapLine(line: string, width?: number): string[] {
  if (width === undefined || line.length <= width) return [line];
  const lead = line.length - line.trimStart().length;
  return wrapPieces(line.slice(0, lead), line.trim().split(/ +/), width, ' '.repeat(lead + 2));
}
