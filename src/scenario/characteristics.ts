/**
 * Characteristics as each edition writes them: bb2020 writes targets ("AG 3+", "PA 4+", "AV 9+"), bb2016 plain
 * numbers (AG 3, AV 8). A plain number is accepted in bb2020 as the target; a "3+" in bb2016 is an error, since
 * it would mean something else there.
 */
import { message } from '../log/messages.js';
import type { Edition } from '../rules/edition.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';

/** Accepted values, the same in both notations. */
const RANGES = { ag: { min: 1, max: 6 }, pa: { min: 1, max: 6 }, av: { min: 3, max: 12 } } as const;

/** Reads AG, PA or AV; `null` for a PA of "-". */
export function readCharacteristic(
  parsed: ParsedFile, edition: Edition, which: 'ag' | 'pa' | 'av', written: number | string, path: Path,
): number | null {
  const targets = edition.writesTargets;
  const example = targets ? `like ${which === 'av' ? '9+' : '3+'}` : `as a plain number like ${which === 'av' ? '8' : '3'}`;
  let value: number;
  if (typeof written === 'number') {
    value = written;
  } else if (which === 'pa' && written.trim() === '-') {
    return null;
  } else {
    const match = /^\s*(\d+)\+\s*$/.exec(written);
    if (!match || !targets) throw errorAt(parsed, path, message.editionNotation(which.toUpperCase(), example));
    value = Number(match[1]);
  }
  const range = RANGES[which];
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    const unit = targets ? '+' : '';
    throw errorAt(parsed, path, message.outOfRange(which.toUpperCase(), written, `${range.min}${unit}..${range.max}${unit}`));
  }
  return value;
}
