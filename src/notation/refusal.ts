/**
 * A refusal of the notation reader: a UserError whose "file" is the notation itself (docs/notation.md "What is
 * refused, by name"), and the range check every number of a token goes through.
 */
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';

/** The refusal of `detail`, said of the notation. */
export function refuse(detail: string): UserError {
  return new UserError({ file: 'notation' }, detail);
}

/** `value` when within `low..high`; else a refusal naming `token` at `column` and the range expected. */
export function inRange(value: number, low: number, high: number, token: string, column: number): number {
  if (value < low || value > high) throw refuse(message.notationRange(token, column, `${low} to ${high}`));
  return value;
}
