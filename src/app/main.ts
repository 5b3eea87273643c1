/**
 * The page: the scenario text is its state (with the file name it is shown under and the pinned line); every
 * edit asks the worker again, debounced, and the newest answer replaces the view. The examples, the edition
 * switch, the share link and the pin all change that state and ask again.
 */
import { notationScenario, UserError, type TouchedReading } from '../index.js';
import { advisorView } from './advisor-view.js';
import { drawCharts } from './charts.js';
import { readPageData, type Example } from './data.js';
import { debounce } from './debounce.js';
import { editionOf, openingExample, withEdition } from './edition.js';
import { startEngine } from './engine.js';
import { showTrees } from './trees.js';
import { modelOf, yamlOf } from './form-model.js';
import { formView } from './form-view.js';
import type { Reply } from './protocol.js';
import { recall, remember } from './remember.js';
import { fragmentOf, textOf } from './share.js';

const EDITION_KEY = 'nuffle.edition';
/** The example shown first when the page opens without a link. */
const FIRST_EXAMPLE = 'dodge-rush-pickup.yaml';

const data = readPageData(document);
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const yaml = $<HTMLTextAreaElement>('yaml');
const answer = $<HTMLDivElement>('answer');
const problem = $<HTMLPreElement>('problem');
const status = $<HTMLParagraphElement>('status');
const edition = $<HTMLSelectElement>('edition');
const pinnedView = $<HTMLDivElement>('pinned');
const notation = $<HTMLInputElement>('notation');
const notationRerolls = $<HTMLSelectElement>('notation-rerolls');
const notationProblem = $<HTMLParagraphElement>('notation-problem');

const state = { file: 'scenario.yaml', pinned: null as { text: string; file: string } | null, asked: 0, warming: false };
const engine = startEngine(data.worker, show, (trees) => showTrees(answer, trees));
const form = formView($('form'), {
  kinds: data.steps, skills: data.skills, rosters: data.rosters, stars: data.stars, playerFields: data.playerFields, opponentFields: data.opponentFields, metrics: data.metrics, bribes: data.bribes,
  defaultEdition: data.editions[0],
}, (model) => {
  yaml.value = yamlOf(model);
  askSoon();
});
advisorView($('advisor'), data, () => new Worker(URL.createObjectURL(new Blob([data.worker], { type: 'text/javascript' }))));

function ask(): void {
  state.asked = performance.now();
  answer.classList.add('stale');
  syncEdition();
  engine.ask(yaml.value, state.file, state.pinned);
}
const askSoon = debounce(ask, 120);

function show(reply: Reply): void {
  answer.classList.remove('stale');
  document.body.dataset.answered = String(reply.id);
  if (reply.kind === 'error') {
    if (document.body.dataset.state === undefined) answer.innerHTML = '<p class="legend">No answer yet: the scenario does not read (the message is under the YAML).</p>';
    problem.hidden = false;
    problem.textContent = reply.message;
    status.textContent = reply.line ? `Line ${reply.line}, column ${reply.column ?? 1}: the answer below is the last one that read.` : '';
    document.body.dataset.state = 'error';
    return;
  }
  problem.hidden = true;
  problem.textContent = '';
  answer.innerHTML = reply.html; // built by the library, every string escaped
  drawCharts(answer, reply.charts);
  showReadings(reply.readings);
  form.show(modelOf(reply.data, { kinds: data.steps, player: data.playerFields, opponent: data.opponentFields }));
  pinnedView.hidden = reply.sideBySide === null;
  pinnedView.innerHTML = reply.sideBySide === null ? '' : `${reply.sideBySide}<button type="button" id="unpin">Unpin</button>`;
  status.textContent = `Answered in ${Math.round(reply.ms)} ms (${Math.round(performance.now() - state.asked)} ms with the page).`;
  document.body.dataset.timing = JSON.stringify({ ...reply.timing, page: performance.now() - state.asked });
  document.body.dataset.state = 'answer';
  warmOnce();
}

/** The UNCONFIRMED readings the line touches, under "What nuffle assumes" (text only: nothing of it is markup). */
function showReadings(readings: readonly TouchedReading[]): void {
  $('readings').replaceChildren(...readings.map((r) => {
    const item = document.createElement('li');
    item.textContent = `${r.reading} (UNCONFIRMED; ${r.source})`;
    return item;
  }));
  $('readings-none').hidden = readings.length > 0;
  $('readings-summary').textContent = readings.length === 0 ? '' : ` — ${readings.length} UNCONFIRMED reading${readings.length === 1 ? '' : 's'} in this line`;
}

/** After the first answer is on show, the worker warms up on the examples (`warm-up.ts`); the page says when it is done. */
function warmOnce(): void {
  if (state.warming) return;
  state.warming = true;
  engine.warm(data.examples, (warmed) => {
    document.body.dataset.warmed = JSON.stringify(warmed);
  });
}

function syncEdition(): void {
  edition.value = editionOf(yaml.value) ?? data.editions[0];
}

function open(text: string, file: string): void {
  yaml.value = text;
  state.file = file;
  ask();
}

function openExample(example: Example): void {
  open(example.text, example.file);
}

/** The notation box: BBAC's line read into a scenario (the YAML shows what it was read as), or why it cannot be. */
function readNotation(): void {
  if (notation.value.trim() === '') {
    notationProblem.hidden = true;
    return;
  }
  const editionShown = edition.value === 'bb2025' ? 'bb2025' : 'bb2020';
  try {
    const text = notationScenario(notation.value, { rerolls: Number(notationRerolls.value), edition: editionShown });
    notationProblem.hidden = true;
    open(text, 'notation.yaml');
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    notationProblem.hidden = false;
    notationProblem.textContent = error.message;
  }
}
const readNotationSoon = debounce(readNotation, 150);

async function share(): Promise<void> {
  const fragment = await fragmentOf(yaml.value);
  history.replaceState(null, '', fragment);
  try {
    await navigator.clipboard.writeText(location.href);
    status.textContent = 'Link copied: opening it shows this line.';
  } catch {
    status.textContent = 'The link to this line is in the address bar.';
  }
}

async function openFromFragment(): Promise<boolean> {
  const text = await textOf(location.hash);
  if (text === null) return false;
  open(text, 'shared.yaml');
  return true;
}

function wire(): void {
  for (const id of data.editions) edition.add(new Option(id, id));
  yaml.addEventListener('input', askSoon);
  notation.addEventListener('input', readNotationSoon);
  notationRerolls.addEventListener('change', readNotation);
  edition.addEventListener('change', () => {
    remember(EDITION_KEY, edition.value);
    yaml.value = withEdition(yaml.value, edition.value);
    ask();
  });
  document.querySelectorAll<HTMLButtonElement>('[data-example]').forEach((button) => {
    button.addEventListener('click', () => openExample(data.examples[Number(button.dataset.example)]));
  });
  $('share').addEventListener('click', () => void share());
  $('pin').addEventListener('click', () => {
    state.pinned = { text: yaml.value, file: state.file };
    ask();
  });
  pinnedView.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).id !== 'unpin') return;
    state.pinned = null;
    ask();
  });
  window.addEventListener('hashchange', () => void openFromFragment());
}

async function start(): Promise<void> {
  wire();
  // At a phone's width the form starts folded, so the answer comes first.
  if (window.matchMedia('(max-width: 800px)').matches) $<HTMLDetailsElement>('form-fold').open = false;
  if (await openFromFragment()) return;
  const first = data.examples.find((e) => e.file === FIRST_EXAMPLE) ?? data.examples[0];
  const remembered = recall(EDITION_KEY);
  const opening = openingExample(data.examples, first, remembered && data.editions.includes(remembered) ? remembered : null);
  open(opening.text, opening.example.file);
}

void start();
