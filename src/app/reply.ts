/** The worker's answer to one request: the library's exact evaluation and answer HTML, or the CLI's message. */
import { answerHtml, evaluateText, UserError } from '../index.js';
import type { Reply, Request } from './protocol.js';

/** The answer to one request. */
export function reply(request: Request): Reply {
  const started = performance.now();
  try {
    const evaluated = evaluateText(request.text, request.file);
    const { headline, html } = answerHtml({ file: request.file, text: request.text, ...evaluated });
    const fractions = evaluated.result.results[0]?.fractions ?? {};
    return { kind: 'answer', id: request.id, headline, html, fractions, ms: performance.now() - started };
  } catch (error) {
    if (error instanceof UserError) {
      return { kind: 'error', id: request.id, message: error.message, line: error.where.line, column: error.where.column, internal: false };
    }
    return { kind: 'error', id: request.id, message: `internal error: ${error instanceof Error ? error.message : String(error)}`, internal: true };
  }
}
