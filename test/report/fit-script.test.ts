/**
 * The report's chart fit is the page's (`src/charts/fit.ts`), carried as text: the script, run on its own, leaves
 * functions that give what the module's give.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { fittedPlotWidth, specForRoom } from '../../src/charts/fit.js';
import { fitScript } from '../../src/report/fit-script.js';

interface Fit {
  fittedPlotWidth: typeof fittedPlotWidth;
  specForRoom: typeof specForRoom;
  chartRoom: unknown;
}

describe('the report’s fit script', () => {
  const context: { nuffleFit?: Fit } = {};
  runInNewContext(fitScript(), context);
  const fit = context.nuffleFit as Fit;

  it('defines the fit on its own (no import, no module left to read)', () => {
    expect(typeof fit.fittedPlotWidth).toBe('function');
    expect(typeof fit.specForRoom).toBe('function');
    expect(typeof fit.chartRoom).toBe('function');
  });

  it('fits as the module does: a plot narrowed by its overflow, a long title broken, a facet stacked', () => {
    // 460 − (540 − 330) = 250, as in fit.test.ts.
    expect(fit.fittedPlotWidth(460, 540, 330)).toBe(250);
    const specs = [
      { title: 'Success, or where the line fails (bb2020 · Blood Bowl 2020)', width: 460, encoding: { color: { field: 'outcome', type: 'nominal', legend: { columns: 6 } } } },
      { facet: { column: { field: 'x1' } }, spec: { width: 300, height: 220, encoding: { y: { field: 'value' } } } },
      { title: 'short', width: 200 },
    ];
    for (const spec of specs) expect(JSON.stringify(fit.specForRoom(spec, 338))).toBe(JSON.stringify(specForRoom(spec, 338)));
    expect(fit.specForRoom(specs[2], 338)).toBe(specs[2]);
  });
});
