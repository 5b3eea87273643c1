/**
 * The worker's answers, in Node: the same exact fractions as the library's own pipeline on the file, the same
 * message as the CLI's for bad input, and the pinned line beside the current one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reply, treesReply } from '../../src/app/reply.js';
import { buildReport, evaluateScenario, evaluateText, loadScenario, scenarioFromText, UserError } from '../../src/index.js';

const SCENARIOS = join(import.meta.dirname, '../../scenarios');
const ask = (text: string, file = 's.yaml', pinned: { text: string; file: string } | null = null) =>
  reply({ kind: 'evaluate', id: 7, text, file, pinned });

describe('the worker', () => {
  it('answers a shipped scenario with the fractions of the library evaluating the file', () => {
    const file = join(SCENARIOS, 'dodge-rush-pickup.yaml');
    const answer = ask(readFileSync(file, 'utf8'), 'dodge-rush-pickup.yaml');
    expect(answer.kind).toBe('answer');
    if (answer.kind !== 'answer') return;
    expect(answer.id).toBe(7);
    expect(answer.fractions).toEqual(evaluateScenario(loadScenario(file)).results[0].fractions);
    expect(answer.html).toContain(answer.fractions.success);
  });

  it('answers dodge 3+, dodge 3+, rush 2+ with one re-roll with 55/81 (worked out in the rules README)', () => {
    const answer = ask('name: t\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, dodge, rush]\n');
    expect(answer.kind === 'answer' && answer.fractions.success).toBe('55/81');
  });

  it('says what the CLI says for a typo, with its line and column', () => {
    const text = 'name: t\nplayer: { ag: 3+ }\nsteps: [dodgy]\n';
    let expected: UserError | undefined;
    try {
      scenarioFromText(text, 'typo.yaml');
    } catch (error) {
      expected = error as UserError;
    }
    const answer = ask(text, 'typo.yaml');
    expect(answer).toMatchObject({ kind: 'error', internal: false, line: 3, column: 9, message: expected?.message });
    expect(answer.kind === 'error' && answer.message).toMatch(/^typo\.yaml:3:9 .*did you mean 'dodge'\?$/);
  });

  it('escapes what the author wrote', () => {
    const answer = ask('name: "<img src=x onerror=alert(1)>"\nplayer: { ag: 3+ }\nsteps: [dodge]\n');
    expect(answer.kind === 'answer' && answer.html).not.toContain('<img');
    expect(answer.kind === 'answer' && answer.html).toContain('&lt;img');
  });

  it('shows a pinned line beside the current one: a dodge 3+ (2/3) against one with a re-roll (8/9)', () => {
    const pinned = { text: 'name: bare\nplayer: { ag: 3+ }\nsteps: [dodge]\n', file: 'a.yaml' };
    const answer = ask('name: with a re-roll\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge]\n', 'b.yaml', pinned);
    expect(answer.kind).toBe('answer');
    if (answer.kind !== 'answer') return;
    expect(answer.sideBySide).toContain('pinned: bare');
    expect(answer.sideBySide).toContain('now: with a re-roll');
    expect(answer.sideBySide).toContain('2/3');
    expect(answer.sideBySide).toContain('8/9');
    // 8/9 − 2/3 = 2/9 = 22.22 pp
    expect(answer.sideBySide).toContain('22.22 pp');
  });

  it('answers a text asked again from what it answered, the same answer, and says where the time went', () => {
    const text = readFileSync(join(SCENARIOS, 'bombardier.yaml'), 'utf8');
    const first = ask(text, 'bombardier.yaml');
    const again = ask(text, 'bombardier.yaml');
    expect(first.kind === 'answer' && again.kind === 'answer').toBe(true);
    if (first.kind !== 'answer' || again.kind !== 'answer') return;
    expect(again.html).toBe(first.html);
    expect(again.fractions).toEqual(first.fractions);
    expect(Object.keys(first.timing).sort()).toEqual(['answer', 'evaluate', 'pinned']);
    // Asked again, nothing is solved: the evaluation takes no measurable part of the time the first one took.
    expect(again.timing.evaluate).toBeLessThan(first.timing.evaluate);
    expect(again.timing.answer).toBeLessThan(first.timing.answer);
    // Another text (one more space) is solved afresh, to the same numbers.
    const other = ask(`${text}\n`, 'bombardier.yaml');
    expect(other.kind === 'answer' && other.fractions).toEqual(first.fractions);
  });

  it('names the UNCONFIRMED readings the line touches: Wrestle\'s on the Wrestle blitzer\'s block, none on a dodge, rush and pick-up', () => {
    const blitzer = ask(readFileSync(join(SCENARIOS, 'blitzer-block-wrestle-dodge.yaml'), 'utf8'), 'blitzer-block-wrestle-dodge.yaml');
    expect(blitzer.kind === 'answer' && blitzer.readings.map((r) => r.reading)).toContain(
      'A player placed prone by Wrestle is no turnover (there is no ball on a block step); an offensive assister placed prone still counts as standing.');
    const plain = ask('name: t\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, rush, pickup]\n');
    expect(plain.kind === 'answer' && plain.readings).toEqual([]);
  });

  it('sends the report\'s probability tree after the answer: dodge 3+ then rush 2+ with no re-roll, by hand', () => {
    const text = 'name: t\nplayer: { ag: 3+ }\nsteps: [dodge, rush]\n';
    expect(ask(text).kind).toBe('answer');
    const trees = treesReply({ kind: 'evaluate', id: 7, text, file: 's.yaml', pinned: null });
    expect(trees).toMatchObject({ kind: 'trees', id: 7 });
    const odds = [...(trees?.html ?? '').matchAll(/<title>[^<]*? — ([^<]*)<\/title>/g)].map((m) => m[1]);
    // The dodge passes 4/6 and fails 2/6; the rush after it passes 5/6 of those 2/3 (10/18 = 55.6%) and fails 1/6 (2/18).
    expect(odds).toEqual(expect.arrayContaining(['66.7% of the branch · 66.7% overall', '33.3% of the branch · 33.3% overall',
      '83.3% of the branch · 55.6% overall', '16.7% of the branch · 11.1% overall']));
    // The very drawing the report makes of the same file.
    const report = buildReport([{ file: 's.yaml', text, ...evaluateText(text, 's.yaml') }]);
    const svg = /<svg[\s\S]*?<\/svg>/.exec(trees?.html ?? '')?.[0] ?? 'none';
    expect(report).toContain(svg);
  });

  it('sends no trees for a text that did not read', () => {
    const text = 'name: t\nplayer: { ag: 3+ }\nsteps: [dodgy]\n';
    expect(ask(text).kind).toBe('error');
    expect(treesReply({ kind: 'evaluate', id: 8, text, file: 's.yaml', pinned: null })).toBeNull();
  });
});
