/**
 * The activation rolls a line needs, inserted while normalising: each player's declared action (written, or
 * inferred from its steps), then before its first step the roll of each activation trait it has, the Foul
 * Appearance rolls its action meets, and the end of a Vampire's activation (where it bites a Thrall, or cannot). The
 * model, the state compression, the tree and the tables then see them as steps like any other.
 *
 * Sources: seed 001 Bone Head, Really Stupid, Unchannelled Fury, Animal Savagery, Bloodlust (X+), Take Root ("When
 * this player is activated … immediately after declaring the action … roll a D6"), Foul Appearance (Q&A: "The
 * player will first nominate the target of their action, then roll for their Trait, and then the opposing player
 * will use their Skill"; on a Blitz "As soon as the Blitz action is declared"); seed 004 (bb2016).
 */
import type { Edition } from '../rules/edition.js';
import { ACTIVATION_TRAITS, BLOCK_SPECIALS, MOVEMENT_KINDS } from '../steps/activation.js';
import type { Action, Opponent, Player } from '../vocabulary/index.js';
import type { RawStep } from './validate.js';

/** Steps that are a Special action of their own (not one instead of a Block action). */
const SPECIAL_ACTIONS: ReadonlySet<string> = new Set(['bomb', 'chainMove']);

/** A step as written, with the index of the player who takes it. */
interface Written {
  readonly raw: RawStep;
  readonly by: number;
}

/** The steps of a player's own activation: its steps but the catches (a catch is made in another's activation). */
function ownSteps(written: readonly Written[], player: number): RawStep[] {
  return written.filter((w) => w.by === player && w.raw.kind !== 'catch').map((w) => w.raw);
}

/** A step that hits with a Block action or a Special action instead of one. */
function hits(raw: RawStep): boolean {
  return raw.kind === 'block' || raw.kind === 'knockdown' || BLOCK_SPECIALS.has(raw.kind);
}

/**
 * The action a player's steps imply: a foul → foul; a bomb or a Ball & Chain move → special; a pass → pass; a hand-off → handoff; a hit after movement (or a block written
 * `blitz: true`) → blitz; a hit first → block (a Chainsaw, Stab or Projectile Vomit → special); else move.
 */
export function inferAction(steps: readonly RawStep[]): Action {
  if (steps.some((s) => s.kind === 'foul')) return 'foul';
  // Throw Bomb and the Ball & Chain Move are Special actions, neither a Pass nor a Block (seed 001 Bombardier, Ball and Chain).
  if (steps.some((s) => SPECIAL_ACTIONS.has(s.kind))) return 'special';
  if (steps.some((s) => s.kind === 'pass')) return 'pass';
  if (steps.some((s) => s.kind === 'handoff')) return 'handoff';
  const hit = steps.findIndex(hits);
  if (hit < 0) return 'move';
  const blitzFlag = steps.some((s) => s.kind === 'block' && s.options.blitz);
  if (blitzFlag || steps.slice(0, hit).some((s) => MOVEMENT_KINDS.has(s.kind))) return 'blitz';
  return BLOCK_SPECIALS.has(steps[hit].kind) ? 'special' : 'block';
}

/** The players with their declared action: as written, else inferred from their steps. */
export function withActions(players: readonly Player[], written: readonly Written[], declared: readonly (Action | undefined)[]): Player[] {
  return players.map((player, i) => ({ ...player, action: declared[i] ?? inferAction(ownSteps(written, i)) }));
}

/** A synthetic step of kind `activation`, placed (for messages) at the step it comes before. */
function rollStep(player: Player, at: RawStep, options: { trait: string; target?: string; feed?: boolean }): RawStep {
  return { kind: 'activation', path: at.path, options: { by: player.id, feed: false, ...options } } as RawStep;
}

/** The opponent a contact step targets, when it names one (or there is only one); else undefined. */
function targetOf(raw: RawStep, opponents: readonly Opponent[]): Opponent | undefined {
  const name = (raw.options as { target?: string }).target;
  if (name === undefined) return opponents.length === 1 ? opponents[0] : undefined;
  return opponents.find((o) => o.id === name);
}

/**
 * A step whose target must first pass the Foul Appearance roll: "a Block action targeting this player (on its own or
 * as part of a Blitz action), or any Special actions that targets this player" (seed 001 Foul Appearance) — a block,
 * a Special action instead of one, a Hypnotic Gaze (a Special action that nominates its target: seed 001 Hypnotic
 * Gaze). Not a `knockdown` (no action of the player's).
 */
function meetsFoulAppearance(raw: RawStep): boolean {
  return raw.kind === 'gaze' || (raw.kind !== 'knockdown' && hits(raw));
}

/** The Foul Appearance opponents that the player's Block or Special action steps target, each once. */
function foulAppearances(steps: readonly RawStep[], opponents: readonly Opponent[]): Opponent[] {
  const found: Opponent[] = [];
  for (const raw of steps) {
    if (!meetsFoulAppearance(raw)) continue;
    const target = targetOf(raw, opponents);
    if (target?.skills.has('Foul Appearance') && !found.includes(target)) found.push(target);
  }
  return found;
}

/** What is inserted for one player: before which written step, the steps. */
interface Insertion {
  readonly before: RawStep;
  readonly steps: readonly RawStep[];
  /** After the written step instead of before it. */
  readonly after?: boolean;
}

/**
 * The rolls of one player's activation. bb2020 rolls Foul Appearance when the action is declared (seed 001 Q&A),
 * so after the traits and before any step; bb2016 when the block is made ("any opposing player that wants to block
 * the player … must first roll a D6", LRB6 Foul Appearance), so just before each block (and each Gaze on it:
 * UNCONFIRMED, LRB6 names blocks and special attacks only).
 */
function playerInsertions(player: Player, steps: readonly RawStep[], opponents: readonly Opponent[], edition: Edition): Insertion[] {
  if (steps.length === 0 || steps.some((s) => s.kind === 'activation')) return [];
  const first = steps[0];
  const out: Insertion[] = [];
  const declared = player.activated ? [] : ACTIVATION_TRAITS.filter((t) => player.skills.has(t) && rollsTrait(t, steps, edition))
    .map((trait) => rollStep(player, first, { trait }));
  const appearances = edition.foulAppearanceRolled === 'declared' && !player.activated ? foulAppearances(steps, opponents) : [];
  const atDeclaration = [...declared, ...appearances.map((o) => rollStep(player, first, { trait: 'Foul Appearance', target: o.id }))];
  if (atDeclaration.length > 0) out.push({ before: first, steps: atDeclaration });
  if (edition.foulAppearanceRolled === 'perBlock') {
    for (const raw of steps.filter(meetsFoulAppearance)) {
      const target = targetOf(raw, opponents);
      if (target?.skills.has('Foul Appearance')) out.push({ before: raw, steps: [rollStep(player, raw, { trait: 'Foul Appearance', target: target.id })] });
    }
  }
  if (!player.activated && player.skills.has('Bloodlust')) out.push(feedInsertion(player, steps));
  return out;
}

/**
 * Whether the player rolls for this trait: bb2025 rolls Take Root "only if the player started the activation
 * Standing" (bb2025.md; `Edition.takeRootWhenProne`) — a player whose steps stand it up started Prone.
 */
function rollsTrait(trait: string, steps: readonly RawStep[], edition: Edition): boolean {
  return trait !== 'Take Root' || edition.takeRootWhenProne || !steps.some((s) => s.kind === 'standUp');
}

/**
 * The end of a Vampire's activation, where a failed Bloodlust roll must bite a Thrall (one adjacent or none, so that
 * the failed roll is kept to there): after its last step, or before its pass or hand-off ("If a player who failed
 * this roll wants to make a Pass action, Hand-off, or score, then they must bite a Thrall before they perform the
 * action", seed 001; seed 004 "before actually passing, handing off").
 */
function feedInsertion(player: Player, steps: readonly RawStep[]): Insertion {
  const throwsBall = steps.find((s) => s.kind === 'pass' || s.kind === 'handoff');
  const at = throwsBall ?? steps[steps.length - 1];
  return { before: at, after: throwsBall === undefined, steps: [rollStep(player, at, { trait: 'Bloodlust', feed: true })] };
}

/** The written steps with every player's activation rolls inserted where they are rolled. */
export function withActivationRolls(written: readonly Written[], players: readonly Player[], opponents: readonly Opponent[], edition: Edition): RawStep[] {
  const insertions = players.flatMap((player, i) => playerInsertions(player, ownSteps(written, i), opponents, edition));
  return written.flatMap(({ raw }) => [
    ...insertions.filter((x) => x.before === raw && !x.after).flatMap((x) => x.steps),
    raw,
    ...insertions.filter((x) => x.before === raw && x.after).flatMap((x) => x.steps),
  ]);
}
