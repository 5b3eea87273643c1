/**
 * One home per step kind: the registry (`src/steps/index.ts`) is the only list of kinds, and what is derived from
 * it — the scenario's schema, the JSON Schema, the docs' sections and modifier tables — stays in step with it
 * (the checks, for any registry: `registry-checks.ts`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STEP_KINDS, STEP_REGISTRY, STEPS } from '../../src/steps/index.js';
import { stepRegistry } from '../../src/steps/registry.js';
import { docsOf, schemaKinds, undocumented } from './registry-checks.js';

const DOCS = readFileSync(new URL('../../docs/scenario-format.md', import.meta.url), 'utf8');

describe('the step registry', () => {
  it('names each kind once', () => {
    expect(new Set(STEP_KINDS).size).toBe(STEPS.length);
    expect(() => stepRegistry([STEPS[0], STEPS[0]])).toThrow(/registered twice/);
  });

  it('is what the JSON Schema accepts', () => {
    expect(schemaKinds(STEP_REGISTRY)).toEqual(STEP_KINDS);
  });

  for (const kind of STEP_REGISTRY.kinds) {
    describe(kind.kind, () => {
      it('is documented, every option named, its modifier table row for row', () => {
        expect(docsOf(DOCS, kind.kind), `docs/scenario-format.md says nothing of ${kind.kind}`).not.toBe('');
        expect(undocumented(DOCS, kind)).toEqual([]);
      });
    });
  }
});
