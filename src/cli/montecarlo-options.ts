/**
 * The Monte Carlo options shared by `nuffle eval` and `nuffle verify`: how many trials (`--samples`, or
 * `--precision` for the half-width to reach), the seed, the workers, the policy and the exact bound. Bad values
 * are rejected by commander with the message from `log/messages.ts` (exit code 2).
 */
import { availableParallelism } from 'node:os';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { wholeNumber } from '../format/numbers.js';
import { message } from '../log/messages.js';
import { DEFAULT_STATE_BOUND, MAX_STATE_BOUND } from '../montecarlo/method.js';
import { MAX_SAMPLES } from '../montecarlo/plan.js';
import { MAX_SEED, randomSeed } from '../montecarlo/rng.js';
import type { PolicyName } from '../montecarlo/source.js';
import { samplesForHalfWidth } from '../montecarlo/wilson.js';

/** Trials per variant when neither --samples nor --precision is given (half-width ≤ 0.001 at worst). */
export const DEFAULT_SAMPLES = 1_000_000;

/** Most worker threads accepted. */
export const MAX_WORKERS = 256;

/** The options as commander parsed them. */
export interface MonteCarloFlags {
  readonly samples?: number;
  readonly precision?: number;
  readonly seed?: number;
  readonly workers?: number;
  readonly policy?: PolicyName;
  readonly maxStates?: number;
}

/** The options with defaults filled. */
export interface MonteCarloSetup {
  readonly samples: number;
  readonly seed: number;
  readonly workers: number;
  readonly policy?: PolicyName;
  /**
   * `--max-states` as given: left out, each method takes its own default (`auto` solves exactly up to
   * `DEFAULT_STATE_BOUND`; `--method exact` accepts up to `MAX_STATE_BOUND`).
   */
  readonly maxStates?: number;
}

function integer(option: string, min: number, max: number) {
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
    .addOption(new Option('--workers <k>', 'worker threads (default: the number of cores; 0 runs in the main thread)').argParser(integer('--workers', 0, MAX_WORKERS)))
    .addOption(new Option('--max-states <n>', `largest model solved exactly by --method auto (default ${wholeNumber(DEFAULT_STATE_BOUND)}, at most ${wholeNumber(MAX_STATE_BOUND)})`).argParser(integer('--max-states', 1, MAX_STATE_BOUND)));
  if (policy) command.addOption(new Option('--policy <policy>', 'whose choices the trials follow: optimal (where the model is small enough) or greedy').choices(['optimal', 'greedy']));
  return command;
}

/** The options with their defaults filled (a random seed when none was given). */
export function monteCarloSetup(flags: MonteCarloFlags): MonteCarloSetup {
  return {
    samples: flags.precision !== undefined ? samplesForHalfWidth(flags.precision) : (flags.samples ?? DEFAULT_SAMPLES),
    seed: flags.seed ?? randomSeed(),
    workers: flags.workers ?? availableParallelism(),
    ...(flags.policy === undefined ? {} : { policy: flags.policy }),
    ...(flags.maxStates === undefined ? {} : { maxStates: flags.maxStates }),
  };
}
