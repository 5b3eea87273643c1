/**
 * The options of what a table lists besides its numbers: `--choices N|all` (eval and report) and `--fractions`
 * (eval's comparison table). Left out, the library's own default holds (`DEFAULT_CHOICE_LIMIT`).
 */
import { InvalidArgumentError, Option } from 'commander';
import { DEFAULT_CHOICE_LIMIT, message, wholeNumber, type ChoiceLimit } from '../index.js';

/** The most choices a number may ask for (`all` lists every one). */
const MAX_CHOICES = 1_000_000;

/** `--choices`: a whole number, or `all`. */
export function parseChoices(value: string): ChoiceLimit {
  if (value.trim().toLowerCase() === 'all') return 'all';
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n > MAX_CHOICES) {
    throw new InvalidArgumentError(message.optionInteger('--choices', value, `0..${wholeNumber(MAX_CHOICES)}, or all`));
  }
  return n;
}

/** `--choices N|all`. */
export function choicesOption(): Option {
  return new Option('--choices <n>', `choices of the best play listed per variant, the likeliest first (default ${DEFAULT_CHOICE_LIMIT}; all lists every one)`)
    .argParser(parseChoices);
}

/** `--fractions`. */
export function fractionsOption(): Option {
  return new Option('--fractions', 'show the exact fraction of each value in comparison tables (JSON always has them)');
}
