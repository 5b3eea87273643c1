/**
 * The checks that keep a registry, the scenario's schema and the docs in step, for any registry (the shipped one
 * in `registry.test.ts`, a toy's in `toy-step.test.ts`): what they find wrong, as sentences (none: `[]`).
 */
import { jsonSchema } from '../../src/scenario/schema.js';
import type { AnyStepKind, StepRegistry } from '../../src/steps/registry.js';

/** The docs' text about one kind: its own section (`### \`dodge\``), else its row of the contact steps' table. */
export function docsOf(docs: string, kind: string): string {
  const section = new RegExp(`^### \`${kind}\`\\n([\\s\\S]*?)(?=^##|(?![\\s\\S]))`, 'm').exec(docs)?.[1];
  if (section) return section;
  return new RegExp(`^\\| \`${kind}\` \\|.*$`, 'm').exec(docs)?.[0] ?? '';
}

/** Every kind of `registry` that the JSON Schema of a scenario file accepts (`- kind: {...}`). */
export function schemaKinds(registry: StepRegistry): string[] {
  const text = JSON.stringify(jsonSchema(registry));
  return registry.names.filter((kind) => text.includes(`"required":["${kind}"]`));
}

/** What `docs` leaves out of a kind: its section, an option, a row of its modifier table. */
export function undocumented(docs: string, kind: AnyStepKind): string[] {
  const text = docsOf(docs, kind.kind);
  if (text === '') return [`no section for ${kind.kind}`];
  const options = Object.keys(kind.options.shape).filter((key) => key !== 'by' && key !== 'label');
  return [
    ...options.filter((option) => !text.includes(`\`${option}`)).map((option) => `${kind.kind}: option ${option}`),
    ...kind.modifiers.map((row) => `| ${row.modifier} | ${row.bb2020} | ${row.bb2016} |`)
      .filter((row) => !text.includes(row)).map((row) => `${kind.kind}: modifier row ${row}`),
  ];
}
