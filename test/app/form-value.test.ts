/**
 * A step's nested options read off the schema (objects, lists, pairs, options of several forms), checked against
 * the values the form holds, and written back as flow YAML.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fieldOf, formSchema, stepKinds, type Field } from '../../src/app/form-fields.js';
import { modelOf, NEW_LINE, yamlOf, type FormModel } from '../../src/app/form-model.js';
import { flowValue, formOf, misfit, type Value } from '../../src/app/form-value.js';
import { evaluateText, jsonSchema } from '../../src/index.js';

const KINDS = stepKinds(jsonSchema());
const option = (kind: string, name: string) => KINDS.find((k) => k.kind === kind)!.fields.find((f) => f.name === name)!;

describe('nested options read off the schema', () => {
  it("reads a pass's interference as a list of objects of ag, marked, Disturbing Presence and skills", () => {
    const interference = option('pass', 'interference');
    expect(interference).toMatchObject({ type: 'list', maxItems: 8, item: { type: 'object', required: ['ag'] } });
    expect(interference.item!.fields!.map((f) => [f.name, f.type])).toEqual([['ag', 'value'], ['marked', 'integer'], ['disturbingPresence', 'integer'], ['skills', 'list']]);
  });

  it("reads a block's assists as a count or a list, each assister an id or the id with its options", () => {
    const assists = option('block', 'assists');
    expect(assists.forms!.map((f) => f.type)).toEqual(['integer', 'list']);
    const assister = assists.forms![1].item!;
    expect(assister.forms!.map((f) => f.type)).toEqual(['string', 'object']);
    expect(assister.forms![1].fields!.map((f) => f.name)).toEqual(['by', 'marked', 'markedBy']);
    expect(formOf(assists, 2)).toBe(0);
    expect(formOf(assists, ['mate', { by: 'guard', marked: true }])).toBe(1);
  });

  it("reads a bomb's near as ids or { opponent, at: [dx, dy] }, the square a pair", () => {
    const near = option('bomb', 'near').item!;
    expect(near.forms![1].fields!.find((f) => f.name === 'at')).toMatchObject({ type: 'pair', parts: [{ type: 'integer' }, { type: 'integer' }] });
  });

  it('leaves a map of free keys to the YAML, named as the step kind\'s YAML-only option', () => {
    expect(fieldOf('byId', { type: 'object', additionalProperties: { type: 'integer' } })).toBeNull();
    const schema = structuredClone(jsonSchema()) as { properties: { steps: { items: { anyOf: { properties?: Record<string, { anyOf?: { type?: string; properties?: Record<string, unknown> }[] }> }[] } } } };
    const dodge = schema.properties.steps.items.anyOf.find((a) => a.properties?.dodge)!;
    const options = dodge.properties!.dodge.anyOf!.find((a) => a.type === 'object')!;
    options.properties!.byId = { type: 'object', additionalProperties: { type: 'integer' } };
    expect(stepKinds(schema).find((k) => k.kind === 'dodge')!.yamlOnly).toEqual(['byId']);
  });
});

describe('a nested value against its shape', () => {
  const interference = option('pass', 'interference');

  it('fits the shipped interferers and names the first key that does not fit', () => {
    expect(misfit(interference, [{ ag: '3+', marked: 1 }, { ag: '3+', marked: 1, skills: ['Very Long Legs'] }], 'interference')).toBeNull();
    expect(misfit(interference, [{ ag: '3+', skills: 'Very Long Legs' }], 'interference')).toBe('interference.0.skills');
    expect(misfit(interference, { ag: '3+' }, 'interference')).toBe('interference');
    const pair: Field = { name: 'at', type: 'pair', parts: [{ name: '0', type: 'integer' }, { name: '1', type: 'integer' }] };
    expect(misfit(pair, [1, 0], 'at')).toBeNull();
    expect(misfit(pair, [1, 'x'], 'at')).toBe('at.1');
  });

  it('writes flow YAML that reads back to the same data', () => {
    const value: Value = [{ opponent: 'blitzer', at: [1, 0] }, 'catcher', { ag: '3+', skills: ['Very Long Legs', 'yes'] }];
    expect(flowValue(value)).toBe('[{ opponent: blitzer, at: [1, 0] }, catcher, { ag: 3+, skills: [Very Long Legs, "yes"] }]');
    expect(parse(flowValue(value))).toEqual(value);
    expect(flowValue({})).toBe('{}');
  });
});

describe('a pass with an interferer through the form', () => {
  it('writes the step as the YAML a coach writes by hand, which answers the same', () => {
    const model: FormModel = {
      ...NEW_LINE, players: [{ ...NEW_LINE.players[0], id: 'thrower', pa: '3+' }, { ...NEW_LINE.players[0], id: 'catcher' }],
      steps: [{ kind: 'pass', options: { by: 'thrower', range: 'short', interference: [{ ag: '3+', marked: 1 }] } }, { kind: 'catch', options: { by: 'catcher' } }],
    };
    const written = yamlOf(model);
    expect(written).toContain('  - { pass: { by: thrower, range: short, interference: [{ ag: 3+, marked: 1 }] } }\n');
    const byHand = 'name: x\nrerolls: 0\nplayers:\n  thrower: { ag: 3+, pa: 3+ }\n  catcher: { ag: 3+ }\nsteps:\n  - pass:\n      by: thrower\n      range: short\n      interference:\n        - ag: 3+\n          marked: 1\n  - catch: { by: catcher }\n';
    const success = (text: string) => evaluateText(text, 'x.yaml', { plan: false }).result.results[0].fractions;
    expect(success(written)).toEqual(success(byHand));
    expect(modelOf(parse(written), formSchema(jsonSchema()))).toEqual(model);
  });
});
