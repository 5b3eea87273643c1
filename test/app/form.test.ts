/**
 * The form's model: the palette read off the scenario schema (every step kind, its options with defaults), a
 * scenario's data read into the form and written back as YAML that reads to the same scenario.
 */
import { describe, expect, it } from 'vitest';
import { stepKinds } from '../../src/app/form-fields.js';
import { modelOf, NEW_LINE, scalar, yamlOf, type FormModel } from '../../src/app/form-model.js';
import { evaluateText, jsonSchema } from '../../src/index.js';

const KINDS = stepKinds(jsonSchema());
const FIELDS = new Map(KINDS.map((k) => [k.kind, k.fields.map((f) => f.name)]));

describe('the step palette', () => {
  it('has every step kind the scenario schema accepts, once', () => {
    const schema = jsonSchema() as { properties: { steps: { items: { anyOf: { enum?: string[] }[] } } } };
    const named = schema.properties.steps.items.anyOf.find((a) => a.enum)?.enum ?? [];
    expect(KINDS.map((k) => k.kind)).toEqual(named);
    expect(named).toEqual(expect.arrayContaining(['dodge', 'rush', 'pickup', 'block', 'foul', 'pass']));
  });

  it("shows a dodge's marked count (an integer, default 0) and Tackle (a switch, default off), and leaves Tentacles to the YAML", () => {
    const dodge = KINDS.find((k) => k.kind === 'dodge');
    expect(dodge?.fields.find((f) => f.name === 'marked')).toMatchObject({ type: 'integer', default: 0, minimum: 0 });
    expect(dodge?.fields.find((f) => f.name === 'tackle')).toMatchObject({ type: 'boolean', default: false });
    expect(dodge?.yamlOnly).toContain('tentacles');
  });

  it('offers a catch kind as a choice with its default', () => {
    const kind = KINDS.find((k) => k.kind === 'catch')?.fields.find((f) => f.name === 'kind');
    expect(kind).toMatchObject({ type: 'choice', default: 'accurate' });
    expect(kind?.choices).toContain('accurate');
  });
});

describe('the form and the YAML', () => {
  const model: FormModel = {
    ...NEW_LINE, name: 'dodge, rush, pick up', rerolls: 1,
    steps: [{ kind: 'dodge', options: { marked: 1 } }, { kind: 'rush', options: {} }, { kind: 'pickup', options: {} }],
  };

  it('writes YAML that evaluates as the same line written by hand', () => {
    const byHand = 'name: x\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [{ dodge: { marked: 1 } }, rush, pickup]\n';
    expect(evaluateText(yamlOf(model)).result.results[0].fractions).toEqual(evaluateText(byHand).result.results[0].fractions);
  });

  it('reads its own YAML back into the same model', () => {
    const { data } = evaluateText(yamlOf(model));
    expect(modelOf(data, FIELDS)).toEqual(model);
  });

  it('keeps characteristics and skills as written', () => {
    const text = 'name: x\nedition: bb2016\nplayer: { ag: 3, st: 4, av: 8, skills: [Dodge, "Loner (4+)"] }\nopponent: { st: 3, av: 8 }\nsteps: [dodge]\n';
    const { data } = evaluateText(text);
    const read = modelOf(data, FIELDS);
    expect(read).toMatchObject({ edition: 'bb2016', player: { ag: '3', st: '4', av: '8', skills: 'Dodge, Loner (4+)' }, opponent: { st: '3', av: '8' } });
    expect(evaluateText(yamlOf(read as FormModel)).result.results[0].fractions).toEqual(evaluateText(text).result.results[0].fractions);
  });

  it('names the part it cannot show', () => {
    expect(modelOf(evaluateText('name: x\nplayer: { ag: 3+ }\nsteps: [dodge]\ngoal: success\n').data, FIELDS))
      .toEqual({ unsupported: "the form shows name, edition, rerolls, player, opponent and steps; this scenario also has 'goal'" });
    expect(modelOf({ name: 'x', steps: [{ pass: { interference: [] } }] }, FIELDS))
      .toEqual({ unsupported: "step 1 (pass) sets 'interference', which only the YAML shows" });
  });

  it('quotes a scalar only where plain YAML would read it otherwise', () => {
    expect(scalar('Sure Hands')).toBe('Sure Hands');
    expect(scalar('3+')).toBe('3+');
    expect(scalar('yes')).toBe('"yes"');
    expect(scalar('a: b')).toBe('"a: b"');
    expect(scalar(2)).toBe('2');
  });
});
