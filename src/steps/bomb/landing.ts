/**
 * Where a bomb comes down and whom that puts in reach: the player in the square it lands in (the "occupant", who
 * may try to catch it when Standing) and those in the squares around it (each hit on 4+). An accurate bomb lands
 * on the target square; an inaccurate one scatters three times from it (`rules/scatter.ts`: 24 of the 512 D8
 * sequences come back). Only the victims the scenario places can be found after a scatter: the `hit` opponent is
 * at [0, 0], a `near` one at its `at:`; a `near` opponent without `at:` is only known to be around the target
 * square, so a bomb landing anywhere else is taken to miss it. A landing square nobody named stands in is taken to
 * be empty. Sources: seed 001 Bombardier; bb2020.md "Activation rolls" ("Bombs: the square hit automatically,
 * adjacent 4+").
 */
import { scatterLandings } from '../../rules/scatter.js';
import type { BombVictim } from './options.js';

/** "An inaccurate pass scatters three times" (bb2020.md "Pass"; seed 001 Bombardier: "just like a ball"). */
export const BOMB_SCATTERS = 3;

/** Who is in reach of an explosion: the occupant (an index into the victims, or −1) and the victims around it (a bit mask). */
export interface Reach {
  readonly occupant: number;
  readonly around: number;
}

/** One way an inaccurate bomb lands: who is in reach, out of how many of the 8^3 D8 sequences. */
export interface ScatterGroup extends Reach {
  readonly sequences: number;
  /** "back on the target square", "next to blitzer", … for the chance node's outcome. */
  readonly label: string;
}

const chebyshev = (dx: number, dy: number) => Math.max(Math.abs(dx), Math.abs(dy));

/** Who is in reach of a bomb landing `dx, dy` from the target square. */
export function reachAt(victims: readonly BombVictim[], dx: number, dy: number): Reach {
  let occupant = -1;
  let around = 0;
  victims.forEach((v, i) => {
    if (v.at === null) {
      if (dx === 0 && dy === 0) around |= 1 << i;
      return;
    }
    const distance = chebyshev(v.at[0] - dx, v.at[1] - dy);
    if (distance === 0) occupant = i;
    else if (distance === 1) around |= 1 << i;
  });
  return { occupant, around };
}

/** The landings of an inaccurate bomb, grouped by who is in reach (landings that reach nobody are one group). */
export function scatterGroups(victims: readonly BombVictim[], name: (victim: number) => string): ScatterGroup[] {
  const groups = new Map<string, { reach: Reach; sequences: number; back: boolean }>();
  for (const landing of scatterLandings(BOMB_SCATTERS)) {
    const reach = reachAt(victims, landing.dx, landing.dy);
    const key = `${reach.occupant},${reach.around}`;
    const seen = groups.get(key);
    const back = landing.dx === 0 && landing.dy === 0;
    if (seen) seen.sequences += landing.sequences;
    else groups.set(key, { reach, sequences: landing.sequences, back });
  }
  return [...groups.values()].map(({ reach, sequences, back }) => ({ ...reach, sequences, label: describe(reach, back, name) }));
}

function describe(reach: Reach, back: boolean, name: (victim: number) => string): string {
  const around = [...Array(16).keys()].filter((i) => (reach.around >> i) & 1).map(name);
  const on = reach.occupant >= 0 ? `on ${name(reach.occupant)}` : back ? 'back on the target square' : around.length > 0 ? 'in an empty square' : 'away from everyone named';
  return around.length > 0 ? `${on}, next to ${around.join(', ')}` : on;
}
