/**
 * BBAC's actions beyond moving, blocking and fouling, read into the reader's actions (Source: BBAC's `ActionType.cs`,
 * its parsers `PassParser.cs`, `InterceptionParser.cs`, `NonRerollableParser.cs`, `TentaclesParser.cs`,
 * `DauntlessParser.cs`, and its test suite):
 * - `Pn` or `Pn±m`: a pass by a player of PA n+, the modifier m its range's (0 quick, −1 short, −2 long, −3 bomb)
 *   and, beyond −3, a mark on the thrower for each further −1;
 * - `In` after a pass: an opponent in its path who intercepts an accurate pass on n+ (BBAC's roll, the pass's −3
 *   already in it; an inaccurate one on n−1): in bb2020 an interferer of AG (n − 3)+;
 * - `Xn`: a roll of n+ that no re-roll may touch;
 * - `N+d` or `N-d` before the player's dodge: the tentacles roll of an opponent whose ST is the dodger's + d;
 * - `Ln` before a block `a|b`: the dauntless roll, n+ (a target of ST n − 1 more than the blocker's);
 * - `A6` and `E` after a foul: the coach argues the call (a 6 keeps the fouler on the pitch), then bribes (2+).
 */
import { message } from '../log/messages.js';
import { inRange, refuse } from './refusal.js';

/** A pass: PA n+, BBAC's modifier, and the interceptors' rolls after it (`In`). */
export interface PassAction {
  readonly kind: 'pass';
  readonly target: number;
  readonly modifier: number;
  readonly interceptions: number[];
}

/** The actions of this file, as the reader's `Action`s (tentacles and dauntless rolls join the action after them). */
export type MoreAction =
  | PassAction
  | { readonly kind: 'roll'; readonly target: number; readonly rerollable: false }
  | { readonly kind: 'tentacles'; readonly difference: number }
  | { readonly kind: 'dauntless'; readonly target: number };

/** One token of this file's actions; `'attached'` for what joins the action before it (`In`, `A6`, `E`); null for another token. */
export function readMoreAction(token: string, column: number, previous: { readonly kind: string } | undefined): MoreAction | 'attached' | null {
  const pass = /^P(\d)([+-]\d)?$/.exec(token);
  if (pass) {
    const modifier = Number(pass[2] ?? 0);
    if (modifier > 0) throw refuse(message.notationPassModifier(token, column));
    return { kind: 'pass', target: inRange(Number(pass[1]), 1, 6, token, column), modifier, interceptions: [] };
  }
  const interception = /^I(\d)$/.exec(token);
  if (interception) {
    if (previous?.kind !== 'pass') throw refuse(message.notationInterceptionAlone(token, column));
    (previous as PassAction).interceptions.push(inRange(Number(interception[1]), 4, 9, token, column));
    return 'attached';
  }
  if (token === 'E' || /^A\d$/.test(token)) return sendOff(token, column, previous);
  const fixed = /^X(\d)$/.exec(token);
  if (fixed) return { kind: 'roll', target: inRange(Number(fixed[1]), 2, 6, token, column), rerollable: false };
  const tentacles = /^N([+-]\d)$/.exec(token);
  if (tentacles) return { kind: 'tentacles', difference: inRange(Number(tentacles[1]), -2, 7, token, column) };
  const dauntless = /^L(\d)$/.exec(token);
  if (dauntless) return { kind: 'dauntless', target: inRange(Number(dauntless[1]), 2, 6, token, column) };
  return null;
}

/** `A6` or `E` joined to the foul before them: nuffle's coach argues first, so an `A6` after an `E` is refused. */
function sendOff(token: string, column: number, previous: { readonly kind: string } | undefined): 'attached' {
  if (previous?.kind !== 'foul') throw refuse(message.notationSendOffAlone(token, column));
  const foul = previous as { argue?: boolean; bribes?: number };
  if (token === 'E') {
    foul.bribes = (foul.bribes ?? 0) + 1;
    return 'attached';
  }
  // bb2020 and bb2025 Argue the Call: only a 6 keeps the fouler on the pitch (src/rules/bb2020.ts, FFB's reading).
  if (token !== 'A6') throw refuse(message.notationRange(token, column, 'A6 (the call is won on a 6)'));
  if (foul.argue || foul.bribes !== undefined) throw refuse(message.notationArgueAfterBribe(token, column));
  foul.argue = true;
  return 'attached';
}
