/**
 * `buildReport`: evaluated files → one self-contained HTML page (see `page.ts`). The library API behind
 * `nuffle report`; it evaluates nothing itself except the probability trees (`trees.ts`: they need the whole graph).
 */
import type { Advice } from '../advise/advise.js';
import { answer } from '../advise/answer.js';
import { adviceCharts } from '../charts/advice.js';
import { chartsFor } from '../charts/choose.js';
import { focusPoint } from '../charts/data.js';
import { headline } from '../compare/headline.js';
import type { ChoiceLimit } from '../results/decisions.js';
import type { ScenarioResult } from '../results/types.js';
import type { ScenarioVariant } from '../scenario/variants.js';
import { nuffleVersion } from './assets.js';
import { asWritten, variantSpec } from './written.js';
import { adviceSectionHtml } from './advice-section.js';
import { pageHtml } from './page.js';
import { chartId, sectionHtml, type SectionInput } from './section.js';
import { scenarioTrees } from './trees.js';

/** One evaluated scenario file. */
export interface ReportInput {
  readonly file: string;
  /** The file's text, shown back as written. */
  readonly text: string;
  readonly variants: readonly ScenarioVariant[];
  readonly result: ScenarioResult;
}

/** How the report is titled and dated. */
export interface ReportOptions {
  readonly title?: string;
  /** When the report was made (shown under the title). */
  readonly date?: Date;
  /** Choices listed per variant (default `DEFAULT_CHOICE_LIMIT`). */
  readonly choices?: ChoiceLimit;
  /** Skill advice to show after the scenarios (`advise/`). */
  readonly advice?: readonly Advice[];
}

/** The report of evaluated files as one self-contained HTML string. */
export function buildReport(inputs: readonly ReportInput[], options: ReportOptions = {}): string {
  const version = nuffleVersion();
  // A report of one part opens on it; of several, each part is its name and answer until opened (`<details>`).
  const open = inputs.length + (options.advice ?? []).length === 1;
  const sections = inputs.map((input, i) => ({ ...sectionInput(input, `s${i + 1}`, version), open, ...(options.choices === undefined ? {} : { choices: options.choices }) }));
  const advice = (options.advice ?? []).map((a, i) => ({ id: `a${i + 1}`, advice: a, charts: adviceCharts(a), open }));
  const date = (options.date ?? new Date()).toISOString().slice(0, 10);
  const count = [
    ...(inputs.length > 0 || advice.length === 0 ? [`${inputs.length} scenario${inputs.length === 1 ? '' : 's'}`] : []),
    ...(advice.length > 0 ? [`${advice.length} skill advice${advice.length === 1 ? '' : 's'}`] : []),
  ].join(', ');
  return pageHtml({
    title: options.title ?? 'nuffle report',
    subtitle: `${count} · exact odds and best play for Blood Bowl · nuffle ${version} · ${date}`,
    // The answers first: the skill advice (a coach's question about the roster), then each scenario's headline.
    contents: [
      ...advice.map((a) => ({ id: a.id, name: a.advice.name, headline: answer(a.advice), kind: 'advice' as const })),
      ...sections.map((s) => ({ id: s.id, name: s.result.name, headline: headline(s.result, s.base.goal), kind: 'scenario' as const })),
    ],
    sections: [...advice.map(adviceSectionHtml), ...sections.map(sectionHtml)],
    data: {
      nuffle: version,
      scenarios: sections.map((s) => ({
        id: s.id, file: s.file, name: s.result.name, result: s.result,
        charts: s.charts.map((c, j) => ({ id: chartId(s.id, j), kind: c.kind, spec: c.spec })),
      })),
      ...(advice.length > 0 ? {
        advice: advice.map((a) => ({
          id: a.id, file: a.advice.file, name: a.advice.name, answer: answer(a.advice),
          charts: a.charts.map((c, j) => ({ id: chartId(a.id, j), kind: c.kind, spec: c.spec })),
        })),
      } : {}),
    },
  });
}

function sectionInput(input: ReportInput, id: string, version: string): SectionInput {
  const base = asWritten(input.file, input.text, input.variants);
  const stepLabels = input.variants.map((v) => v.scenario.steps.map((s) => s.label));
  return {
    id, version, base,
    file: input.file,
    text: input.text,
    spec: variantSpec(input.file, input.text),
    result: input.result,
    charts: chartsFor(input.result, { goal: base.goal, stepLabels }),
    trees: scenarioTrees(input),
  };
}
