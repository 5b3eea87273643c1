/**
 * The report's charts drawn in the page: vega-embed (inlined by the build, as in the report) draws each spec the
 * worker sent into its `.chart` container, as SVG, with the AST interpreter (no eval: the page's
 * Content-Security-Policy allows none). A chart is drawn when it scrolls into view, not on every keystroke, so
 * typing stays light; one that cannot be drawn says so in its place and in the console.
 */

import { chartRoom, fittedPlotWidth, specForRoom } from '../index.js';

/** A drawn chart's view, as much of it as the page uses (vega's View). */
interface DrawnView {
  width(plot: number): DrawnView;
  runAsync(): Promise<unknown>;
}
/** vega-embed's global, as much of it as the page uses. */
type Embed = (el: HTMLElement, spec: object, options: object) => Promise<{ readonly view: DrawnView }>;

/** The observer of each root's charts (the answer's, the advice's), replaced when the root is redrawn. */
const watching = new Map<HTMLElement, IntersectionObserver>();

/** Draws `charts` into the `.chart` elements under `root`, the i-th into the i-th, as each comes into view. */
export function drawCharts(root: HTMLElement, charts: readonly { readonly spec: object }[]): void {
  const embed = (globalThis as { vegaEmbed?: Embed }).vegaEmbed;
  if (!embed) return;
  watching.get(root)?.disconnect();
  const specs = new Map<Element, object>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const spec = specs.get(entry.target);
      if (!entry.isIntersecting || spec === undefined) continue;
      observer.unobserve(entry.target);
      draw(embed, entry.target as HTMLElement, spec);
    }
  }, { rootMargin: '200px' });
  watching.set(root, observer);
  const containers = root.querySelectorAll<HTMLElement>('.chart');
  charts.forEach((chart, i) => {
    const el = containers[i];
    if (!el) return;
    specs.set(el, chart.spec);
    observer.observe(el);
  });
}

function draw(embed: Embed, el: HTMLElement, given: object): void {
  const room = chartRoom(el);
  const spec = room === null ? given : specForRoom(given, room);
  embed(el, spec, { mode: 'vega-lite', renderer: 'svg', actions: false, ast: true })
    .then((drawn) => fit(drawn.view, el, spec))
    .then(() => el.setAttribute('data-drawn', 'true'))
    .catch((error: unknown) => {
      const why = error instanceof Error ? error.message : String(error);
      el.textContent = `This chart could not be drawn: ${why}`;
      console.error(`nuffle chart ${el.dataset.chart ?? el.id}: ${why}`);
    });
}

/** How many times a drawn chart is narrowed: once is mostly enough, but axis labels that overlap a narrower plot widen it again. */
const FIT_PASSES = 3;

/** A chart wider than its figure's room narrowed to fit it (`src/charts/fit.ts`). */
async function fit(view: DrawnView, el: HTMLElement, spec: object): Promise<void> {
  let plot: unknown = (spec as { width?: unknown }).width;
  for (let pass = 0; pass < FIT_PASSES; pass++) {
    const room = chartRoom(el);
    const svg = el.querySelector('svg');
    if (room === null || !svg) return;
    const fitted = fittedPlotWidth(plot, svg.getBoundingClientRect().width, room);
    if (fitted === null) return;
    await view.width(fitted).runAsync();
    plot = fitted;
  }
}
