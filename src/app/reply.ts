/** The worker's answer to one request: the library's exact evaluation and answer HTML, or the CLI's message. */
import { answerHtml, evaluateText, sideBySideHtml, UserError, type AnswerInput } from '../index.js';
import type { EvaluateRequest, Reply } from './protocol.js';

/** The last pinned line evaluated, kept while it stays pinned (a pinned line does not change). */
let pinnedCache: { key: string; input: AnswerInput | null } | undefined;

/** The answer to one request. */
export function reply(request: EvaluateRequest): Reply {
  const started = performance.now();
  try {
    const current = { file: request.file, text: request.text, ...evaluateText(request.text, request.file) };
    const evaluated = performance.now();
    const { headline, html, charts } = answerHtml(current);
    const drawn = performance.now();
    const pinned = request.pinned ? pinnedInput(request.pinned) : null;
    const sideBySide = pinned ? sideBySideHtml(pinned, current) : null;
    const first = current.result.results[0];
    const done = performance.now();
    return {
      kind: 'answer', id: request.id, headline, html, metrics: first.metrics, fractions: first.fractions,
      sideBySide, data: current.data, charts: charts.map((c) => ({ kind: c.kind, spec: c.spec })), ms: done - started,
      timing: { evaluate: evaluated - started, answer: drawn - evaluated, pinned: done - drawn },
    };
  } catch (error) {
    if (error instanceof UserError) {
      return { kind: 'error', id: request.id, message: error.message, line: error.where.line, column: error.where.column, internal: false };
    }
    return { kind: 'error', id: request.id, message: `internal error: ${error instanceof Error ? error.message : String(error)}`, internal: true };
  }
}

/** The pinned line evaluated (once per pinned text); null should it no longer read (it did when pinned). */
function pinnedInput(pinned: { readonly text: string; readonly file: string }): AnswerInput | null {
  const key = `${pinned.file}\u0000${pinned.text}`;
  if (pinnedCache?.key !== key) {
    let input: AnswerInput | null = null;
    try {
      input = { ...pinned, ...evaluateText(pinned.text, pinned.file) };
    } catch {
      input = null;
    }
    pinnedCache = { key, input };
  }
  return pinnedCache.input;
}
