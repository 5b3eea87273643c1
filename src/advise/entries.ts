/**
 * A profile's (or a library's) situation entries as the advisor reads them: the file and the folder it is
 * relative to, how often it comes up (`perGame`, or the older relative `weight`), what the active coach plays for
 * (`goal`), what the outcomes are worth to the studied player's team (`worth`), the side of the game it shows
 * (offence, defence, support) and who is under study: one of the file's players (`advise: id`), or one of its
 * opponents (`advise: { opponent: id }`), whose team is not the one acting.
 */
import type { ParsedFile, Path } from '../scenario/parse.js';
import type { Goal } from '../scenario/types.js';
import type { RawProfile, Side } from './profile-schema.js';

/**
 * Where an entry's scenario file is read from: the disk (a profile's own situations, `disk-reader.ts`) or the
 * built-in library's texts held in memory (`library.ts`, the same texts in the CLI and in the browser page).
 * A file that cannot be read is an error at the entry (its file, line and column in the profile or library).
 */
export interface SituationReader {
  /** The entry's scenario file, parsed. */
  read(entry: SituationEntry): ParsedFile;
}

/** How the situations' gains add up: expected worth per game, or the weighted mean of relative weights. */
export type Currency = 'perGame' | 'weighted';

type RawEntry = Extract<NonNullable<RawProfile['situations']>, readonly unknown[]>[number];
type Goalish = NonNullable<RawEntry['goal']>;

/** One situation of the profile as written. */
export interface SituationEntry {
  /** The file as written (the key of `bySituation`). */
  readonly file: string;
  /** The folder `file` is relative to: the profile's, or the library's. */
  readonly base: string;
  /** How often the situation comes up: per game (`perGame`), or relative to the others (`weight`, default 1). */
  readonly weight: number;
  readonly perGame?: number;
  /** Replaces the scenario's goal when given (as a scenario writes it). */
  readonly goal?: Goalish;
  /** What the outcomes are worth to the studied team (default: the goal, or minus it for an opponent). */
  readonly worth?: Goalish;
  readonly side: Side;
  /** The player under study: a player of the acting team, or an opponent. */
  readonly study: { readonly side: 'player' | 'opponent'; readonly id: string };
  /** The id under study (`study.id`). */
  readonly advise: string;
  /** Whether `advise:` was written. */
  readonly advised: boolean;
  /** Where the entry is, in `source`. */
  readonly path: Path;
  /** The file the entry is written in (the profile, or a library). */
  readonly source: ParsedFile;
  /** From the built-in library: the situation takes the profile's edition. */
  readonly library: boolean;
  /** Where its file is read from. */
  readonly reader: SituationReader;
}

/** The entries of a list written at `path` in `source`, their files relative to `base`. */
export function entriesOf(
  source: ParsedFile, base: string, raws: readonly RawEntry[], path: Path, library: boolean, reader: SituationReader,
): SituationEntry[] {
  return raws.map((s, i) => {
    const study = studyOf(s.advise);
    return {
      file: s.file, base, weight: s.perGame ?? s.weight ?? 1, ...(s.perGame === undefined ? {} : { perGame: s.perGame }),
      ...(s.goal === undefined ? {} : { goal: s.goal }), ...(s.worth === undefined ? {} : { worth: s.worth }),
      side: s.side ?? (study.side === 'opponent' ? 'defence' : 'offence'), study, advise: study.id, advised: s.advise !== undefined,
      path: [...path, i], source, library, reader,
    };
  });
}

function studyOf(advise: RawEntry['advise']): SituationEntry['study'] {
  if (advise === undefined) return { side: 'player', id: 'player' };
  if (typeof advise === 'string') return { side: 'player', id: advise };
  return 'opponent' in advise ? { side: 'opponent', id: advise.opponent } : { side: 'player', id: advise.player };
}

/**
 * What a situation's outcomes are worth to the studied player's team, as weights over metrics: the entry's
 * `worth`, else the goal the active coach plays for (the studied player acts: what he plays for is what his team
 * wants), or minus it (the studied player is an opponent: what the active coach wins, its team loses).
 */
export function worthOf(entry: SituationEntry, goal: Goal): Goal {
  if (entry.worth !== undefined) return typeof entry.worth === 'string' ? { [entry.worth]: 1 } : entry.worth;
  if (entry.study.side === 'player') return goal;
  return Object.fromEntries(Object.entries(goal).map(([metric, weight]) => [metric, -(weight ?? 0)]));
}
