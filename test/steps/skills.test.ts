/**
 * The skills a step kind declares (`skills` and `editionSkills` of `defineStep`, which `nuffle skills` lists) are
 * the skills its model asks about. Two checks that do not trust the lists:
 * - a recording: every shipped scenario, each variant, is compiled and its whole graph walked with players and
 *   opponents whose `Skills` write down each name asked, against the step whose model asks (building it or
 *   expanding one of its states); a modelled name asked by a kind must be in that kind's list;
 * - the source: a kind built on a D6 test (`testStepModel`, `d6Spec`, `testPart`) lists Pro and Loner, which
 *   `d6Spec` reads for it (the secure step's drift: it read them, `nuffle skills` listed it for neither).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNode, type Transition } from '../../src/model/model.js';
import { stateKey, type State } from '../../src/model/state.js';
import { edition as editionOf } from '../../src/rules/edition.js';
import { findSkill, skillStatus } from '../../src/rules/skills.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { loadVariants } from '../../src/scenario/variants.js';
import type { Scenario } from '../../src/scenario/types.js';
import { NOT_WITH } from '../../src/steps/chain-move.js';
import { compile, compileStep } from '../../src/steps/compile.js';
import { STEP_REGISTRY } from '../../src/steps/index.js';
import { kindSkills } from '../../src/steps/registry.js';
import { isSkillName, type SkillName, type Skills } from '../../src/vocabulary/index.js';

const SCENARIOS = join(import.meta.dirname, '..', '..', 'scenarios');
const STEPS_DIR = join(import.meta.dirname, '..', '..', 'src', 'steps');
/** Enough to walk every shipped graph but the largest whole; what is walked is still asked of the right step. */
const MAX_STATES = 30_000;

/** Names asked, by step kind (`null`: asked outside any step, while compiling the whole). */
type Asked = Map<string, Set<SkillName>>;

function recorder(asked: Asked, current: () => string | null) {
  const note = (name: SkillName) => {
    const kind = current();
    if (kind === null) return;
    if (!asked.has(kind)) asked.set(kind, new Set());
    asked.get(kind)!.add(name);
  };
  return (skills: Skills): Skills => ({
    has: (name) => (note(name), skills.has(name)),
    param: (name) => (note(name), skills.param(name)),
    names: () => skills.names(),
    describe: () => skills.describe(),
  });
}

function nextStates(t: Transition): State[] {
  if (!isNode(t)) return [t];
  if (t.kind === 'chance') return t.outcomes.map((o) => o.next);
  if (t.kind === 'choice') return t.options.map((o) => o.next);
  return [];
}

/** What each step kind of `scenario` asks while its model is built and its states are expanded. */
function askedBy(scenario: Scenario): Asked {
  const asked: Asked = new Map();
  let current: string | null = null;
  const record = recorder(asked, () => current);
  const recorded: Scenario = {
    ...scenario,
    players: scenario.players.map((p) => ({ ...p, skills: record(p.skills) })),
    opponents: scenario.opponents.map((o) => ({ ...o, skills: record(o.skills) })),
  };
  const model = compile(recorded);
  for (const step of recorded.steps) {
    current = step.kind;
    compileStep(step, model.context);
  }
  const seen = new Set<string>([stateKey(model.initial)]);
  const queue = [model.initial];
  while (queue.length > 0 && seen.size < MAX_STATES) {
    const s = queue.shift()!;
    current = s.status === 'running' && s.pc < recorded.steps.length ? recorded.steps[s.pc].kind : null;
    for (const next of nextStates(model.transition(s))) {
      const key = stateKey(next);
      if (!seen.has(key)) (seen.add(key), queue.push(next));
    }
  }
  return asked;
}

const FILES = readdirSync(SCENARIOS).filter((f) => f.endsWith('.yaml')).sort();

/** The modelled names a step of `scenario` asked for and its kind does not list, as "edition kind: name". */
function missingFrom(scenario: Scenario): string[] {
  const edition = editionOf(scenario.edition);
  return [...askedBy(scenario)].flatMap(([kind, names]) => {
    const listed = kindSkills(STEP_REGISTRY.kind(kind), edition);
    // A Ball & Chain player's block asks for skills the trait rules out (seed 001): refused when normalising.
    const never = kind === 'chainMove' ? NOT_WITH : [];
    return [...names].filter((name) => skillStatus(findSkill(name)!, scenario.edition).status === 'modelled' && !listed.includes(name))
      .filter((name) => !never.includes(name))
      .map((name) => `${scenario.edition} ${kind}: ${name}`);
  });
}

/** Lines for kinds and options no shipped scenario has (each player and opponent with the skills the step may ask). */
const EXTRA_LINES: Readonly<Record<string, string>> = {
  'a dodge and a jump next to an Arm Bar': line('{ ag: 3, skills: [Leap, Stunty] }', ['dodge: { armBar: true }', 'jump: { armBar: true }'], 1),
  'a stab and a projectile vomit': line('{ st: 3, skills: [Stab, Projectile Vomit] }', ['stab: {}', 'vomit: {}'], 1, 'opponent: { av: 8, skills: [Stunty, Thick Skull] }'),
  'a knock-down': line('{ st: 3, skills: [Mighty Blow] }', ['knockdown: {}'], 0, 'opponent: { av: 8, skills: [Stunty, Regeneration] }'),
  'a stand-up': line('{ ma: 2, skills: [Jump Up] }', ['standUp: {}'], 1),
  'a breathe fire': line('{ st: 3, skills: [Breathe Fire] }', ['breatheFire: {}'], 1, 'opponent: { st: 5, av: 9+, skills: [Stunty, Thick Skull] }'),
  'a Ball & Chain move': line('{ st: 4, skills: [Ball and Chain] }', ['chainMove: {}'], 1, 'opponent: { st: 3, skills: [Thick Skull] }'),
};

function line(player: string, steps: string[], rerolls: number, extra = ''): string {
  return ['name: recorded', 'edition: bb2020', `rerolls: ${rerolls}`, `player: ${player}`, 'steps:', ...steps.map((s) => `  - ${s}`), extra].join('\n');
}

describe('the skills a step kind lists are those its model asks about', () => {
  for (const file of FILES) {
    it(`in ${file}, each variant`, () => {
      const missing = loadVariants(join(SCENARIOS, file)).flatMap(({ scenario }) => missingFrom(scenario));
      expect([...new Set(missing)]).toEqual([]);
    });
  }

  for (const [what, text] of Object.entries(EXTRA_LINES)) {
    it(`in a line of ${what}`, () => {
      const scenario = scenarioFromText(text, `${what}.yaml`);
      expect(missingFrom(scenario)).toEqual([]);
    });
  }

  // Not Sure Hands: "No re-roll of the Secure the Ball 2+ roll" (bb2025-skills.md Sure Hands).
  // And the bb2025 star rules that re-roll any one die (rules/star-aids.ts): Halfling Luck, Thinking Man's Troll.
  it('sees the secure step ask for Pro, Loner, No Hands and the one-die star re-rolls (bb2025-secure-the-ball.yaml)', () => {
    const [{ scenario }] = loadVariants(join(SCENARIOS, 'bb2025-secure-the-ball.yaml'));
    expect([...(askedBy(scenario).get('secure') ?? [])].sort()).toEqual(['Halfling Luck', 'Loner', 'No Hands', 'Pro', "Thinking Man's Troll"]);
  });
});

describe('the lists', () => {
  it('name each skill once, and only names the catalogue models in some edition', () => {
    for (const kind of STEP_REGISTRY.kinds) {
      expect(new Set(kind.skills).size, kind.kind).toBe(kind.skills.length);
      expect(kind.skills.filter((name) => findSkill(name)!.status !== 'modelled'), kind.kind).toEqual([]);
    }
  });
});

/** The file of `src/steps/` that defines kind `kind`. */
function moduleOf(kind: string): string {
  const file = readdirSync(STEPS_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))
    .map((f) => join(STEPS_DIR, f))
    .find((f) => new RegExp(`= defineStep\\(\\{\\s*kind: '${kind}'`).test(readFileSync(f, 'utf8')));
  if (file === undefined) throw new Error(`no module defines ${kind}`);
  return file;
}

/** The source of a kind's module (its folder's files, for a kind with a folder). */
function sourceOf(kind: string): string {
  const file = moduleOf(kind);
  const folder = dirname(file) === STEPS_DIR ? null : dirname(file);
  const files = folder ? readdirSync(folder).map((f) => join(folder, f)) : [file];
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

describe('a kind reading a skill by name in its own module', () => {
  for (const kind of STEP_REGISTRY.kinds) {
    it(`${kind.kind} lists every modelled name its module quotes`, () => {
      // A modifier row's text is the docs' (handoff's "Diving Catch: no effect"), not a name the model reads.
      const quoted = [...sourceOf(kind.kind).matchAll(/(?<!modifier: )'([^'\n]+)'/g)].map((m) => m[1]).filter(isSkillName);
      const never = kind.kind === 'chainMove' ? NOT_WITH : [];
      const unlisted = quoted.filter((name) => findSkill(name)!.status === 'modelled' && !kind.skills.includes(name) && !never.includes(name));
      expect([...new Set(unlisted)]).toEqual([]);
    });
  }
});

const D6_TEST_CALLS = ['testStepModel', 'd6Spec', 'testPart'];

/** The functions that build a D6 test: `d6step.ts`'s, and those of `src/steps/` whose body calls one (`moverModel`). */
function testBuilders(): string[] {
  const calls = (body: string) => D6_TEST_CALLS.some((name) => new RegExp(`\\b${name}\\(`).test(body));
  const helpers = readdirSync(STEPS_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))
    .flatMap((f) => readFileSync(join(STEPS_DIR, f), 'utf8').split(/\n(?=export )/))
    .filter(calls)
    .map((part) => /^export function (\w+)/.exec(part)?.[1])
    .filter((name): name is string => name !== undefined);
  return [...D6_TEST_CALLS, ...helpers];
}

describe('a kind built on a D6 test', () => {
  const builders = new RegExp(`\\b(${testBuilders().join('|')})\\(`);
  const builtOnTest = STEP_REGISTRY.kinds.filter((kind) => builders.test(sourceOf(kind.kind)));

  it('is found in the source, its own or through a helper of steps/ (the walk above misses a kind no scenario has)', () => {
    expect(builtOnTest.map((k) => k.kind)).toEqual(expect.arrayContaining(['dodge', 'rush', 'pickup', 'secure', 'gaze', 'test', 'catch', 'jump']));
    expect(builtOnTest.map((k) => k.kind)).not.toContain('foul');
  });

  for (const kind of builtOnTest) {
    const noPro = /\bpro: false\b/.test(sourceOf(kind.kind));
    it(`${kind.kind} lists Loner${noPro ? ' (and no Pro: its test says `pro: false`)' : ' and Pro'}, which d6Spec reads`, () => {
      expect(kind.skills).toContain('Loner');
      if (!noPro) expect(kind.skills).toContain('Pro');
    });
  }
});
