/**
 * Normalising the opponents: `opponent:` shorthand expanded, AV read by edition, skills resolved. (The contact
 * steps normalise in their own modules under `steps/`.)
 */
import { message } from '../log/messages.js';
import type { Edition } from '../rules/edition.js';
import { readCharacteristic } from './characteristics.js';
import { MAX_OPPONENTS } from './limits.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import { resolveSkills } from './skills.js';
import type { Opponent } from './types.js';
import type { ValidScenario } from './validate.js';

type RawOpponent = NonNullable<ValidScenario['opponent']>;

export function normaliseOpponents(parsed: ParsedFile, valid: ValidScenario, edition: Edition): Opponent[] {
  if (valid.opponent && valid.opponents) throw errorAt(parsed, ['opponents'], message.opponentAndOpponents(), true);
  const entries: [string, RawOpponent, Path][] = valid.opponent
    ? [['opponent', valid.opponent, ['opponent']]]
    : Object.entries(valid.opponents ?? {}).map(([id, raw]) => [id, raw, ['opponents', id]]);
  if (entries.length > MAX_OPPONENTS) {
    throw errorAt(parsed, ['opponents'], message.tooManyPlayers('opponents', entries.length, MAX_OPPONENTS), true);
  }
  return entries.map(([id, raw, path]) => ({
    id,
    st: raw.st,
    ma: raw.ma ?? null,
    av: raw.av === undefined ? edition.defaultAv : (readCharacteristic(parsed, edition, 'av', raw.av, [...path, 'av']) as number),
    ag: raw.ag === undefined ? 3 : (readCharacteristic(parsed, edition, 'ag', raw.ag, [...path, 'ag']) as number),
    skills: resolveSkills(parsed, raw.skills, edition.id, [...path, 'skills']),
    apothecary: raw.apothecary,
  }));
}
