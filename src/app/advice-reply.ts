/**
 * The advisor in the page's worker: a roster position advised as `nuffle advise --team --position` does it
 * (`positionProfile`, then `advise`), its library from the texts the page carries, in the worker's own thread
 * (`workers: 0`), telling its progress after each candidate and stopping, with the candidates finished ranked,
 * when the page says Stop.
 */
import { adviceAnswer, adviceJson, advise, positionProfile, UserError, type EditionId } from '../index.js';
import type { AdviceReply, AdviseRequest } from './protocol.js';

let running: AbortController | null = null;

/** Stops the advice in flight, if any. */
export function stopAdvice(): void {
  running?.abort();
}

/** Advises `request`, posting progress and then the advice through `post`. */
export async function adviceReply(request: AdviseRequest, post: (reply: AdviceReply) => void): Promise<void> {
  const started = performance.now();
  running?.abort();
  const controller = new AbortController();
  running = controller;
  try {
    const profile = positionProfile({ team: request.team, position: request.position, skills: request.skills, edition: request.edition as EditionId }, request.library);
    const advice = await advise(profile, {
      workers: 0, signal: controller.signal, onProgress: (done, planned) => post({ kind: 'progress', id: request.id, done, planned }),
    });
    const { headline, html, charts } = adviceAnswer(advice);
    const json = adviceJson(advice) as { ranking: { rank: number; skills: string[]; fractions: { gain: string } }[] };
    post({
      kind: 'advice', id: request.id, headline, html, charts: charts.map((c) => ({ kind: c.kind, spec: c.spec })),
      ranking: json.ranking.map((r) => ({ rank: r.rank, skill: r.skills[0], gain: r.fractions.gain })), partial: advice.partial !== undefined, ms: performance.now() - started,
    });
  } catch (error) {
    if (error instanceof UserError) post({ kind: 'error', id: request.id, message: error.message, internal: false });
    else post({ kind: 'error', id: request.id, message: `internal error: ${error instanceof Error ? error.message : String(error)}`, internal: true });
  } finally {
    if (running === controller) running = null;
  }
}
