/**
 * The skills a scenario names that change no die of its line (Kick, Guard…: `rules/reasons.ts`): accepted, and said
 * so once under the result — the terminal table, JSON `noEffect` and the report's "What was asked" — rather than
 * silently dropped. Secret Weapon gets a note of its own (JSON `notes`): its send-off comes at the end of the drive,
 * so it is a real cost these numbers leave out, not a rule without dice.
 */
import { findSkill, skillStatus } from '../rules/skills.js';
import type { Scenario } from '../scenario/types.js';
import type { ScenarioResult } from './types.js';

/** No-effect names that get a note of their own instead of a place in the list. */
const NOTED = ['Secret Weapon'] as const;

/** True for a name the scenario's edition accepts with no effect on the dice. */
function noEffect(name: string, scenario: Scenario): boolean {
  const info = findSkill(name);
  return info !== undefined && skillStatus(info, scenario.edition).status === 'noEffect';
}

/** Every player and opponent of the scenario, with the names of its skills. */
function everyone(scenario: Scenario): { id: string; names: string[] }[] {
  return [...scenario.players, ...scenario.opponents].map((p) => ({ id: p.id, names: p.skills.names() }));
}

/** The no-effect names the scenario's players and opponents have, each once, Secret Weapon aside. */
export function noEffectSkills(scenario: Scenario): string[] {
  const names = everyone(scenario).flatMap((p) => p.names);
  return [...new Set(names)].filter((name) => noEffect(name, scenario) && !(NOTED as readonly string[]).includes(name));
}

/** "Secret Weapon (bomber): sent off at the end of the drive — after the line, not in these numbers." */
export function skillNotes(scenario: Scenario): string[] {
  return NOTED.flatMap((name) => {
    const who = everyone(scenario).filter((p) => p.names.includes(name)).map((p) => p.id);
    if (who.length === 0 || !noEffect(name, scenario)) return [];
    return [`${name} (${who.join(', ')}): sent off at the end of the drive — after the line, not in these numbers.`];
  });
}

/** JSON `noEffect` and `notes`, each only when it has something to say. */
export function noEffectFields(scenario: Scenario): Pick<ScenarioResult, 'noEffect' | 'notes'> {
  const names = noEffectSkills(scenario);
  const notes = skillNotes(scenario);
  return { ...(names.length > 0 ? { noEffect: names } : {}), ...(notes.length > 0 ? { notes } : {}) };
}

/** The lines printed under a result: "no effect on these dice: Kick, Grab", then the notes. */
export function noEffectLines(result: Pick<ScenarioResult, 'noEffect' | 'notes'>): string[] {
  return [...(result.noEffect ? [`no effect on these dice: ${result.noEffect.join(', ')}`] : []), ...(result.notes ?? [])];
}
