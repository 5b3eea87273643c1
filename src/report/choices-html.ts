/** The choices the optimal policy makes (results' `decisions`): where it spends re-rolls and where it keeps them. */
import { count, HEADLINE, isProbabilityMetric, percent } from '../format/numbers.js';
import { decisionMatters, firstChoices, mergeFaces, moreChoicesWords, type ChoiceLimit } from '../results/decisions.js';
import type { Decision, VariantResult } from '../results/types.js';
import type { Goal } from '../scenario/types.js';
import { escapeHtml } from '../format/escape.js';
import { labelled } from './cell-label.js';

/** A chance in the table: "27.8%". */
const pct = (p: number) => percent(p, HEADLINE.percent);

/**
 * The table of the decisions worth showing of one variant: the likeliest `limit` (default
 * `DEFAULT_CHOICE_LIMIT`), in step order, with how many more there are under it.
 */
export function choicesHtml(label: string, result: VariantResult, goal: Goal, limit?: ChoiceLimit): string {
  const { shown: real, more } = firstChoices(mergeFaces(result.decisions.filter(decisionMatters)).sort((a, b) => b.reach - a.reach), limit);
  if (real.length === 0) {
    const why = result.samples !== undefined ? 'Monte Carlo runs follow the policy without listing it' : 'no choice arises on this line';
    return `<p>${escapeHtml(label)}: ${escapeHtml(why)}.</p>`;
  }
  real.sort((a, b) => a.step - b.step || b.reach - a.reach);
  const format = goalFormat(goal);
  const rows = real.map((d) => rowHtml(d, format)).join('');
  const head = CHOICE_COLUMNS.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  return `<h4>${escapeHtml(label)}</h4><table class="choices"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>` +
    (more > 0 ? `<p class="legend">${escapeHtml(`${moreChoicesWords(more)}, each less likely than those listed.`)}</p>` : '');
}

/** The table's columns, its headings and each cell's `data-label`. */
const CHOICE_COLUMNS = ['Step', 'When', 'Team re-rolls left', 'Choice', 'Options (value of the goal)', 'Happens'] as const;

function rowHtml(d: Decision, goalText: (goal: number) => string): string {
  const who = d.by === 'opponent' ? 'opponent picks ' : '';
  const options = d.options.map((o) => `${o.label} ${goalText(o.goal)}`).join(' · ');
  const [step, when, left, choice, offered, happens] = CHOICE_COLUMNS.map(labelled);
  return `<tr><td${step}>${d.step}</td><td${when}>${escapeHtml(d.at)}</td><td${left}>${d.rerollsLeft}</td><td${choice}><strong>${escapeHtml(who + d.choice)}</strong></td>` +
    `<td${offered}>${escapeHtml(options)}</td><td${happens}>${pct(d.reach)}</td></tr>`;
}

/** A goal that is one probability (P(success), P(knock-down)…) reads as a percentage; a weighted sum as a number. */
function goalFormat(goal: Goal): (value: number) => string {
  const terms = Object.entries(goal).filter(([, weight]) => weight !== 0);
  const single = terms.length === 1 && terms[0][1] === 1 && isProbabilityMetric(terms[0][0]);
  return single ? pct : (value) => count(value);
}
