/**
 * `nuffle advise [PROFILE.yaml] [--team T --position P [--skills A,B] [--edition E] | --team T --all-positions]
 * [--top N] [--depth 1|2] [--json] [--report FILE]`: the skill advisor (`advise/`), on a profile file or on the
 * library of a roster position's role.
 */
import {
  advise, adviceJson, adviceTable, adviseFile, positionName, runNotes, positionProfile, profileOf, rosterEdition, rosterTeam, unadvisable, UserError,
  type Advice, type AdviseRequest, type EditionId, type Profile,
} from '../index.js';
import { Interrupt } from './interrupt.js';
import { checkOutput, REPORT } from './output.js';
import { writeAdviceReport } from './report.js';
import { terminalWidth } from './width.js';

/** Options of `nuffle advise` as commander parses them. */
export interface AdviseFlags {
  readonly top?: number;
  readonly depth?: '1' | '2';
  readonly json?: boolean;
  readonly report?: string;
  readonly workers?: number;
  readonly maxStates?: number;
  readonly team?: string;
  readonly position?: string;
  readonly skills?: string;
  readonly edition?: EditionId;
  readonly allPositions?: boolean;
  /** Every line whole, not fitted to the terminal's width (or COLUMNS). */
  readonly wide?: boolean;
}

/** Rows of each position's ranking with --all-positions, unless --top says otherwise. */
const ALL_POSITIONS_TOP = 5;

/** Runs the advisor on a profile or a roster position; prints the table (or JSON) and writes the report when asked. */
export async function adviseCommand(file: string | undefined, flags: AdviseFlags): Promise<void> {
  if (flags.report) checkOutput(flags.report, REPORT);
  // Threads asked beyond the cores are capped, as for `eval`, and said so.
  for (const note of runNotes(flags)) process.stderr.write(`nuffle: note: ${note}\n`);
  const advices = await advicesFor(file, flags);
  const top = flags.top ?? (advices.length > 1 ? ALL_POSITIONS_TOP : undefined);
  if (flags.json) process.stdout.write(`${JSON.stringify(advices.length === 1 && !flags.allPositions ? adviceJson(advices[0]) : advices.map(adviceJson), null, 2)}\n`);
  else process.stdout.write(`${advices.map((a) => adviceTable(a, top, terminalWidth(flags.wide))).join('\n\n')}\n`);
  if (flags.report) writeAdviceReport(advices, flags.report, flags.json ? process.stderr : process.stdout);
}

async function advicesFor(file: string | undefined, flags: AdviseFlags): Promise<Advice[]> {
  const usage = (detail: string) => new UserError({ file: 'nuffle advise' }, detail);
  if (file !== undefined && flags.team !== undefined) throw usage('give a profile file or --team and --position, not both');
  if (file !== undefined) return [await adviseWith(file, flags)];
  if (flags.team === undefined) throw usage('give a profile file, or --team and --position (or --all-positions)');
  if (flags.allPositions) return allPositions(flags);
  if (flags.position === undefined) throw usage('--team needs --position (or --all-positions)');
  const profile = positionProfile({ team: flags.team, position: flags.position, skills: skillList(flags.skills), ...(flags.edition ? { edition: flags.edition } : {}) });
  return [await advise(profile, adviseRequest(flags))];
}

/** Every position of the team, in roster order; one nuffle cannot play yet is said on stderr and left out. */
async function allPositions(flags: AdviseFlags): Promise<Advice[]> {
  const edition = rosterEdition(flags.edition ?? 'bb2020');
  const team = rosterTeam(edition, flags.team!);
  const advices: Advice[] = [];
  for (const position of team.positions) {
    const why = unadvisable(edition, position);
    if (why) {
      process.stderr.write(`nuffle: ${positionName(team, position)} left out: it ${why}\n`);
      continue;
    }
    const profile: Profile = profileOf(edition, team, position, skillList(flags.skills));
    advices.push(await advise(profile, adviseRequest(flags)));
  }
  return advices;
}

function skillList(text: string | undefined): string[] {
  return text === undefined ? [] : text.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
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
