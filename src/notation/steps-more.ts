/**
 * The scenario's words for the actions `more-actions.ts` and `blocks.ts` read (docs/notation.md, the mapping table):
 * a pass's range, marks and interferers; a tentacles opponent's ST; Frenzy's and a dauntless roll's blocks with the
 * strengths and assists that give their dice (`strength.ts`); and what these add to the player (PA, Frenzy,
 * Dauntless).
 */
import { message } from '../log/messages.js';
import { refuse } from './refusal.js';
import type { BlockAction, NotationPlayer } from './types.js';
import type { PassAction } from './more-actions.js';
import { assistsFor, dauntlessAssists, type Assists } from './strength.js';

/** The ranges by BBAC's modifier (`bb2020.md` "Pass": quick 0, short −1, long −2, bomb −3). */
const RANGES = ['quick', 'short', 'long', 'bomb'] as const;

/** The ST nuffle gives a player unless a skill code says otherwise (the scenario's default). */
export const DEFAULT_ST = 3;

/** A pass's options: its range, a mark on the thrower for each −1 past a bomb, its interferers. */
export function passOptions(pass: PassAction): string[] {
  const range = RANGES[Math.min(-pass.modifier, 3)];
  const marks = Math.max(0, -pass.modifier - 3);
  // BBAC's In is the roll against an accurate pass, nuffle's interference −3 in it (`bb2020.md` "Interference").
  const interferers = pass.interceptions.map((n) => `{ ag: ${n - 3}+ }`);
  return [`range: ${range}`, ...(marks > 0 ? [`marked: ${marks}`] : []), ...(interferers.length > 0 ? [`interference: [${interferers.join(', ')}]`] : [])];
}

/** A dodge's tentacles option: the opponent's ST is the dodger's and BBAC's difference. */
export function tentaclesOption(difference: number, st: number): string {
  const theirs = st + difference;
  if (theirs < 1 || theirs > 10) throw refuse(message.notationTentaclesSt(difference, st));
  return `tentacles: { st: ${theirs} }`;
}

/**
 * The options of a Frenzy or dauntless block and its target's ST: dice from strength (the blocker's `st`), not
 * `dice:`, so that the second block (Frenzy) or the failed roll (Dauntless) can have its own. Null for another block.
 */
export function strengthBlock(block: BlockAction, st: number): { readonly options: string[]; readonly targetSt: number } | null {
  if (block.frenzy !== undefined) {
    const first = need(assistsFor(block.dice, st, st));
    const second = need(assistsFor(block.frenzy, st, st));
    return { options: [...counts(first), `frenzy: { assists: ${second.assists}, defensiveAssists: ${second.defensiveAssists} }`], targetSt: st };
  }
  if (block.dauntless !== undefined && block.failDice !== undefined) {
    // Ln: D6 + ST must beat the target's ST, so n+ on the die is a target n − 1 stronger (seed 001 Dauntless).
    const targetSt = st + block.dauntless - 1;
    const assists = dauntlessAssists(block.dice, block.failDice, st, targetSt);
    if (assists === null) throw refuse(message.notationDauntlessDice(block.dauntless, block.dice, block.failDice));
    return { options: counts(assists), targetSt };
  }
  return null;
}

/**
 * Break Tackle's bonus by the dodger's ST: bb2020 +1 at ST 4 or less, +2 at 5 or more (seed 001 Break Tackle);
 * bb2025 +1 at ST 3 or less, +2 at 4, +3 at 5 or more (docs/bb2025.md). BBAC writes the bonus (`BT2`).
 */
export function breakTackleBonus(st: number, season3: boolean): number {
  if (season3) return st <= 3 ? 1 : st === 4 ? 2 : 3;
  return st <= 4 ? 1 : 2;
}

/** The player's ST: its Incorporeal's (`I3`), or one giving its Break Tackle bonus (`BT2`), else the default. */
export function stOf(player: NotationPlayer, season3: boolean): number {
  if (player.breakTackle === undefined) return player.st ?? DEFAULT_ST;
  const candidates = player.st !== undefined ? [player.st] : [DEFAULT_ST, 4, 5];
  const st = candidates.find((c) => breakTackleBonus(c, season3) === player.breakTackle);
  if (st === undefined) throw refuse(message.notationBreakTackle(player.breakTackle, season3, player.st));
  return st;
}

/** What the player's actions add: its PA, Frenzy, Dauntless; one PA and Frenzy on all its blocks or none. */
export function playerExtras(player: NotationPlayer, season3: boolean): { readonly keys: string[]; readonly skills: string[] } {
  const pas = new Set(player.actions.flatMap((a) => (a.kind === 'pass' ? [a.target] : [])));
  if (pas.size > 1) throw refuse(message.notationPassMix());
  const blocks = player.actions.filter((a): a is BlockAction => a.kind === 'block');
  const frenzy = blocks.filter((b) => b.frenzy !== undefined).length;
  if (frenzy > 0 && frenzy < blocks.length) throw refuse(message.notationFrenzyMix());
  const st = stOf(player, season3);
  const keys = [...[...pas].map((pa) => `pa: ${pa}+`), ...(st !== DEFAULT_ST || player.st !== undefined ? [`st: ${st}`] : [])];
  const skills = [...(frenzy > 0 ? ['Frenzy'] : []), ...(blocks.some((b) => b.dauntless !== undefined) ? ['Dauntless'] : [])];
  return { keys, skills };
}

function counts(assists: Assists): string[] {
  return [`assists: ${assists.assists}`, `defensiveAssists: ${assists.defensiveAssists}`];
}

function need(assists: Assists | null): Assists {
  // Every dice count the reader accepts (1..3, −2, −3) has assists between two players of equal ST.
  if (assists === null) throw new Error('notation: no assists give these dice');
  return assists;
}
