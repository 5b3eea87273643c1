/**
 * The whole report as one HTML file: a strict Content-Security-Policy (only the page's own inline scripts, by
 * hash; no connection, font or image from anywhere), the sections, the data as inert JSON, the vega libraries
 * inlined, the chart fit (`fit-script.ts`), and a few lines that draw each chart from the data, fitted to its room.
 */
import { createHash } from 'node:crypto';
import { escapeHtml, jsonForScript } from '../format/escape.js';
import { LIBRARIES, libraryCode, safeScript } from './assets.js';
import { fitScript } from './fit-script.js';
import { STYLE } from './style.js';

/** What the page is made of. */
export interface PageInput {
  readonly title: string;
  /** Under the title: what the report covers, when it was made. */
  readonly subtitle: string;
  /** The table of contents, the answers first: section anchor, name, headline, and whether it is advice or a scenario. */
  readonly contents: readonly { readonly id: string; readonly name: string; readonly headline: string; readonly kind?: 'advice' | 'scenario' }[];
  readonly sections: readonly string[];
  /** The JSON the charts are drawn from (and tests read). */
  readonly data: unknown;
}

/**
 * Draws every chart listed in the data into its container; a failure shows in the page and the console. A part
 * the address names (a link of the contents, a bookmark) opens its details.
 */
const BOOTSTRAP = `(function () {
  function openTarget() {
    var target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    var details = target ? target.querySelector('details.card') : null;
    if (details) { details.open = true; target.scrollIntoView(); }
  }
  window.addEventListener('hashchange', openTarget);
  openTarget();
  var data = JSON.parse(document.getElementById('nuffle-data').textContent);
  // A chart in a closed part has no room yet: it is drawn as it is, and again, fitted, when its part opens.
  function roomOf(el) {
    var room = nuffleFit.chartRoom(el);
    return room !== null && room > 0 ? room : null;
  }
  function fit(el, view, spec, passes) {
    var room = roomOf(el);
    var svg = el.querySelector('svg');
    if (!room || !svg || passes === 0) return null;
    var plot = nuffleFit.fittedPlotWidth(spec.width, svg.getBoundingClientRect().width, room);
    if (plot === null) return null;
    spec = Object.assign({}, spec, { width: plot });
    return view.width(plot).runAsync().then(function () { return fit(el, view, spec, passes - 1); });
  }
  function draw(chart) {
    var el = document.getElementById(chart.id);
    var room = roomOf(el);
    var spec = room ? nuffleFit.specForRoom(chart.spec, room) : chart.spec;
    if (room) el.setAttribute('data-fitted', String(room));
    el.removeAttribute('data-drawn');
    return vegaEmbed(el, spec, { mode: 'vega-lite', renderer: 'svg', actions: false, ast: true })
      .then(function (drawn) { return fit(el, drawn.view, spec, 3); })
      .then(function () { el.setAttribute('data-drawn', 'true'); })
      .catch(function (error) {
        el.textContent = 'This chart could not be drawn: ' + error.message;
        console.error('nuffle chart ' + chart.id + ': ' + error.message);
      });
  }
  data.scenarios.concat(data.advice || []).forEach(function (part) {
    part.charts.forEach(draw);
    var card = document.getElementById(part.id);
    var details = card ? card.querySelector('details.card') : null;
    if (details) details.addEventListener('toggle', function () {
      if (details.open) part.charts.forEach(function (chart) { if (!document.getElementById(chart.id).hasAttribute('data-fitted')) draw(chart); });
    });
  });
})();`;

/** The complete HTML document. */
export function pageHtml(input: PageInput): string {
  // The drawing code carries the chart fit before it (one script: the fit is part of drawing).
  const scripts = [...LIBRARIES.map(libraryCode), safeScript(`${fitScript()}\n${BOOTSTRAP}`)];
  const csp = [
    "default-src 'none'",
    `script-src ${scripts.map((s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`).join(' ')}`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(input.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<header class="page"><div class="inner"><h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(input.subtitle)}</p></div></header>`,
    '<main>',
    contentsHtml(input.contents),
    ...input.sections,
    '<noscript><p>The charts need JavaScript; the numbers above do not.</p></noscript>',
    '</main>',
    `<script type="application/json" id="nuffle-data">${jsonForScript(input.data)}</script>`,
    ...scripts.map((code) => `<script>${code}</script>`),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function contentsHtml(contents: PageInput['contents']): string {
  if (contents.length < 2) return '';
  const items = contents.map((c) =>
    `<li${c.kind === 'advice' ? ' class="advice"' : ''}><a href="#${escapeHtml(c.id)}">${escapeHtml(c.name)}</a><span class="answer">${escapeHtml(c.headline)}</span></li>`);
  const how = '<p class="legend">Each part below shows its answer; open it (or follow its link here) for the question, the charts, the numbers and the best play.</p>';
  return `<nav class="toc"><h2>The answers</h2>${how}<ol>${items.join('')}</ol></nav>`;
}
