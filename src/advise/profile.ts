/**
 * A profile file → a checked profile: read and positioned like a scenario (`scenario/parse.ts`), checked against
 * `profile-schema.ts` with the scenario's messages (`scenario/validate.ts`), the player's characteristics read in
 * the edition's notation and its skills resolved as a scenario resolves them, so a bad value gets the same
 * message with the profile's file, line, column and path. `player: { team, position }` takes the roster
 * position's characteristics, skills, access and role (`scenario/roster-player.ts`); a profile without
 * `situations:` takes the library of that role (`library.ts`). The situations are read in `situation.ts`.
 */
import { dirname } from 'node:path';
import { message } from '../log/messages.js';
import { CATEGORIES, type Category } from '../rules/categories.js';
import { edition as editionOf } from '../rules/edition.js';
import type { SkillSet } from '../rules/skills.js';
import { positionName, roleOf, type Role } from '../rosters/role.js';
import { readCharacteristic } from '../scenario/characteristics.js';
import { errorAt, readScenarioFile, type ParsedFile, type Path } from '../scenario/parse.js';
import { editionOfData, fillPlayer } from '../scenario/roster-player.js';
import { resolveSkills } from '../scenario/skills.js';
import { parseWith } from '../scenario/validate.js';
import type { EditionId } from '../vocabulary/index.js';
import { entriesOf, type Currency, type SituationEntry } from './entries.js';
import { DISK_READER } from './disk-reader.js';
import { libraryEntries, type LibraryTexts } from './library.js';
import { diskLibrary } from './library-disk.js';
import { ProfilePlayerSchema, ProfileSchema, type RawProfile } from './profile-schema.js';

export type { SituationEntry, Currency };

/** The player under study as the profile writes it. */
export interface ProfilePlayer {
  /** The characteristics given, as written (written into each situation's player, which checks them again). */
  readonly written: Readonly<Partial<Record<'ag' | 'pa' | 'st' | 'ma' | 'av', number | string>>>;
  /** The skills as written, and resolved. */
  readonly skills: readonly string[];
  readonly skillSet: SkillSet;
  /** The roster position it was filled from ("Human Blitzer"), when it names one. */
  readonly position?: string;
}

/** A profile checked: the player, its skill access, the candidate skills and the weighted situations. */
export interface Profile {
  readonly name: string;
  readonly edition: EditionId;
  readonly player: ProfilePlayer;
  readonly access: { readonly primary: readonly Category[]; readonly secondary: readonly Category[] };
  /** The role whose library applies: written, or the roster position's; null for a player written by hand. */
  readonly role: Role | null;
  /** `all`, or the names written, each with where it stands. */
  readonly candidates: 'all' | readonly { readonly name: string; readonly path: Path }[];
  readonly situations: readonly SituationEntry[];
  /** Per game (every situation says how often per game) or a weighted mean (relative weights). */
  readonly currency: Currency;
  /** The profile file, for messages and for the situations' paths. */
  readonly parsed: ParsedFile;
}

/** Reads and checks a profile file. */
export function loadProfile(file: string): Profile {
  return profileFromParsed(readScenarioFile(file));
}

/**
 * A profile from its parsed file (tests and `nuffle advise --team` write profiles inline); the role's library
 * read from `library` (default: the folder on disk; the browser page passes the texts it carries).
 */
export function profileFromParsed(parsed: ParsedFile, library?: LibraryTexts): Profile {
  const { data } = parsed;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw errorAt(parsed, [], message.profileNotAMapping());
  const edition = editionOfData(data);
  const fill = fillPlayer(parsed, (data as Record<string, unknown>).player, ['player'], edition, Object.keys(ProfilePlayerSchema.shape));
  const raw = parseWith(parsed, ProfileSchema, { ...(data as Record<string, unknown>), ...('player' in data ? { player: fill.data } : {}) }, []);
  const access = raw.access ?? rosterAccess(parsed, fill.position);
  checkAccess(parsed, access);
  const role = raw.role ?? (fill.position ? roleOf(fill.position) : null);
  const { entries, currency } = situationsOf(parsed, raw, role, library);
  return {
    name: raw.name,
    edition: raw.edition,
    player: { ...readPlayer(parsed, raw), ...(fill.position ? { position: positionName(fill.team!, fill.position) } : {}) },
    access,
    role,
    candidates: raw.candidates === 'all' ? 'all' : raw.candidates.map((name, i) => ({ name, path: ['candidates', i] })),
    situations: entries,
    currency,
    parsed,
  };
}

/** The roster's access, or an error: a player written by hand must say its categories. */
function rosterAccess(parsed: ParsedFile, position: { primary: string[]; secondary: string[] } | undefined): Profile['access'] {
  if (!position) throw errorAt(parsed, [], message.missingKey('access'));
  const known = (names: string[]) => names.filter((n): n is Category => (CATEGORIES as readonly string[]).includes(n));
  return { primary: known(position.primary), secondary: known(position.secondary) };
}

/** The library of the role, the situations written, or both; each checked once. */
function situationsOf(parsed: ParsedFile, raw: RawProfile, role: Role | null, texts: LibraryTexts | undefined): { entries: SituationEntry[]; currency: Currency } {
  const written = raw.situations;
  const fromLibrary = written === undefined || !Array.isArray(written);
  if (fromLibrary && role === null) throw errorAt(parsed, written === undefined ? [] : ['situations', 'library'], message.libraryNeedsRole());
  const added = written === undefined ? [] : Array.isArray(written) ? written : written.add;
  const addedPath: Path = written !== undefined && !Array.isArray(written) ? ['situations', 'add'] : ['situations'];
  const library = fromLibrary ? libraryEntries(role as Role, texts ?? diskLibrary()) : [];
  // A profile's own files are on disk, beside it (the page writes no profile with situations of its own).
  const own = added.length === 0 ? [] : entriesOf(parsed, dirname(parsed.file), added, addedPath, false, DISK_READER);
  return checkEntries(parsed, [...library, ...own]);
}

function checkEntries(parsed: ParsedFile, entries: SituationEntry[]): { entries: SituationEntry[]; currency: Currency } {
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = `${entry.base}|${entry.file}`;
    if (seen.has(key)) throw errorAt(entry.source, [...entry.path, 'file'], message.situationTwice(entry.file));
    seen.add(key);
  }
  const perGame = entries.filter((e) => e.perGame !== undefined);
  if (perGame.length > 0 && perGame.length < entries.length) {
    const odd = entries.find((e) => e.perGame === undefined)!;
    throw errorAt(odd.source, odd.path, message.perGameEverywhere(odd.file));
  }
  if (entries.length === 0) throw errorAt(parsed, ['situations'], message.missingKey('situations'));
  return { entries, currency: perGame.length > 0 ? 'perGame' : 'weighted' };
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

function checkAccess(parsed: ParsedFile, access: Profile['access']): void {
  access.secondary.forEach((category, i) => {
    if (access.primary.includes(category)) throw errorAt(parsed, ['access', 'secondary', i], message.categoryTwice(category));
  });
}
