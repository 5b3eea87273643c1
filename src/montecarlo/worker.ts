/**
 * The worker thread's task (piscina loads this file from `dist/`): take the job's shared tables, or rebuild its
 * sampler source once per job (kept for the next chunks of the same job, a few jobs at a time), and run one chunk. Errors raised by the job
 * come back as data, so the pool can tell them from a worker that died.
 */
import { fromWire } from './wire.js';
import type { ChunkAnswer, ChunkTask, MonteCarloJob } from './job.js';
import { runChunk, samplerSource, type SamplerSource } from './source.js';
import { SamplerTables } from './tables.js';

/** Jobs whose sources a worker keeps (a sweep alternates between a few). */
const KEEP = 4;
const sources = new Map<string, SamplerSource>();

function sourceFor(job: MonteCarloJob): SamplerSource {
  const known = sources.get(job.key);
  if (known) {
    sources.delete(job.key);
    sources.set(job.key, known); // most recently used last
    return known;
  }
  const source: SamplerSource = job.tables
    ? { tables: SamplerTables.fromShared(job.tables), expander: null, size: job.states ?? 0, afterChunk: () => undefined }
    : samplerSource(fromWire(job.scenario), job.policy, job.compile);
  sources.set(job.key, source);
  if (sources.size > KEEP) sources.delete(sources.keys().next().value as string);
  return source;
}

/** Runs one chunk: the tally of its trials, or the job's error message. */
export function runTask(task: ChunkTask): ChunkAnswer {
  try {
    const source = sourceFor(task.job);
    const tally = runChunk(source, task.job.steps, task.stream.slice(), task.samples);
    return { tally, states: source.size };
  } catch (error) {
    return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

export default runTask;
