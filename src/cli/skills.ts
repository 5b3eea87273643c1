/** `nuffle skills [--edition E] [--json | --markdown]`: the skill catalogue of an edition (`steps/catalogue.ts`). */
import { catalogue, displayName, resolveEdition, skillsPage, stepsWithOptions, type CatalogueEntry, type EditionId } from '../index.js';

export interface SkillsOptions {
  readonly edition?: EditionId;
  readonly json?: boolean;
  readonly markdown?: boolean;
}

/** Up to three step kinds, then how many more (`--json` lists them all); with the options a skill is written through. */
function stepsText(entry: CatalogueEntry): string {
  const { steps } = entry;
  if (steps.length === 0) return '—';
  if (Object.keys(entry.options).length > 0) return stepsWithOptions(entry);
  return steps.length <= 3 ? steps.join(', ') : `${steps.slice(0, 3).join(', ')} +${steps.length - 3}`;
}

/** The catalogue as a table for the terminal, with the counts by status under it. */
function skillsTable(entries: readonly CatalogueEntry[]): string {
  const rows = entries.map((e) => [displayName(e), e.category ?? '—', e.status, stepsText(e), e.reason ?? '']);
  const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c].length), 5));
  const lines = rows.map((r) => r.map((cell, c) => (c < 4 ? cell.padEnd(widths[c]) : cell)).join('  ').trimEnd());
  const by = (status: string) => entries.filter((e) => e.status === status).length;
  lines.push('', `${entries.length} names: ${by('modelled')} modelled, ${by('noEffect')} with no effect on the dice, ${by('unmodelled')} not modelled yet`);
  return lines.join('\n');
}

/** Runs `nuffle skills`. */
export function skillsCommand(options: SkillsOptions): void {
  const edition = resolveEdition(options.edition);
  if (options.markdown) process.stdout.write(skillsPage());
  else if (options.json) process.stdout.write(`${JSON.stringify(catalogue(edition), null, 2)}\n`);
  else process.stdout.write(`${skillsTable(catalogue(edition))}\n`);
}

