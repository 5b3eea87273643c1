/**
 * Runs one job's chunks on an executor and adds up what finished. A few chunks per worker are in flight at a
 * time; answers are merged in chunk order (`OrderedTally`), so the totals do not depend on which worker finished
 * first. On abort (Ctrl-C) the chunks already answered are the result,
 * marked partial; a chunk that fails for good fails the run.
 */
import { chunkAt, chunkCount, MAX_SAMPLES, StreamCursor } from './plan.js';
import type { MonteCarloJob } from './job.js';
import type { ChunkExecutor } from './pool.js';
import { OrderedTally, type Tally } from './tally.js';

/** Trials, seed, stop signal and progress callback of one job's run. */
export interface RunSettings {
  readonly samples: number;
  readonly seed: number;
  readonly signal?: AbortSignal;
  /** Called after each finished chunk with the trials of this job done so far. */
  readonly onChunk?: (samplesDone: number) => void;
}

/** What a run gives back. */
export interface RunOutcome {
  /** The finished chunks' tallies, merged in chunk order. */
  readonly tally: Tally;
  /** True when the run was stopped before every chunk finished. */
  readonly partial: boolean;
  /** The model's size where known in full (optimal policy), else 0 (see `SamplerSource.size`). */
  readonly states: number;
}

/** Runs a job's chunks on the executor; see the file's comment. */
export async function runJob(job: MonteCarloJob, executor: ChunkExecutor, settings: RunSettings): Promise<RunOutcome> {
  const { samples, seed } = settings;
  if (!Number.isInteger(samples) || samples < 1 || samples > MAX_SAMPLES) throw new RangeError(`samples must be an integer in 1..${MAX_SAMPLES}`);
  const total = chunkCount(samples);
  const cursor = new StreamCursor(seed);
  const tally = new OrderedTally(job.steps, job.width);
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  settings.signal?.addEventListener('abort', onAbort, { once: true });
  if (settings.signal?.aborted) stop.abort();
  let next = 0;
  let done = 0;
  let states = 0;
  let failure: { error: unknown } | undefined;

  async function lane(): Promise<void> {
    while (next < total && !stop.signal.aborted) {
      const chunk = chunkAt(samples, next++);
      const stream = cursor.next();
      try {
        const answer = await executor.run({ job, index: chunk.index, samples: chunk.samples, stream }, stop.signal);
        if (answer.tally.samples !== chunk.samples) throw new Error(`chunk ${chunk.index} counted ${answer.tally.samples} trials, not ${chunk.samples}`);
        tally.add(chunk.index, answer.tally);
        states = Math.max(states, answer.states);
        done += chunk.samples;
        settings.onChunk?.(done);
      } catch (error) {
        if (!stop.signal.aborted) {
          failure = { error };
          stop.abort();
        }
        return;
      }
    }
  }

  try {
    const lanes = Math.max(1, executor.workers * 2);
    await Promise.all(Array.from({ length: Math.min(lanes, total) }, lane));
  } finally {
    settings.signal?.removeEventListener('abort', onAbort);
  }
  if (failure) throw failure.error;
  const merged = tally.finish();
  return { tally: merged, partial: merged.samples < samples, states };
}
