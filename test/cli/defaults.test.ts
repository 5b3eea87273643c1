/**
 * The CLI's defaults are resolved once, in `run/options.ts` (`resolveRunOptions`, `resolveAdviseOptions`,
 * `resolveEdition`): commander is given none, so an option left out reaches the resolver as left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLI_SRC = join(import.meta.dirname, '..', '..', 'src', 'cli');

describe('the CLI', () => {
  it('gives commander no default value', () => {
    const defaults = readdirSync(CLI_SRC).filter((f) => f.endsWith('.ts')).flatMap((f) =>
      readFileSync(join(CLI_SRC, f), 'utf8').split('\n').flatMap((line, i) => (/\.default\(|defaultValue/.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(defaults).toEqual([]);
  });
});
