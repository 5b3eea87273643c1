/**
 * The opponents marking the square a mover leaves, by name: `from: [o1, o2]` on `dodge` and `jump`. Their own
 * skills then act as the shorthand options do (`tackle: true`, `divingTackle: true`, `prehensileTail: 2`,
 * `tentacles: { st }`, `shadowing: { ma }`, `armBar: true`): Tackle stops the Dodge re-roll; Diving Tackle is used
 * by one of them; each Prehensile Tail counts (to the edition's limit); Tentacles and Shadowing read the
 * opponent's ST and MA — with several, the opposing coach uses the strongest (UNCONFIRMED: one roll per move, as
 * the shorthand has it); Arm Bar. Giving one skill both ways is an error. Sources: seed 001 Tackle, Diving Tackle,
 * Prehensile Tail, Tentacles, Shadowing, Arm Bar.
 *
 * A named marker is a real player: one that an earlier step of the line knocked down (or removed), or that lost its
 * tackle zone (a star's Baleful Hex), marks no longer, so the mover's roll is read from the markers that still mark
 * when the step starts (`withStandingMarkers`, `victim.ts` `marks`).
 */
import { z } from 'zod';
import { message } from '../log/messages.js';
import { marks } from '../model/contact/victim.js';
import type { ModelContext, StepModel } from '../model/model.js';
import type { State } from '../model/state.js';
import type { Opponent, SkillName } from '../vocabulary/index.js';
import type { NormaliseContext } from './kind.js';

export const FROM_OPTION = z.array(z.string()).max(8).optional()
  .describe('The opponents marking the square left, by id: their Tackle, Diving Tackle, Prehensile Tail, Tentacles, Shadowing and Arm Bar act (markers.ts)');

/** The skills of a named marker that act on the mover, each with the shorthand option that stands for it. */
const MARKER_OPTIONS = {
  Tackle: 'tackle', 'Diving Tackle': 'divingTackle', 'Prehensile Tail': 'prehensileTail', Tentacles: 'tentacles',
  Shadowing: 'shadowing', 'Arm Bar': 'armBar',
} as const satisfies Partial<Record<SkillName, string>>;
export const MARKER_SKILLS = Object.keys(MARKER_OPTIONS) as (keyof typeof MARKER_OPTIONS)[];
/** The marker skills that act on a jump: all but Tackle, which has no Dodge re-roll to stop there. */
export const JUMP_MARKER_SKILLS = MARKER_SKILLS.filter((name) => name !== 'Tackle');

/** How each marker skill is written on a mover's step (`StepKind.writtenAs`): by name in `from:`, or its option. */
export function markerWrittenAs(skills: readonly SkillName[]): Partial<Record<SkillName, readonly string[]>> {
  return Object.fromEntries(MARKER_SKILLS.filter((k) => skills.includes(k)).map((k) => [k, ['from', MARKER_OPTIONS[k]]]));
}

/** What the opponents around a mover do to it, normalised: the shorthand options, and the named markers' skills. */
export interface Around {
  /** An opponent with Tackle marks the square left (stops the Dodge skill; a jump has none to stop). */
  readonly tackle: boolean;
  readonly divingTackle: boolean;
  /** Prehensile Tails marking the square left. */
  readonly prehensileTail: number;
  /** The Tentacles player's ST, or null. */
  readonly tentacles: number | null;
  /** The Shadowing player's MA, or null. */
  readonly shadowing: number | null;
  readonly armBar: boolean;
}

/** Prehensile Tails as written (`true` is one) as a count. */
export function tailCount(written: boolean | number): number {
  return typeof written === 'number' ? written : written ? 1 : 0;
}

/** The named markers of a step, and the shorthand as written (what stays when every named marker is down). */
export interface Marking {
  readonly markers: readonly number[];
  readonly written: Around;
}

/** The options written, and the markers of `from:`: what they do together, checked, and the marking to keep. */
export function readMarkers(from: readonly string[] | undefined, written: Around, ctx: NormaliseContext): { around: Around; marking: Marking } {
  const markers = (from ?? []).map((name, i) => {
    if (from?.indexOf(name) !== i) throw ctx.error(['from', i], message.markerTwice(name));
    return ctx.opponent(['from', i], name);
  });
  const opponents = markers.map((m) => ctx.opponents[m]);
  const twice: [SkillName, string, boolean][] = [
    ['Tackle', 'tackle', written.tackle], ['Diving Tackle', 'divingTackle', written.divingTackle],
    ['Prehensile Tail', 'prehensileTail', written.prehensileTail > 0], ['Tentacles', 'tentacles', written.tentacles !== null],
    ['Shadowing', 'shadowing', written.shadowing !== null], ['Arm Bar', 'armBar', written.armBar],
  ];
  for (const [skill, option, given] of twice) {
    const found = opponents.find((o) => o.skills.has(skill));
    if (found && given) throw ctx.error([option], message.markerAndFlag(option, skill, found.id));
  }
  // The opposed MA roll (bb2020, bb2016) reads both MAs; bb2025's flat 4+ neither.
  if (ctx.edition.shadowing === null) {
    const missing = opponents.findIndex((o) => o.skills.has('Shadowing') && o.ma === null);
    if (missing >= 0) throw ctx.error(['from', missing], message.markerMaNeeded(opponents[missing].id));
    if (opponents.some((o) => o.skills.has('Shadowing')) && ctx.player.ma === null) throw ctx.error(['from'], message.maNeeded('Shadowing', ctx.player.id));
  }
  return { around: marked(written, opponents), marking: { markers, written } };
}

/** The shorthand with the skills of `markers` added. */
export function marked(written: Around, markers: readonly Opponent[]): Around {
  const having = (skill: SkillName) => markers.filter((m) => m.skills.has(skill));
  const strongest = (values: readonly number[], otherwise: number | null) => (values.length === 0 ? otherwise : Math.max(...values));
  return {
    tackle: written.tackle || having('Tackle').length > 0,
    divingTackle: written.divingTackle || having('Diving Tackle').length > 0,
    prehensileTail: written.prehensileTail + having('Prehensile Tail').length,
    tentacles: strongest(having('Tentacles').map((m) => m.st), written.tentacles),
    shadowing: strongest(having('Shadowing').map((m) => m.ma ?? 0), written.shadowing),
    armBar: written.armBar || having('Arm Bar').length > 0,
  };
}

/**
 * The model of a mover's step whose named markers may have been knocked down earlier in the line: at each state,
 * the model of the step as the markers still Standing make it (`build` given the step with their skills), each
 * built once. The markers become targets of the step, read as Standing or not (`canonical.ts` keeps that much).
 */
export function withStandingMarkers<S extends Around & { readonly marking: Marking }>(
  step: S, ctx: ModelContext, build: (step: S, standing: number) => StepModel,
): StepModel {
  const { markers, written } = step.marking;
  if (markers.length === 0) return build(step, 0);
  const variants = new Map<number, StepModel>();
  const variant = (mask: number): StepModel => {
    let model = variants.get(mask);
    if (model === undefined) {
      const standing = markers.filter((_, bit) => (mask & (1 << bit)) !== 0);
      model = build({ ...step, ...marked(written, standing.map((m) => ctx.scenario.opponents[m])) }, standing.length);
      variants.set(mask, model);
    }
    return model;
  };
  const maskOf = (s: State) => markers.reduce((mask, m, bit) => (marks(s, m) ? mask | (1 << bit) : mask), 0);
  const all = variant((1 << markers.length) - 1);
  return { ...all, expand: (s) => variant(maskOf(s)).expand(s), targets: markers, targetReads: 'standing' };
}
