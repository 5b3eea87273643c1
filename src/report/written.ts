/** A scenario file as its author wrote it, before any variant's overrides: what the report and the page tell back. */
import { hasVariantKeys, type ScenarioVariant } from '../scenario/variants.js';
import { scenarioFromParsed } from '../scenario/load.js';
import { parseScenarioText, type ParsedFile } from '../scenario/parse.js';
import type { Scenario } from '../scenario/types.js';
import { writtenCompare } from './overrides.js';
import type { VariantSpec } from './words.js';

/**
 * The scenario as written, before any variant's overrides (the first variant's, should the file need them).
 * `parsed`, the text's parse the variants came from (`evaluateText`), spares parsing it again; and a file without
 * `compare:` or `sweep:` is its one variant, already normalised (`expandVariants`).
 */
export function asWritten(file: string, text: string, variants: readonly ScenarioVariant[], parsed?: ParsedFile): Scenario {
  if (parsed !== undefined && !hasVariantKeys(parsed.data)) return variants[0].scenario;
  try {
    return scenarioFromParsed(parsed ?? parseScenarioText(file, text));
  } catch {
    return variants[0].scenario;
  }
}

/** What the file compares and sweeps, as written (`overrides.ts`); `parsed` as for `asWritten`. */
export function variantSpec(file: string, text: string, given?: ParsedFile): VariantSpec {
  const parsed = given ?? parseScenarioText(file, text);
  const data = parsed.data as { sweep?: VariantSpec['sweep'] | null } | null;
  return { compare: writtenCompare(parsed), sweep: data?.sweep ?? undefined };
}
