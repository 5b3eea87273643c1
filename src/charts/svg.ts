/** Renders a vega-lite spec to a static SVG string in Node: vega-lite compiles, vega's own `toSVG` draws. */
import { parse, View } from 'vega';
import { compile } from 'vega-lite';
import type { VegaLiteSpec } from './spec.js';

export async function renderSvg(spec: VegaLiteSpec): Promise<string> {
  const vegaSpec = compile(spec as unknown as Parameters<typeof compile>[0]).spec;
  // No loader is ever asked for anything: the data is inline.
  const view = new View(parse(vegaSpec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
