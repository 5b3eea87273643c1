/**
 * A profile file → a checked profile: read and positioned like a scenario (`scenario/parse.ts`), checked against
 * `profile-schema.ts` with the scenario's messages (`scenario/validate.ts`), the player's characteristics read in
 * the edition's notation and its skills resolved as a scenario resolves them, so a bad value gets the same
 * message with the profile's file, line, column and path. The situations are read in `situation.ts`.
 */
import { message } from '../log/messages.js';
import type { Category } from '../rules/categories.js';
import { edition as editionOf } from '../rules/edition.js';
import type { SkillSet } from '../rules/skills.js';
import { readCharacteristic } from '../scenario/characteristics.js';
import { errorAt, readScenarioFile, type ParsedFile, type Path } from '../scenario/parse.js';
import { resolveSkills } from '../scenario/skills.js';
import { parseWith } from '../scenario/validate.js';
import type { EditionId } from '../vocabulary/index.js';
import { ProfileSchema, type RawProfile } from './profile-schema.js';

/** The player under study as the profile writes it. */
export interface ProfilePlayer {
  /** The characteristics given, as written (written into each situation's player, which checks them again). */
  readonly written: Readonly<Partial<Record<'ag' | 'pa' | 'st' | 'ma' | 'av', number | string>>>;
  /** The skills as written, and resolved. */
  readonly skills: readonly string[];
  readonly skillSet: SkillSet;
}

/** One situation of the profile as written. */
export interface SituationEntry {
  /** The file as written in the profile (the key of `bySituation`). */
  readonly file: string;
  readonly weight: number;
  /** Replaces the scenario's goal when given (as a scenario writes it). */
  readonly goal?: RawProfile['situations'][number]['goal'];
  /** The id of the player under study in the file. */
  readonly advise: string;
  /** Whether `advise:` was written. */
  readonly advised: boolean;
  /** Where the entry is in the profile. */
  readonly path: Path;
}

/** A profile checked: the player, its skill access, the candidate skills and the weighted situations. */
export interface Profile {
  readonly name: string;
  readonly edition: EditionId;
  readonly player: ProfilePlayer;
  readonly access: { readonly primary: readonly Category[]; readonly secondary: readonly Category[] };
  /** `all`, or the names written, each with where it stands. */
  readonly candidates: 'all' | readonly { readonly name: string; readonly path: Path }[];
  readonly situations: readonly SituationEntry[];
  /** The profile file, for messages and for the situations' paths. */
  readonly parsed: ParsedFile;
}

/** Reads and checks a profile file. */
export function loadProfile(file: string): Profile {
  return profileFromParsed(readScenarioFile(file));
}

/** A profile from its parsed file (tests write profiles inline). */
export function profileFromParsed(parsed: ParsedFile): Profile {
  const { data } = parsed;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw errorAt(parsed, [], message.profileNotAMapping());
  const raw = parseWith(parsed, ProfileSchema, data, []);
  checkAccess(parsed, raw);
  checkSituations(parsed, raw);
  return {
    name: raw.name,
    edition: raw.edition,
    player: readPlayer(parsed, raw),
    access: raw.access,
    candidates: raw.candidates === 'all' ? 'all' : raw.candidates.map((name, i) => ({ name, path: ['candidates', i] })),
    situations: raw.situations.map((s, i) => ({
      file: s.file, weight: s.weight, ...(s.goal === undefined ? {} : { goal: s.goal }),
      advise: s.advise ?? 'player', advised: s.advise !== undefined, path: ['situations', i],
    })),
    parsed,
  };
}

function readPlayer(parsed: ParsedFile, raw: RawProfile): ProfilePlayer {
  const edition = editionOf(raw.edition);
  const written: Record<string, number | string> = {};
  for (const key of ['ag', 'pa', 'st', 'ma', 'av'] as const) {
    const value = raw.player[key];
    if (value === undefined) continue;
    if (key === 'ag' || key === 'pa' || key === 'av') readCharacteristic(parsed, edition, key, value, ['player', key]);
    written[key] = value;
  }
  const skillSet = resolveSkills(parsed, raw.player.skills, raw.edition, ['player', 'skills']);
  return { written, skills: raw.player.skills, skillSet };
}

function checkAccess(parsed: ParsedFile, raw: RawProfile): void {
  raw.access.secondary.forEach((category, i) => {
    if (raw.access.primary.includes(category)) throw errorAt(parsed, ['access', 'secondary', i], message.categoryTwice(category));
  });
}

function checkSituations(parsed: ParsedFile, raw: RawProfile): void {
  const seen = new Set<string>();
  raw.situations.forEach((s, i) => {
    if (seen.has(s.file)) throw errorAt(parsed, ['situations', i, 'file'], message.situationTwice(s.file));
    seen.add(s.file);
  });
}
