/** A chart narrowed to its room: by what it overflows, to a floor, and only a chart whose plot width is one number. */
import { describe, expect, it } from 'vitest';
import { fittedPlotWidth, NARROWEST_PLOT } from '../../src/app/chart-fit.js';

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
});
