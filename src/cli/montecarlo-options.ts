/**
 * The Monte Carlo options shared by `nuffle eval`, `verify`, `report` and `chart`: how many trials (`--samples`,
 * or `--precision` for the half-width to reach), the seed, the workers, the policy and the exact bound. Bad
 * values are rejected by commander with the message from `log/messages.ts` (exit code 2); the defaults are
 * `run/options.ts`'s, filled there (`resolveRunOptions`), never here: commander is given none, only the help
 * text names them.
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import {
  DEFAULT_METHOD, DEFAULT_SAMPLES, DEFAULT_STATE_BOUND, MAX_SAMPLES, SAMPLE_CAP, MAX_SEED, MAX_STATE_BOUND, MAX_WORKERS, message, POLICY_NAMES,
  wholeNumber, type RunRequest,
} from '../index.js';

/** The options as commander parsed them: a run request (`run/options.ts` fills the defaults). */
export type MonteCarloFlags = Omit<RunRequest, 'method'> & {
  /** No progress on stderr (`--quiet`). */
  readonly quiet?: boolean;
};

/** `--method`, shared by every command that evaluates. */
export function methodOption(): Option {
  return new Option('--method <method>', `exact, montecarlo, or auto: exact while the model is small enough (default ${DEFAULT_METHOD})`)
    .choices(['exact', 'montecarlo', 'auto']);
}

/** A parser of a whole-number option in min..max (commander reports a bad value with the message, exit 2). */
export function integer(option: string, min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+(e\d+)?$/i.test(value.trim()) || !Number.isInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(message.optionInteger(option, value, `${min}..${wholeNumber(max)}`));
    }
    return n;
  };
}

function precision(value: string): number {
  const p = Number(value);
  if (!(p > 0 && p < 0.5)) throw new InvalidArgumentError(message.optionPrecision(value));
  return p;
}

/** Adds the shared options to a command (`verify` always follows the optimal policy: no --policy). */
export function addMonteCarloOptions(command: Command, { policy = true } = {}): Command {
  command
    .addOption(new Option('--samples <n>', `trials per variant (default ${wholeNumber(DEFAULT_SAMPLES)})`).argParser(integer('--samples', 1, MAX_SAMPLES)))
    .addOption(new Option('--precision <h>', 'pick the trials that bring every 95% half-width down to h (e.g. 0.001)').argParser(precision).conflicts('samples'))
    .addOption(new Option('--seed <s>', 'seed of the random streams (default: a random one, printed)').argParser(integer('--seed', 0, MAX_SEED)))
    .addOption(new Option('--workers <k>', 'worker threads (default and most: the number of cores, and no more than the run has chunks; 0 runs in the main thread)').argParser(integer('--workers', 0, MAX_WORKERS)))
    .option('--long-run', `accept more than ${wholeNumber(SAMPLE_CAP)} trials per variant (--samples or --precision), up to ${wholeNumber(MAX_SAMPLES)}`)
    .option('--quiet', 'print no progress on stderr (by default: a bar on a terminal, a line every 10 s elsewhere)')
    .addOption(new Option('--max-states <n>', `largest model solved exactly by --method auto (default ${wholeNumber(DEFAULT_STATE_BOUND)}, at most ${wholeNumber(MAX_STATE_BOUND)})`).argParser(integer('--max-states', 1, MAX_STATE_BOUND)));
  if (policy) command.addOption(new Option('--policy <policy>', 'whose choices the trials follow: optimal (where the model is small enough), lookahead (the fallback) or greedy').choices([...POLICY_NAMES]));
  return command;
}
