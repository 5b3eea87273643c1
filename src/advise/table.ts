/**
 * The advice for the terminal: the answer, the situations (S1, S2, … with file, weight, goal and base value; per
 * game: side, how often, what is studied, its worth), the ranking (rank, skill, category, primary/secondary,
 * overall gain, then the gain per situation, or per side — offence, defence, support — when the currency is per
 * game or there are more than `SITUATION_COLUMNS` situations), the skills that change
 * nothing listed together at the end, what was not tried and why; at depth 2 the best pairs and what the search
 * cost.
 */
import { message } from '../log/messages.js';
import { secondsText } from '../format/gain.js';
import { wholeNumber } from '../format/numbers.js';
import { fittedTable, wrapLine } from '../format/fit.js';
import { fractionText, type Fraction } from '../evaluate/fraction.js';
import type { Goal } from '../scenario/types.js';
import { bySide, sidesOf } from './sides.js';
import type { Advice } from './advise.js';
import { answer } from './answer.js';
import type { RankedGain } from './ranking.js';
import { gainCell, leftOut, skillsName, valueText } from './words.js';

/** Rows of the ranking shown when `top` is not given. */
export const DEFAULT_ROWS = 20;

/** The whole advice as text. */
export function adviceTable(advice: Advice, top = DEFAULT_ROWS, width?: number): string {
  // Sentences wrap at spaces to the width; the tables split into groups of columns (rank and skill in each).
  const say = (texts: readonly string[]) => texts.flatMap((text) => wrapLine(text, width));
  const lines = [
    ...say([`${advice.name} (${advice.edition})`]),
    ...say(advice.partial ? [message.advicePartial(advice.partial.ranked, advice.partial.planned)] : []),
    ...say([answer(advice)]),
    '',
    ...say(situationLines(advice)),
    '',
    ...rankingLines(advice, top, width),
    ...say(restLines(advice)),
  ];
  if (advice.pairs) lines.push('', ...pairLines(advice, top, width));
  lines.push('', ...say([runLine(advice)]));
  return lines.join('\n');
}

/** At most this many situations get a column each; more are shown by side (offence, defence, support). */
export const SITUATION_COLUMNS = 8;

/** Whether the ranking shows a column per side rather than per situation. */
function bySides(advice: Advice): boolean {
  return advice.currency === 'perGame' || advice.situations.length > SITUATION_COLUMNS;
}

function weights(goal: Goal): string {
  return Object.entries(goal).map(([m, w]) => (w === 1 ? m : `${w} × ${m}`)).join(' + ');
}

function situationLines(advice: Advice): string[] {
  return advice.situations.map((s, i) => {
    if (advice.currency === 'perGame') {
      const studied = s.entry.study.side === 'opponent' ? `studied: opponent '${s.entry.advise}'` : `studied: '${s.entry.advise}'`;
      return `S${i + 1}  ${s.entry.side}  ${s.entry.weight} a game  ${s.name} (${s.entry.file}; ${studied}; worth ${weights(s.worth)} = ${valueText(s.base, advice.unit)})`;
    }
    return `S${i + 1}  ${s.entry.file}  weight ${s.entry.weight}  ${weights(s.goal)} ${valueText(s.base, advice.unit)} (${fractionText(s.base)})  ${s.name}`;
  });
}

/** The columns after the overall gain: one per side, or one per situation. */
function detailHeader(advice: Advice): string[] {
  return bySides(advice) ? sidesOf(advice.situations) : advice.situations.map((_, i) => `S${i + 1}`);
}

function detailCells(advice: Advice, gains: readonly Fraction[]): string[] {
  if (!bySides(advice)) return gains.map((g) => gainCell(g, advice.unit));
  const split = bySide(advice.situations, gains);
  return sidesOf(advice.situations).map((side) => gainCell(split[side]!, advice.unit));
}

function unitWords(advice: Advice): string {
  return advice.unit === 'pp' ? 'gain (pp)' : advice.unit === 'perGame' ? 'per game' : 'gain';
}

/** A table of rows, columns padded; numbers right-aligned; split to `width` with the rank and skill in each group. */
function grid(header: readonly string[], rows: readonly string[][], numericFrom: number, width?: number): string[] {
  return fittedTable([header, ...rows], { width, indent: 0, gap: 2, keep: 2, padEnd: (c) => c > 0 && c < numericFrom });
}

function rankingLines(advice: Advice, top: number, width?: number): string[] {
  const changers = advice.ranking.filter((r) => r.changes);
  const shown = changers.filter((r) => r.rank <= top);
  const header = ['rank', 'skill', 'category', 'access', unitWords(advice), ...detailHeader(advice)];
  const rows = shown.map((r) => [
    String(r.rank), skillsName(r.skills), r.skills[0].category, r.skills[0].access, gainCell(r.gain, advice.unit),
    ...detailCells(advice, r.bySituation),
  ]);
  const more = changers.length - shown.length;
  return [...(rows.length > 0 ? grid(header, rows, 4, width) : []), ...(more > 0 ? [`… and ${more} more that change something (--top ${changers.length} shows them)`] : [])];
}

function restLines(advice: Advice): string[] {
  const lines: string[] = [];
  const { unchanged, noEffect, unmodelled } = leftOut(advice);
  if (unchanged.length > 0) lines.push('', `Change nothing in any situation (${unchanged.length}): ${unchanged.join(', ')}`);
  if (noEffect.length > 0) lines.push(`Not tried, no effect on the dice nuffle rolls (${noEffect.length}): ${noEffect.join(', ')}`);
  if (unmodelled.length > 0) lines.push(`Not tried, not modelled yet (${unmodelled.length}): ${unmodelled.join(', ')}`);
  for (const f of advice.failed) lines.push(`Could not be tried: ${f.candidate.name} (${f.reason})`);
  if (advice.skipped.length > 0) lines.push(`Already has: ${advice.skipped.join(', ')}`);
  return lines;
}

function pairLines(advice: Advice, top: number, width?: number): string[] {
  const search = advice.pairs!;
  const header = ['rank', 'first + second', unitWords(advice), 'second', ...detailHeader(advice)];
  const rows = search.pairs.filter((p) => p.rank <= top).map((p: RankedGain) => [
    String(p.rank), skillsName(p.skills), gainCell(p.gain, advice.unit), gainCell(p.second!, advice.unit),
    ...detailCells(advice, p.bySituation),
  ]);
  return [
    `Best pairs (the second skill given the first; "second" is what it adds to the first alone):`,
    ...grid(header, rows, 2, width),
    `${search.considered} pairs: ${search.evaluated} evaluated exactly, ${search.pruned} ruled out by a bound (${search.bounds} groups bounded)` +
      (search.failed > 0 ? `, ${search.failed} could not be evaluated` : ''),
  ];
}

function runLine(advice: Advice): string {
  const where = advice.run.threads > 0 ? `on ${advice.run.threads} worker threads` : 'in the main thread';
  return `${advice.run.evaluations} exact evaluations (${wholeNumber(advice.run.states)} states) ${where}, ${secondsText(advice.run.ms)}.`;
}
