/** `nuffle advise PROFILE.yaml [--top N] [--depth 1|2] [--json] [--report FILE]`: the skill advisor (`advise/`). */
import { adviceJson, adviceTable, adviseFile, type Advice, type AdviseRequest } from '../index.js';
import { Interrupt } from './interrupt.js';
import { checkOutput, REPORT } from './output.js';
import { writeAdviceReport } from './report.js';

/** Options of `nuffle advise` as commander parses them. */
export interface AdviseFlags {
  readonly top?: number;
  readonly depth?: '1' | '2';
  readonly json?: boolean;
  readonly report?: string;
  readonly workers?: number;
  readonly maxStates?: number;
}

/** Runs the advisor on a profile; prints the table (or JSON) and writes the report when asked. */
export async function adviseCommand(file: string, flags: AdviseFlags): Promise<void> {
  if (flags.report) checkOutput(flags.report, REPORT);
  const advice = await adviseWith(file, flags);
  if (flags.json) process.stdout.write(`${JSON.stringify(adviceJson(advice), null, 2)}\n`);
  else process.stdout.write(`${adviceTable(advice, flags.top)}\n`);
  if (flags.report) writeAdviceReport([advice], flags.report, flags.json ? process.stderr : process.stdout);
}

/** The advice of a profile file with the command's options (their defaults: `resolveAdviseOptions`). */
export async function adviseWith(file: string, flags: Omit<AdviseFlags, 'json' | 'report'>): Promise<Advice> {
  // Ctrl-C stops the ranking: what finished is printed, marked partial, and the command exits 130.
  const advice = await new Interrupt('the candidates finished are ranked').during((signal) => adviseFile(file, { ...adviseRequest(flags), signal }));
  if (advice.partial) process.exitCode = 130;
  return advice;
}

/** What the user typed, as the advisor's request: nothing left out is filled here. */
function adviseRequest(flags: Omit<AdviseFlags, 'json' | 'report'>): AdviseRequest {
  return {
    ...(flags.depth === undefined ? {} : { depth: flags.depth === '2' ? 2 : 1 }),
    ...(flags.top === undefined ? {} : { top: flags.top }),
    ...(flags.workers === undefined ? {} : { workers: flags.workers }),
    ...(flags.maxStates === undefined ? {} : { maxStates: flags.maxStates }),
  };
}
