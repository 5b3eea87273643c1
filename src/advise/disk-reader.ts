/**
 * A profile's own situations, read from the disk: each file relative to its entry's folder (the profile's), with
 * a clear message at the entry for a file that is missing, is the profile itself, is a directory, or cannot be
 * read (a loop of links, a pipe, no permission).
 */
import { existsSync, lstatSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { errorAt, readScenarioFile, type ParsedFile } from '../scenario/parse.js';
import type { SituationEntry, SituationReader } from './entries.js';

/** Reads each entry's file from the disk (see the file header). */
export const DISK_READER: SituationReader = { read: readSituationFile };

/** A symbolic link, even one that leads nowhere or back to itself (read, it says why it cannot be). */
function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The file, relative to its entry's folder; a missing one is an error at the entry. */
function readSituationFile(entry: SituationEntry): ParsedFile {
  const path = resolve(entry.base, entry.file);
  if (!existsSync(path) && !isLink(path)) {
    throw errorAt(entry.source, [...entry.path, 'file'], message.situationMissing(entry.file, path, existsSync(entry.file)));
  }
  const at = (detail: string) => errorAt(entry.source, [...entry.path, 'file'], detail);
  if (resolve(path) === resolve(entry.source.file)) throw at(message.situationIsProfile(entry.file));
  if (existsSync(path) && statSync(path).isDirectory()) throw at(message.situationIsDirectory(entry.file, path));
  try {
    return readScenarioFile(path);
  } catch (error) {
    // The file itself cannot be read: said at the profile's line.
    if (error instanceof UserError && error.where.line === undefined) throw at(message.situationUnreadable(entry.file, error.detail));
    throw error;
  }
}
