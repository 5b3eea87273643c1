/**
 * BBAC's notation as a nuffle scenario (YAML text, so it can be read, edited and evaluated like any file). The
 * mapping (docs/notation.md): a D6 roll `n` is a `test` of n+; `Dn`, `Un`, `Cn` a dodge, pick-up, catch of n+ (the
 * player's AG is the easiest of them, each harder one marked by the difference); `R2` a rush (`R3` in a
 * blizzard); a block `nDk` (n dice, k of the six faces succeed; `-n`: the defender chooses) is a real block whose
 * skills give exactly k succeeding faces; `B8`/`K8` after it the armour to break, `J8`/`J10` the injury needed (KO
 * or worse, a casualty); `Fn` a foul against armour n+; `Yn` a Hypnotic Gaze of n+ (marked as for dodges), and a
 * branch after it — `{…}` or `[…]`, when it fails — its `otherwise:` or `instead:` steps; `S±n` after a dodge a
 * Shadowing opponent of MA 6 ± n (the mover's MA 6), and `{…}` after it the `if: { followed: }` steps; passes,
 * interceptions, tentacles, Frenzy and dauntless blocks, `Xn`, `A6` and `E` as `steps-more.ts` writes them. nuffle
 * plays every re-roll as well as it can, where BBAC plays a fixed policy: the numbers can differ, and nuffle's are
 * the best play.
 */
import { message } from '../log/messages.js';
import { refuse } from './refusal.js';
import { parseNotation, type Action, type NotationItem, type NotationPlayer } from './parse.js';
import { passOptions, playerExtras, stOf, strengthBlock, tentaclesOption } from './steps-more.js';
import type { BranchMode } from '../vocabulary/index.js';

/** How to read the notation. */
export interface NotationOptions {
  /** Team re-rolls (default 0). */
  readonly rerolls?: number;
  /** bb2020 (BBAC's Season 2, the default) or bb2025 (Season 3). */
  readonly edition?: string;
}

/** The skills giving k succeeding faces of six: the attacker's Block, the defender's skills, what the block must do. */
const BLOCK_FACES: Readonly<Record<number, { readonly attackerBlock: boolean; readonly defender: readonly string[]; readonly knockdown: boolean }>> = {
  1: { attackerBlock: true, defender: ['Block', 'Dodge'], knockdown: true }, // POW
  2: { attackerBlock: true, defender: ['Block'], knockdown: true }, // POW, Stumble
  3: { attackerBlock: true, defender: [], knockdown: true }, // POW, Stumble, Both Down
  4: { attackerBlock: false, defender: [], knockdown: false }, // POW, Stumble, Push, Push
  5: { attackerBlock: true, defender: [], knockdown: false }, // all but Player Down
};

/** The scenario (YAML) that BBAC's `notation` describes. */
export function notationScenario(notation: string, options: NotationOptions = {}): string {
  const edition = options.edition ?? 'bb2020';
  if (edition !== 'bb2020' && edition !== 'bb2025') throw refuse(message.notationEdition(edition));
  const { players, line } = parseNotation(notation);
  const opponents: string[] = [];
  const ids = players.map((_, i) => `p${i + 1}`);
  const season3 = edition === 'bb2025';
  const itemYaml = (item: NotationItem): string => {
    const player = players[item.player];
    const by = players.length > 1 ? ids[item.player] : null;
    const step = stepYaml(item.action, { by, ag: agOf(player, season3), st: stOf(player, season3) }, opponents, season3);
    return item.branch === undefined ? step : withBranch(step, item.branch.mode, item.branch.items.map(itemYaml));
  };
  const steps = line.map(itemYaml);
  const lines = [
    `name: ${JSON.stringify(`BBAC ${notation.trim()}`)}`, `edition: ${edition}`, `rerolls: ${options.rerolls ?? 0}`,
    ...bribesYaml(players), ...playersYaml(players, ids, season3), ...opponentsYaml(opponents), 'steps:', ...steps.map((s) => `  - ${s}`),
    // BBAC's question: the chance every action succeeds (nuffle's default goal for a block would be the knock-down).
    'goal: success',
  ];
  return `${lines.join('\n')}\n`;
}

/** The actions a player's AG is read off: dodges, pick-ups, catches and (but in bb2025's flat 3+) its Gazes. */
const ON_AG: ReadonlySet<Action['kind']> = new Set(['dodge', 'pickup', 'catch', 'gaze']);

/** The player's AG: the easiest of those actions it makes (3+ when it makes none, 6+ at most). */
function agOf(player: NotationPlayer, season3: boolean): number {
  const targets = player.actions.flatMap((a) => (ON_AG.has(a.kind) && !(season3 && a.kind === 'gaze') && 'target' in a ? [a.target] : []));
  // AG 6+ at worst: a 7+ is a 6+ marked once more.
  return targets.length === 0 ? 3 : Math.min(6, ...targets);
}

/**
 * The MA of a player whose dodge a Shadowing opponent marks (`S±n`): BBAC reads only the difference, so the mover
 * takes a common MA 6 and the Shadowing player 6 ± n.
 */
const MOVER_MA = 6;

/** "+2", "-1", "+0". */
function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}

/** A step (flow YAML) with its branch's steps beside its kind: `{ gaze: {…}, otherwise: [ … ] }`, `if: { followed: […] }`. */
function withBranch(step: string, mode: BranchMode, steps: readonly string[]): string {
  const list = `[${steps.join(', ')}]`;
  const branch = mode === 'followed' ? `if: { followed: ${list} }` : `${mode}: ${list}`;
  return step.startsWith('{ ') ? `${step.slice(0, -2)}, ${branch} }` : `{ ${step}: {}, ${branch} }`;
}

function playersYaml(players: readonly NotationPlayer[], ids: readonly string[], season3: boolean): string[] {
  const one = (player: NotationPlayer) => {
    const gazes = player.actions.some((a) => a.kind === 'gaze');
    const extras = playerExtras(player, season3);
    const skills = [...player.skills, ...(needsBlock(player) ? ['Block'] : []), ...(gazes ? ['Hypnotic Gaze'] : []), ...extras.skills];
    const shadowed = player.actions.some((a) => a.kind === 'dodge' && a.shadowing !== undefined);
    const keys = [`ag: ${agOf(player, season3)}+`, ...(shadowed ? [`ma: ${MOVER_MA}`] : []), ...extras.keys, ...(skills.length > 0 ? [`skills: [${skills.map((s) => JSON.stringify(s)).join(', ')}]`] : [])];
    return `{ ${keys.join(', ')} }`;
  };
  if (players.length === 1) return [`player: ${one(players[0])}`];
  return ['players:', ...players.map((p, i) => `  ${ids[i]}: ${one(p)}`)];
}

/** Whether the player's blocks need it to have Block; a mix that cannot be played by one player is refused. */
function needsBlock(player: NotationPlayer): boolean {
  const blocks = player.actions.flatMap((a) => (a.kind === 'block' ? [BLOCK_FACES[a.successes].attackerBlock] : []));
  if (blocks.includes(true) && blocks.includes(false)) throw refuse(message.notationBlockMix());
  return blocks.includes(true);
}

/** The bribes the line's fouls may spend: one for each `E` (a Bribe cancels a send-off on 2+). */
function bribesYaml(players: readonly NotationPlayer[]): string[] {
  const bribes = players.flatMap((p) => p.actions).reduce((n, a) => n + (a.kind === 'foul' ? a.bribes ?? 0 : 0), 0);
  return bribes === 0 ? [] : [`bribes: ${bribes}`];
}

function opponentsYaml(opponents: readonly string[]): string[] {
  return opponents.length === 0 ? [] : ['opponents:', ...opponents.map((o, i) => `  o${i + 1}: ${o}`)];
}

/** The player who acts: its id (with several players), AG and ST. */
interface Actor {
  readonly by: string | null;
  readonly ag: number;
  readonly st: number;
}

/** One action as a step; a block, foul or Gaze adds its opponent to `opponents`. */
function stepYaml(action: Action, { by, ag, st }: Actor, opponents: string[], season3: boolean): string {
  const withBy = (kind: string, options: readonly string[]) => {
    const all = [...(by ? [`by: ${by}`] : []), ...options];
    return all.length === 0 ? kind : `{ ${kind}: { ${all.join(', ')} } }`;
  };
  switch (action.kind) {
    case 'roll':
      return withBy('test', [`target: ${action.target}`, ...(action.rerollable === false ? ['rerollable: false'] : [])]);
    case 'dodge': {
      if (season3 && action.shadowing !== undefined) throw refuse(message.notationShadowingSeason3(`S${signed(action.shadowing)}`));
      const tentacles = action.tentacles === undefined ? [] : [tentaclesOption(action.tentacles, st)];
      const shadowing = action.shadowing === undefined ? [] : [`shadowing: { ma: ${MOVER_MA + action.shadowing} }`];
      return withBy('dodge', [...marked(action.target - ag), ...(action.divingTackle ? ['divingTackle: true'] : []), ...tentacles, ...shadowing]);
    }
    case 'pass':
      return withBy('pass', passOptions(action));
    case 'rush':
      return withBy('rush', action.target === 3 ? ['blizzard: true'] : []);
    case 'pickup':
    case 'catch':
      return withBy(action.kind, marked(action.target - ag));
    case 'block': {
      const faces = BLOCK_FACES[action.successes];
      const need = harmNeed(action.armour, action.injury) ?? (faces.knockdown ? 'knockdown' : null);
      const strength = strengthBlock(action, st);
      const target = opponent(opponents, action.armour, faces.defender, strength?.targetSt);
      return withBy('block', [`target: ${target}`, ...(strength?.options ?? [`dice: ${action.dice}`]), ...(need ? [`need: ${need}`] : [])]);
    }
    case 'gaze': {
      // bb2025: a flat 3+ (`Edition.gazeTarget`); bb2020: an agility test, −1 per other player marking the gazer.
      if (season3 && action.target !== 3) throw refuse(message.notationGazeSeason3(`Y${action.target}`));
      const target = opponent(opponents, undefined, []);
      return withBy('gaze', [`target: ${target}`, ...(season3 ? [] : marked(action.target - ag))]);
    }
    case 'foul': {
      const target = opponent(opponents, action.armour, []);
      return withBy('foul', [`target: ${target}`, `need: ${harmNeed(action.armour, action.injury)}`, ...(action.argue ? ['argueTheCall: true'] : [])]);
    }
    case 'tentacles':
    case 'dauntless':
      // Folded into the dodge or block after them as they are read (`fold.ts`).
      throw new Error(`notation: a ${action.kind} roll left alone`);
  }
}

function marked(count: number): string[] {
  return count === 0 ? [] : [`marked: ${count}`];
}

/** What the block or foul must do to its target: break armour, remove it (KO or worse), or a casualty. */
function harmNeed(armour: number | undefined, injury: number | undefined): string | null {
  if (injury === 10) return 'cas';
  if (injury === 8) return 'removed';
  return armour === undefined ? null : 'armourBroken';
}

/** A new opponent with this armour (9+ when none is rolled), these skills and ST (when the dice come from it); its id. */
function opponent(opponents: string[], armour: number | undefined, skills: readonly string[], st?: number): string {
  const list = skills.length > 0 ? `, skills: [${skills.join(', ')}]` : '';
  opponents.push(`{ ${st === undefined ? '' : `st: ${st}, `}av: ${armour ?? 9}+${list} }`);
  return `o${opponents.length}`;
}
