/**
 * What opponents do to a player leaving their Tackle Zones, shared by `dodge` and `jump`. Tentacles (an opponent
 * marking the square left): a D6 + its ST − the mover's ST, 6 or more (or a natural 6) holds the mover, a natural 1
 * never does; held, the movement ends there — the line stops without a turnover. Rolled before the mover's own test
 * (the mover never leaves the square; FFB rolls it first). Shadowing: the same with MA, rolled after a passed test
 * (seed 001 Shadowing Q&A: "The Dodge roll will happen first"); its follow changes no die of the line and is
 * reported as the metric `shadowed`. Sources: seed 001 Tentacles, Shadowing. bb2016's sheet is silent on both:
 * the same reading there (UNCONFIRMED).
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { D6_TEST_PHASES, expandD6Test } from '../model/d6test.js';
import { d6Spec, d6TestNeeds, type D6TestParts } from '../model/d6step.js';
import type { ModelContext, StepModel } from '../model/model.js';
import { rollDie } from '../model/node.js';
import { Out } from '../model/outcome.js';
import { endLine, goTo, nextStep, setOut, type State } from '../model/state.js';
import type { StepBase } from '../vocabulary/index.js';
import type { NormaliseContext } from './kind.js';

const characteristic = z.number().int().min(1).max(10);

/** The options of the opponents around a mover. */
export const MOVER_OPTIONS = {
  tentacles: z.strictObject({ st: characteristic.describe("The Tentacles player's ST") }).optional()
    .describe('An opponent with Tentacles marks the square left'),
  shadowing: z.strictObject({ ma: characteristic.describe("The Shadowing player's MA") }).optional()
    .describe('An opponent with Shadowing marks the square left'),
};

/** What the opponents around a mover can do, normalised. */
export interface Movers {
  /** The Tentacles player's ST, or null. */
  readonly tentacles: number | null;
  /** The Shadowing player's MA, or null. */
  readonly shadowing: number | null;
}

/** The normalised opponents of a move; Shadowing reads the mover's MA, which must then be given. */
export function normaliseMovers(given: { tentacles?: { st: number }; shadowing?: { ma: number } }, ctx: NormaliseContext): Movers {
  if (given.shadowing && ctx.player.ma === null) throw ctx.error(['shadowing'], message.maNeeded('Shadowing', ctx.player.id));
  return { tentacles: given.tentacles?.st ?? null, shadowing: given.shadowing?.ma ?? null };
}

/** "D6 + theirs − ours ≥ 6", a natural 6 always, a natural 1 never (seed 001 Tentacles, Shadowing). */
function opposedRoll(theirs: number, ours: number): (d: number) => boolean {
  return (d) => d !== 1 && (d === 6 || d + theirs - ours >= 6);
}

/** A mover's step: Tentacles, then its D6 test, then Shadowing after a pass (see the file's comment). */
export function moverModel(step: StepBase & Movers, ctx: ModelContext, parts: D6TestParts): StepModel {
  const player = ctx.scenario.players[step.by];
  const base = step.tentacles === null ? 0 : 1;
  const shadow = base + D6_TEST_PHASES;
  const follows = step.shadowing === null ? null : opposedRoll(step.shadowing, player.ma ?? 0);
  const onPass = follows === null ? nextStep : (s: State) => goTo(s, shadow, []);
  const spec = d6Spec(step.by, ctx, { ...parts, onPass });
  const held = step.tentacles === null ? null : opposedRoll(step.tentacles, player.st);
  function expand(s: State) {
    if (held !== null && s.phase === 0) {
      return rollDie(`Tentacles (ST ${step.tentacles} vs ${player.st})`, 6, (d) => (held(d) ? endLine(s, false) : goTo(s, base, [])));
    }
    if (follows !== null && s.phase === shadow) {
      return rollDie(`Shadowing (MA ${step.shadowing} vs ${player.ma})`, 6, (d) => nextStep(follows(d) ? setOut(s, Out.Shadowed, 1) : s));
    }
    return expandD6Test(spec, s, base, ctx);
  }
  return { step, expand, ...d6TestNeeds(spec) };
}
