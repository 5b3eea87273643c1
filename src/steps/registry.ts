/**
 * A table of step kinds, by name: what the scenario's schema, its normalising, the model, the docs and the skill
 * catalogue read. `index.ts` builds the one nuffle ships (`STEP_REGISTRY`); a test builds its own around a toy kind
 * (`test/steps/toy-step.test.ts`), and passes it where the shipped one is the default.
 */
import type { z } from 'zod';
import type { Edition } from '../rules/edition.js';
import type { SkillName } from '../vocabulary/index.js';
import type { StepKind } from './kind.js';
import { d6AidRules } from '../rules/star-aids.js';
import { ownArmourRerollRules, starHarmRules } from '../rules/star-harm.js';
import { starBlockRules } from '../rules/star-blocks.js';
import { starTeamRules } from '../rules/star-team.js';

/** Any step kind, its own step type forgotten (the registry calls it with the steps it normalised). */
export type AnyStepKind = StepKind<string, z.ZodObject, object>;

export interface StepRegistry {
  /** The kinds, in the order the docs and the catalogue list them. */
  readonly kinds: readonly AnyStepKind[];
  /** Their names, as a scenario writes them (`- dodge: {...}`). */
  readonly names: readonly string[];
  /** The kind called `name`, or undefined. */
  find(name: string): AnyStepKind | undefined;
  /** The kind called `name`; an error (a bug, not the user's) when there is none. */
  kind(name: string): AnyStepKind;
}

/** The registry of `kinds` (each name once). */
export function stepRegistry(kinds: readonly { readonly kind: string }[]): StepRegistry {
  const all = kinds as readonly AnyStepKind[];
  const byName = new Map(all.map((k) => [k.kind, k]));
  if (byName.size !== all.length) throw new Error('step registry: a kind is registered twice');
  return {
    kinds: all,
    names: all.map((k) => k.kind),
    find: (name) => byName.get(name),
    kind(name) {
      const found = byName.get(name);
      if (!found) throw new Error(`step registry: no step kind ${name}`);
      return found;
    },
  };
}

/** The skills a kind acts on in `edition`: its own list and, where the edition says so, more; none without the kind. */
export function kindSkills(kind: AnyStepKind, edition: Edition): readonly SkillName[] {
  if (kind.inEdition?.(edition) === false) return [];
  return [...kind.skills, ...(kind.editionSkills?.(edition) ?? []), ...d6AidRules(edition.id, kind.d6Tests ?? []), ...starHarmRules(edition.id, kind.starAttacks ?? []),
    ...(kind.starAttacks?.includes('block') ? starBlockRules(edition.id) : []),
    ...(kind.ownArmour === true ? ownArmourRerollRules(edition.id) : []),
    // A star's extra team re-roll (bb2020 Lord of Chaos) helps every step that rolls a D6 test.
    ...((kind.d6Tests ?? []).length > 0 ? starTeamRules(edition.id) : [])];
}
