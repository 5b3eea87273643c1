/**
 * The opponents marking the square a mover leaves, by name: `from: [o1, o2]` on `dodge` and `jump`. Their own
 * skills then act as the shorthand options do (`tackle: true`, `divingTackle: true`, `prehensileTail: 2`,
 * `tentacles: { st }`, `shadowing: { ma }`, `armBar: true`): Tackle stops the Dodge re-roll; Diving Tackle is used
 * by one of them; each Prehensile Tail counts (to the edition's limit); Tentacles and Shadowing read the
 * opponent's ST and MA — with several, the opposing coach uses the strongest (UNCONFIRMED: one roll per move, as
 * the shorthand has it); Arm Bar. Giving one skill both ways is an error. Sources: seed 001 Tackle, Diving Tackle,
 * Prehensile Tail, Tentacles, Shadowing, Arm Bar. The named markers are taken to be standing (UNCONFIRMED: a
 * marker an earlier step knocked down would mark no longer; write it out of `from:`).
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import type { Opponent, SkillName } from '../vocabulary/index.js';
import type { NormaliseContext } from './kind.js';

export const FROM_OPTION = z.array(z.string()).max(8).optional()
  .describe('The opponents marking the square left, by id: their Tackle, Diving Tackle, Prehensile Tail, Tentacles, Shadowing and Arm Bar act (markers.ts)');

/** The skills of a named marker that act on the mover. */
export const MARKER_SKILLS: readonly SkillName[] = ['Tackle', 'Diving Tackle', 'Prehensile Tail', 'Tentacles', 'Shadowing', 'Arm Bar'];

/** The shorthand options a named marker's skills stand for, as written. */
export interface MarkerOptions {
  readonly from?: readonly string[];
  /** Absent on a jump, which has no Dodge re-roll to stop. */
  readonly tackle?: boolean;
  readonly divingTackle: boolean;
  readonly prehensileTail: boolean | number;
  readonly tentacles?: { readonly st: number };
  readonly shadowing?: { readonly ma: number };
  readonly armBar: boolean;
}

/** The shorthand options with the named markers' skills added. */
export function withMarkers(given: MarkerOptions, ctx: NormaliseContext): MarkerOptions & { readonly markers: number } {
  if (given.from === undefined) return { ...given, markers: 0 };
  const markers = given.from.map((name, i) => {
    const index = ctx.opponent(['from', i], name);
    if (given.from?.indexOf(name) !== i) throw ctx.error(['from', i], message.markerTwice(name));
    return ctx.opponents[index];
  });
  const having = (skill: SkillName, option: string, written: boolean): Opponent[] => {
    const found = markers.filter((m) => m.skills.has(skill));
    if (found.length > 0 && written) throw ctx.error([option], message.markerAndFlag(option, skill, found[0].id));
    return found;
  };
  const tails = having('Prehensile Tail', 'prehensileTail', given.prehensileTail !== false && given.prehensileTail !== 0).length;
  const tentacles = strongest(having('Tentacles', 'tentacles', given.tentacles !== undefined).map((m) => m.st));
  const shadowers = having('Shadowing', 'shadowing', given.shadowing !== undefined);
  const needsMa = ctx.edition.shadowing === null;
  const missing = needsMa ? shadowers.find((m) => m.ma === null) : undefined;
  if (missing) throw ctx.error(['from', markers.indexOf(missing)], message.markerMaNeeded(missing.id));
  const shadowing = strongest(shadowers.map((m) => m.ma ?? 0));
  const tackle = having('Tackle', 'tackle', given.tackle ?? false).length > 0;
  const divingTackle = having('Diving Tackle', 'divingTackle', given.divingTackle).length > 0;
  const armBar = having('Arm Bar', 'armBar', given.armBar).length > 0;
  return {
    from: given.from,
    markers: markers.length,
    tackle: (given.tackle ?? false) || tackle,
    divingTackle: given.divingTackle || divingTackle,
    prehensileTail: tails > 0 ? tails : given.prehensileTail,
    tentacles: tentacles === null ? given.tentacles : { st: tentacles },
    shadowing: shadowing === null ? given.shadowing : { ma: shadowing },
    armBar: given.armBar || armBar,
  };
}

function strongest(values: readonly number[]): number | null {
  return values.length === 0 ? null : Math.max(...values);
}
