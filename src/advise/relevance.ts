/**
 * Which skills can act in a situation: those read by one of its steps. The catalogue says, for each skill, the
 * step kinds whose dice it changes (`steps/catalogue.ts`, read off the step modules themselves); a skill read by
 * none of a situation's steps changes nothing there (but one the activation rolls read, which adds its own), so the advisor does not
 * solve the situation again for it (`evaluator.ts`). test/advise/relevance.test.ts solves every library
 * situation with every skill so left out and finds its value unchanged.
 */
import { catalogue } from '../steps/catalogue.js';
import type { EditionId } from '../vocabulary/index.js';
import type { Situation } from './situation.js';

/** `acts(i, skill)`: whether `skill` can act in situation `i`. */
export function actsIn(edition: EditionId, situations: readonly Situation[]): (i: number, skill: string) => boolean {
  const steps = new Map(catalogue(edition).map((e) => [e.name as string, new Set(e.steps)]));
  const kinds = situations.map((s) => new Set(s.withSkills([]).steps.map((step) => step.kind)));
  return (i, skill) => {
    const read = steps.get(skill);
    // A skill read by the activation rolls brings its own (Bone Head, Really Stupid…): it may act anywhere.
    return read === undefined || read.has('activation') || [...kinds[i]].some((kind) => read.has(kind));
  };
}
