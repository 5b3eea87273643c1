/**
 * The form's model: the palette read off the scenario schema (every step kind, its options with defaults), a
 * scenario's data read into the form and written back as YAML that reads to the same scenario.
 */
import { describe, expect, it } from 'vitest';
import { formSchema, stepKinds } from '../../src/app/form-fields.js';
import { addedPlayer, modelOf, NEW_LINE, scalar, yamlOf, type FormModel } from '../../src/app/form-model.js';
import { offeredSkills, skillText, type SkillEntry } from '../../src/app/skill-list.js';
import { pageSkills } from '../../scripts/build-app.js';
import { evaluateText, jsonSchema } from '../../src/index.js';

const KINDS = stepKinds(jsonSchema());
const FIELDS = formSchema(jsonSchema());

describe('the step palette', () => {
  it('has every step kind the scenario schema accepts, once', () => {
    const schema = jsonSchema() as { properties: { steps: { items: { anyOf: { enum?: string[] }[] } } } };
    const named = schema.properties.steps.items.anyOf.find((a) => a.enum)?.enum ?? [];
    expect(KINDS.map((k) => k.kind)).toEqual(named);
    expect(named).toEqual(expect.arrayContaining(['dodge', 'rush', 'pickup', 'block', 'foul', 'pass']));
  });

  it("shows a dodge's marked count (an integer, default 0), Tackle (a switch, default off) and Tentacles (an object of its ST)", () => {
    const dodge = KINDS.find((k) => k.kind === 'dodge');
    expect(dodge?.fields.find((f) => f.name === 'marked')).toMatchObject({ type: 'integer', default: 0, minimum: 0 });
    expect(dodge?.fields.find((f) => f.name === 'tackle')).toMatchObject({ type: 'boolean', default: false });
    expect(dodge?.fields.find((f) => f.name === 'tentacles')).toMatchObject({ type: 'object', fields: [expect.objectContaining({ name: 'st', type: 'integer' })] });
    expect(KINDS.flatMap((k) => k.yamlOnly)).toEqual([]);
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
    expect(read).toMatchObject({ edition: 'bb2016', players: [{ id: 'player', ag: '3', st: '4', av: '8', skills: 'Dodge, Loner (4+)' }], opponents: [{ id: 'opponent', st: '3', av: '8' }] });
    expect(evaluateText(yamlOf(read as FormModel)).result.results[0].fractions).toEqual(evaluateText(text).result.results[0].fractions);
  });

  it('names the part it cannot show, down to the nested key', () => {
    expect(modelOf({ name: 'x', steps: ['dodge'], tiebreak: 1 }, FIELDS))
      .toEqual({ unsupported: "the form shows name, edition, rerolls, bribes, players, opponents, steps, activations, order, goal, compare and sweep; this scenario also has 'tiebreak'" });
    expect(modelOf({ name: 'x', steps: [{ pass: { interference: [{ ag: '3+' }, { ag: '3+', wind: 1 }] } }] }, FIELDS))
      .toEqual({ unsupported: "step 1 (pass) sets 'interference.1.wind' in a shape the schema does not give it, which only the YAML shows" });
    expect(modelOf({ name: 'x', steps: [{ block: { assists: { mate: true } } }] }, FIELDS))
      .toEqual({ unsupported: "step 1 (block) sets 'assists' in a shape the schema does not give it, which only the YAML shows" });
  });

  it('holds several players and opponents, written players: and opponents: with the steps naming them', () => {
    const text = 'name: x\nrerolls: 0\nplayers:\n  blitzer: { ag: 3+, st: 3, skills: [Block, Dodge, Strip Ball] }\n  mate: { ag: 3+ }\n' +
      'opponents:\n  carrier: { st: 3, skills: [Block] }\n  guard: { st: 4 }\nsteps:\n  - { dodge: { by: blitzer, marked: 1 } }\n  - { block: { by: blitzer, target: carrier, blitz: true, assists: 1, ball: true } }\n';
    const read = modelOf(evaluateText(text).data, FIELDS) as FormModel;
    expect(read.players.map((p) => p.id)).toEqual(['blitzer', 'mate']);
    expect(read.opponents.map((p) => p.id)).toEqual(['carrier', 'guard']);
    const written = yamlOf(read);
    expect(written).toContain('players:\n  blitzer: { st: 3, ag: 3+, skills: [Block, Dodge, Strip Ball] }\n  mate: { ag: 3+ }\n');
    expect(evaluateText(written).result.results[0].fractions).toEqual(evaluateText(text).result.results[0].fractions);
    // Removing the second opponent and player gives the shorthand back.
    const one = { ...read, players: read.players.slice(0, 1).map((p) => ({ ...p, id: 'player' })), opponents: read.opponents.slice(0, 1).map((p) => ({ ...p, id: 'opponent' })),
      steps: [{ kind: 'dodge', options: { marked: 1 } }] };
    expect(yamlOf(one)).toMatch(/^player: \{ st: 3, ag: 3\+, skills: \[Block, Dodge, Strip Ball\] \}\nopponent: \{ st: 3, skills: \[Block\] \}$/m);
  });

  it('gives an added player or opponent an id nobody has', () => {
    expect(addedPlayer(NEW_LINE, 'players').id).toBe('player2');
    expect(addedPlayer(NEW_LINE, 'opponents').id).toBe('opponent');
    const two = { ...NEW_LINE, opponents: [addedPlayer(NEW_LINE, 'opponents')] };
    expect(addedPlayer(two, 'opponents').id).toBe('opponent2');
  });

  it('writes a roster position beside the values the form shows, which read as the roster gives them', () => {
    // The BB2020 Human Blitzer: MA 7, ST 3, AG 3+, PA 4+, AV 9+, Block (shared/rosters); a blank field is not written.
    const filled = { ...NEW_LINE, players: [{ ...NEW_LINE.players[0], team: 'Human', position: 'Blitzer', ma: '7', st: '3', ag: '3+', pa: '4+', av: '9+', skills: 'Block' }], steps: [{ kind: 'dodge', options: {} }] };
    const bare = { ...filled, players: [{ ...NEW_LINE.players[0], ag: '', team: 'Human', position: 'Blitzer' }] };
    expect(yamlOf(filled)).toContain('player: { team: Human, position: Blitzer, ma: 7, st: 3, ag: 3+, pa: 4+, av: 9+, skills: [Block] }');
    expect(yamlOf(bare)).toContain('player: { team: Human, position: Blitzer }');
    const same = (m: FormModel) => evaluateText(yamlOf(m)).variants[0].scenario.players[0];
    expect(same(filled)).toEqual(same(bare));
    expect(modelOf(evaluateText(yamlOf(filled)).data, FIELDS)).toEqual(filled);
  });
});

describe('the skill list', () => {
  const skills: SkillEntry[] = [
    { name: 'Block', category: 'General', param: null, default: null },
    { name: 'Mighty Blow', category: 'Strength', param: 'bonus', default: 1 },
    { name: 'Dodge', category: 'Agility', param: null, default: null },
    { name: 'Loner', category: 'Trait', param: 'target', default: 4 },
    { name: 'Claws', category: 'Mutation', param: null, default: null },
  ];

  it('offers a position the skills of its primary, then its secondary categories, without those it has', () => {
    const groups = offeredSkills(skills, { primary: ['General', 'Strength'], secondary: ['Agility'] }, ['Block']);
    expect(groups.map((g) => [g.label, g.skills.map((s) => s.name)])).toEqual([['primary (General, Strength)', ['Mighty Blow']], ['secondary (Agility)', ['Dodge']]]);
    expect(offeredSkills(skills, null).map((g) => g.label)).toEqual(['General', 'Strength', 'Agility', 'Trait', 'Mutation']);
  });

  it('writes a skill with its number as rosters do, the default when none is given', () => {
    expect(skillText(skills[1])).toBe('Mighty Blow (+1)');
    expect(skillText(skills[1], 2)).toBe('Mighty Blow (+2)');
    expect(skillText(skills[3], 5)).toBe('Loner (5+)');
    expect(skillText(skills[0], 3)).toBe('Block');
  });

  it('carries every skill a bb2020 scenario may name, with the parameters the rules give', () => {
    const bb2020 = pageSkills('bb2020');
    expect(bb2020.find((s) => s.name === 'Mighty Blow')).toEqual({ name: 'Mighty Blow', category: 'Strength', param: 'bonus', default: 1 });
    expect(bb2020.find((s) => s.name === 'Loner')).toMatchObject({ param: 'target', default: 4 });
    // Each written with its default reads in a scenario.
    for (const s of bb2020) expect(() => evaluateText(`name: x\nplayer: { ag: 3+, skills: ["${skillText(s)}"] }\nsteps: [rush]\n`)).not.toThrow();
  });
});

describe('quoting', () => {
  it('quotes a scalar only where plain YAML would read it otherwise', () => {
    expect(scalar('Sure Hands')).toBe('Sure Hands');
    expect(scalar('3+')).toBe('3+');
    expect(scalar('yes')).toBe('"yes"');
    expect(scalar('a: b')).toBe('"a: b"');
    expect(scalar(2)).toBe('2');
  });
});
