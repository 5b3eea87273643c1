/**
 * The width the terminal tables fit (`--wide` asks for every line whole): `COLUMNS` when it is set to a width (a
 * script, a test, a shell that exports it), else the terminal's own when stdout is one; none for a pipe.
 */

/** Narrower than this, `COLUMNS` is taken for a mistake and ignored: no table fits a handful of characters. */
const NARROWEST = 20;

/** The width to fit, or undefined: every line whole. */
export function terminalWidth(
  wide: boolean | undefined, env: NodeJS.ProcessEnv = process.env, stdout: { readonly isTTY?: boolean; readonly columns?: number } = process.stdout,
): number | undefined {
  if (wide === true) return undefined;
  const columns = Number(env.COLUMNS);
  if (Number.isInteger(columns) && columns >= NARROWEST) return columns;
  return stdout.isTTY ? stdout.columns : undefined;
}
