/** The library entry point exposes the pipeline end to end, and says what each of its exports is. */
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as nuffle from '../src/index.js';

const ENTRY = join(import.meta.dirname, '..', 'src', 'index.ts');

/** Every name `src/index.ts` exports (values and types), with the TSDoc of the declaration it stands for. */
function exportedDocs(): { name: string; doc: string }[] {
  const program = ts.createProgram([ENTRY], {
    module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022,
    strict: true, noEmit: true, skipLibCheck: true, types: ['node'],
  });
  const checker = program.getTypeChecker();
  const entry = checker.getSymbolAtLocation(program.getSourceFile(ENTRY)!)!;
  return checker.getExportsOfModule(entry).map((symbol) => {
    const declared = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return { name: symbol.name, doc: ts.displayPartsToString(declared.getDocumentationComment(checker)).trim() };
  });
}

describe('library entry', () => {
  it('reads, evaluates and prints a scenario through the public API only', () => {
    const scenario = nuffle.scenarioFromText('name: api\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, dodge, rush]\n');
    const result = nuffle.evaluateScenario(scenario);
    expect(result.results[0].fractions.success).toBe('55/81'); // rules README sanity number
    expect(JSON.parse(nuffle.toJson([result])).method).toBe('exact');
    expect(nuffle.METRICS).toContain('success');
  });

  it('raises a UserError for bad input', () => {
    expect(() => nuffle.scenarioFromText('name: x\nplayer: { ag: 3+ }\nsteps: [dodgy]\n')).toThrow(nuffle.UserError);
  });

  it('documents every export with a TSDoc comment', () => {
    const exports = exportedDocs();
    // The check sees types too: the entry's value exports are among the names it found.
    expect(exports.map((e) => e.name)).toEqual(expect.arrayContaining(Object.keys(nuffle)));
    expect(exports.map((e) => e.name)).toEqual(expect.arrayContaining(['Scenario', 'Profile', 'MetricName', 'RunOptions']));
    expect(exports.filter((e) => e.doc === '').map((e) => e.name)).toEqual([]);
  }, 60_000);
});
