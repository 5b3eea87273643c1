/** A scenario file as its author wrote it, before any variant's overrides: what the report and the page tell back. */
import type { ScenarioVariant } from '../scenario/variants.js';
import { scenarioFromParsed } from '../scenario/load.js';
import { parseScenarioText } from '../scenario/parse.js';
import type { Scenario } from '../scenario/types.js';
import { writtenCompare } from './overrides.js';
import type { VariantSpec } from './words.js';

/** The scenario as written, before any variant's overrides (the first variant's, should the file need them). */
export function asWritten(file: string, text: string, variants: readonly ScenarioVariant[]): Scenario {
  try {
    return scenarioFromParsed(parseScenarioText(file, text));
  } catch {
    return variants[0].scenario;
  }
}

/** What the file compares and sweeps, as written (`overrides.ts`). */
export function variantSpec(file: string, text: string): VariantSpec {
  const parsed = parseScenarioText(file, text);
  const data = parsed.data as { sweep?: VariantSpec['sweep'] | null } | null;
  return { compare: writtenCompare(parsed), sweep: data?.sweep ?? undefined };
}
