/**
 * A scenario from its text, evaluated exactly: what a page or an editor holds (no file read, no worker thread,
 * nothing of Node's), so the browser page (`src/app/`) runs the same pipeline as `nuffle eval --method exact`.
 */
import { parseScenarioText, type ParsedFile } from '../scenario/parse.js';
import { expandVariants, type ScenarioVariant } from '../scenario/variants.js';
import type { ScenarioResult } from '../results/types.js';
import { evaluateVariants, type ExactOptions } from './exact.js';

/** A text's variants and their exact result. */
export interface TextEvaluation {
  /** The text's plain data as parsed (maps as objects; what a form over the scenario reads back). */
  readonly data: unknown;
  /** The text's parse, which the variants came from (the answer's HTML reads the file as written from it). */
  readonly parsed: ParsedFile;
  readonly variants: readonly ScenarioVariant[];
  readonly result: ScenarioResult;
}

/**
 * Parses, validates, expands and evaluates `text` exactly; `file` names it in messages. Bad input throws the
 * `UserError` the CLI would print (file, line, column, did-you-mean). `options.plan: false` leaves a turn's plan
 * out of the result (`evaluateVariants`).
 */
export function evaluateText(text: string, file = '<scenario>', options: ExactOptions = {}): TextEvaluation {
  const parsed = parseScenarioText(file, text);
  const variants = expandVariants(parsed);
  return { data: parsed.data, parsed, variants, result: evaluateVariants(variants, undefined, options) };
}
