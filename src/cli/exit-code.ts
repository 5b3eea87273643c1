/**
 * How the command ends when something is thrown: a user error is its one message and exit code 2; commander
 * has printed its own usage error (2, or 0 for help); anything else is an internal error, exit code 1. A stack
 * overflow is said in one line: its trace is thousands of identical frames and tells the user nothing.
 */
import { message, UserError } from '../index.js';

/** Where the message goes (stderr; a test passes its own). */
export interface Say {
  write(text: string): boolean;
}

/** The exit code for what was thrown, after saying why (see the file header). */
export function exitCodeFor(error: unknown, say: Say = process.stderr): number {
  if (error instanceof UserError) {
    say.write(`nuffle: ${error.message}\n`);
    return 2;
  }
  const commanderError = error as { code?: string; exitCode?: number };
  if (typeof commanderError.code === 'string' && commanderError.code.startsWith('commander.')) {
    // Commander has printed its own message; help and version exit 0, usage errors 2.
    return commanderError.exitCode === 0 ? 0 : 2;
  }
  if (isStackOverflow(error)) {
    say.write(`nuffle: internal error: ${message.stackOverflow()}\n`);
    return 1;
  }
  say.write(`nuffle: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return 1;
}

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /maximum call stack/i.test(error.message);
}
