/** A chart narrowed to its room: by what it overflows, to a floor, and only a chart whose plot width is one number. */
import { describe, expect, it } from 'vitest';
import { FACET_ROOM, fittedPlotWidth, LABEL_PADDING, NARROWEST_PLOT, narrowEncoding, PANEL_FRAME, specForRoom, stackedFacet, wrappedTitle } from '../../src/charts/fit.js';

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

  it('stacks a facet’s columns into rows in a narrow room, its panels no wider than the room leaves, their y title cut at their height', () => {
    const bars = { facet: { column: { field: 'x1', title: 'opponent AV' } }, spec: { width: 300, height: 220, encoding: { y: { field: 'value', axis: { format: '.0%' } } } } };
    // 338 px: each panel's plot 338 − 110 = 228 px, under its 300.
    expect(stackedFacet(bars, 338)).toEqual({
      facet: { row: { field: 'x1', title: 'opponent AV', header: { labelAngle: 0, labelOrient: 'top', labelAnchor: 'start', titleOrient: 'top', titleAnchor: 'start' } } },
      spec: { width: 338 - PANEL_FRAME, height: 220, encoding: { y: { field: 'value', axis: { format: '.0%', titleLimit: 220 } } } },
    });
    // Wide enough, or rows already: left as it is; a small panel keeps its width.
    expect(stackedFacet(bars, FACET_ROOM)).toBe(bars);
    const rows = { facet: { row: { field: 'x1' } }, spec: { width: 300 } };
    expect(stackedFacet(rows, 338)).toBe(rows);
    const heat = { facet: { column: { field: 'variant', header: { labelFontSize: 12 } } }, spec: { width: 132, height: 132 } };
    expect((stackedFacet(heat, 338) as { spec: { width: number } }).spec.width).toBe(132);
    expect((stackedFacet(heat, 338) as { facet: { row: { header: { labelFontSize: number } } } }).facet.row.header.labelFontSize).toBe(12);
    // specForRoom does the same before anything else.
    expect(specForRoom(bars, 338)).toEqual(stackedFacet(bars, 338));
  });

  it('narrows an encoding too wide for the room: a names legend in one column, an x axis the legend repeats unlabelled, long y names cut', () => {
    const bars = { x: { field: 'variant', type: 'nominal', axis: { labelAngle: 0 } }, y: { field: 'value', type: 'quantitative' }, color: { field: 'variant', type: 'nominal' } };
    expect(narrowEncoding(bars, 338)).toEqual({
      ...bars,
      x: { field: 'variant', type: 'nominal', axis: { labelAngle: 0, labels: false, ticks: false } },
      color: { field: 'variant', type: 'nominal', legend: { columns: 1 } },
    });
    // The orders of a turn: names on y, cut at what a 338 px room leaves beside the narrowest plot.
    const orders = { y: { field: 'order', type: 'nominal' }, x: { field: 'value', type: 'quantitative' } };
    expect(narrowEncoding(orders, 338)).toEqual({ ...orders, y: { field: 'order', type: 'nominal', axis: { labelLimit: 338 - NARROWEST_PLOT - LABEL_PADDING } } });
    // A gradient (quantitative colour) and a legend switched off are left; so is an encoding with nothing to narrow.
    const gradient = { x: { field: 'x0', type: 'ordinal' }, color: { field: 'value', type: 'quantitative' } };
    expect(narrowEncoding(gradient, 338)).toBe(gradient);
    const off = { color: { field: 'variant', type: 'nominal', legend: null } };
    expect(narrowEncoding(off, 338)).toBe(off);
  });
});
