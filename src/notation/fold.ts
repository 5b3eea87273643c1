/**
 * The rolls BBAC writes as actions of their own that belong, in nuffle, to the action after them: a tentacles roll
 * `N+d` is the opponent's roll before the player's dodge (`dodge: { tentacles }`), a dauntless roll `Ln` the roll
 * before the block `a|b` whose dice it decides (`Dauntless`). The branch BBAC writes after the tentacles roll (when it
 * holds the dodger: `D:N+3[:N+2,D3]D2`) becomes the dodge's.
 */
import { message } from '../log/messages.js';
import { refuse } from './refusal.js';
import type { NotationItem } from './types.js';

/** The items with each tentacles roll folded into the dodge after it, and each dauntless roll into its block. */
export function foldRolls(items: readonly NotationItem[], columns: readonly number[]): NotationItem[] {
  const out: NotationItem[] = [];
  let pending: { readonly item: NotationItem; readonly column: number } | null = null;
  items.forEach((item, i) => {
    if (pending !== null) {
      out.push(join(pending.item, item, pending.column, columns[i]));
      pending = null;
    } else if (item.action.kind === 'tentacles' || item.action.kind === 'dauntless') {
      pending = { item, column: columns[i] };
    } else if (item.action.kind === 'block' && item.action.failDice !== undefined) {
      throw refuse(message.notationDauntlessBlock(columns[i]));
    } else {
      out.push(item);
    }
  });
  if (pending !== null) throw refuse(alone(pending));
  return out;
}

/** The roll `first` joined to the action after it. */
function join(first: NotationItem, next: NotationItem, column: number, nextColumn: number): NotationItem {
  const roll = first.action;
  const action = next.action;
  if (roll.kind === 'tentacles') {
    if (next.player !== first.player || action.kind !== 'dodge') throw refuse(message.notationTentaclesAlone(column));
    if (first.branch !== undefined && next.branch !== undefined) throw refuse(message.notationBranchTwice(nextColumn));
    return { player: next.player, action: { ...action, tentacles: roll.difference }, branch: first.branch ?? next.branch };
  }
  if (roll.kind !== 'dauntless' || next.player !== first.player || action.kind !== 'block' || action.failDice === undefined) {
    throw refuse(message.notationDauntlessAlone(column));
  }
  if (first.branch !== undefined) throw refuse(message.notationBranchHost(column));
  return { player: next.player, action: { ...action, dauntless: roll.target }, branch: next.branch };
}

function alone(pending: { readonly item: NotationItem; readonly column: number }): string {
  return pending.item.action.kind === 'tentacles' ? message.notationTentaclesAlone(pending.column) : message.notationDauntlessAlone(pending.column);
}
