/**
 * The state that forgets (canonical.ts) changes nothing a coach reads: on generated lines of 1–8 steps with 1–3
 * players and 1–2 opponents (`need:` on some blocks and fouls), over goals that mix success, turnover and contact metrics, the compressed model gives
 * exactly the fractions of the uncompressed one — every metric, the per-opponent fates and the counts included —
 * and never more states. The uncompressed model keeps every register to the end and reads the team re-rolls spent
 * off its terminals (`initial − rr`), so the two are independent constructions of the same numbers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExact } from '../../src/evaluate/exact.js';
import { compile } from '../../src/steps/compile.js';
import { SKILLS } from '../../src/rules/skills.js';
import { scenarioFromText } from '../../src/scenario/load.js';

type Edition = 'bb2020' | 'bb2016' | 'classic' | 'bb2025';

interface GenPlayer {
  readonly ag: number;
  readonly st: number;
  readonly skills: readonly string[];
}
interface GenOpponent {
  readonly st: number;
  readonly av: number;
  readonly skills: readonly string[];
  readonly apothecary: boolean;
}
interface GenStep {
  readonly kind: 'dodge' | 'rush' | 'pickup' | 'catch' | 'block' | 'foul' | 'knockdown' | 'jump' | 'standUp' | 'handoff'
    | 'secure' | 'pass' | 'throwTeamMate' | 'kickTeamMate' | 'bomb' | 'chainMove' | 'gaze';
  readonly by: number;
  readonly target: number;
  readonly marked: number;
  readonly assists: number;
  readonly blitz: boolean;
  readonly need: string;
}
interface GenLine {
  readonly edition: Edition;
  readonly rerolls: number;
  readonly leader: boolean;
  /** bb2025's Team Captain and Team Mascot (left out in the other editions). */
  readonly captain: boolean;
  readonly mascot: boolean;
  readonly bribes: number;
  readonly players: readonly GenPlayer[];
  readonly opponents: readonly GenOpponent[];
  readonly steps: readonly GenStep[];
  readonly goal: {
    readonly success: number; readonly turnover: number; readonly knockdown: number; readonly cas: number;
    readonly stunned: number; readonly ko: number;
  };
}

const PLAYER_SKILLS = [
  'Dodge', 'Sure Feet', 'Pro', 'Block', 'Frenzy', 'Mighty Blow (+1)', 'Loner (4+)', 'Dauntless', 'Wrestle', 'Sure Hands',
  'Dirty Player (+1)', 'Sneaky Git', 'Tackle', 'Catch', 'Claws', 'Brawler', 'Pile Driver', 'Strip Ball', 'Piling On',
  // activation rolls: inserted steps, Bloodlust's flag, Animal Savagery's team-mate condition register
  'Bone Head', 'Bloodlust (3+)', 'Take Root', 'Animal Savagery',
  // a thrower's Always Hungry (its eaten register)
  'Always Hungry',
  // bb2025 only (filtered out elsewhere): Lone Fouler's armour re-roll, Hatred's Player Down re-roll
  'Lone Fouler', 'Hatred (Dwarf)',
];
/** Every generated player may throw, kick and be thrown: these traits act on those steps only. */
const FLYING_TRAITS = ['Throw Team-mate', 'Kick Team-mate', 'Right Stuff'];
const OPPONENT_SKILLS = ['Block', 'Dodge', 'Wrestle', 'Thick Skull', 'Regeneration', 'Stand Firm', 'Foul Appearance', 'Dump-Off'];

const arbPlayer = fc.record({
  ag: fc.integer({ min: 2, max: 4 }),
  st: fc.integer({ min: 2, max: 5 }),
  skills: fc.subarray(PLAYER_SKILLS, { maxLength: 4 }),
});
const arbOpponent = fc.record({
  st: fc.integer({ min: 2, max: 4 }),
  av: fc.integer({ min: 7, max: 10 }),
  skills: fc.subarray(OPPONENT_SKILLS, { maxLength: 2 }),
  apothecary: fc.boolean(),
});
const arbStep = fc.record({
  kind: fc.constantFrom(
    'dodge' as const, 'rush' as const, 'pickup' as const, 'catch' as const, 'block' as const, 'block' as const, 'foul' as const,
    'knockdown' as const, 'jump' as const, 'standUp' as const, 'handoff' as const, 'secure' as const,
    // a pass that may scatter to the next catch (its BallScattered register), thrown and kicked team-mates
    'pass' as const, 'throwTeamMate' as const, 'kickTeamMate' as const,
    // a bomb's several victims, a Ball & Chain move (the block with its own fall)
    'bomb' as const, 'chainMove' as const,
    // a Gaze that ends the activation (a Vampire's Bloodlust flag to its early end or its bite)
    'gaze' as const,
  ),
  by: fc.nat(2),
  target: fc.nat(1),
  marked: fc.integer({ min: 0, max: 2 }),
  assists: fc.integer({ min: 0, max: 1 }),
  blitz: fc.boolean(),
  need: fc.constantFrom('', '', '', ', need: knockdown', ', need: removed'),
});
const arbLine: fc.Arbitrary<GenLine> = fc.record({
  edition: fc.constantFrom('bb2020' as const, 'bb2016' as const, 'classic' as const, 'bb2025' as const),
  rerolls: fc.integer({ min: 0, max: 3 }),
  leader: fc.boolean(),
  captain: fc.boolean(),
  mascot: fc.boolean(),
  bribes: fc.integer({ min: 0, max: 1 }),
  players: fc.array(arbPlayer, { minLength: 1, maxLength: 3 }),
  opponents: fc.array(arbOpponent, { minLength: 1, maxLength: 2 }),
  steps: fc.array(arbStep, { minLength: 1, maxLength: 8 }),
  goal: fc.record({
    success: fc.constantFrom(0, 1, 2),
    turnover: fc.constantFrom(0, -1),
    knockdown: fc.constantFrom(0, 1),
    cas: fc.constantFrom(0, 1, 3),
    // One level reached less another (`worst.ts`): the worst kept at two levels, or at one the other cancels.
    stunned: fc.constantFrom(0, 1),
    ko: fc.constantFrom(0, -1),
  }),
}).map(legal);

/** At most two rushes per player (Sprint aside) and three blocks or fouls a line, so the reference stays small. */
function legal(line: GenLine): GenLine {
  const rushes = new Map<number, number>();
  let contact = 0;
  const steps = line.steps.filter((step) => {
    const by = step.by % line.players.length;
    if (step.kind === 'rush') {
      rushes.set(by, (rushes.get(by) ?? 0) + 1);
      return (rushes.get(by) ?? 0) <= 2;
    }
    if (['block', 'foul', 'bomb', 'chainMove'].includes(step.kind)) return ++contact <= 3;
    return true;
  });
  return { ...line, steps: steps.length > 0 ? steps : [line.steps[0]] };
}

/** The skills of the list that the edition has (bb2016 has no Brawler). */
function inEdition(skills: readonly string[], edition: Edition): string {
  return skills.filter((name) => SKILLS.find((info) => name.startsWith(info.name))?.editions.includes(edition)).join(', ');
}

/** bb2020 and bb2025 write characteristics as targets (`3+`) and share the Throw Team-mate limits and jumps; bb2016 and classic do not. */
function writesTargets(edition: Edition): boolean {
  return edition === 'bb2020' || edition === 'bb2025';
}

function characteristic(edition: Edition, value: number): string {
  return writesTargets(edition) ? `${value}+` : String(value);
}

/**
 * A Throw or Kick Team-mate of the next player, when the line has two players and (bb2020) the thrower has ST 5+
 * and the thrown player ST 3 or less; else null. bb2016 and classic kick long (2D6: its doubles), bb2020 quick.
 */
function teamMateStep(line: GenLine, s: GenStep): string | null {
  if (line.players.length < 2) return null;
  const by = s.by % line.players.length;
  const thrown = (by + 1) % line.players.length;
  const kick = s.kind === 'kickTeamMate';
  if (writesTargets(line.edition) && ((!kick && line.players[by].st < 5) || line.players[thrown].st > 3)) return null;
  const range = kick && !writesTargets(line.edition) ? 'long' : 'quick';
  return `  - ${s.kind}: { by: p${by}, thrown: p${thrown}, range: ${range}, marked: ${s.assists}, land: { marked: ${s.marked} }, ball: ${s.blitz} }`;
}

/** The line as a scenario file. */
function yaml(line: GenLine): string {
  const { edition } = line;
  const acts = (i: number, kind: GenStep['kind']) => line.steps.some((s) => s.kind === kind && s.by % line.players.length === i);
  // A bomb needs Bombardier (and, in bb2020, a PA); a Ball & Chain move the trait, without the skills it excludes.
  const skillsOf = (p: GenPlayer, i: number) => [
    ...(acts(i, 'bomb') ? ['Bombardier'] : []), ...(acts(i, 'chainMove') ? ['Ball and Chain'] : []),
    ...(acts(i, 'gaze') ? ['Hypnotic Gaze'] : []),
    ...p.skills.filter((name) => !(acts(i, 'chainMove') && name === 'Frenzy')),
  ];
  const player = (p: GenPlayer, i: number) =>
    `  p${i}: { ag: ${characteristic(edition, writesTargets(edition) ? p.ag : 7 - p.ag)},${writesTargets(edition) ? ' pa: 4+,' : ''} st: ${p.st}, ma: ${p.st - 1}, teammateAdjacent: ${p.st % 2 === 0}, thrallAdjacent: ${p.ag % 2 === 0}, skills: [${inEdition([...skillsOf(p, i), ...FLYING_TRAITS], edition)}] }`;
  const other = (s: GenStep) => `o${(s.target + 1) % line.opponents.length}`;
  const dumpsOff = (s: GenStep) => s.marked === 1 && line.opponents[s.target % line.opponents.length].skills.includes('Dump-Off');
  const dumpOff = `, dumpOff: { ${writesTargets(edition) ? 'pa: 3+, ' : ''}to: { ag: ${characteristic(edition, 3)} } }`;
  const bombAt = (s: GenStep) => {
    const near = line.opponents.length === 1 ? '' : `, near: [${s.blitz ? `{ opponent: ${other(s)}, at: [1, 0] }` : other(s)}]`;
    const interference = s.assists === 1 ? `, interference: [{ ag: ${characteristic(edition, 3)} }]` : '';
    return s.marked === 2 && line.opponents.length === 1 ? `near: [{ opponent: o0, at: [0, 1] }]${interference}` : `hit: o${s.target % line.opponents.length}${near}${interference}`;
  };
  const opponent = (o: GenOpponent, i: number) =>
    `  o${i}: { st: ${o.st}, av: ${characteristic(edition, writesTargets(edition) ? o.av : o.av - 1)}, apothecary: ${o.apothecary}, skills: [${inEdition(o.skills, edition)}] }`;
  const hated = (s: GenStep) => {
    const blocker = line.players[s.by % line.players.length];
    return edition === 'bb2025' && blocker.skills.includes('Hatred (Dwarf)') ? `, hated: ${s.assists === 0}` : '';
  };
  const step = (s: GenStep) => {
    const by = `by: p${s.by % line.players.length}`;
    const target = `target: o${s.target % line.opponents.length}`;
    switch (s.kind) {
      case 'rush': return `  - rush: { ${by} }`;
      case 'block': return `  - block: { ${by}, ${target}, assists: ${s.assists}, blitz: ${s.blitz}, ball: ${s.marked === 1}${dumpsOff(s) ? dumpOff : ''}${hated(s)}${s.need} }`;
      case 'bomb': return `  - bomb: { ${by}, range: quick, ${bombAt(s)} }`;
      case 'chainMove': return `  - chainMove: { ${by}, into: o${s.target % line.opponents.length}, assists: ${s.assists}, rush: ${s.blitz}, prone: ${s.marked === 2}${s.need} }`;
      // Secure the Ball is bb2025's: a pick-up elsewhere.
      case 'secure': return line.edition === 'bb2025' ? `  - secure: { ${by} }` : `  - pickup: { ${by}, marked: ${s.marked} }`;
      case 'foul': return `  - foul: { ${by}, ${target}, assists: ${s.assists}${s.need} }`;
      case 'knockdown': return `  - knockdown: { ${by}, ${target} }`;
      case 'jump': return !writesTargets(line.edition) ? `  - dodge: { ${by}, marked: ${s.marked} }` : `  - jump: { ${by}, markedFrom: ${s.assists}, markedTo: ${s.marked} }`;
      case 'standUp': return `  - standUp: { ${by} }`;
      case 'gaze': return inEdition(['Hypnotic Gaze'], edition) === '' ? `  - rush: { ${by} }` : `  - gaze: { ${by}, ${target}, marked: ${s.marked} }`;
      // The receiver's catch: its Loner and the team re-rolls, read by a step of the giver.
      case 'handoff': return line.players.length === 1 ? `  - catch: { ${by}, kind: handoff, marked: ${s.marked} }`
        : `  - handoff: { ${by}, to: p${(s.by + 1) % line.players.length}, marked: ${s.marked} }`;
      // Wildly inaccurate passes (marked 2) deviate to a receiver written on a `blitz` step.
      case 'pass': return `  - pass: { ${by}, range: quick, marked: ${s.marked}${s.blitz ? ', receiverAt: { dx: 2, dy: 0 }' : ''} }`;
      case 'throwTeamMate':
      case 'kickTeamMate': return teamMateStep(line, s) ?? `  - pass: { ${by}, range: quick, marked: ${s.marked} }`;
      default: return `  - ${s.kind}: { ${by}, marked: ${s.marked} }`;
    }
  };
  const goal = Object.entries(line.goal).filter(([, w]) => w !== 0);
  return [
    'name: generated', `edition: ${edition}`, `rerolls: ${line.rerolls}`, `leader: ${line.leader}`, `bribes: ${line.bribes}`,
    ...(edition === 'bb2025' ? [`captain: ${line.captain}`, `mascot: ${line.mascot}`] : []),
    'players:', ...line.players.map(player),
    'opponents:', ...line.opponents.map(opponent),
    'steps:', ...line.steps.map(step),
    `goal: { ${(goal.length > 0 ? goal : [['success', 1]]).map(([m, w]) => `${m}: ${w}`).join(', ')} }`,
  ].join('\n');
}

/** Every metric of the root as "num/den" strings. */
function fractions(text: string, compress: boolean): { fractions: string[]; states: number } {
  const result = evaluateExact(compile(scenarioFromText(text), { compress }));
  return { fractions: result.exact.num.map((n) => `${n}/${result.exact.den}`), states: result.graph.size };
}

/** Lines where every bound of `canonical.ts` is tight: the last steps spend every team re-roll they may. */
const TIGHT = [
  `name: bb2025 — Team Captain and Mascot, a Pro roll re-rolled, Brawler once, Hatred, Lone Fouler, Regeneration re-rolled
edition: bb2025
rerolls: 2
captain: true
mascot: true
players:
  a: { ag: 3+, st: 3, skills: [Pro, Frenzy, Brawler, Hatred (Elf)] }
  b: { ag: 3+, st: 3, skills: [Lone Fouler] }
  c: { ag: 3+, skills: [Sure Hands, Loner (4+)] }
opponents: { x: { st: 3, skills: [Regeneration] }, y: { av: 9+ } }
steps: [{ dodge: { by: a } }, { block: { by: a, target: x, hated: true } }, { foul: { by: b, target: y } }, { secure: { by: c } }]
goal: { success: 1, cas: 1 }`,
  `name: frenzy, Dauntless and the rush, last
rerolls: 6
player: { ag: 3+, st: 2, skills: [Frenzy, Dauntless, Sure Feet, Pro] }
opponent: { st: 4, skills: [Block] }
steps: [dodge, { block: { blitz: true, frenzyRush: true } }]
goal: { success: 1, knockdown: 2 }`,
  `name: two pickers, one re-roll each
edition: bb2016
rerolls: 3
players:
  a: { ag: 3, skills: [Pro] }
  b: { ag: 2, skills: [Sure Hands] }
steps: [{ pickup: { by: a, marked: 2 } }, { dodge: { by: b, marked: 2 } }, { pickup: { by: a, marked: 2 } }]`,
  `name: fouls and bribes
rerolls: 1
bribes: 3
player: { ag: 3+, skills: [Dirty Player (+1)] }
opponents: { x: { av: 8+, apothecary: true }, y: { av: 8+ } }
steps: [{ block: { target: x } }, { foul: { target: y } }, { foul: { target: x } }, rush]
goal: { cas: 1, sentOff: -1 }`,
  `name: classic Pro on armour and injury, across two attacks; the apothecary heals
edition: classic
rerolls: 2
bribes: 1
player: { ag: 3, skills: [Pro, Mighty Blow (+1)] }
opponents: { x: { av: 8, apothecary: true }, y: { av: 7, apothecary: true } }
steps: [{ knockdown: { target: x } }, { foul: { target: y, assists: 1 } }, rush]
goal: { removed: 1, sentOff: -1, success: 1 }`,
  `name: a Vampire's Bloodlust flag kept to the end of its activation, a team-mate lashed out at
rerolls: 3
players:
  v: { ag: 2+, st: 4, skills: [Bloodlust (3+), Pro] }
  s: { ag: 3+, st: 4, skills: [Animal Savagery, Loner (4+), Mighty Blow (+1), Claws], teammateAdjacent: true, teammateAv: 10+ }
opponent: { st: 3, skills: [Foul Appearance] }
steps: [{ rush: { by: v } }, { block: { by: v } }, { rush: { by: s } }, { dodge: { by: s, marked: 1 } }]
goal: { success: 1, teammateDown: -1, teammateCas: -2 }`,
  `name: two Vampires' Bloodlust flags to where each activation ends (a bitten Thrall, a Gaze, Wrestle's Prone, an early end)
rerolls: 2
players:
  v: { ag: 2+, st: 4, skills: [Bloodlust (3+), Hypnotic Gaze, Pro], thrallAdjacent: true }
  w: { ag: 2+, st: 4, skills: [Bloodlust (2+), Wrestle] }
opponents: { x: { st: 3 }, y: { st: 4, skills: [Wrestle] } }
steps: [{ rush: { by: v } }, { gaze: { by: v, target: x, marked: 1 } }, { block: { by: w, target: y } }, { rush: { by: w } }]
goal: { success: 1, turnover: -1, hypnotised: 1 }`,
  `name: a Dump-off's flag through Frenzy's second block, then a bomb on both carriers and a Ball & Chain rush
rerolls: 3
players:
  f: { ag: 3+, st: 4, skills: [Frenzy, Strip Ball, Pro] }
  g: { ag: 3+, pa: 3+, skills: [Bombardier, Pass] }
  c: { ag: 3+, st: 4, skills: [Ball and Chain, Sure Feet] }
opponents: { x: { st: 3, ag: 3+, skills: [Dump-Off], apothecary: true }, y: { st: 3, skills: [Dump-Off] } }
steps:
  - block: { by: f, target: x, ball: true, dumpOff: { pa: 3+, to: { ag: 3+, skills: [Catch] } } }
  - block: { by: f, target: y, ball: true, dumpOff: { pa: 4+, to: { ag: 2+ } } }
  - bomb: { by: g, range: short, hit: x, near: [{ opponent: y, at: [1, 1] }] }
  - chainMove: { by: c, into: y, rush: true }
goal: { ballLoose: 1, knockdowns: 1, turnover: -1 }`,
  // A block and a vomit act on Standing targets only, a foul on one down too, a need: reads the condition itself:
  // each keeps what it reads of an opponent hit before (`StepModel.targetReads`).
  `name: opponents hit again - a block, a stab, a vomit and a foul, a need on a target that may already be down
rerolls: 2
players:
  a: { ag: 3+, st: 3, skills: [Block, Mighty Blow (+1)] }
  b: { ag: 3+, st: 3, skills: [Stab] }
  c: { ag: 3+, st: 3, skills: [Projectile Vomit] }
  d: { ag: 3+, st: 3, skills: [Block] }
  e: { ag: 3+, st: 3, skills: [Dirty Player (+1)] }
opponents: { x: { st: 3, av: 8+ }, y: { st: 3, av: 8+, apothecary: true } }
steps:
  - block: { by: a, target: x }
  - stab: { by: b, target: y }
  - vomit: { by: c, target: x }
  - block: { by: d, target: y, need: knockdown }
  - foul: { by: e, target: x }
goal: { success: 1, removed: 1, turnover: -1 }`,
  // The star rules of an activation's start (steps/star-rule/) and of a failed trait: a hexed marker and assister
  // (`Out.NoTackleZone`), a barrel's knock-down a later block's assists read, Zzharg's 2 picked by the opposing coach,
  // steps passed over (Look Into My Eyes, Catch of the Day), the Special flag of each star.
  `name: star rules at the start of an activation - a hexed marker and assister, a barrel, a blast, the ball taken
rerolls: 2
players:
  e: { star: Estelle La Veneaux }
  t: { star: Thorsson Stoutmead, skills: [Block, Loner (4+), Thick Skull, Beer Barrel Bash] }
  z: { star: Zzharg Madeye, skills: [Loner (4+), Thick Skull, "Then I Started Blastin'!"], teammateAv: 8+ }
  b: { star: "Boa Kon'ssstriktr" }
opponents: { x: { st: 3, skills: [Tackle] }, y: { st: 3, av: 8+ }, w: { av: 9+ } }
steps:
  - starRule: { by: e, target: x }
  - dodge: { by: e, from: [x, y] }
  - starRule: { by: t, target: y }
  - block: { by: t, target: w, defensiveAssists: [x, y] }
  - starRule: { by: z, target: w, others: [y], teammate: true }
  - starRule: { by: b, target: x }
  - dodge: { by: b, from: [x] }
goal: { success: 1, knockdowns: 1, teammateDown: -1 }`,
  `name: the ball without its pick-up, a team-mate knocked down for it, failed traits on an adjacent opponent
rerolls: 2
players:
  r: { star: Rodney Roachbait }
  h: { star: Hakflem Skuttlespike, teammateAv: 9+ }
  g: { star: Glotl Stop, skills: [Animal Savagery, Mighty Blow (+1), Claws, Primal Savagery], opponentAdjacent: x, teammateAdjacent: true }
  k: { star: "'Captain' Karina von Riesz", skills: [Bloodlust (3+), Tasty Morsel], opponentAdjacent: y, thrallAdjacent: true }
opponents: { x: { st: 3, av: 9+ }, y: { st: 3, av: 8+, apothecary: true } }
steps:
  - starRule: { by: r }
  - rush: { by: r }
  - pickup: { by: r }
  - dodge: { by: r }
  - starRule: { by: h }
  - rush: { by: h }
  - rush: { by: g }
  - block: { by: g, target: y }
  - rush: { by: k }
goal: { success: 1, cas: 1, teammateCas: -1 }`,
];

/** `blocks` blocks with one assist, taken in turn by three players on three opponents (each hit again and again). */
function roundRobin(blocks: number): string {
  const steps = Array.from({ length: blocks }, (_, i) => `  - block: { by: p${i % 3}, target: o${i % 3}, assists: 1 }`);
  return [
    'name: blocks in turn', 'rerolls: 4',
    'players:', ...[0, 1, 2].map((i) => `  p${i}: { ag: 3+, st: 3, skills: [Block] }`),
    'opponents:', ...[0, 1, 2].map((i) => `  o${i}: { st: 3, av: 9+ }`),
    'steps:', ...steps,
  ].join('\n');
}

describe('the state that forgets', () => {
  it('gives exactly the uncompressed fractions on lines where every bound is tight, in fewer states', () => {
    for (const text of TIGHT) {
      const full = fractions(text, false);
      const small = fractions(text, true);
      expect(small.fractions, text).toEqual(full.fractions);
      expect(small.states).toBeLessThan(full.states);
    }
  });

  it('grows linearly with blocks on opponents hit again (each three blocks add as many states)', () => {
    const states = [6, 9, 12, 15].map((n) => fractions(roundRobin(n), true).states);
    const added = states.slice(1).map((n, i) => n - states[i]);
    expect(added[1]).toBe(added[0]);
    expect(added[2]).toBe(added[0]);
  });

  it('gives exactly the uncompressed fractions, every metric, on generated lines', () => {
    fc.assert(
      fc.property(arbLine, (line) => {
        const text = yaml(line);
        const full = fractions(text, false);
        const small = fractions(text, true);
        expect(small.fractions, text).toEqual(full.fractions);
        expect(small.states).toBeLessThanOrEqual(full.states);
      }),
      { numRuns: 120, seed: 20261201 },
    );
  });
});
