/**
 * Where chunks run: worker threads through `piscina`, or the main thread (`InlineExecutor`, for `--workers 0`
 * and for library users who want no threads). A worker that dies mid-chunk (crash, out of memory, terminated)
 * is replaced by piscina and its chunk is run again from the same stream state, so no trial is lost or counted
 * twice: a chunk counts only once its answer arrives. An error the job itself raises is not retried.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { Worker } from 'node:worker_threads';
import { runExactTask, type ExactAnswer, type ExactTask } from './exact-task.js';
import type { ChunkAnswer, ChunkTask } from './job.js';
import type { Tally } from './tally.js';
import { runTask } from './worker.js';

/** A chunk's result as the runner uses it. */
export interface ChunkDone {
  readonly tally: Tally;
  readonly states: number;
}

/** Runs chunks somewhere: worker threads or the main thread. */
export interface ChunkExecutor {
  /** Threads that run chunks (0 for the main thread). */
  readonly workers: number;
  run(task: ChunkTask, signal?: AbortSignal): Promise<ChunkDone>;
  /** Solves one scenario exactly (`exact-task.ts`): the skill advisor's many small evaluations. */
  evaluate(task: ExactTask, signal?: AbortSignal): Promise<ExactAnswer>;
  close(): Promise<void>;
}

const WORKER_ENTRY = 'worker-entry.cjs';

/** Times a chunk is tried before the run fails (a worker that keeps dying is not a passing accident). */
export const MAX_ATTEMPTS = 3;

/**
 * The compiled worker entry (`worker-entry.cts`, CommonJS: see there why). Beside this module when it runs from
 * `dist/`; from the sources (tests run the TypeScript directly) it is still the compiled one under `dist/`, which
 * `npm test` builds first.
 */
export function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const sibling = join(dirname(here), WORKER_ENTRY);
  if (here.endsWith('.js') && existsSync(sibling)) return sibling;
  const built = join(resolve(dirname(here), '..', '..'), 'dist', 'src', 'montecarlo', WORKER_ENTRY);
  if (existsSync(built)) return built;
  throw new Error(`the Monte Carlo worker is not built (${built} is missing): run \`npm run build\` first`);
}

/** Chunks on a piscina pool of `workers` threads, rerun when their worker dies. */
export class ThreadExecutor implements ChunkExecutor {
  private readonly pool: Piscina<ChunkTask | ExactTask, ChunkAnswer | ExactAnswer>;
  /** Chunks run again because their worker died. */
  retries = 0;

  constructor(readonly workers: number, file = workerFile()) {
    if (!Number.isInteger(workers) || workers < 1) throw new RangeError(`workers must be a positive integer, not ${workers}`);
    this.pool = new Piscina({ filename: pathToFileURL(file).href, minThreads: workers, maxThreads: workers, idleTimeout: 60_000 });
  }

  /** The live worker threads (tests terminate one to check that its chunk is rerun). */
  get threads(): readonly Worker[] {
    return this.pool.threads;
  }

  async run(task: ChunkTask, signal?: AbortSignal): Promise<ChunkDone> {
    for (let attempt = 1; ; attempt++) {
      let answer: ChunkAnswer;
      try {
        answer = (await this.pool.run(task, signal ? { signal } : {})) as ChunkAnswer;
      } catch (error) {
        if (signal?.aborted || attempt >= MAX_ATTEMPTS) throw error;
        this.retries++;
        continue;
      }
      return settle(answer);
    }
  }

  /** An exact evaluation on a thread (the worker entry's `exact` export); a dead worker's task is rerun. */
  async evaluate(task: ExactTask, signal?: AbortSignal): Promise<ExactAnswer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return settleExact((await this.pool.run(task, { name: 'exact', ...(signal ? { signal } : {}) })) as ExactAnswer);
      } catch (error) {
        if (signal?.aborted || attempt >= MAX_ATTEMPTS || error instanceof ExactTaskFailed) throw error;
        this.retries++;
      }
    }
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

/** Runs chunks on the main thread, one at a time, letting timers and signals in between. */
export class InlineExecutor implements ChunkExecutor {
  readonly workers = 0;

  async run(task: ChunkTask, signal?: AbortSignal): Promise<ChunkDone> {
    await new Promise((done) => setImmediate(done));
    signal?.throwIfAborted();
    return settle(runTask(task));
  }

  async evaluate(task: ExactTask, signal?: AbortSignal): Promise<ExactAnswer> {
    signal?.throwIfAborted();
    return settleExact(runExactTask(task));
  }

  async close(): Promise<void> {}
}

/** An exact task whose job raised an error (a bug, not a dead worker: not retried). */
export class ExactTaskFailed extends Error {}

function settleExact(answer: ExactAnswer): ExactAnswer {
  if ('error' in answer) throw new ExactTaskFailed(`exact evaluation failed: ${answer.error}`);
  return answer;
}

function settle(answer: ChunkAnswer): ChunkDone {
  if ('error' in answer) throw new Error(`Monte Carlo chunk failed: ${answer.error}`);
  return answer;
}

/** Threads for `workers` (0: the main thread). */
export function executorFor(workers: number): ChunkExecutor {
  return workers === 0 ? new InlineExecutor() : new ThreadExecutor(workers);
}
