/**
 * `nuffle verify FILE...`: every variant evaluated exactly and by Monte Carlo (optimal policy), every metric
 * checked (`run/verify.ts`). Exit code 1 when any check fails, 130 when stopped by Ctrl-C.
 */
import {
  checkVerifiable, metricValue, VERIFY, verifyFiles, wholeNumber,
  type FileCheck,
} from '../index.js';
import { runOptionsInTerminal, stderrProgress } from './evaluate-files.js';
import { loadScenarioFiles } from './load.js';
import { Interrupt } from './interrupt.js';
import type { MonteCarloFlags } from './montecarlo-options.js';

/** The verdict on one file (`--json` prints a list of them). */
export type { FileCheck } from '../index.js';

/** Options of `nuffle verify`. */
export interface VerifyOptions extends MonteCarloFlags {
  readonly json?: boolean;
}

/** Runs `nuffle verify`. */
export async function verifyCommand(paths: readonly string[], options: VerifyOptions): Promise<void> {
  const { files } = loadScenarioFiles(paths);
  const run = runOptionsInTerminal(options);
  checkVerifiable(files, run);
  const interrupt = new Interrupt();
  const checks = await verifyFiles(files, run, {
    signal: interrupt.signal,
    whileSampling: (work) => interrupt.during(work),
    progress: stderrProgress(options.quiet),
  });
  process.stdout.write(options.json ? `${JSON.stringify(checks, null, 2)}\n` : `${checks.map(formatCheck).join('\n\n')}\n`);
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
  else if (checks.length < files.length || checks.some((c) => c.partial)) process.exitCode = 130;
}

function formatCheck(check: FileCheck): string {
  const lines = [`${check.name}  [${check.file}, seed ${check.seed}]${check.partial ? '  (stopped: partial)' : ''}`];
  for (const v of check.variants) {
    lines.push(`  ${v.variant}${Object.keys(v.params).length > 0 ? ` ${JSON.stringify(v.params)}` : ''}: ${v.ok ? 'agree' : 'DISAGREE'} (${wholeNumber(v.samples)} samples)`);
    for (const [name, m] of Object.entries(v.metrics)) {
      const show = (x: number) => metricValue(name, x, VERIFY);
      lines.push(`    ${name.padEnd(14)} exact ${show(m.exact).padStart(9)}  MC ${show(m.estimate).padStart(9)}  4.5 SE [${show(m.interval[0])}, ${show(m.interval[1])}]${m.ok ? '' : '  OUTSIDE'}`);
    }
  }
  return lines.join('\n');
}
