/**
 * `compare:` and `sweep:` in the form's model: named variants of (dotted path, value) overrides and rows of (path,
 * values), read from the YAML's data and written back as YAML that reads to the same data and the same odds.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formSchema } from '../../src/app/form-fields.js';
import { modelOf, NEW_LINE, yamlOf, type FormModel } from '../../src/app/form-model.js';
import { variantLines, variantsOf } from '../../src/app/form-variants-model.js';
import { evaluateText, jsonSchema } from '../../src/index.js';

const SCHEMA = formSchema(jsonSchema());
const odds = (text: string) => evaluateText(text, 'x.yaml', { plan: false }).result.results.map((r) => [r.variant, r.fractions.success]);

describe('compare and sweep in the form', () => {
  it('reads variants as (path, value) overrides in flow YAML, and sweep rows as (path, values)', () => {
    const read = variantsOf({ 'as written': {}, Pro: { 'player.skills': ['Dodge', 'Pro'], rerolls: 1 }, Turn: { steps: ['rush', { block: { blitz: true } }] } }, { 'steps.2.pickup.marked': [0, 1, 2] });
    expect(read).toEqual({
      compare: [
        { name: 'as written', overrides: [] },
        { name: 'Pro', overrides: [{ path: 'player.skills', value: '[Dodge, Pro]' }, { path: 'rerolls', value: '1' }] },
        { name: 'Turn', overrides: [{ path: 'steps', value: '[rush, { block: { blitz: true } }]' }] },
      ],
      sweep: [{ path: 'steps.2.pickup.marked', values: '0, 1, 2' }],
    });
    expect(variantLines(read as never)).toEqual([
      'compare:', '  as written: {}', '  Pro: { player.skills: [Dodge, Pro], rerolls: 1 }', '  Turn: { steps: [rush, { block: { blitz: true } }] }',
      'sweep:', '  steps.2.pickup.marked: [0, 1, 2]',
    ]);
  });

  it('leaves a blank override or sweep row unwritten, and keeps a typed value on one line', () => {
    expect(variantLines({ compare: [{ name: 'wet', overrides: [{ path: 'player.ag', value: '' }, { path: '', value: '4+' }, { path: 'opponent.av', value: '8+\n' }] }], sweep: [{ path: 'rerolls', values: ' ' }] }))
      .toEqual(['compare:', '  wet: { opponent.av: 8+ }']);
  });

  it('names what it cannot show of them', () => {
    expect(variantsOf({ wet: ['player.ag'] }, undefined)).toEqual({ unsupported: 'compare.wet is not a mapping of paths' });
    expect(variantsOf(undefined, { rerolls: 1 })).toEqual({ unsupported: 'sweep.rerolls is not a list of values' });
  });

  it('writes a line with two variants and a sweep that answers as worked by hand', () => {
    const model: FormModel = {
      ...NEW_LINE, steps: [{ kind: 'dodge', options: {} }],
      variants: { compare: [{ name: 'as written', overrides: [] }, { name: 'AG 4+', overrides: [{ path: 'player.ag', value: '4+' }] }], sweep: [{ path: 'rerolls', values: '0, 1' }] },
    };
    // A dodge 3+: 2/3, with a team re-roll 2/3 + 1/3 · 2/3 = 8/9; at AG 4+: 1/2, and 1/2 + 1/2 · 1/2 = 3/4.
    expect(odds(yamlOf(model))).toEqual([['as written', '2/3'], ['as written', '8/9'], ['AG 4+', '1/2'], ['AG 4+', '3/4']]);
    expect(modelOf(parse(yamlOf(model)), SCHEMA)).toEqual(model);
  });

  it('writes bribes: as a number, and none when not set', () => {
    const model: FormModel = { ...NEW_LINE, bribes: 1, steps: [{ kind: 'foul', options: {} }] };
    expect(yamlOf(model)).toContain('\nbribes: 1\n');
    expect(yamlOf({ ...model, bribes: null })).not.toContain('bribes');
    expect(modelOf(parse(yamlOf(model)), SCHEMA)).toEqual(model);
  });
});
