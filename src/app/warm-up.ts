/**
 * The worker's warm-up: while the page opens, the worker evaluates the shipped scenarios once each, one per task,
 * so the engine's code is compiled hot (cold, the JIT makes a first answer several times slower: in Node
 * evaluateText of blitzer-block-wrestle-dodge takes 138 ms cold against ~32 ms warm) before the coach asks. The
 * answers are thrown away (they fill no cache: a coach's own texts keep it); a question from the page runs between
 * two warm-up texts, so it waits at most one of them. The scenarios written as a turn of `activations:` come last:
 * theirs are the longest evaluations (plan-cage-break's first answer, cold, was ~480 ms in the page against ~130 ms
 * warm), so the rest is warm sooner.
 */
import { answerHtml, evaluateText } from '../index.js';
import type { WarmRequest } from './protocol.js';

/** What the warm-up did: how many texts it evaluated and the time it took, in ms. */
export interface WarmedUp {
  readonly count: number;
  readonly ms: number;
}

/** Evaluates the texts of `request` worth warming with, one per task (`later` schedules the next), then tells `done`. */
export function warmUp(request: WarmRequest, done: (warmed: WarmedUp) => void, later: (next: () => void) => void = (next) => setTimeout(next, 0)): void {
  const started = performance.now();
  const texts = warmUpTexts(request.texts);
  let count = 0;
  const step = (index: number) => {
    if (index >= texts.length) {
      done({ count, ms: performance.now() - started });
      return;
    }
    if (warmOne(texts[index].text, texts[index].file)) count += 1;
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
