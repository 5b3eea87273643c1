/**
 * Fitting terminal output to a width (issue 24): a table split into groups of columns with the first column
 * repeated, lists and sentences broken between their pieces. Worked on small tables whose widths are counted here.
 */
import { describe, expect, it } from 'vitest';
import { columnGroups, fittedTable, wrapLine, wrapPieces } from '../../src/format/fit.js';

describe('columnGroups', () => {
  it('keeps every column in one group without a width, or when the whole fits', () => {
    expect(columnGroups([5, 10, 10], undefined, 4, 3)).toEqual([[0, 1, 2]]);
    // 4 + 5 + (3 + 10) · 2 = 35 ≤ 35.
    expect(columnGroups([5, 10, 10], 35, 4, 3)).toEqual([[0, 1, 2]]);
  });
  it('starts a new group, column 0 first, where the next column would pass the width', () => {
    // At 34: 4 + 5 + 13 = 22, + 13 = 35 > 34: [0, 1], then [0, 2]; at 40 the third column fits with the second.
    expect(columnGroups([5, 10, 10, 10], 34, 4, 3)).toEqual([[0, 1], [0, 2], [0, 3]]);
    expect(columnGroups([5, 10, 10, 10], 40, 4, 3)).toEqual([[0, 1, 2], [0, 3]]);
  });
  it('keeps the first `keep` columns in every group: rank and skill of the advice', () => {
    // keep 2: 0 + 4 + 2 + 12 = 18 before the rest; + 2 + 6 = 26 fits 30, + 8 = 34 does not: one column a group.
    expect(columnGroups([4, 12, 6, 6, 6], 30, 0, 2, 2)).toEqual([[0, 1, 2], [0, 1, 3], [0, 1, 4]]);
    // At 34 two fit (34), the third would make 42.
    expect(columnGroups([4, 12, 6, 6, 6], 34, 0, 2, 2)).toEqual([[0, 1, 2, 3], [0, 1, 4]]);
  });
  it('never leaves a column out: one wider than the line gets a group of its own', () => {
    expect(columnGroups([5, 50, 3], 20, 4, 3)).toEqual([[0, 1], [0, 2]]);
  });
});

describe('fittedTable', () => {
  const rows = [['', 'aaaa', 'bbbb'], ['x', '1', '22'], ['long', '333', '4']];
  it('aligns as one table when it fits: the first column padded at its end, the others at their start', () => {
    expect(fittedTable(rows, { indent: 2, gap: 2 })).toEqual(['        aaaa  bbbb', '  x        1    22', '  long   333     4']);
  });
  it('splits into groups with the first column repeated, a blank line between', () => {
    // 2 + 4 + 2 + 4 = 12; the third column would make 18 > 15.
    expect(fittedTable(rows, { width: 15, indent: 2, gap: 2 })).toEqual([
      '        aaaa', '  x        1', '  long   333', '', '        bbbb', '  x       22', '  long     4',
    ]);
  });
});

describe('wrapping', () => {
  it('wrapPieces breaks between pieces, under the first piece or after a given indent', () => {
    // "  list: a," is 10; " bb," would make 14 > 13; "        bb," 11, " ccc" 15 > 13. After "    ": "    bb, ccc" 11.
    expect(wrapPieces('  list: ', ['a,', 'bb,', 'ccc'], 13)).toEqual(['  list: a,', '        bb,', '        ccc']);
    expect(wrapPieces('  list: ', ['a,', 'bb,', 'ccc'], 13, '    ')).toEqual(['  list: a,', '    bb, ccc']);
    expect(wrapPieces('  list: ', ['a,', 'bb,', 'ccc'])).toEqual(['  list: a, bb, ccc']);
  });
  it('wrapLine breaks a sentence at spaces, two more than its indent after the first line', () => {
    expect(wrapLine('    one two three four', 14)).toEqual(['    one two', '      three', '      four']);
    expect(wrapLine('    short', 14)).toEqual(['    short']);
    expect(wrapLine('    one two three four')).toEqual(['    one two three four']);
  });
});
