/**
 * A new step kind is one module plus one registry line (issue 9, "Done when"). The toy below — a D6 roll needing
 * `target`+ that team re-rolls, Pro and Loner may touch — is all a kind needs; docs/adding-a-step.md shows it as
 * written here, between the markers (a test below checks the doc's code blocks are these lines). Registered in a
 * registry built for the test, it goes through the schema, normalising, the model, the docs' checks and the skill
 * catalogue like a shipped kind.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { evaluateExact } from '../../src/evaluate/exact.js';
import { formatFraction } from '../../src/evaluate/rational.js';
import { M } from '../../src/model/metrics.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { stepSchema } from '../../src/scenario/schema.js';
import { catalogue } from '../../src/steps/catalogue.js';
import { compile } from '../../src/steps/compile.js';
import { STEPS } from '../../src/steps/index.js';
import { stepRegistry } from '../../src/steps/registry.js';
import { docsOf, schemaKinds, undocumented } from './registry-checks.js';
// toy:imports
import { D6_TEST_SKILLS, targetLabel, testStepModel } from '../../src/model/d6step.js';
import type { ModelContext } from '../../src/model/model.js';
import { endLine, type State } from '../../src/model/state.js';
import { defineStep, NO_AG, STEP_BASE_OPTIONS, type NormaliseContext, type NormalisedStep } from '../../src/steps/kind.js';
// toy:end

const DOC = readFileSync(new URL('../../docs/adding-a-step.md', import.meta.url), 'utf8');
const SELF = readFileSync(new URL(import.meta.url), 'utf8');

// toy:module
const options = z.strictObject({
  ...STEP_BASE_OPTIONS,
  target: z.number().int().min(2).max(6).default(2).describe('The D6 roll needed (2..6)'),
});

function normalise({ target }: z.output<typeof options>, ctx: NormaliseContext) {
  return { label: ctx.label(`Toy ${target}+`), target };
}

export type ToyStep = NormalisedStep<'toy', typeof normalise>;

function toyModel(step: ToyStep, ctx: ModelContext) {
  return testStepModel(step, ctx, {
    label: targetLabel('Toy', step.target),
    passes: (natural) => natural !== 1 && natural >= step.target,
    onFail: (s: State) => endLine(s, true),
  });
}

export const toy = defineStep({
  kind: 'toy', options, normalise, rollsAgainstAg: NO_AG, model: toyModel,
  skills: [...D6_TEST_SKILLS],
  modifiers: [{ modifier: 'none: the target is the roll', bb2020: '—', bb2016: '—' }],
});
// toy:end

// toy:registry
const registry = stepRegistry([...STEPS, toy]);
// toy:end

/** The toy's section of docs/scenario-format.md, as docs/adding-a-step.md writes it. */
const TOY_DOCS = /```md\n([\s\S]*?)```/.exec(DOC)?.[1] ?? '';

function line(player: string, rerolls: number, target = 3): string {
  return `name: toy\nrerolls: ${rerolls}\nplayer: ${player}\nsteps:\n  - toy: { target: ${target} }\n`;
}

function success(text: string): string {
  const model = compile(scenarioFromText(text, 'toy.yaml', registry), { registry });
  const { exact } = evaluateExact(model);
  return formatFraction(exact.num[M.success], exact.den);
}

describe('a toy step kind in one module plus one registry line', () => {
  it('is accepted by the schema built from the registry, and only there', () => {
    expect(stepSchema(registry).safeParse({ toy: { target: 3 } }).success).toBe(true);
    expect(stepSchema(registry).safeParse('toy').success).toBe(true);
    expect(stepSchema().safeParse({ toy: { target: 3 } }).success).toBe(false);
    expect(schemaKinds(registry)).toContain('toy');
  });

  it('normalises to its type: the target, its default, the label', () => {
    const [step] = scenarioFromText(line('{ ag: 3 }', 0), 'toy.yaml', registry).steps as unknown as ToyStep[];
    expect(step).toEqual({ kind: 'toy', by: 0, index: 1, label: 'Toy 3+', target: 3 });
    const plain = scenarioFromText('name: toy\nplayer: {}\nsteps: [toy]\n', 'toy.yaml', registry).steps[0] as unknown as ToyStep;
    expect(plain.target).toBe(2);
  });

  it('refuses a bad option like a shipped kind, naming the path', () => {
    expect(() => scenarioFromText(line('{}', 0, 7), 'toy.yaml', registry)).toThrow(/^toy\.yaml:5:20 at steps\[0\]\.toy\.target: /);
    expect(() => scenarioFromText(line('{}', 0), 'toy.yaml')).toThrow(/^toy\.yaml:5:5 at steps\[0\]\.toy: unknown step 'toy'/);
    const typo = 'name: toy\nplayer: {}\nsteps: [toyy]\n';
    expect(() => scenarioFromText(typo, 'toy.yaml', registry)).toThrow(/unknown step 'toyy'; expected one of .*'chainMove', .*'toy'/);
  });

  it('evaluates to the hand-worked fractions', () => {
    // 3+ on a D6: faces 3..6 pass, 4/6 = 2/3.
    expect(success(line('{}', 0))).toBe('2/3');
    // One team re-roll on the failure: 2/3 + 1/3 · 2/3 = 6/9 + 2/9 = 8/9.
    expect(success(line('{}', 1))).toBe('8/9');
    // Loner (4+) first ("Loner (X+)", seed 001): the re-roll is lost on 1–3 of the Loner D6, so
    // 2/3 + 1/3 · 1/2 · 2/3 = 6/9 + 1/9 = 7/9.
    expect(success(line('{ skills: ["Loner (4+)"] }', 1))).toBe('7/9');
  });

  it('is in the docs checks and the skill catalogue like a shipped kind', () => {
    expect(docsOf(TOY_DOCS, 'toy')).not.toBe('');
    expect(undocumented(TOY_DOCS, toy)).toEqual([]);
    for (const name of ['Pro', 'Loner']) {
      expect(catalogue('bb2020', registry).find((e) => e.name === name)?.steps).toContain('toy');
      expect(catalogue('bb2020').find((e) => e.name === name)?.steps).not.toContain('toy');
    }
  });
});

/** The lines of this file between `// toy:NAME` and the next `// toy:end`. */
function marked(name: string): string {
  const match = new RegExp(`^// toy:${name}\\n([\\s\\S]*?)^// toy:end$`, 'm').exec(SELF);
  if (!match) throw new Error(`no toy:${name} block`);
  return match[1];
}

describe('docs/adding-a-step.md', () => {
  it("shows the toy's module and its registry line as this file has them", () => {
    const blocks = [...DOC.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks).toContain(marked('module'));
    expect(blocks).toContain(marked('registry'));
  });
});
