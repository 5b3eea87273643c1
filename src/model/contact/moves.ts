/** Moving within the harm sequence (armour, injury, casualty, apothecary, send-off): shared by `harm.ts` and `apothecary.ts`. */
import { goTo, type State } from '../state.js';
import { H, R, type HarmSpec } from './harmSpec.js';

type Regs = Partial<Record<keyof typeof R, number>>;

/** Moves within the sequence: to a phase, keeping the spec and a pending send-off, with the given registers. */
export type Move = (s: State, phase: number, entries?: Regs) => State;

const NONE: Regs = {};

/** Registers in the order of `R` (written out: this runs for every state of the sequence). */
export function mover(base: number): Move {
  return (s, phase, e = NONE) => goTo(s, base + phase, [
    s.regs[R.Spec], e.Armour ?? 0, e.ArmourDouble ?? 0, e.BonusUsed ?? 0, e.SendOff ?? s.regs[R.SendOff],
    e.Injury ?? 0, e.Casualty ?? 0, e.NoCasualtyRoll ?? 0, e.Casualty2 ?? 0, e.ArmourSendOff ?? 0, e.ProRoll ?? 0,
    e.Rerolled ?? s.regs[R.Rerolled] ?? 0, e.ArmourLow ?? 0, e.DieKept ?? 0,
  ]);
}

/** The sequence is over for the victim: on to a send-off when one is pending, else straight on. */
export function toEnd(spec: HarmSpec, s: State, move: Move, sendOff = s.regs[R.SendOff]): State {
  return sendOff === 0 ? spec.finish(s) : move(s, H.End, { SendOff: sendOff });
}
