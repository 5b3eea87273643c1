/**
 * The report's charts drawn in the page: vega-embed (inlined by the build, as in the report) draws each spec the
 * worker sent into its `.chart` container, as SVG, with the AST interpreter (no eval: the page's
 * Content-Security-Policy allows none). A chart that cannot be drawn says so in its place and in the console.
 */

/** vega-embed's global, as much of it as the page uses. */
type Embed = (el: HTMLElement, spec: object, options: object) => Promise<unknown>;

/** Draws `charts` into the `.chart[data-chart=i]` elements under `root`; a newer call makes older drawings moot. */
export function drawCharts(root: HTMLElement, charts: readonly { readonly spec: object }[]): void {
  const embed = (globalThis as { vegaEmbed?: Embed }).vegaEmbed;
  if (!embed) return;
  charts.forEach((chart, i) => {
    const el = root.querySelector<HTMLElement>(`.chart[data-chart="${i}"]`);
    if (!el) return;
    embed(el, chart.spec, { mode: 'vega-lite', renderer: 'svg', actions: false, ast: true })
      .then(() => el.setAttribute('data-drawn', 'true'))
      .catch((error: unknown) => {
        const why = error instanceof Error ? error.message : String(error);
        el.textContent = `This chart could not be drawn: ${why}`;
        console.error(`nuffle chart ${i}: ${why}`);
      });
  });
}
