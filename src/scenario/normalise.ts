/**
 * From validated data to the normalised scenario: players resolved (shorthand `player:` expanded), skills
 * resolved by edition, `by:` turned into indices, defaults filled, the goal made a weight map. Cross-checks
 * that need the whole scenario (rush limits: `rushes.ts`; re-roll skills named by a test) happen here too.
 */
import { message } from '../log/messages.js';
import { edition as editionOf, type Edition } from '../rules/edition.js';
import { withActions, withActivationRolls } from './activation.js';
import { readCharacteristic } from './characteristics.js';
import { MAX_PLAYERS } from './limits.js';
import { normaliseOpponents } from './contact.js';
import { errorAt, type ParsedFile, type Path } from './parse.js';
import { resolveReference } from './reference.js';
import { resolveSkills } from './skills.js';
import { withGifts } from './wisdom.js';
import { withCarrying } from './carry.js';
import { STEP_REGISTRY } from '../steps/index.js';
import type { StepRegistry } from '../steps/registry.js';
import type { NormaliseContext } from '../steps/kind.js';
import { isContactStep, type ActivationSpan } from '../vocabulary/index.js';
import { checkHailMaryWeather, checkStarRulePickup, endedActivationWarnings, interleavedWarnings, traitFlagWarnings } from './checks.js';
import { normaliseTurn } from './turn.js';
import { layoutBranches } from './branch.js';
import { checkRushes } from './rushes.js';
import type { Goal, Opponent, Player, Scenario, Step } from './types.js';
import type { RawStep, ValidScenario } from './validate.js';

type RawPlayer = NonNullable<ValidScenario['player']>;

/** What normalising one step needs to know. */
interface StepContext {
  readonly parsed: ParsedFile;
  readonly edition: Edition;
  readonly players: readonly Player[];
  readonly opponents: readonly Opponent[];
  readonly raw: readonly RawPlayer[];
  readonly registry: StepRegistry;
}

/** The scenario a validated file describes; its steps normalised by the kinds of `registry`. */
export function normalise(parsed: ParsedFile, valid: ValidScenario, registry: StepRegistry = STEP_REGISTRY): Scenario {
  const edition = editionOf(valid.edition);
  checkTeamStaff(parsed, valid, edition);
  const entries = rawPlayers(parsed, valid);
  const opponents = normaliseOpponents(parsed, valid, edition);
  const plain = entries.map(([id, raw, path]) => withAdjacentOpponent(parsed, normalisePlayer(parsed, id, raw, edition, path), raw, path, opponents));
  // A star's gift to a team-mate (Wisdom of the White Dwarf, `wisdom.ts`): the skill added for the line.
  const gifted = withGifts(parsed, edition.id, plain, entries.map(([, raw]) => raw.wisdom), entries.map(([, , path]) => path));
  // Grak carrying Crumbleberry (I'll Carry You, `carry.ts`): Break Tackle and Dodge for the line.
  const written = withCarrying(parsed, edition.id, gifted, entries.map(([, raw]) => raw.carrying), entries.map(([, , path]) => path));
  const rawOf = entries.map(([, raw]) => raw);
  const byOf = valid.steps.map((raw) => ({ raw, by: playerIndex({ parsed, edition, players: written, opponents, raw: rawOf, registry }, raw) }));
  const players = withActions(written, byOf, rawOf.map((raw) => raw.action));
  const context: StepContext = { parsed, edition, players, opponents, raw: rawOf, registry };
  // The activation rolls come in as steps (`activation.ts`); `index` is the position in this longer list.
  const raws = withActivationRolls(byOf, players, opponents, edition);
  const steps: Step[] = [];
  raws.forEach((raw, i) => steps.push(normaliseStep(context, raw, i, steps)));
  checkHailMaryWeather(parsed, raws, steps);
  checkStarRulePickup(parsed, raws, steps, players);
  const turn = normaliseTurn(parsed, valid, raws, steps, players, opponents);
  const branches = layoutBranches(parsed, raws, steps, players);
  // Along each way through the branches (`rushes.ts`).
  checkRushes(parsed, raws, steps, players, { length: steps.length, branches, activations: turn.activations });
  const warnings = [
    ...traitFlagWarnings(parsed, entries, players), ...endedActivationWarnings(parsed, raws, steps, players),
    ...interleavedWarnings(parsed, raws, steps, players),
  ];
  return {
    name: valid.name,
    edition: valid.edition,
    rerolls: valid.rerolls,
    leader: valid.leader,
    captain: valid.captain,
    mascot: valid.mascot,
    players,
    opponents,
    steps,
    bribes: valid.bribes,
    goal: normaliseGoal(valid.goal, steps, turn.activations),
    source: parsed.file,
    ...turn,
    ...(branches.length > 0 ? { branches } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

/** `captain:` and `mascot:` are bb2025's Team Captain and Team Mascot: an error in an edition without them. */
function checkTeamStaff(parsed: ParsedFile, valid: ValidScenario, edition: Edition): void {
  if (edition.teamStaff) return;
  if (valid.captain) throw errorAt(parsed, ['captain'], message.teamStaffNotInEdition('Team Captain', edition.id));
  if (valid.mascot) throw errorAt(parsed, ['mascot'], message.teamStaffNotInEdition('Team Mascot', edition.id));
}

function rawPlayers(parsed: ParsedFile, valid: ValidScenario): [string, RawPlayer, Path][] {
  if (valid.player && valid.players) throw errorAt(parsed, ['players'], message.playerAndPlayers(), true);
  if (valid.player) return [['player', valid.player, ['player']]];
  if (!valid.players || Object.keys(valid.players).length === 0) throw errorAt(parsed, [], message.noPlayer());
  const entries = Object.entries(valid.players);
  if (entries.length > MAX_PLAYERS) throw errorAt(parsed, ['players'], message.tooManyPlayers('players', entries.length, MAX_PLAYERS), true);
  return entries.map(([id, raw]) => [id, raw, ['players', id]]);
}

function normalisePlayer(parsed: ParsedFile, id: string, raw: RawPlayer, edition: Edition, path: Path): Player {
  const read = (which: 'ag' | 'pa' | 'av', written: number | string) =>
    readCharacteristic(parsed, edition, which, written, [...path, which]);
  return {
    id,
    // No `ag:` is fine for a player who never rolls against it (checked per step); the model still wants a number.
    ag: raw.ag === undefined ? DEFAULT_AG : (read('ag', raw.ag) as number),
    pa: raw.pa === undefined ? null : read('pa', raw.pa),
    st: raw.st,
    ma: raw.ma ?? null,
    av: raw.av === undefined ? edition.defaultAv : (read('av', raw.av) as number),
    skills: resolveSkills(parsed, raw.skills, edition.id, [...path, 'skills']),
    // Replaced by the declared or inferred action once the steps are known (`withActions`).
    action: 'move',
    teammateAdjacent: raw.teammateAdjacent,
    teammateAv: raw.teammateAv === undefined ? edition.defaultAv : (readCharacteristic(parsed, edition, 'av', raw.teammateAv, [...path, 'teammateAv']) as number),
    thrallAdjacent: raw.thrallAdjacent,
    // Read once the opponents are known (`withAdjacentOpponents`).
    opponentAdjacent: null,
    activated: raw.activated,
  };
}

/** The traits that turn on an adjacent opponent (`opponentAdjacent:`) and what each needs of it. */
const ADJACENT_TRAITS = ['Primal Savagery', 'Tasty Morsel'] as const;
/** Tasty Morsel: "an adjacent opposing non-star with ST ≤ 3" (stars.md). */
const MORSEL_ST = 3;

/**
 * The player with its `opponentAdjacent:` read: an opponent's index, for a player whose star rule turns on one
 * (Primal Savagery, Tasty Morsel) — an error naming the nearest id, or when no such rule would read it.
 */
function withAdjacentOpponent(parsed: ParsedFile, player: Player, raw: RawPlayer, path: Path, opponents: readonly Opponent[]): Player {
  if (raw.opponentAdjacent === undefined) return player;
  const at = [...path, 'opponentAdjacent'];
  if (!ADJACENT_TRAITS.some((t) => player.skills.has(t))) throw errorAt(parsed, at, message.opponentAdjacentWithoutRule(player.id, ADJACENT_TRAITS));
  const ids = opponents.map((o) => o.id);
  const index = ids.indexOf(raw.opponentAdjacent);
  if (index < 0) throw errorAt(parsed, at, message.unknownOpponent('opponentAdjacent', raw.opponentAdjacent, ids));
  if (player.skills.has('Tasty Morsel') && opponents[index].st > MORSEL_ST) throw errorAt(parsed, at, message.morselTooStrong(raw.opponentAdjacent, MORSEL_ST));
  return { ...player, opponentAdjacent: index };
}

/**
 * The AG of a player who gives none: 3+ in bb2020, 3 in bb2016 (the opponents' default too). It is never rolled
 * against: a step that would roll against AG needs `ag:` written (`checkAgility`).
 */
export const DEFAULT_AG = 3;

function checkAgility(ctx: StepContext, raw: RawStep, by: number): void {
  if (ctx.raw[by].ag !== undefined || !ctx.registry.kind(raw.kind).rollsAgainstAg(ctx.edition)) return;
  throw errorAt(ctx.parsed, raw.path, message.agNeeded(raw.kind, ctx.players[by].id, ctx.edition.writesTargets ? '3+' : '3'));
}

function playerIndex(ctx: StepContext, raw: RawStep): number {
  const ids = ctx.players.map((p) => p.id);
  return resolveReference(ctx.parsed, raw, 'by', raw.options.by, ids, { required: message.byRequired, unknown: message.unknownPlayer });
}

/** What a step's module may ask of the scenario while it normalises (`steps/kind.ts`). */
function normaliseContext(ctx: StepContext, raw: RawStep, by: number): Omit<NormaliseContext, 'earlier'> {
  const player = ctx.players[by];
  const ids = ctx.opponents.map((o) => o.id);
  return {
    edition: ctx.edition, players: ctx.players, opponents: ctx.opponents, player, by,
    givesPa: ctx.raw[by].pa !== undefined,
    error: (path, detail) => errorAt(ctx.parsed, path.length === 0 ? raw.path : [...raw.path, raw.kind, ...path], detail),
    target: () => {
      if (ids.length === 0) throw errorAt(ctx.parsed, raw.path, message.contactNeedsOpponent(raw.kind));
      const target = (raw.options as { target?: string }).target;
      return resolveReference(ctx.parsed, raw, 'target', target, ids, { required: message.targetRequired, unknown: message.unknownTarget });
    },
    teammate: (key) => teammateIndex(ctx, raw, by, key),
    opponent: (path, name) => {
      if (ids.length === 0) throw errorAt(ctx.parsed, raw.path, message.contactNeedsOpponent(raw.kind));
      const index = ids.indexOf(name);
      if (index < 0) throw errorAt(ctx.parsed, [...raw.path, raw.kind, ...path], message.unknownOpponent(path.join('.'), name, ids));
      return index;
    },
    givesAg: (index) => ctx.raw[index].ag !== undefined,
    agility: (path, written) => readCharacteristic(ctx.parsed, ctx.edition, 'ag', written, [...raw.path, raw.kind, ...path]) as number,
    passing: (path, written) => readCharacteristic(ctx.parsed, ctx.edition, 'pa', written, [...raw.path, raw.kind, ...path]),
    skillNames: (path, written) => resolveSkills(ctx.parsed, written, ctx.edition.id, [...raw.path, raw.kind, ...path]).names(),
    label: (text) => raw.options.label ?? (ctx.players.length > 1 ? `${text} (${player.id})` : text),
  };
}

/** The player a step's option `key` names: required, resolved like `by:`, never the acting player. */
function teammateIndex(ctx: StepContext, raw: RawStep, by: number, key: string): number {
  const ids = ctx.players.map((p) => p.id);
  const name = (raw.options as Record<string, unknown>)[key] as string | undefined;
  if (name === undefined) throw errorAt(ctx.parsed, raw.path, message.teammateRequired(raw.kind, key, ids));
  const index = resolveReference(ctx.parsed, raw, key, name, ids, {
    required: (valid) => message.teammateRequired(raw.kind, key, valid),
    unknown: (unknown, valid) => message.unknownTeammate(key, unknown, valid),
  });
  if (index === by) throw errorAt(ctx.parsed, [...raw.path, raw.kind, key], message.teammateIsSelf(raw.kind, key, name));
  return index;
}

function normaliseStep(ctx: StepContext, raw: RawStep, i: number, earlier: readonly Step[]): Step {
  const by = playerIndex(ctx, raw);
  checkAgility(ctx, raw, by);
  const fields = ctx.registry.kind(raw.kind).normalise(raw.options, { ...normaliseContext(ctx, raw, by), earlier: [...earlier] });
  return { kind: raw.kind, by, index: i + 1, ...fields } as Step;
}

/** Steps that put standing opponents down: a line with one maximises `knockdown` by default. */
const KNOCKDOWN_GOAL: ReadonlySet<string> = new Set(['block', 'bomb', 'chainMove']);

/**
 * The goal as weights. Without one: `success` when a step says what the line `need:`s (the joint chance the coach
 * asked for, issue 24); `knockdown` when a step blocks (issue 3), throws a bomb or moves a Ball & Chain
 * into an opponent; `removed` when the contact steps
 * are only fouls, knock-downs or special actions (a foul's target is down already, a knock-down step always knocks
 * down: taking the target off the pitch is what a coach is after); else `success`.
 */
function normaliseGoal(goal: ValidScenario['goal'], steps: readonly Step[], activations?: readonly ActivationSpan[]): Goal {
  const goalOf = lineGoal(goal, steps);
  // A turn's value is its goal plus the worth of the activations it completes (docs/plan.md), in one place: here.
  return activations?.some((a) => a.worth !== 0) && goalOf.worth === undefined ? { ...goalOf, worth: 1 } : goalOf;
}

function lineGoal(goal: ValidScenario['goal'], steps: readonly Step[]): Goal {
  if (goal === undefined) {
    if (steps.some((s) => isContactStep(s) && s.need !== null)) return { success: 1 };
    if (steps.some((s) => KNOCKDOWN_GOAL.has(s.kind))) return { knockdown: 1 };
    return steps.some(isContactStep) ? { removed: 1 } : { success: 1 };
  }
  if (typeof goal === 'string') return { [goal]: 1 };
  return goal;
}
