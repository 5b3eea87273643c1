/**
 * The library's run (`run/files.ts`) with the terminal around it: a progress bar on stderr while sampling, and
 * Ctrl-C stopping the sampling cleanly.
 */
import { ProgressBar } from '../montecarlo/progress.js';
import type { ScenarioResult } from '../results/types.js';
import { evaluateFiles } from '../run/files.js';
import type { RunOptions } from '../run/options.js';
import type { ScenarioVariant } from '../scenario/variants.js';
import { Interrupt } from './interrupt.js';

/** One result per file, in order (fewer when Ctrl-C stopped the run); `progress` draws the bar. */
export async function evaluateFilesInTerminal(
  files: readonly (readonly ScenarioVariant[])[], options: RunOptions, progress: boolean,
): Promise<ScenarioResult[]> {
  const interrupt = new Interrupt();
  return evaluateFiles(files, options, {
    signal: interrupt.signal,
    whileSampling: (work) => interrupt.during(work),
    progress: () => new ProgressBar(process.stderr, { enabled: progress }),
  });
}
