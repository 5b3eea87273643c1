import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerHtml, sideBySideHtml } from '../../src/report/answer.js';
import { evaluateText } from '../../src/run/text.js';

const ROOT = join(import.meta.dirname, '..', '..');
const shipped = (name: string) => readFileSync(join(ROOT, 'scenarios', name), 'utf8');

/** A text evaluated as the page's worker has it (its parse kept), and the same without the parse. */
function inputs(file: string, text: string) {
  const { parsed, ...rest } = evaluateText(text, file, { plan: false });
  return { withParse: { file, text, parsed, ...rest }, without: { file, text, ...rest } };
}

describe('the answer from the text\'s own parse', () => {
  // The page's worker hands answerHtml the parse evaluateText made; the report parses the text again. Same answer.
  it.each(['two-dodges-and-a-rush.yaml', 'foul-with-assists.yaml', 'blitzer-block-wrestle-dodge.yaml', 'plan-defensive-turn.yaml'])(
    'is the answer from a second parse: %s', (name) => {
      const { withParse, without } = inputs(name, shipped(name));
      expect(answerHtml(withParse)).toEqual(answerHtml(without));
    });

  it('is the same side by side', () => {
    const pinned = inputs('a.yaml', shipped('two-dodges-and-a-rush.yaml'));
    const current = inputs('b.yaml', shipped('pro-or-team-reroll-line.yaml'));
    expect(sideBySideHtml(pinned.withParse, current.withParse)).toBe(sideBySideHtml(pinned.without, current.without));
  });
});
