/** Renders a vega-lite spec to a static SVG string in Node: vega-lite compiles, vega's own `toSVG` draws. */
import type { VegaLiteSpec } from './spec.js';

/** The chart drawn as a static SVG document (vega-lite compiled, vega rendering without a browser). */
export async function renderSvg(spec: VegaLiteSpec): Promise<string> {
  // Loaded on first use: vega and vega-lite take longer to load than a whole exact evaluation takes to run.
  const [{ parse, View }, { compile }] = await Promise.all([import('vega'), import('vega-lite')]);
  const vegaSpec = compile(spec as unknown as Parameters<typeof compile>[0]).spec;
  // No loader is ever asked for anything: the data is inline.
  const view = new View(parse(vegaSpec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
