/**
 * Bounds on what a scenario file can ask for, so a careless or hostile file ends with a message, never a
 * machine out of memory or a stack overflow. Documented in docs/scenario-format.md ("Limits").
 */

/** The largest scenario file read (bytes); checked while reading, so /dev/zero stops at once. */
export const MAX_FILE_BYTES = 1_000_000;

/** Nodes an alias (`*name`) may expand to, counted by the yaml library (its `maxAliasCount`). */
export const MAX_ALIAS_COUNT = 100;

/** Lists and mappings nested in one another: a scenario needs about six levels. */
export const MAX_DEPTH = 32;

/** Steps in a line. */
export const MAX_STEPS = 200;

/** Activations of a turn (`activations:`, the opening `steps:` counted as one): the done-mask fits one unit of a state key. */
export const MAX_ACTIVATIONS = 12;

/** Players of the active team, and opponents: a team fields at most eleven. */
export const MAX_PLAYERS = 11;
export const MAX_OPPONENTS = 11;

/** Evaluations per file (variants × grid points). */
export const MAX_VARIANTS = 400;
