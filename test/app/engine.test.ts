/**
 * The page's side of the worker, with a stand-in Worker: one question in flight at most, the newest text waiting
 * (replacing any older one), and only the answer to the newest question heard.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEngine } from '../../src/app/engine.js';
import type { EvaluateRequest as Request, Reply, TreesReply } from '../../src/app/protocol.js';

/** A Worker that records what it was sent and answers when told to. */
class StandIn {
  static last: StandIn | undefined;
  readonly sent: Request[] = [];
  onmessage: ((event: { data: Reply }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  constructor(readonly url: string) { StandIn.last = this; }
  postMessage(request: Request): void { this.sent.push(request); }
  warmed(): void { this.onmessage?.({ data: { kind: 'warmed', count: 2, ms: 5 } as unknown as Reply }); }
  trees(id: number): void { this.onmessage?.({ data: { kind: 'trees', id, html: `trees ${id}`, ms: 1 } as unknown as Reply }); }
  answer(id: number): void { this.onmessage?.({ data: { kind: 'error', id, message: `answer ${id}`, internal: false } }); }
}

const saved = (globalThis as { Worker?: unknown }).Worker;
afterEach(() => { (globalThis as { Worker?: unknown }).Worker = saved; });

describe('the engine', () => {
  it('keeps one question in flight, lets only the newest wait, and drops answers to older questions', () => {
    (globalThis as { Worker?: unknown }).Worker = StandIn;
    const heard: Reply[] = [];
    const engine = startEngine('/* worker code */', (reply) => heard.push(reply));
    const worker = StandIn.last as StandIn;
    expect(worker.url.startsWith('blob:')).toBe(true);
    engine.ask('a', 'a.yaml', null);
    engine.ask('b', 'b.yaml', null);
    engine.ask('c', 'c.yaml', null);
    // Only "a" went out; "b" was replaced by "c" while "a" was in flight.
    expect(worker.sent.map((r) => r.text)).toEqual(['a']);
    worker.answer(1);
    expect(heard).toEqual([]); // the answer to "a" is older than the input: dropped
    expect(worker.sent.map((r) => r.text)).toEqual(['a', 'c']);
    worker.answer(3);
    expect(heard.map((r) => r.id)).toEqual([3]);
    engine.ask('d', 'd.yaml', { text: 'a', file: 'a.yaml' });
    expect(worker.sent[2]).toMatchObject({ kind: 'evaluate', id: 4, text: 'd', pinned: { text: 'a' } });
  });

  it('sends the warm-up beside the questions: its end is no answer, and the question in flight stays in flight', () => {
    (globalThis as { Worker?: unknown }).Worker = StandIn;
    const heard: Reply[] = [];
    const warmed: number[] = [];
    const engine = startEngine('/* worker code */', (reply) => heard.push(reply));
    const worker = StandIn.last as StandIn;
    engine.ask('a', 'a.yaml', null);
    engine.warm([{ file: 'x.yaml', text: 'x' }], (w) => warmed.push(w.count));
    engine.ask('b', 'b.yaml', null);
    expect(worker.sent.map((r) => r.kind)).toEqual(['evaluate', 'warm']);
    worker.warmed();
    expect(warmed).toEqual([2]);
    expect(heard).toEqual([]);
    // "a" is still in flight, so "b" still waits; the answer to "a" sends it.
    expect(worker.sent.length).toBe(2);
    worker.answer(1);
    expect(worker.sent.map((r) => (r.kind === 'evaluate' ? r.text : r.kind))).toEqual(['a', 'warm', 'b']);
  });

  it('hears the trees of the newest question only, and they free no slot: the waiting text goes out with the numbers', () => {
    (globalThis as { Worker?: unknown }).Worker = StandIn;
    const heard: Reply[] = [];
    const trees: TreesReply[] = [];
    const engine = startEngine('/* worker code */', (reply) => heard.push(reply), (t) => trees.push(t));
    const worker = StandIn.last as StandIn;
    engine.ask('a', 'a.yaml', null);
    engine.ask('b', 'b.yaml', null);
    worker.trees(1);
    // Trees are no answer: "a" is still in flight, "b" still waits.
    expect(worker.sent.map((r) => r.text)).toEqual(['a']);
    worker.answer(1);
    worker.trees(1);
    expect(worker.sent.map((r) => r.text)).toEqual(['a', 'b']);
    expect(trees).toEqual([]); // "a" is older than the input: its trees dropped with its answer
    worker.answer(2);
    worker.trees(2);
    expect(heard.map((r) => r.id)).toEqual([2]);
    expect(trees.map((t) => t.html)).toEqual(['trees 2']);
  });
});
