/** The report's stylesheet: system fonts, print-friendly, nothing loaded from anywhere. */
export const STYLE = `
:root { --ink: #1d2b36; --muted: #5b6b77; --line: #dfe5ea; --card: #ffffff; --page: #f3f5f7; --accent: #1f6f8b; --best: #e7f3e1; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--page); color: var(--ink); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { max-width: 1180px; margin: 0 auto; padding: 24px 20px 60px; }
header.page { background: #17323f; color: #fff; padding: 28px 20px 22px; }
header.page .inner { max-width: 1180px; margin: 0 auto; }
header.page h1 { margin: 0 0 4px; font-size: 28px; letter-spacing: .2px; }
header.page p { margin: 0; color: #c9d8e0; }
nav.toc { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 14px 20px; margin-bottom: 24px; }
nav.toc h2 { font-size: 15px; margin: 0 0 8px; color: var(--muted); text-transform: uppercase; letter-spacing: .06em; }
nav.toc ol { margin: 0; padding-left: 22px; }
nav.toc li { margin: 6px 0; }
nav.toc a { color: var(--accent); font-weight: 600; text-decoration: none; }
nav.toc .answer { display: block; color: var(--ink); font-size: 14px; }
nav.toc li.advice a::before { content: "Skill advice · "; color: var(--muted); font-weight: 400; }
summary.card { display: block; list-style: none; cursor: pointer; color: var(--ink); font-weight: 400; }
summary.card::-webkit-details-marker { display: none; }
summary.card::after { content: "Show the question, charts, numbers and best play ▾"; display: inline-block; color: var(--accent); font-size: 13.5px; font-weight: 600; }
details.card[open] > summary.card::after { content: "Hide the details ▴"; }
details.card { margin: 0; }
.numbers-fit { max-width: 100%; overflow-x: auto; }
table.numbers details.exact { margin: 0; }
table.numbers details.exact summary { font-size: 11.5px; font-weight: 400; }
table.numbers details.exact small { white-space: normal; overflow-wrap: anywhere; max-width: 9em; margin-left: auto; }
section.scenario { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 22px 26px; margin-bottom: 28px; }
section.scenario h2 { margin: 0; font-size: 22px; }
section.scenario h3 { margin: 26px 0 10px; font-size: 16px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
.meta { color: var(--muted); font-size: 13px; margin: 2px 0 0; }
.headline { font-size: 18px; font-weight: 600; background: #eef6fa; border-left: 4px solid var(--accent); padding: 10px 14px; margin: 16px 0 8px; border-radius: 0 6px 6px 0; }
.asked ul { margin: 6px 0; padding-left: 20px; }
details { margin: 8px 0; }
summary { cursor: pointer; color: var(--accent); font-weight: 600; }
pre.yaml { background: #f7f9fa; border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; overflow: auto; font-size: 13px; }
.charts { display: flex; flex-wrap: wrap; gap: 18px; }
figure { margin: 0; padding: 10px; border: 1px solid var(--line); border-radius: 8px; background: #fff; max-width: 100%; overflow-x: auto; }
figcaption { color: var(--muted); font-size: 13px; margin-top: 4px; max-width: 560px; }
.tree { overflow: auto; max-height: 640px; border: 1px solid var(--line); border-radius: 8px; }
.tree-outline { display: none; max-height: 640px; overflow: auto; border: 1px solid var(--line); border-radius: 8px; padding: 6px 8px; background: #fff; color: #1d2b36; }
.tree-outline ol { list-style: none; margin: 0; padding: 0; }
.tree-outline ol ol { margin-left: 5px; padding-left: 9px; border-left: 2px solid #b7c2ca; }
.tree-outline .outline-title { font-weight: 600; font-size: 13.5px; margin: 0 0 4px; }
.tree-outline .box { display: block; margin: 4px 0; padding: 3px 7px; border: 1px solid; border-left-width: 4px; border-radius: 5px; font-size: 12.5px; line-height: 1.35; overflow-wrap: anywhere; }
.tree-outline .box small { display: block; color: #5b6b77; font-size: 11.5px; }
.tree-outline .start { background: #eef2f5; border-color: #7d8b96; }
.tree-outline .pass { background: #e7f3e1; border-color: #5a9e3a; }
.tree-outline .success { background: #cfe9c2; border-color: #3d7d22; }
.tree-outline .fail, .tree-outline .held { background: #fbe9d7; border-color: #e07a1f; }
.tree-outline .turnover { background: #f6dada; border-color: #b63d3d; }
.tree-outline .more { background: #f4f4f4; border-color: #b0b0b0; }
table.numbers { border-collapse: collapse; margin: 6px 0 16px; font-size: 13px; font-variant-numeric: tabular-nums; }
table.numbers th, table.numbers td { border-bottom: 1px solid var(--line); padding: 5px 7px; text-align: right; vertical-align: top; }
table.numbers td { white-space: nowrap; }
table.numbers thead th { overflow-wrap: break-word; min-width: 4.5em; }
table.numbers th:first-child, table.numbers td:first-child { text-align: left; }
table.numbers thead th { color: var(--muted); font-weight: 600; border-bottom: 2px solid var(--line); }
table.numbers td.best { background: var(--best); font-weight: 600; }
table.numbers small { display: block; color: var(--muted); font-weight: 400; }
.diff { display: block; color: var(--muted); font-weight: 400; font-size: 12px; }
h4 { margin: 14px 0 4px; font-size: 14px; }
table.choices { border-collapse: collapse; font-size: 13.5px; margin-bottom: 10px; }
table.choices td, table.choices th { border-bottom: 1px solid var(--line); padding: 4px 10px; text-align: left; vertical-align: top; }
table.choices th { color: var(--muted); }
.legend { color: var(--muted); font-size: 12.5px; }
footer.run { margin-top: 18px; color: var(--muted); font-size: 12.5px; border-top: 1px solid var(--line); padding-top: 8px; }
/* Below 680 px a table's rows stack into label/value lines (each cell's data-label, cell-label.ts), so no table is wider than a phone. */
@media (max-width: 680px) {
  table.numbers, table.choices, table.numbers tbody, table.choices tbody, table.numbers tr, table.choices tr { display: block; width: 100%; }
  table.numbers thead, table.choices thead { display: none; }
  table.numbers tr, table.choices tr { border-bottom: 2px solid var(--line); padding: 2px 0 4px; }
  table.numbers th[scope=row] { display: block; text-align: left; border: 0; padding: 6px 0 2px; white-space: normal; overflow-wrap: anywhere; }
  table.numbers td, table.choices td, table.numbers td:first-child, table.choices td:first-child { display: flow-root; text-align: right; white-space: normal; overflow-wrap: anywhere; padding: 4px 2px; border-bottom: 1px dotted var(--line); }
  table.numbers tr > td:last-child, table.choices tr > td:last-child { border-bottom: 0; }
  table.numbers td[data-label]::before, table.choices td[data-label]::before { content: attr(data-label); float: left; max-width: 50%; margin-right: 10px; text-align: left; color: var(--muted); font-weight: 600; }
  table.numbers details.exact small { max-width: none; }
  /* A tree's drawing is one column of 320 px boxes per step: on a phone its outline shows instead (tree-outline.ts). */
  .tree { display: none; }
  .tree-outline { display: block; }
}
@media (max-width: 600px) { main { padding: 16px 8px 40px; } section.scenario { padding: 16px 12px; } }
@media print { body { background: #fff; } section.scenario { break-inside: avoid-page; border: none; } header.page { background: #fff; color: #000; } }
`;
