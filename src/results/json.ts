/** The JSON that `nuffle eval --json` prints: one object per scenario. */
import type { ScenarioResult } from './types.js';

/** One result as an object, several as a list, indented by two spaces. */
export function toJson(results: readonly ScenarioResult[]): string {
  const body = results.length === 1 ? results[0] : results;
  return JSON.stringify(body, null, 2);
}
