/**
 * The page's HTML document: the report's stylesheet and the page's own, the two panes, the data (the worker's
 * code and the shipped scenarios) as inert JSON, and the page's one script. A Content-Security-Policy lets the
 * page run its own script (by hash) and a worker from a blob: URL, and nothing else: no connection, no image,
 * font or script from anywhere, so the page cannot make a network request even by mistake.
 */
import { escapeHtml, jsonForScript, REPORT_STYLE } from '../index.js';
import type { PageData } from './data.js';
import { ASSUMPTIONS } from './assumptions.js';
import { APP_STYLE } from './style.js';

/** What the page is made of. */
export interface AppPageInput {
  /** The page's scripts in order (the chart libraries, then the page's own; each already safe inside a script element), each with its sha256, base64. */
  readonly scripts: readonly { readonly code: string; readonly hash: string }[];
  readonly data: PageData;
}

/** The complete HTML document of the page. */
export function appPageHtml(input: AppPageInput): string {
  const csp = [
    "default-src 'none'", `script-src ${input.scripts.map((s) => `'sha256-${s.hash}'`).join(' ')}`, 'worker-src blob:', "style-src 'unsafe-inline'",
    'img-src data:', "base-uri 'none'", "form-action 'none'",
  ].join('; ');
  return [
    '<!DOCTYPE html>', '<html lang="en">', '<head>', '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">', '<meta name="referrer" content="no-referrer">',
    '<meta name="color-scheme" content="light dark">',
    `<title>nuffle ${escapeHtml(input.data.version)} — exact Blood Bowl odds</title>`,
    `<style>${REPORT_STYLE}${APP_STYLE}</style>`, '</head>', '<body>',
    headerHtml(), '<main class="app">', formPaneHtml(), editorHtml(input.data), answerPaneHtml(), advisorPaneHtml(), '</main>',
    '<noscript><p>This page computes in your browser and needs JavaScript.</p></noscript>',
    `<script type="application/json" id="nuffle-data">${jsonForScript(input.data)}</script>`,
    ...input.scripts.map((s) => `<script>${s.code}</script>`), '</body>', '</html>', '',
  ].join('\n');
}

function headerHtml(): string {
  return '<header class="page"><div class="inner"><h1>nuffle — exact odds as you type</h1><div class="controls">' +
    '<label for="edition">Edition</label><select id="edition"></select>' +
    '<button type="button" id="share">Copy a link to this line</button>' +
    '<button type="button" id="pin">Pin this line</button></div></div></header>';
}

function editorHtml(data: PageData): string {
  const examples = data.examples.map((e, i) =>
    `<button type="button" data-example="${i}" title="${escapeHtml(e.file)}">${escapeHtml(e.name)}</button>`).join('');
  const rerolls = Array.from({ length: 9 }, (_, k) => `<option${k === 1 ? ' selected' : ''}>${k}</option>`).join('');
  return '<section class="pane editor"><div class="notation"><label for="notation">BBAC notation</label>' +
    '<input type="text" id="notation" placeholder="D,SF:R2,D3,C3" spellcheck="false" autocapitalize="off" autocomplete="off">' +
    `<label>team re-rolls <select id="notation-rerolls">${rerolls}</select></label></div>` +
    '<p id="notation-problem" class="problem" role="alert" hidden></p>' +
    '<h2><label for="yaml">The scenario (YAML)</label></h2>' +
    '<textarea id="yaml" wrap="off" spellcheck="false" autocapitalize="off" autocomplete="off"></textarea>' +
    '<pre id="problem" role="alert" hidden></pre><p id="status" aria-live="polite"></p></section>' +
    `<section class="pane examples-pane"><h2>Examples: every shipped scenario</h2><div class="examples">${examples}</div></section>`;
}

function formPaneHtml(): string {
  return '<section class="pane form-pane"><details id="form-fold" open><summary><h2>Build the line by clicks</h2></summary>' +
    '<p class="legend">The form and the YAML are one scenario: each edits the other (the form rewrites the YAML without its comments).</p>' +
    '<div id="form"></div></details></section>';
}

function advisorPaneHtml(): string {
  return '<section class="pane advisor-pane"><h2>Which skill next? The advisor</h2>' +
    '<p class="legend">Every skill the position could take, tried exactly in the situations of its role\'s library and ranked by what it is worth per game (as <code>nuffle advise --team --position</code>; docs/advise.md).</p>' +
    '<div id="advisor"></div></section>';
}

function answerPaneHtml(): string {
  return '<section class="pane answer"><h2>The answer</h2><div id="answer" aria-live="polite"><p class="legend">Computing…</p></div>' +
    '<div id="pinned" class="pinned" hidden></div>' +
    `<details class="assumptions"><summary>What nuffle assumes<span id="readings-summary"></span></summary><ul>${ASSUMPTIONS.map((a) => `<li>${escapeHtml(a)}</li>`).join('')}</ul>` +
    '<h3>Readings this line touches</h3><p class="legend" id="readings-none">Where the rules are silent or their sources disagree, nuffle takes a reading, marked UNCONFIRMED where it lives; this line touches none of them.</p>' +
    '<ul id="readings"></ul>' +
    '<p class="legend">More in docs/scenario-format.md ("Goal and tie-breaks", "Metrics and output"), docs/skills.md and docs/bb2025.md.</p></details></section>';
}
