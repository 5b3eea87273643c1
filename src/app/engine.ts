/**
 * The page's side of the Web Worker. The worker is started from a Blob URL of its inlined code (so the page
 * works from file://). At most one question is in flight: a newer text waits for the answer to the one in
 * flight, replacing any text already waiting, and an answer to anything but the newest question is dropped. The
 * trees the worker sends after an answer are dropped alike unless they belong to the newest question; they do not
 * count as the answer (the next text is sent as soon as the numbers arrive).
 */
import type { EvaluateRequest, Reply, TreesReply, Warmed, WarmRequest } from './protocol.js';

/** The worker, asked through `ask`. */
export interface Engine {
  /** Evaluates `text` (named `file`), beside the pinned line if any; `onReply` hears only the answer to the newest question. */
  ask(text: string, file: string, pinned: EvaluateRequest['pinned']): void;
  /** Warms the worker up with `texts` (answered by none; `onWarmed` hears when it is done): `warm-up.ts`. */
  warm(texts: WarmRequest['texts'], onWarmed: (warmed: Warmed) => void): void;
}

/** Starts the worker from `code`; answers go to `onReply`, their trees to `onTrees`. */
export function startEngine(code: string, onReply: (reply: Reply) => void, onTrees: (trees: TreesReply) => void = () => undefined): Engine {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  const worker = new Worker(url);
  let latest = 0;
  let inFlight = false;
  let waiting: EvaluateRequest | null = null;
  let onWarmed: (warmed: Warmed) => void = () => undefined;
  const send = (request: EvaluateRequest) => {
    inFlight = true;
    worker.postMessage(request);
  };
  worker.onmessage = (event: MessageEvent<Reply | TreesReply | Warmed>) => {
    if (event.data.kind === 'warmed') {
      onWarmed(event.data);
      return;
    }
    if (event.data.kind === 'trees') {
      if (event.data.id === latest) onTrees(event.data);
      return;
    }
    inFlight = false;
    if (waiting) {
      const next = waiting;
      waiting = null;
      send(next);
    }
    if (event.data.id === latest) onReply(event.data);
  };
  worker.onerror = (event) => {
    inFlight = false;
    onReply({ kind: 'error', id: latest, message: `internal error in the worker: ${event.message}`, internal: true });
  };
  return {
    ask(text, file, pinned) {
      const request: EvaluateRequest = { kind: 'evaluate', id: ++latest, text, file, pinned };
      if (inFlight) waiting = request;
      else send(request);
    },
    warm(texts, heard) {
      onWarmed = heard;
      worker.postMessage({ kind: 'warm', texts } satisfies WarmRequest);
    },
  };
}
