/**
 * The chart fit of `charts/fit.ts` as a script for the HTML report, which has no bundler: the same functions, as
 * the compiled code carries them (`Function.prototype.toString`), with the constants they read, in one closure that
 * leaves `nuffleFit` on the window. One fit for the page and the report: no second copy to drift.
 */
import { FIT_CONSTANTS, FIT_FUNCTIONS } from '../charts/fit.js';

/** The script: `var nuffleFit = { chartRoom, fittedPlotWidth, specForRoom }`. */
export function fitScript(): string {
  const constants = Object.entries(FIT_CONSTANTS).map(([name, value]) => `var ${name} = ${JSON.stringify(value)};`);
  const functions = FIT_FUNCTIONS.map((f) => f.toString());
  return `var nuffleFit = (function () {\n'use strict';\n${[...constants, ...functions].join('\n')}\nreturn { chartRoom: chartRoom, fittedPlotWidth: fittedPlotWidth, specForRoom: specForRoom };\n})();`;
}
