/** The front of the pipeline: file → parsed YAML → validated → normalised scenario. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { normalise } from './normalise.js';
import { parseScenarioText, readScenarioFile, type ParsedFile } from './parse.js';
import { STEP_REGISTRY } from '../steps/index.js';
import type { StepRegistry } from '../steps/registry.js';
import type { Scenario } from './types.js';
import { isProfileData, validate } from './validate.js';

/** A parsed file validated and normalised, its steps read by `registry` (the shipped kinds unless a test brings its own; the profile's situations reuse it). */
export function scenarioFromParsed(parsed: ParsedFile, registry: StepRegistry = STEP_REGISTRY): Scenario {
  return normalise(parsed, validate(parsed, registry), registry);
}

/** Reads, validates and normalises a scenario file; bad input is a `UserError` with its file, line and column. */
export function loadScenario(file: string): Scenario {
  return scenarioFromParsed(readScenarioFile(file));
}

/** A scenario from text (tests, the report's playground); `file` names it in messages. */
export function scenarioFromText(text: string, file = '<scenario>', registry: StepRegistry = STEP_REGISTRY): Scenario {
  return scenarioFromParsed(parseScenarioText(file, text), registry);
}

/** Files named on the command line, a directory standing for its *.yaml / *.yml files in name order. */
export function expandScenarioPaths(paths: readonly string[]): string[] {
  return [...scenarioPaths(paths).files];
}

/** The scenario files `expandScenarioPaths` finds, and the advisor profiles it left out of the directories named. */
export interface ScenarioPaths {
  readonly files: readonly string[];
  readonly profiles: readonly string[];
}

/**
 * Files named on the command line, a directory standing for its *.yaml / *.yml files in name order — but for
 * the skill advisor's profiles among them (`nuffle advise` reads those), left out and listed apart. A profile
 * named by itself stays in `files`: reading it says what it is (`validate.ts`).
 */
export function scenarioPaths(paths: readonly string[]): ScenarioPaths {
  const files: string[] = [];
  const profiles: string[] = [];
  for (const path of paths) {
    let isDirectory = false;
    try {
      isDirectory = statSync(path).isDirectory();
    } catch {
      files.push(path); // reported as missing when read
      continue;
    }
    if (!isDirectory) {
      files.push(path);
      continue;
    }
    const inside = readdirSync(path).filter((f) => /\.ya?ml$/.test(f)).sort().map((f) => join(path, f));
    const [found, skipped] = [inside.filter((f) => !isProfileFile(f)), inside.filter(isProfileFile)];
    if (found.length === 0) throw new UserError({ file: path }, message.noScenarios(path));
    files.push(...found);
    profiles.push(...skipped);
  }
  return { files, profiles };
}

/** Whether a file in a directory is an advisor profile (a bad or unreadable file is not: reading it says why). */
function isProfileFile(file: string): boolean {
  try {
    return isProfileData(readScenarioFile(file).data);
  } catch {
    return false;
  }
}
