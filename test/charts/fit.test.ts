/** A chart narrowed to its room: by what it overflows, to a floor, and only a chart whose plot width is one number. */
import { describe, expect, it } from 'vitest';
import { fittedPlotWidth, NARROWEST_PLOT, specForRoom, wrappedTitle } from '../../src/charts/fit.js';

describe('a chart fitted to its room', () => {
  it('narrows the plot by what the drawn chart overflows', () => {
    // The outcomes chart: a 460 px plot drawn 540 px wide (axis and padding 80 px) in a 330 px room: 460 − (540 − 330) = 250.
    expect(fittedPlotWidth(460, 540, 330)).toBe(250);
  });

  it('leaves a chart that fits, and one whose width is not one number (a facet, bars side by side)', () => {
    expect(fittedPlotWidth(360, 430, 430)).toBeNull();
    expect(fittedPlotWidth(360, 300, 430)).toBeNull();
    expect(fittedPlotWidth(undefined, 900, 330)).toBeNull();
    expect(fittedPlotWidth('container', 900, 330)).toBeNull();
  });

  it('narrows no further than the floor, and not at all when the plot is at the floor already', () => {
    // 460 − (900 − 200) = −240: the floor instead.
    expect(fittedPlotWidth(460, 900, 200)).toBe(NARROWEST_PLOT);
    expect(fittedPlotWidth(NARROWEST_PLOT, 400, 200)).toBeNull();
  });

  it('breaks a title too long for the room into lines of whole words, and leaves one that fits', () => {
    const title = 'Success, or where the line fails (bb2020 · Blood Bowl 2020)';
    // 59 characters × 8.5 px = 501.5 px: fits 600 px, not 338 px, where a line holds ⌊338 / 8.5⌋ = 39 characters.
    expect(wrappedTitle(title, 600)).toBe(title);
    const lines = wrappedTitle(title, 338) as string[];
    expect(lines).toEqual(['Success, or where the line fails', '(bb2020 · Blood Bowl 2020)']);
    expect(lines.join(' ')).toBe(title);
    const spec = { title, width: 460 };
    expect(specForRoom(spec, 600)).toBe(spec);
    expect(specForRoom(spec, 338)).toEqual({ title: lines, width: 460 });
    // The report's specs give the title as an object (src/charts/): its text is broken, the rest kept.
    expect(wrappedTitle({ text: title, subtitle: '' }, 338)).toEqual({ text: lines, subtitle: '' });
    const fits = { text: title };
    expect(wrappedTitle(fits, 600)).toBe(fits);
    expect(wrappedTitle(42, 10)).toBe(42);
  });

  it('lays the colour legend out in one column when the plot is wider than the room, and leaves it otherwise', () => {
    const spec = { title: 'short', width: 460, encoding: { x: { field: 'value' }, color: { field: 'outcome', legend: { columns: 2, direction: 'horizontal' } } } };
    expect(specForRoom(spec, 338)).toEqual({ ...spec, encoding: { ...spec.encoding, color: { field: 'outcome', legend: { columns: 1, direction: 'horizontal' } } } });
    expect(specForRoom(spec, 600)).toBe(spec);
    const noLegend = { title: 'short', width: 460, encoding: { color: { field: 'variant' } } };
    expect(specForRoom(noLegend, 338)).toBe(noLegend);
  });
});
