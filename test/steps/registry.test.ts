/**
 * One home per step kind: the registry (`src/steps/index.ts`) is the only list of kinds, and what is derived from
 * it — the scenario's schema, the JSON Schema, the docs' sections and modifier tables — stays in step with it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonSchema } from '../../src/scenario/schema.js';
import { STEP_KINDS, STEPS } from '../../src/steps/index.js';

const DOCS = readFileSync(new URL('../../docs/scenario-format.md', import.meta.url), 'utf8');

/** The docs' text about one kind: its own section (`### \`dodge\``), else its row of the contact steps' table. */
function docsOf(kind: string): string {
  const section = new RegExp(`^### \`${kind}\`\\n([\\s\\S]*?)(?=^##)`, 'm').exec(DOCS)?.[1];
  if (section) return section;
  return new RegExp(`^\\| \`${kind}\` \\|.*$`, 'm').exec(DOCS)?.[0] ?? '';
}

/** Every step kind the JSON Schema of a scenario file accepts (`- kind: {...}`). */
function schemaKinds(): string[] {
  const text = JSON.stringify(jsonSchema());
  return STEP_KINDS.filter((kind) => text.includes(`"required":["${kind}"]`));
}

describe('the step registry', () => {
  it('names each kind once', () => {
    expect(new Set(STEP_KINDS).size).toBe(STEPS.length);
  });

  it('is what the JSON Schema accepts', () => {
    expect(schemaKinds()).toEqual(STEP_KINDS);
  });

  for (const kind of STEPS) {
    describe(kind.kind, () => {
      it('is documented, every option named', () => {
        const docs = docsOf(kind.kind);
        expect(docs, `docs/scenario-format.md says nothing of ${kind.kind}`).not.toBe('');
        const options = Object.keys(kind.options.shape).filter((key) => key !== 'by' && key !== 'label');
        for (const option of options) expect(docs, `${kind.kind}: option ${option}`).toContain(`\`${option}`);
      });

      it('has its modifier table in the docs, row for row', () => {
        const docs = docsOf(kind.kind);
        for (const row of kind.modifiers) expect(docs).toContain(`| ${row.modifier} | ${row.bb2020} | ${row.bb2016} |`);
      });
    });
  }
});
