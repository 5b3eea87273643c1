/**
 * The scenario's words for the actions `more-actions.ts` and `blocks.ts` read (docs/notation.md, the mapping table):
 * a pass's range, marks and interferers; a tentacles opponent's ST; Frenzy's and a dauntless roll's blocks with the
 * strengths and assists that give their dice (`strength.ts`); and what these add to the player (PA, Frenzy,
 * Dauntless).
 */
import { UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import type { BlockAction, NotationPlayer } from './parse.js';
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
  if (theirs < 1 || theirs > 10) throw new UserError({ file: 'notation' }, message.notationTentaclesSt(difference, st));
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
    if (assists === null) throw new UserError({ file: 'notation' }, message.notationDauntlessDice(block.dauntless, block.dice, block.failDice));
    return { options: counts(assists), targetSt };
  }
  return null;
}

/** What the player's actions add: its PA, Frenzy, Dauntless; one PA and Frenzy on all its blocks or none. */
export function playerExtras(player: NotationPlayer): { readonly keys: string[]; readonly skills: string[] } {
  const pas = new Set(player.actions.flatMap((a) => (a.kind === 'pass' ? [a.target] : [])));
  if (pas.size > 1) throw new UserError({ file: 'notation' }, message.notationPassMix());
  const blocks = player.actions.filter((a): a is BlockAction => a.kind === 'block');
  const frenzy = blocks.filter((b) => b.frenzy !== undefined).length;
  if (frenzy > 0 && frenzy < blocks.length) throw new UserError({ file: 'notation' }, message.notationFrenzyMix());
  const keys = [...[...pas].map((pa) => `pa: ${pa}+`), ...(player.st !== undefined ? [`st: ${player.st}`] : [])];
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
