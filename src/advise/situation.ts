/**
 * A situation of a profile: a scenario file read, parsed and validated once, whose player under study is then
 * written as the profile says (its characteristics, its skills, plus the skills being tried) and normalised for
 * each set of skills tried. The file's own errors keep their file, line and column; what is wrong with the
 * profile's entry (a missing file, another edition, `compare:`, no such player) points at the entry.
 */
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { normalise } from '../scenario/normalise.js';
import { errorAt } from '../scenario/parse.js';
import type { Scenario } from '../scenario/types.js';
import { validate, type ValidScenario } from '../scenario/validate.js';
import type { Profile, SituationEntry } from './profile.js';

type RawPlayer = NonNullable<ValidScenario['player']>;
type RawOpponent = NonNullable<ValidScenario['opponent']>;

/** The characteristics an opponent carries (it has no PA). */
const OPPONENT_KEYS = ['st', 'ma', 'ag', 'av'] as const;

/** A situation ready to be played with any extra skills. */
export interface Situation {
  readonly entry: SituationEntry;
  /** The scenario's name (sentences and the report say it). */
  readonly name: string;
  /** The scenario with the profile's player and these extra skills (roster spellings). */
  withSkills(extra: readonly string[]): Scenario;
}

/** Reads every situation of a profile (each file once). */
export function loadSituations(profile: Profile): Situation[] {
  return profile.situations.map((entry) => loadSituation(profile, entry));
}

function loadSituation(profile: Profile, entry: SituationEntry): Situation {
  const parsed = entry.reader.read(entry);
  const data = parsed.data as Record<string, unknown>;
  // A library situation is written once for every edition that has rosters: it takes the profile's.
  const valid = entry.library ? { ...validate(parsed), edition: profile.edition } : validate(parsed);
  if ('compare' in data || 'sweep' in data) throw errorAt(entry.source, [...entry.path, 'file'], message.situationHasVariants(entry.file));
  if (valid.edition !== profile.edition) {
    throw errorAt(entry.source, [...entry.path, 'file'], message.situationEdition(entry.file, valid.edition, profile.edition));
  }
  checkAdvised(entry, valid);
  const withSkills = (extra: readonly string[]) => {
    try {
      return normalise(parsed, written(valid, profile, entry, extra));
    } catch (error) {
      if (error instanceof UserError) throw new UserError(error.where, message.inSituation(entry.file, error.detail));
      throw error;
    }
  };
  withSkills([]); // the profile's player must fit the situation before any skill is tried
  return { entry, name: valid.name, withSkills };
}

function playerIds(valid: ValidScenario): string[] {
  return valid.player ? ['player'] : Object.keys(valid.players ?? {});
}

function opponentIds(valid: ValidScenario): string[] {
  return valid.opponent ? ['opponent'] : Object.keys(valid.opponents ?? {});
}

function checkAdvised(entry: SituationEntry, valid: ValidScenario): void {
  const opponent = entry.study.side === 'opponent';
  const ids = opponent ? opponentIds(valid) : playerIds(valid);
  if (ids.includes(entry.advise)) return;
  if (!entry.advised) throw errorAt(entry.source, entry.path, message.advisedRequired(entry.file, ids));
  const path = [...entry.path, 'advise', ...(opponent ? ['opponent'] : [])];
  throw errorAt(entry.source, path, opponent ? message.unknownAdvisedOpponent(entry.advise, entry.file, ids) : message.unknownAdvised(entry.advise, entry.file, ids));
}

/** The validated file with the player under study written as the profile says, and the entry's goal. */
function written(valid: ValidScenario, profile: Profile, entry: SituationEntry, extra: readonly string[]): ValidScenario {
  const studied = (raw: RawPlayer): RawPlayer => ({ ...raw, ...profile.player.written, skills: [...profile.player.skills, ...extra] }) as RawPlayer;
  const goal = entry.goal ?? valid.goal;
  if (entry.study.side === 'opponent') return { ...writtenOpponent(valid, profile, entry, extra), goal };
  if (valid.player) return { ...valid, player: studied(valid.player), goal };
  const players = { ...valid.players };
  players[entry.advise] = studied(players[entry.advise]);
  return { ...valid, players, goal };
}

/** The validated file with the opponent under study written as the profile says: ST, AG, AV and the skills. */
function writtenOpponent(valid: ValidScenario, profile: Profile, entry: SituationEntry, extra: readonly string[]): ValidScenario {
  const characteristics = Object.fromEntries(OPPONENT_KEYS.filter((k) => profile.player.written[k] !== undefined).map((k) => [k, profile.player.written[k]]));
  const studied = (raw: RawOpponent): RawOpponent => ({ ...raw, ...characteristics, skills: [...profile.player.skills, ...extra] }) as RawOpponent;
  if (valid.opponent) return { ...valid, opponent: studied(valid.opponent) };
  return { ...valid, opponents: { ...valid.opponents, [entry.advise]: studied(valid.opponents![entry.advise]) } };
}
