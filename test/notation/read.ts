/** The notation tests' readers: nuffle's exact success for a notation string or a scenario, and a refusal's message. */
import { expect } from 'vitest';
import { evaluateText, notationScenario, UserError } from '../../src/index.js';

/** nuffle's exact success for a notation string with r team re-rolls. */
export function success(notation: string, rerolls: number, edition?: string): string {
  return evaluateText(notationScenario(notation, { rerolls, ...(edition ? { edition } : {}) })).result.results[0].fractions.success;
}

/** The exact success of a scenario written by hand: its players, opponents and steps, at r team re-rolls. */
export function byHand(body: string, rerolls: number): string {
  return evaluateText(`name: by hand\nrerolls: ${rerolls}\ngoal: success\n${body}\n`).result.results[0].fractions.success;
}

/** The refusal of a string, which must be a UserError. */
export function refusal(notation: string): string {
  try {
    notationScenario(notation);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as UserError).message;
  }
  throw new Error(`expected ${notation} to be refused`);
}
