/**
 * The data the page carries, inlined as JSON at build time: the worker's code, the shipped scenarios, the step
 * palette, the skill catalogue, the rosters, the star players and the advisor's library. All of it is read through the library
 * (`scripts/build-app.ts`), so a team, position or skill added there appears in the page by itself.
 */
import type { LibraryTexts } from '../index.js';
import type { Field, StepKind } from './form-fields.js';
import type { SkillEntry } from './skill-list.js';

/** A profile the page fills a player from: a roster position's, a star's. */
export interface ProfileData {
  readonly name: string;
  readonly ma: number;
  readonly st: number;
  readonly ag: string;
  readonly pa: string;
  readonly av: string;
  readonly skills: readonly string[];
}

/** A roster position as the page offers it. */
export interface PositionData extends ProfileData {
  readonly primary: readonly string[];
  readonly secondary: readonly string[];
  /** Why the advisor cannot take it yet (a roster skill nuffle does not know), or null. */
  readonly unadvisable: string | null;
}

/** A roster team as the page offers it. */
export interface TeamData {
  readonly name: string;
  readonly positions: readonly PositionData[];
}

/** A star player as the page offers it (`player: { star }`, docs/stars.md), from the roster file the CLI reads. */
export interface StarData extends ProfileData {
  /** Its skills are its roster skills, then its special rule (as the CLI fills them). */
  readonly specialRule: string;
  /** The message `nuffle eval` gives for a scenario with this star (a rule not modelled yet), or null. */
  readonly unusable: string | null;
}

/** One shipped scenario, one click away. */
export interface Example {
  /** Its file under scenarios/ ("dodge-rush-pickup.yaml"), which names it in messages. */
  readonly file: string;
  /** Its `name:`. */
  readonly name: string;
  readonly text: string;
}

/** Everything the page reads from its `nuffle-data` element. */
export interface PageData {
  readonly version: string;
  /** The editions the switch offers, the default first. */
  readonly editions: readonly string[];
  readonly examples: readonly Example[];
  /** The skills a scenario may name (modelled or with no effect), by edition (`catalogue`), with their parameters. */
  readonly skills: Readonly<Record<string, readonly SkillEntry[]>>;
  /** The teams of each edition with rosters (`roster`). */
  readonly rosters: Readonly<Record<string, readonly TeamData[]>>;
  /** The star players of each edition with rosters. */
  readonly stars: Readonly<Record<string, readonly StarData[]>>;
  /** The further scalar options of a player and of an opponent, read off the scenario schema. */
  readonly playerFields: readonly Field[];
  readonly opponentFields: readonly Field[];
  /** The metrics a goal may name or weigh (the schema's). */
  readonly metrics: readonly string[];
  /** The scenario's `bribes:`, as a field read off the schema. */
  readonly bribes: Field;
  /** The advisor's library of situations, as texts (no file system in the page). */
  readonly library: LibraryTexts;
  /** Every step kind with its options as form fields (read off the scenario schema). */
  readonly steps: readonly StepKind[];
  /** The Web Worker's code (an IIFE), started from a Blob URL. */
  readonly worker: string;
}

/** The page's data, read back from the document. */
export function readPageData(doc: Document): PageData {
  const element = doc.getElementById('nuffle-data');
  if (!element) throw new Error('the page has no nuffle-data element');
  return JSON.parse(element.textContent ?? '') as PageData;
}
