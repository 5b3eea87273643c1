/**
 * The built-in library of situations by role (`library/<role>.yaml`, its scenario files in `library/situations/`):
 * what a lineman, a blitzer, a catcher or runner, a thrower and a big guy does and suffers in a game, on offence,
 * on defence and in support, each entry with how often it comes up per game and what its outcomes are worth
 * (docs/advise.md, "The library", says where each number comes from). The files are data: read and checked like
 * a profile's situations, with the library file's line and column in any message. Library situations take the
 * profile's edition.
 *
 * The library is held as texts (`LibraryTexts`): the CLI reads them from the folder beside this module
 * (`library-disk.ts`; the build copies it to `dist/`), the browser page carries them inlined (no file system
 * there); from the texts on, both take this one path.
 */
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { errorAt, parseScenarioText } from '../scenario/parse.js';
import { parseWith } from '../scenario/validate.js';
import type { Role } from '../rosters/role.js';
import { entriesOf, type SituationEntry, type SituationReader } from './entries.js';
import { LibrarySchema } from './profile-schema.js';

/** The library as texts: each file's text by its path in the library folder ("blitzer.yaml", "situations/foul.yaml"). */
export interface LibraryTexts {
  /** The folder as messages name it, ending with '/' (the CLI: the folder on disk; the page: "library/"). */
  readonly folder: string;
  readonly files: Readonly<Record<string, string>>;
}

/** The library file of a role, as messages name it. */
export function libraryFileIn(texts: LibraryTexts, role: Role): string {
  return `${texts.folder}${role}.yaml`;
}

/** The situations of a role's library, checked; their files are read from the same texts. */
export function libraryEntries(role: Role, texts: LibraryTexts): SituationEntry[] {
  const text = texts.files[`${role}.yaml`];
  if (text === undefined) throw new Error(`the library has no ${role}.yaml`);
  const parsed = parseScenarioText(libraryFileIn(texts, role), text);
  const raw = parseWith(parsed, LibrarySchema, parsed.data, []);
  return entriesOf(parsed, texts.folder, raw.situations, ['situations'], true, memoryReader(texts));
}

/** Reads a library entry's file from the texts; one not there is an error at the entry, as on disk. */
export function memoryReader(texts: LibraryTexts): SituationReader {
  return {
    read(entry) {
      const key = entry.file.replace(/^(\.\/)+/, '');
      const text = texts.files[key];
      if (text === undefined) throw errorAt(entry.source, [...entry.path, 'file'], message.situationMissing(entry.file, `${texts.folder}${key}`, false));
      try {
        return parseScenarioText(`${texts.folder}${key}`, text);
      } catch (error) {
        if (error instanceof UserError && error.where.line === undefined) {
          throw errorAt(entry.source, [...entry.path, 'file'], message.situationUnreadable(entry.file, error.detail));
        }
        throw error;
      }
    },
  };
}
