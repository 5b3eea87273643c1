/**
 * The page's own stylesheet, on top of the report's (its tables, headline and legends): two panes side by side
 * on a wide screen, one above the other at a phone's width, and colours that follow a dark-mode browser.
 */
export const APP_STYLE = `
main.app { max-width: 1400px; display: grid; grid-template-columns: minmax(320px, 5fr) 7fr; grid-template-areas: 'form answer' 'editor answer' 'examples answer' 'advisor advisor'; grid-template-rows: auto auto 1fr auto; gap: 18px; padding: 16px; align-items: start; }
.pane.editor { grid-area: editor; }
.pane.form-pane { grid-area: form; }
.form-pane summary h2 { display: inline; }
.form-row, .form-player, .step-fields { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: end; }
fieldset.form-player, fieldset.form-activation, fieldset.form-after { border: 1px solid var(--line); border-radius: 6px; margin: 8px 0; padding: 6px 10px 8px; }
label.field { display: inline-flex; flex-direction: column; font-size: 12.5px; color: var(--muted); gap: 2px; }
label.field input[type=checkbox] { align-self: flex-start; width: 18px; height: 18px; }
input[type=text], input[type=number] { font: inherit; font-size: 14px; padding: 3px 6px; border: 1px solid var(--line); border-radius: 5px; background: var(--page); color: var(--ink); }
input[type=number] { width: 5.5em; }
select { max-width: 100%; }
fieldset.nested, fieldset.form-variant { border: 1px dashed var(--line); border-radius: 6px; margin: 4px 0; padding: 4px 8px 6px; min-width: 0; max-width: 100%; }
ol.nested-list { padding-left: 18px; margin: 2px 0 4px; } li.nested-item { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: end; margin: 2px 0; }
.nested-either, .nested-pair, .variant-row { display: inline-flex; flex-wrap: wrap; gap: 4px 8px; align-items: end; }
button.nested-add { font-size: 12.5px; padding: 2px 7px; align-self: end; }
.variant-row input[type=text] { max-width: 100%; }
ol.form-steps { padding-left: 22px; margin: 4px 0; }
ol.form-steps li { border-bottom: 1px solid var(--line); padding: 6px 0; }
.branch { border-left: 3px solid var(--line); padding-left: 8px; margin: 6px 0 2px; } .form-activation .palette, .branch .palette { display: flex; gap: 8px; align-items: end; flex-wrap: wrap; }
.step-head { display: flex; gap: 10px; align-items: center; justify-content: space-between; }
.step-controls button { padding: 1px 8px; }
.palette { display: flex; flex-wrap: wrap; gap: 5px; align-items: center; margin-top: 8px; }
.palette button { font-size: 12.5px; padding: 2px 7px; }
.form-top { margin-bottom: 4px; }
.pane.answer { grid-area: answer; }
.pane.examples-pane { grid-area: examples; }
.pane.advisor-pane { grid-area: advisor; }
#advise-progress { width: 220px; height: 14px; }
.advise-run { align-items: center; margin: 6px 0; }
#advisor select, .form-player select { max-width: 16em; }
.skill-picker { display: inline-flex; flex-wrap: wrap; gap: 6px 12px; align-items: end; }
.form-side h3 { margin: 10px 0 2px; font-size: 14px; }
button.remove-player { align-self: end; }
#advice.stale { opacity: .55; }
#advice { overflow-x: auto; }
#advice figure { max-width: 100%; overflow-x: auto; }
#advice section.advice { border: 0; padding: 0; margin: 0; }
header.page { padding: 14px 16px; }
header.page .inner { max-width: 1400px; display: flex; flex-wrap: wrap; gap: 10px 18px; align-items: center; justify-content: space-between; }
header.page h1 { font-size: 22px; }
.controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.controls label { color: #c9d8e0; font-size: 14px; }
button, select { font: inherit; font-size: 14px; padding: 5px 10px; border-radius: 6px; border: 1px solid var(--line); background: var(--card); color: var(--ink); cursor: pointer; }
button:focus-visible, select:focus-visible, textarea:focus-visible, input:focus-visible, summary:focus-visible { outline: 3px solid #f2b134; outline-offset: 1px; }
.pane { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; min-width: 0; }
.pane h2 { font-size: 16px; margin: 0 0 8px; }
textarea#yaml { width: 100%; min-height: 360px; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; padding: 8px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--page); color: var(--ink); resize: vertical; tab-size: 2; }
#problem { margin: 8px 0 0; padding: 8px 10px; border-radius: 6px; background: #fdecea; color: #7a1f14; border-left: 4px solid #c0392b; font: 13px/1.45 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
#problem[hidden], .problem[hidden] { display: none; }
.notation { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; margin-bottom: 10px; }
.notation label { font-weight: 600; }
.notation label select { font-weight: 400; }
#notation { flex: 1 1 180px; font: 14px ui-monospace, monospace; padding: 4px 8px; }
p.problem { margin: 4px 0 8px; padding: 6px 10px; border-radius: 6px; background: #fdecea; color: #7a1f14; border-left: 4px solid #c0392b; font-size: 13px; }
#status { color: var(--muted); font-size: 12.5px; margin: 6px 0 0; min-height: 1.2em; }
.examples { display: flex; flex-wrap: wrap; gap: 6px; margin: 6px 0 12px; }
.examples button { font-size: 12.5px; padding: 3px 8px; }
#answer.stale { opacity: .55; }
#answer, #pinned { overflow-x: auto; }
#answer table.numbers th { white-space: normal; }
tr.risky td { background: #fff3d6; font-weight: 600; }
.pinned { border-top: 2px dashed var(--line); margin-top: 14px; padding-top: 6px; }
@media (max-width: 800px) {
  main.app { grid-template-columns: 1fr; grid-template-areas: 'form' 'answer' 'editor' 'examples' 'advisor'; grid-template-rows: auto; padding: 8px; gap: 10px; }
  textarea#yaml { min-height: 240px; }
  header.page h1 { font-size: 19px; }
}
@media (prefers-color-scheme: dark) {
  :root { --ink: #e3e9ee; --muted: #9fb0bc; --line: #34434e; --card: #1b252d; --page: #121a20; --accent: #6cc3e0; --best: #23402a; }
  header.page { background: #0c1a22; }
  .headline { background: #16303c; }
  #problem, p.problem { background: #3a1712; color: #ffd6cf; }
  tr.risky td { background: #4a3a12; }
  .charts figure { background: #f3f5f7; }
  .charts figcaption { color: #33444f; }
}
`;
