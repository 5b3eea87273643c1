/**
 * The skill advice as the browser page shows it: the report's advice section (`advice-section.ts`: the answer in
 * one sentence, the ranked bars and the heat map, the situations, the ranking with exact fractions, what was left
 * out) and its two charts as vega-lite specs, drawn by the page into the section's `.chart` elements in order.
 * Nothing here reads a file, so it runs in a Web Worker.
 */
import type { Advice } from '../advise/advise.js';
import { answer } from '../advise/answer.js';
import { adviceCharts } from '../charts/advice.js';
import type { Chart } from '../charts/spec.js';
import { adviceSectionHtml } from './advice-section.js';

/** The advice's sentence, its HTML (every string escaped) and its charts, in the order of the `.chart` elements. */
export interface AdviceAnswer {
  readonly headline: string;
  readonly html: string;
  readonly charts: readonly Chart[];
}

/** The page's view of an advice: the section opened (the page shows one advice, never a contents to pick from). */
export function adviceAnswer(advice: Advice): AdviceAnswer {
  const charts = adviceCharts(advice);
  return { headline: answer(advice), html: adviceSectionHtml({ id: 'advice', advice, charts, open: true }), charts };
}
