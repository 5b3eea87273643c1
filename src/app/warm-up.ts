/**
 * The worker's warm-up: while the page opens, the worker evaluates the shipped scenarios `WARM_UP_ROUNDS` times
 * each, one per task, so the engine's code is compiled hot (cold, the JIT makes a first answer several times slower:
 * in Node evaluateText of blitzer-block-wrestle-dodge takes 138 ms cold against ~32 ms warm) before the coach asks.
 * Once is not enough: V8 optimises a function after it has run a while, so in Chromium plan-cage-break's answer,
 * asked again and again after one round, took 54, 52, 37, 32, 31 ms before settling near 27 (2026-12-02). The
 * answers are thrown away (they fill no cache: a coach's own texts keep it); a question from the page runs between
 * two warm-up texts, so it waits at most one of them. The scenarios written as a turn of `activations:` come last:
 * theirs are the longest evaluations (plan-cage-break's first answer, cold, was ~480 ms in the page against ~130 ms
 * warm), so the rest is warm sooner.
 */
import { answerHtml, evaluateText } from '../index.js';
import type { WarmRequest } from './protocol.js';

/** What the warm-up did: how many texts it evaluated (each `rounds` times) and the time it took, in ms. */
export interface WarmedUp {
  readonly count: number;
  readonly rounds: number;
  readonly ms: number;
}

/**
 * How many times the warm-up evaluates each text: measured in Chromium, the 4th and 5th answers of the slowest
 * shipped scenarios are within a fifth of their settled time, the 2nd still nearly twice it (see above). About
 * 0.6 s of the worker's time per round on this machine, one scenario per task, after the first answer is shown.
 */
export const WARM_UP_ROUNDS = 4;

/**
 * Evaluates the texts of `request` worth warming with, `rounds` times over, one per task (`later` schedules the
 * next), then tells `done`.
 */
export function warmUp(
  request: WarmRequest, done: (warmed: WarmedUp) => void, later: (next: () => void) => void = (next) => setTimeout(next, 0),
  rounds = WARM_UP_ROUNDS,
): void {
  const started = performance.now();
  const texts = warmUpTexts(request.texts);
  let count = 0;
  const step = (index: number) => {
    if (index >= texts.length * rounds) {
      done({ count, rounds, ms: performance.now() - started });
      return;
    }
    const { text, file } = texts[index % texts.length];
    if (warmOne(text, file) && index < texts.length) count += 1;
    later(() => step(index + 1));
  };
  later(() => step(0));
}

/** One text evaluated and answered as the page would be answered; false if it does not read (nothing to warm). */
function warmOne(text: string, file: string): boolean {
  try {
    answerHtml({ file, text, ...evaluateText(text, file, { plan: false }) });
    return true;
  } catch {
    return false;
  }
}

/** The texts in the order they warm the worker: the turns written as `activations:` (the longest to evaluate) last. */
export function warmUpTexts(texts: WarmRequest['texts']): WarmRequest['texts'] {
  const turn = (t: WarmRequest['texts'][number]) => /^activations:/m.test(t.text);
  return [...texts.filter((t) => !turn(t)), ...texts.filter(turn)];
}
