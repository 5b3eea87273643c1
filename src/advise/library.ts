/**
 * The built-in library of situations by role (`library/<role>.yaml`, its scenario files in `library/situations/`):
 * what a lineman, a blitzer, a catcher or runner, a thrower and a big guy does and suffers in a game, on offence,
 * on defence and in support, each entry with how often it comes up per game and what its outcomes are worth
 * (docs/advise.md, "The library", says where each number comes from). The files are data: read and checked like
 * a profile's situations, with the library file's line and column in any message. Library situations take the
 * profile's edition. The folder sits beside this module (the build copies it to `dist/`).
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { readScenarioFile } from '../scenario/parse.js';
import { parseWith } from '../scenario/validate.js';
import type { Role } from '../rosters/role.js';
import { entriesOf, type SituationEntry } from './entries.js';
import { LibrarySchema } from './profile-schema.js';

/** The library's folder. */
export const LIBRARY_DIR = fileURLToPath(new URL('./library/', import.meta.url));

/** The library file of a role. */
export function libraryFile(role: Role): string {
  return join(LIBRARY_DIR, `${role}.yaml`);
}

/** The situations of a role's library, checked. */
export function libraryEntries(role: Role): SituationEntry[] {
  const parsed = readScenarioFile(libraryFile(role));
  const raw = parseWith(parsed, LibrarySchema, parsed.data, []);
  return entriesOf(parsed, LIBRARY_DIR, raw.situations, ['situations'], true);
}
