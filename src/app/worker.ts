/**
 * The page's Web Worker: it receives a scenario text, evaluates it exactly with the library and answers with the
 * HTML to show (or the message the CLI would print); or, started as the advisor's worker, advises a roster
 * position and tells its progress. An answer is followed by its probability trees, a message of their own. It never touches the DOM; the page creates it from the inlined code through a
 * Blob URL, so it works from file:// with no server.
 */
import { adviceReply, stopAdvice } from './advice-reply.js';
import type { AdviceReply, Reply, Request, TreesReply, Warmed } from './protocol.js';
import { reply, treesReply } from './reply.js';
import { warmUp } from './warm-up.js';

/** The worker's global scope, as much of it as this file uses. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: Reply | TreesReply | AdviceReply | Warmed): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  const request = event.data;
  if (request.kind === 'stop') stopAdvice();
  else if (request.kind === 'advise') void adviceReply(request, (r) => scope.postMessage(r));
  else if (request.kind === 'warm') warmUp(request, (warmed) => scope.postMessage({ kind: 'warmed', ...warmed }));
  else {
    const answer = reply(request);
    scope.postMessage(answer);
    // The trees after the numbers, in a message of their own: the page shows the numbers while they are drawn.
    const trees = answer.kind === 'answer' ? treesReply(request) : null;
    if (trees) scope.postMessage(trees);
  }
};
