/**
 * BBAC's block tokens: `nDk` (n dice, k of the six faces succeed; `-n`, the defender chooses), with Frenzy's `!p`
 * (p non-critical failures, the pushes, after which the second block is written in `{…}`: `1D3!2{1D3}`) or a
 * dauntless roll's two blocks `a|b` (the block when the roll passes, and when it fails: `L2,2D2|1D2`). Source: BBAC's
 * Glossary ("Symbols": `!`, `|`) and its test suite (ActionCalculatorTests.cs, "frenzy", "dauntless").
 */
import { message } from '../log/messages.js';
import { inRange, refuse } from './refusal.js';

/** The dice of a block: n (1..3), or −2 and −3 when the defender chooses. */
export type BlockDice = number;

/** A block as read: its dice and succeeding faces, and what Frenzy or a dauntless roll add to it. */
export interface BlockToken {
  readonly dice: BlockDice;
  readonly successes: number;
  /** Frenzy (`!p`): the pushes p, whose second block's dice the `{…}` after it gives. */
  readonly pushes?: number;
  /** `a|b`: the dice when the dauntless roll before it fails (`dice` are those when it passes). */
  readonly failDice?: BlockDice;
}

/**
 * The pushes among the faces that do not succeed, for each k the reader maps (the faces of docs/notation.md): with
 * k = 1 the defender's Dodge turns a Stumble into a push (three pushes), with k = 2 or 3 the two Push Back faces.
 * With k = 4 or 5 the pushes already succeed: no Frenzy second block there.
 */
const PUSHES: Readonly<Record<number, number>> = { 1: 3, 2: 2, 3: 2 };

/** A block token (`2D3`, `-2D2!2`, `2D2|-2D2`), or null when the token is not a block. */
export function readBlock(token: string, column: number): BlockToken | null {
  const match = /^(-?\d)D(\d)(?:!(\d)|\|(-?\d)D(\d))?$/.exec(token);
  if (!match) return null;
  const dice = diceOf(match[1], token, column);
  const successes = inRange(Number(match[2]), 1, 5, token, column);
  if (match[3] !== undefined) {
    const pushes = Number(match[3]);
    if (PUSHES[successes] !== pushes) throw refuse(message.notationFrenzyPushes(token, column, successes, PUSHES[successes]));
    return { dice, successes, pushes };
  }
  if (match[4] !== undefined) {
    if (Number(match[5]) !== successes) throw refuse(message.notationDauntlessFaces(token, column));
    return { dice, successes, failDice: diceOf(match[4], token, column) };
  }
  return { dice, successes };
}

/** The second block of Frenzy, `{1D3}` after `1D3!2`: one block with the same faces (the same two players). */
export function readFrenzySecond(text: string, column: number, first: BlockToken): BlockDice {
  const second = readBlock(text, column);
  if (second === null || second.pushes !== undefined || second.failDice !== undefined) throw refuse(message.notationFrenzySecond(text, column));
  if (second.successes !== first.successes) throw refuse(message.notationFrenzySecond(text, column));
  return second.dice;
}

function diceOf(text: string, token: string, column: number): BlockDice {
  const n = Number(text);
  if (n === -2 || n === -3 || (n >= 1 && n <= 3)) return n;
  throw refuse(message.notationRange(token, column, '1 to 3 dice, or -2 or -3 (the defender chooses)'));
}
