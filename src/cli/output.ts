/**
 * Files a command writes (the HTML report, a chart's SVG). The path is checked before anything is evaluated (a
 * directory is refused at once), and a failed write (a full disk, no permission) is a user error: exit code 2
 * with the reason, never a stack trace.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { message, UserError } from '../index.js';

/** What is written, for messages: "report" or "chart", and an example file name. */
export interface OutputKind {
  readonly what: string;
  readonly example: string;
}

/** The HTML report. */
export const REPORT: OutputKind = { what: 'report', example: 'NAME.html' };
/** A chart's SVG. */
export const CHART: OutputKind = { what: 'chart', example: 'NAME.svg' };

/** Refuses an output path that is a directory (before a long evaluation, not after). */
export function checkOutput(out: string, kind: OutputKind): void {
  let directory = false;
  try {
    directory = statSync(out).isDirectory();
  } catch {
    return; // not there yet: written (and its folders made) later
  }
  if (directory) throw new UserError({ file: out }, message.outputIsDirectory(kind.what, out, kind.example));
}

/** Writes `text` at `out`, making its folder; a failure is a user error naming the reason. */
export function writeOutput(out: string, text: string, kind: OutputKind): void {
  checkOutput(out, kind);
  try {
    mkdirSync(dirname(resolve(out)), { recursive: true });
    writeFileSync(out, text);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined) throw error;
    throw new UserError({ file: out }, message.cannotWrite(kind.what, `${REASONS[code] ?? 'the system refused'} (${code})`));
  }
}

/** Why a write failed, in words, for the errors a user can do something about. */
const REASONS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is a file, not a directory',
  ENOENT: 'no such directory',
  ENAMETOOLONG: 'the name is too long',
  EEXIST: 'a part of the path is a file, not a directory',
};
