/**
 * The page's Web Worker: it receives a scenario text, evaluates it exactly with the library and answers with the
 * HTML to show (or the message the CLI would print); or, started as the advisor's worker, advises a roster
 * position and tells its progress. It never touches the DOM; the page creates it from the inlined code through a
 * Blob URL, so it works from file:// with no server.
 */
import { adviceReply, stopAdvice } from './advice-reply.js';
import type { AdviceReply, Reply, Request, Warmed } from './protocol.js';
import { reply } from './reply.js';
import { warmUp } from './warm-up.js';

/** The worker's global scope, as much of it as this file uses. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: Reply | AdviceReply | Warmed): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  const request = event.data;
  if (request.kind === 'stop') stopAdvice();
  else if (request.kind === 'advise') void adviceReply(request, (r) => scope.postMessage(r));
  else if (request.kind === 'warm') warmUp(request, (warmed) => scope.postMessage({ kind: 'warmed', ...warmed }));
  else scope.postMessage(reply(request));
};
