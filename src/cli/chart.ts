/** `nuffle chart FILE --svg out.svg [--kind K] [--variant NAME]`: one chart of a file as a static SVG. */
import {
  chartsFor, message, pointLabel, renderSvg, scenarioTreeSvg, UserError, loadVariants, type ChartKind,
  type MethodName, type ScenarioVariant,
} from '../index.js';
import { evaluateFilesInTerminal, runOptionsInTerminal } from './evaluate-files.js';
import { sayWarnings } from './load.js';
import type { MonteCarloFlags } from './montecarlo-options.js';
import { CHART, checkOutput, writeOutput } from './output.js';

/** Options of `nuffle chart`. */
export interface ChartOptions extends MonteCarloFlags {
  readonly svg: string;
  readonly kind?: ChartKind;
  readonly variant?: string;
  readonly method?: MethodName;
}

/** Runs `nuffle chart`: evaluates the file (or solves it for `--kind tree`) and writes one SVG. */
export async function chartCommand(file: string, options: ChartOptions): Promise<void> {
  checkOutput(options.svg, CHART);
  const variants = loadVariants(file);
  sayWarnings(variants);
  const svg = options.kind === 'tree' ? treeOf(file, variants, options.variant) : await standardChart(file, variants, options);
  writeOutput(options.svg, svg, CHART);
  process.stdout.write(`chart written to ${options.svg}\n`);
}

async function standardChart(file: string, variants: readonly ScenarioVariant[], options: ChartOptions): Promise<string> {
  const [result] = await evaluateFilesInTerminal([variants], runOptionsInTerminal(options), options.quiet);
  const charts = chartsFor(result, { goal: variants[0].scenario.goal, stepLabels: variants.map((v) => v.scenario.steps.map((s) => s.label)) });
  const chart = options.kind ? charts.find((c) => c.kind === options.kind) : charts[0];
  if (!chart) throw new UserError({ file }, message.chartNotApplicable(options.kind ?? '', [...charts.map((c) => c.kind), 'tree']));
  return renderSvg(chart.spec);
}

/** The tree of the named variant (or the first) at the middle of the sweep. */
function treeOf(file: string, variants: readonly ScenarioVariant[], name: string | undefined): string {
  const names = [...new Set(variants.map((v) => v.variant))];
  if (name !== undefined && !names.includes(name)) throw new UserError({ file }, message.unknownVariantName(name, names));
  // A variant's pairs come in grid order: its middle one is the focus point (`charts/data.ts`).
  const chosen = variants.filter((v) => v.variant === (name ?? names[0]));
  const variant = chosen[Math.floor((chosen.length - 1) / 2)];
  const at = pointLabel(variant.params);
  const title = [variant.scenario.name, names.length > 1 ? variant.variant : '', at].filter(Boolean).join(' · ');
  return scenarioTreeSvg(variant.scenario, title);
}
