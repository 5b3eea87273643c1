/**
 * Every situation's value with a set of extra skills, exactly, each (situation, skill set) evaluated once: the
 * answers are kept by the set's names, so a pair at depth 2 never solves again what depth 1 or a bound solved.
 * A skill no step of a situation reads (`steps/catalogue.ts`, `stepsOf`: the step kinds whose dice it changes)
 * changes nothing there and is not solved for (`relevance.ts`; test/advise/relevance.test.ts checks it on the
 * whole library).
 * Each evaluation normalises the situation with the skills (`situation.ts`) and solves the model on the
 * executor: the main thread, or the Monte Carlo worker pool (`montecarlo/pool.ts`) when the advisor decides the
 * threads pay for themselves (`advise.ts`).
 */
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { exactTask, solveExactly, type ExactAnswer } from '../montecarlo/exact-task.js';
import type { ChunkExecutor } from '../montecarlo/pool.js';
import type { Fraction } from '../evaluate/fraction.js';
import { goalValue } from '../evaluate/goal-value.js';
import { worthOf } from './entries.js';
import type { Scenario } from '../scenario/types.js';
import type { Situation } from './situation.js';

/** Why a skill set could not be evaluated in a situation (an error of the scenario with it, or too many states). */
export interface Failure {
  readonly failed: string;
}

/** A situation's value with a skill set, or why there is none. */
export type Outcome = Fraction | Failure;

export function isFailure(outcome: Outcome | readonly Outcome[]): outcome is Failure {
  return !Array.isArray(outcome) && 'failed' in outcome;
}

export class Evaluator {
  private readonly known = new Map<string, Promise<Outcome>>();
  /** Evaluations solved (not answered from what was known). */
  solved = 0;
  /** States explored over all of them. */
  states = 0;

  constructor(
    readonly situations: readonly Situation[],
    private executor: ChunkExecutor,
    private readonly maxStates: number,
    /** Whether a skill can act in situation `i` at all (default: always); a set's other skills are dropped. */
    private readonly acts: (i: number, skill: string) => boolean = () => true,
  ) {}

  /** Where evaluations run from now on. */
  runOn(executor: ChunkExecutor): void {
    this.executor = executor;
  }

  /** Each situation's value with `skills`, or the first failure among them. */
  async values(skills: readonly string[]): Promise<Fraction[] | Failure> {
    const outcomes = await Promise.all(this.situations.map((_, i) => this.value(i, skills)));
    const failure = outcomes.find((o): o is Failure => 'failed' in o);
    return failure ?? (outcomes as Fraction[]);
  }

  /**
   * Situation `i`'s value with `skills` (the set's order does not matter). A skill that cannot act in the
   * situation is left out of the set, so its value is that of the set without it, solved once.
   */
  value(i: number, skills: readonly string[]): Promise<Outcome> {
    const acting = skills.filter((s) => this.acts(i, s));
    if (acting.length < skills.length) return this.value(i, acting);
    const key = `${i}|${[...skills].sort().join('|')}`;
    let outcome = this.known.get(key);
    if (!outcome) {
      outcome = this.solve(i, skills);
      this.known.set(key, outcome);
    }
    return outcome;
  }

  private async solve(i: number, skills: readonly string[]): Promise<Outcome> {
    const situation = this.situations[i];
    let scenario;
    try {
      scenario = situation.withSkills(skills);
    } catch (error) {
      if (error instanceof UserError) return { failed: error.message };
      throw error;
    }
    const answer = await this.answer(scenario);
    this.solved++;
    if ('tooLarge' in answer) return { failed: message.situationTooLarge(situation.entry.file, skills, answer.tooLarge) };
    if ('error' in answer) throw new Error(answer.error);
    this.states += answer.states;
    return goalValue(answer, worthOf(situation.entry, scenario.goal));
  }

  /** Solved on the pool's threads, or here (the main thread solves the scenario as it is, without copying it). */
  private async answer(scenario: Scenario): Promise<ExactAnswer> {
    if (this.executor.workers > 0) return this.executor.evaluate(exactTask(scenario, this.maxStates));
    return solveExactly(scenario, this.maxStates);
  }
}
