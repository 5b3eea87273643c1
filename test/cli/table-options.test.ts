/** `--choices N|all`: a whole number or every choice; anything else is refused with the option's message. */
import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { parseChoices } from '../../src/cli/table-options.js';

describe('--choices', () => {
  it('reads all and whole numbers', () => {
    expect(parseChoices('all')).toBe('all');
    expect(parseChoices('ALL')).toBe('all');
    expect(parseChoices('12')).toBe(12);
    expect(parseChoices('0')).toBe(0);
  });

  it('refuses the rest', () => {
    for (const bad of ['-1', '2.5', 'some', '']) expect(() => parseChoices(bad)).toThrow(InvalidArgumentError);
    expect(() => parseChoices('x')).toThrow('--choices "x" is not valid: expected an integer in 0..1,000,000, or all');
  });
});
