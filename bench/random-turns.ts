/**
 * Random whole turns inside issue 8's bound: up to 10 steps by 4 players on 3 opponents, at most 3 blocks or
 * fouls, each player's activation whole (a receiver's catch comes in the thrower's action, as in a real turn), with
 * the skills that multiply states the most (Pro, Frenzy, Dodge, Mighty Blow, Claws, Dirty Player…), up to 4 team
 * re-rolls and goals that weigh contact metrics. `npm run bench` reports their states; a test holds every one of
 * them within the issue's 50,000 (`test/scenarios/whole-turns.test.ts`).
 */
import fc from 'fast-check';

const PLAYERS = ['p1', 'p2', 'p3', 'p4'] as const;
const OPPONENTS = ['x', 'y', 'z'] as const;

const BLOCKER_SKILLS = [
  'Block', 'Dodge', 'Pro', 'Frenzy', 'Mighty Blow (+1)', 'Claws', 'Tackle', 'Wrestle', 'Brawler', 'Juggernaut',
  'Sure Feet', 'Dauntless', 'Horns', 'Loner (4+)',
];
const MOVER_SKILLS = ['Dodge', 'Sure Feet', 'Pro', 'Sure Hands', 'Catch', 'Sprint', 'Loner (4+)', 'Pass', 'Leader'];
const FOULER_SKILLS = ['Dirty Player (+1)', 'Sneaky Git', 'Dodge', 'Pro', 'Sure Feet'];
const OPPONENT_SKILLS = ['Block', 'Dodge', 'Thick Skull', 'Regeneration', 'Stand Firm', 'Wrestle'];

/** One activation: its player's steps, written with `{by}` and `{target}` to fill in. */
interface Activation {
  readonly contact: number;
  readonly steps: readonly string[];
}

const marked = fc.integer({ min: 0, max: 2 });
const target = fc.constantFrom(...OPPONENTS);
const assists = fc.integer({ min: 0, max: 2 });
const need = fc.constantFrom('', '', ', need: knockdown', ', need: removed');

/** A move: dodges and leaps, then a rush or none (Frenzy's rush after a blitz stays within the two a turn). */
const moves: fc.Arbitrary<string[]> = fc.tuple(
  fc.array(fc.oneof(
    marked.map((m) => `dodge: { by: {by}, marked: ${m} }`),
    marked.map((m) => `jump: { by: {by}, markedTo: ${m} }`),
  ), { minLength: 1, maxLength: 2 }),
  fc.boolean(),
).map(([steps, rush]) => (rush ? [...steps, 'rush: { by: {by} }'] : steps));

const block: fc.Arbitrary<Activation> = fc.record({ t: target, a: assists, d: fc.integer({ min: 0, max: 1 }), n: need })
  .map(({ t, a, d, n }) => ({ contact: 1, steps: [`block: { by: {by}, target: ${t}, assists: ${a}, defensiveAssists: ${d}${n} }`] }));

const blitz: fc.Arbitrary<Activation> = fc.record({
  before: fc.option(moves, { nil: undefined }), t: target, a: assists, rush: fc.boolean(), n: need,
}).map(({ before, t, a, rush, n }) => ({
  contact: 1,
  steps: [...(before ?? []), `block: { by: {by}, target: ${t}, blitz: true, assists: ${a}${rush ? '{frenzyRush}' : ''}${n} }`],
}));

const foul: fc.Arbitrary<Activation> = fc.record({ before: fc.option(moves, { nil: undefined }), t: target, a: assists, n: need })
  .map(({ before, t, a, n }) => ({ contact: 1, steps: [...(before ?? []), `foul: { by: {by}, target: ${t}, assists: ${a}${n} }`] }));

const move: fc.Arbitrary<Activation> = moves.map((steps) => ({ contact: 0, steps }));

const pickUpAndMove: fc.Arbitrary<Activation> = fc.record({ m: marked, after: fc.option(moves, { nil: undefined }) })
  .map(({ m, after }) => ({ contact: 0, steps: [`pickup: { by: {by}, marked: ${m} }`, ...(after ?? [])] }));

/** A player's activation; a pass or a hand-off brings the next player's catch along (`{to}`). */
const ACTIVATIONS: fc.Arbitrary<Activation> = fc.oneof(
  block, blitz, foul, move, pickUpAndMove,
  fc.record({ m: marked, range: fc.constantFrom('quick', 'short', 'long'), c: marked }).map(({ m, range, c }) => ({
    contact: 0,
    steps: [`pickup: { by: {by}, marked: ${m} }`, `pass: { by: {by}, range: ${range} }`, `catch: { by: {to}, marked: ${c} }`],
  })),
  fc.record({ m: marked, c: marked }).map(({ m, c }) => ({
    contact: 0, steps: [`pickup: { by: {by}, marked: ${m} }`, `handoff: { by: {by}, to: {to}, marked: ${c} }`],
  })),
);

const player = (skills: readonly string[]) => fc.record({
  ag: fc.integer({ min: 2, max: 4 }),
  st: fc.integer({ min: 2, max: 5 }),
  skills: fc.subarray([...skills], { maxLength: 5 }),
});

const opponent = fc.record({
  st: fc.integer({ min: 2, max: 5 }),
  av: fc.integer({ min: 8, max: 10 }),
  skills: fc.subarray(OPPONENT_SKILLS, { maxLength: 2 }),
  apothecary: fc.boolean(),
});

const goal = fc.constantFrom(
  'success', '{ success: 1, turnover: -0.5 }', '{ success: 1, knockdowns: 0.1, removed: 0.2, turnover: -0.1 }',
  '{ success: 1, cas: 0.5 }', '{ knockdown: 1, stunned: 0.5, cas: 1 }', '{ success: 1, removedCount: 0.3 }',
);

/**
 * Fills one activation's steps for player `index` (a catch goes to the next player round the four; Frenzy's rush
 * only for a player with Frenzy).
 */
function written(activation: Activation, index: number, frenzy: boolean): string[] {
  const to = PLAYERS[(index + 1) % PLAYERS.length];
  return activation.steps.map((step) => step.replaceAll('{by}', PLAYERS[index]).replaceAll('{to}', to)
    .replaceAll('{frenzyRush}', frenzy ? ', frenzyRush: true' : ''));
}

/** The activations of the four players, cut to 10 steps and 3 contact steps (a later one past them is dropped). */
function turnSteps(activations: readonly Activation[], skills: readonly (readonly string[])[]): string[] {
  const steps: string[] = [];
  let contact = 0;
  activations.forEach((activation, index) => {
    if (steps.length + activation.steps.length > 10 || contact + activation.contact > 3) return;
    steps.push(...written(activation, index, skills[index].includes('Frenzy')));
    contact += activation.contact;
  });
  return steps;
}

/** A random whole turn as scenario text. */
export const arbWholeTurn: fc.Arbitrary<string> = fc.record({
  rerolls: fc.integer({ min: 0, max: 4 }),
  bribes: fc.integer({ min: 0, max: 1 }),
  roles: fc.tuple(
    player(BLOCKER_SKILLS), player(BLOCKER_SKILLS), player(FOULER_SKILLS), player(MOVER_SKILLS),
  ),
  opponents: fc.tuple(opponent, opponent, opponent),
  activations: fc.tuple(ACTIVATIONS, ACTIVATIONS, ACTIVATIONS, ACTIVATIONS),
  goal,
}).map(({ rerolls, bribes, roles, opponents, activations, goal }) => {
  const players = roles.map((p, i) => `  ${PLAYERS[i]}: { ag: ${p.ag}+, pa: 3+, st: ${p.st}, skills: [${p.skills.join(', ')}] }`);
  const foes = opponents.map((o, i) =>
    `  ${OPPONENTS[i]}: { st: ${o.st}, av: ${o.av}+, apothecary: ${o.apothecary}, skills: [${o.skills.join(', ')}] }`);
  return [
    'name: random whole turn', `rerolls: ${rerolls}`, `bribes: ${bribes}`, 'players:', ...players, 'opponents:', ...foes,
    'steps:', ...turnSteps(activations, roles.map((p) => p.skills)).map((step) => `  - ${step}`), `goal: ${goal}`, '',
  ].join('\n');
});
