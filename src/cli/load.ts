/**
 * The scenario files a command names, loaded, with what the terminal should hear about them on stderr: the advisor
 * profiles a directory held (skipped, said once) and each scenario's warnings (`Scenario.warnings`), each once.
 */
import { loadVariants, message, scenarioPaths, type ScenarioVariant } from '../index.js';
import type { Say } from './exit-code.js';

/** The files named (directories expanded) and their variants, in order. */
export interface LoadedFiles {
  readonly names: readonly string[];
  readonly files: readonly (readonly ScenarioVariant[])[];
}

/** Loads the files `paths` name; notes and warnings go to `say`. */
export function loadScenarioFiles(paths: readonly string[], say: Say = process.stderr): LoadedFiles {
  const { files: names, profiles } = scenarioPaths(paths);
  if (profiles.length > 0) say.write(`nuffle: note: ${message.profilesSkipped(profiles)}\n`);
  const files = names.map((file) => loadVariants(file));
  sayWarnings(files.flat(), say);
  return { names, files };
}

/** Every distinct warning of the variants, once each. */
export function sayWarnings(variants: readonly ScenarioVariant[], say: Say = process.stderr): void {
  const warnings = new Set(variants.flatMap((v) => v.scenario.warnings ?? []));
  for (const warning of warnings) say.write(`nuffle: warning: ${warning}\n`);
}
