/**
 * The library's run (`run/files.ts`) with the terminal around it: a progress bar on stderr while sampling, and
 * Ctrl-C stopping the sampling cleanly.
 */
import {
  evaluateFiles, ProgressBar, progressStyle, resolveRunOptions, runNotes, type RunOptions, type RunRequest, type ScenarioResult, type ScenarioVariant,
} from '../index.js';
import { Interrupt } from './interrupt.js';

/** Progress on stderr in the style its stream calls for (`--quiet`: none). */
export function stderrProgress(quiet: boolean | undefined): () => ProgressBar {
  const style = progressStyle(process.stderr, quiet === true);
  return () => new ProgressBar(process.stderr, { style });
}

/** One result per file, in order (fewer when Ctrl-C stopped the run), progress shown unless `quiet`. */
export async function evaluateFilesInTerminal(
  files: readonly (readonly ScenarioVariant[])[], options: RunOptions, quiet: boolean | undefined,
): Promise<ScenarioResult[]> {
  const interrupt = new Interrupt();
  return evaluateFiles(files, options, {
    signal: interrupt.signal,
    whileSampling: (work) => interrupt.during(work),
    progress: stderrProgress(quiet),
  });
}

/** The run's options, every default filled, with what the request was told on stderr (threads beyond the cores). */
export function runOptionsInTerminal(request: RunRequest): RunOptions {
  const options = resolveRunOptions(request);
  for (const note of runNotes(request)) process.stderr.write(`nuffle: note: ${note}\n`);
  return options;
}
