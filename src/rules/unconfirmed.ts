/**
 * The UNCONFIRMED readings a line touches: nuffle takes a reading where the rules are silent or its sources
 * disagree, and says so where it lives in the code; `data/unconfirmed-readings.json` lists those a coach meets in
 * a line, each with what in a line touches it (a skill, a step kind, a step's option, the edition). The page shows
 * those its line touches under "What nuffle assumes".
 */
import type { ScenarioOf, StepBase } from '../vocabulary/index.js';
import data from './data/unconfirmed-readings.json' with { type: 'json' };
import { SEASON_3_READINGS } from './bb2025-readings.js';

/** One reading as the data file has it. */
interface ReadingEntry {
  readonly editions?: readonly string[];
  /** Groups that must all match, each by any of its names. */
  readonly when: readonly (readonly string[])[];
  /** ../shared/rules/bb2025-skills.md's numbered point, its text SEASON_3_READINGS's. */
  readonly season3?: number;
  readonly reading?: string;
  readonly source?: string;
}

/** A reading a line touches: what nuffle assumes, and where that comes from. */
export interface TouchedReading {
  readonly reading: string;
  readonly source: string;
}

/** Every reading of the data file, with its text. */
export const UNCONFIRMED_READINGS: readonly (ReadingEntry & TouchedReading)[] = (data.readings as readonly ReadingEntry[]).map(withText);

function withText(entry: ReadingEntry): ReadingEntry & TouchedReading {
  if (entry.season3 !== undefined) {
    const text = SEASON_3_READINGS[entry.season3 - 1];
    if (text === undefined || !text.startsWith(`(${entry.season3}) `)) throw new Error(`unconfirmed-readings.json: no Season 3 point ${entry.season3}`);
    return { ...entry, reading: text.slice(`(${entry.season3}) `.length), source: `bb2025-skills.md point ${entry.season3}` };
  }
  if (entry.reading === undefined || entry.source === undefined) throw new Error('unconfirmed-readings.json: a reading without its text or source');
  return { ...entry, reading: entry.reading, source: entry.source };
}

/** The readings `scenario` touches, in the data file's order. */
export function readingsTouched(scenario: ScenarioOf<StepBase>): TouchedReading[] {
  const present = namesIn(scenario);
  return UNCONFIRMED_READINGS
    .filter((r) => (r.editions === undefined || r.editions.includes(scenario.edition)) && r.when.every((group) => group.some((name) => present.has(name))))
    .map(({ reading, source }) => ({ reading, source }));
}

/** The readings any of `scenarios` touches (a file's variants), each once, in the data file's order. */
export function readingsTouchedByAny(scenarios: readonly ScenarioOf<StepBase>[]): TouchedReading[] {
  const touched = new Set(scenarios.flatMap((s) => readingsTouched(s).map((r) => r.reading)));
  return UNCONFIRMED_READINGS.filter((r) => touched.has(r.reading)).map(({ reading, source }) => ({ reading, source }));
}

/** What in the line a reading's `when` may name: skills of every player and opponent, step kinds, fields set on its normalised steps. */
function namesIn(scenario: ScenarioOf<StepBase>): Set<string> {
  const names = new Set<string>();
  for (const side of [scenario.players, scenario.opponents]) for (const p of side) for (const skill of p.skills.names()) names.add(skill);
  for (const step of scenario.steps) {
    names.add(`step:${step.kind}`);
    for (const [option, value] of Object.entries(step)) if (isSet(value)) names.add(`option:${option}`);
  }
  return names;
}

function isSet(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== false && value !== 0;
}
