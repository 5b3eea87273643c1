/**
 * The opposing team's apothecary, once per match and the opposing coach's choice (it minimises the active
 * coach's goal). bb2020.md "Armour and injury": a KO'd player becomes Stunned (bb2016: sent to the reserves,
 * see the edition); on a casualty the casualty roll is made again and the coach chooses; a chosen Badly Hurt goes
 * to the reserves. A Stunty Badly Hurt (no casualty roll) goes straight to the reserves. Classic (seed 003 "Using
 * Apothecaries"): a D6 instead, 1 fails and the injury stands, 2–6 heals it — KO'd or any casualty, death included
 * — and the player stays on the pitch face up (`Healed`); the edition's `apothecaryHealsOn` gives the target.
 */
import type { ModelContext } from '../model.js';
import { rollDie, type ChanceNode, type ChoiceNode, type Option } from '../node.js';
import { Out, TargetCondition as C } from '../outcome.js';
import { setOut, type State } from '../state.js';
import { CASUALTY_RESULTS } from '../../rules/contactTables.js';
import { toEnd, type Move } from './moves.js';
import { H, R, type HarmSpec } from './harmSpec.js';
import { casualtyCondition, record } from './victim.js';

export function apothecaryAvailable(spec: HarmSpec, s: State): boolean {
  return spec.apothecary && s.out[Out.ApothecaryUsed] === 0;
}

/** The condition of a casualty result once the apothecary has seen to it: Badly Hurt goes to the reserves. */
function treated(result: number): number {
  return CASUALTY_RESULTS[result] === 'badlyHurt' ? C.Reserves : casualtyCondition(CASUALTY_RESULTS[result]);
}

/** Whether to call the apothecary: options list "use" first, so that among equals the apothecary is used. */
export function apothecary(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): ChoiceNode {
  const casualty = s.regs[R.Casualty];
  const used = setOut(s, Out.ApothecaryUsed, 1);
  const untreated = untreatedCondition(casualty);
  let use: State;
  if (ctx.edition.apothecaryHealsOn !== null) {
    use = move(used, H.ApothecaryRoll, { Casualty: casualty, NoCasualtyRoll: s.regs[R.NoCasualtyRoll] });
  } else if (casualty < 0) {
    use = toEnd(spec, record(used, spec.victim, ctx.edition.apothecaryOnKo === 'stunned' ? C.Stunned : C.Reserves), move);
  } else {
    use = s.regs[R.NoCasualtyRoll] === 1
      ? toEnd(spec, record(used, spec.victim, C.Reserves), move)
      : move(used, H.ApothecaryRoll, { Casualty: casualty });
  }
  const options: Option[] = [
    { label: 'apothecary', next: use },
    { label: 'no apothecary', next: toEnd(spec, record(s, spec.victim, untreated), move) },
  ];
  return { kind: 'choice', by: 'opponent', label: casualty < 0 ? 'KO’d' : `Casualty: ${CASUALTY_RESULTS[casualty]}`, options };
}

/** The condition the injury leaves when the apothecary is not called, or fails: KO'd (`casualty` −1) or the casualty. */
function untreatedCondition(casualty: number): number {
  return casualty < 0 ? C.KnockedOut : casualtyCondition(CASUALTY_RESULTS[casualty]);
}

/** Classic's apothecary roll: on `apothecaryHealsOn`+ the player is healed, face up on the pitch; else the injury stands. */
export function apothecaryHeal(spec: HarmSpec, s: State, move: Move, ctx: ModelContext): ChanceNode {
  const target = ctx.edition.apothecaryHealsOn as number;
  const untreated = untreatedCondition(s.regs[R.Casualty]);
  return rollDie(`Apothecary ${target}+`, 6, (d) => toEnd(spec, record(s, spec.victim, d >= target ? C.Healed : untreated), move));
}

/** Which of the two casualty results stands: the less harmful is listed first. */
export function apothecaryChoice(spec: HarmSpec, s: State, move: Move): State | ChoiceNode {
  const first = s.regs[R.Casualty];
  const second = s.regs[R.Casualty2];
  const apply = (result: number) => toEnd(spec, record(s, spec.victim, treated(result)), move);
  if (first === second) return apply(first);
  const [better, worse] = first < second ? [first, second] : [second, first];
  return {
    kind: 'choice', by: 'opponent', label: 'Apothecary: which casualty result',
    options: [
      { label: CASUALTY_RESULTS[better], next: apply(better) },
      { label: CASUALTY_RESULTS[worse], next: apply(worse) },
    ],
  };
}
