/**
 * Errors a user can fix (bad input: exit code 2) versus internal errors (exit code 1). A user error carries
 * where it happened (file, line, column, the path in the scenario) so the CLI prints one clear line.
 */

export interface Where {
  readonly file: string;
  /** 1-based; absent when the position is unknown (e.g. the file is missing). */
  readonly line?: number;
  readonly column?: number;
  /** Path in the scenario: "steps[2].dodge.marked". */
  readonly path?: string;
}

/** Bad input, said to the user in one message with where it is (file:line:column and the path); exit code 2. */
export class UserError extends Error {
  readonly exitCode = 2;

  constructor(readonly where: Where, readonly detail: string) {
    super(formatUserError(where, detail));
    this.name = 'UserError';
  }
}

export function formatUserError(where: Where, detail: string): string {
  const position = where.line === undefined ? where.file : `${where.file}:${where.line}:${where.column ?? 1}`;
  const path = where.path ? ` at ${where.path}` : '';
  return `${position}${path}: ${detail}`;
}

/** "steps[2].dodge.marked" from ['steps', 2, 'dodge', 'marked']. */
export function formatPath(path: readonly (string | number)[]): string {
  let text = '';
  for (const part of path) text += typeof part === 'number' ? `[${part}]` : text === '' ? part : `.${part}`;
  return text;
}
