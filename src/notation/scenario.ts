/**
 * BBAC's notation as a nuffle scenario (YAML text, so it can be read, edited and evaluated like any file). The
 * mapping (docs/notation.md): a D6 roll `n` is a `test` of n+; `Dn`, `Un`, `Cn` a dodge, pick-up, catch of n+ (the
 * player's AG is the easiest of them, each harder one marked by the difference); `R2` a rush (`R3` in a
 * blizzard); a block `nDk` (n dice, k of the six faces succeed; `-n`: the defender chooses) is a real block whose
 * skills give exactly k succeeding faces; `B8`/`K8` after it the armour to break, `J8`/`J10` the injury needed (KO
 * or worse, a casualty); `Fn` a foul against armour n+. nuffle plays every re-roll as well as it can, where BBAC
 * plays a fixed policy: the numbers can differ, and nuffle's are the best play.
 */
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { parseNotation, type Action, type NotationPlayer } from './parse.js';

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
  if (edition !== 'bb2020' && edition !== 'bb2025') throw new UserError({ file: 'notation' }, message.notationEdition(edition));
  const players = parseNotation(notation);
  const opponents: string[] = [];
  const ids = players.map((_, i) => `p${i + 1}`);
  const steps = players.flatMap((player, i) => player.actions.map((action) =>
    stepYaml(action, players.length > 1 ? ids[i] : null, agOf(player), opponents)));
  const lines = [
    `name: ${JSON.stringify(`BBAC ${notation.trim()}`)}`, `edition: ${edition}`, `rerolls: ${options.rerolls ?? 0}`,
    ...playersYaml(players, ids), ...opponentsYaml(opponents), 'steps:', ...steps.map((s) => `  - ${s}`),
    // BBAC's question: the chance every action succeeds (nuffle's default goal for a block would be the knock-down).
    'goal: success',
  ];
  return `${lines.join('\n')}\n`;
}

/** The player's AG: the easiest dodge, pick-up or catch it makes (3+ when it makes none). */
function agOf(player: NotationPlayer): number {
  const targets = player.actions.flatMap((a) => (a.kind === 'dodge' || a.kind === 'pickup' || a.kind === 'catch' ? [a.target] : []));
  return targets.length === 0 ? 3 : Math.min(...targets);
}

function playersYaml(players: readonly NotationPlayer[], ids: readonly string[]): string[] {
  const one = (player: NotationPlayer) => {
    const skills = [...player.skills, ...(needsBlock(player) ? ['Block'] : [])];
    return `{ ag: ${agOf(player)}+${skills.length > 0 ? `, skills: [${skills.map((s) => JSON.stringify(s)).join(', ')}]` : ''} }`;
  };
  if (players.length === 1) return [`player: ${one(players[0])}`];
  return ['players:', ...players.map((p, i) => `  ${ids[i]}: ${one(p)}`)];
}

/** Whether the player's blocks need it to have Block; a mix that cannot be played by one player is refused. */
function needsBlock(player: NotationPlayer): boolean {
  const blocks = player.actions.flatMap((a) => (a.kind === 'block' ? [BLOCK_FACES[a.successes].attackerBlock] : []));
  if (blocks.includes(true) && blocks.includes(false)) throw new UserError({ file: 'notation' }, message.notationBlockMix());
  return blocks.includes(true);
}

function opponentsYaml(opponents: readonly string[]): string[] {
  return opponents.length === 0 ? [] : ['opponents:', ...opponents.map((o, i) => `  o${i + 1}: ${o}`)];
}

/** One action as a step; a block or foul adds its opponent to `opponents`. */
function stepYaml(action: Action, by: string | null, ag: number, opponents: string[]): string {
  const withBy = (kind: string, options: readonly string[]) => {
    const all = [...(by ? [`by: ${by}`] : []), ...options];
    return all.length === 0 ? kind : `{ ${kind}: { ${all.join(', ')} } }`;
  };
  switch (action.kind) {
    case 'roll':
      return withBy('test', [`target: ${action.target}`]);
    case 'dodge':
      return withBy('dodge', [...marked(action.target - ag), ...(action.divingTackle ? ['divingTackle: true'] : [])]);
    case 'rush':
      return withBy('rush', action.target === 3 ? ['blizzard: true'] : []);
    case 'pickup':
    case 'catch':
      return withBy(action.kind, marked(action.target - ag));
    case 'block': {
      const faces = BLOCK_FACES[action.successes];
      const need = harmNeed(action.armour, action.injury) ?? (faces.knockdown ? 'knockdown' : null);
      const target = opponent(opponents, action.armour, faces.defender);
      return withBy('block', [`target: ${target}`, `dice: ${action.dice}`, ...(need ? [`need: ${need}`] : [])]);
    }
    case 'foul': {
      const target = opponent(opponents, action.armour, []);
      return withBy('foul', [`target: ${target}`, `need: ${harmNeed(action.armour, action.injury)}`]);
    }
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

/** A new opponent with this armour (9+ when none is rolled) and these skills; its id. */
function opponent(opponents: string[], armour: number | undefined, skills: readonly string[]): string {
  const list = skills.length > 0 ? `, skills: [${skills.join(', ')}]` : '';
  opponents.push(`{ av: ${armour ?? 9}+${list} }`);
  return `o${opponents.length}`;
}
