/**
 * Season 3's new skills and traits (issue 22), line by line of ../shared/rules/bb2025-skills.md: each row quotes its
 * sheet line and works the value out by hand beside it; `bb2020` is 'error' where that edition refuses the name or
 * the option. The catalogue side: every skill name of the bb2025 team rosters resolves and is modelled or noEffect.
 */
import { describe, expect, it } from 'vitest';
import bb2025Rosters from '../../src/rosters/data/bb2025.json' with { type: 'json' };
import { UserError } from '../../src/log/errors.js';
import type { MetricName } from '../../src/model/metrics.js';
import { findSkill } from '../../src/rules/skills.js';
import { evaluateScenario } from '../../src/run/exact.js';
import { scenarioFromText } from '../../src/scenario/load.js';
import { catalogue } from '../../src/steps/catalogue.js';

/** The exact fraction of `metric` of the scenario read in `id`, or 'error' when the edition refuses it. */
function fractionIn(id: 'bb2020' | 'bb2025', yaml: string, metric: MetricName, opponent?: string): string {
  try {
    const result = evaluateScenario(scenarioFromText(`name: row\nedition: ${id}\n${yaml}`, 'row.yaml')).results[0];
    if (opponent !== undefined) return (result.opponentFractions as Record<string, Record<string, string>>)[opponent][metric];
    return result.fractions[metric];
  } catch (error) {
    if (error instanceof UserError) return 'error';
    throw error;
  }
}

interface Row {
  readonly line: string;
  readonly yaml: string;
  readonly metric?: MetricName;
  /** Read the metric of this opponent alone. */
  readonly opponent?: string;
  readonly bb2020: string;
  readonly bb2025: string;
}

const AS = 'player: { skills: [Animal Savagery, Mighty Blow (+1)], teammateAdjacent: true }\nsteps:\n  - rush';

const ROWS: readonly Row[] = [
  // — Breathe Fire: "D6, −1 if the target has ST ≥ 5. Natural 6: target KD (armour roll). Modified 4+ (otherwise):
  // target PP. 2–3: nothing. Modified 1 or lower: the fire-breather is KD (own turnover). Per-result odds, ST ≤ 4:
  // self KD 1/6, nothing 2/6, PP 2/6, KD 1/6; ST ≥ 5: 2/6, 2/6, 1/6, 1/6" — the same dice in bb2020 (erratum).
  // ST 3 target: knocked down 1/6; AV 9+ breaks on 9+ = 10/36: 1/6 × 10/36 = 5/108; the turnover is the self KD, 1/6.
  { line: 'Breathe Fire: knocked down on a natural 6', yaml: BF('{ st: 3, av: 9+ }'), metric: 'knockdown', bb2020: '1/6', bb2025: '1/6' },
  { line: 'Breathe Fire: armour after the 6', yaml: BF('{ st: 3, av: 9+ }'), metric: 'armourBroken', bb2020: '5/108', bb2025: '5/108' },
  { line: 'Breathe Fire: a 1 knocks the fire-breather down (ST 3 target)', yaml: BF('{ st: 3 }'), metric: 'turnover', bb2020: '1/6', bb2025: '1/6' },
  // ST 5 target, −1: naturals 1 and 2 are 0 and 1, "1 or lower": 2/6 = 1/3; the natural 6 still knocks down, 1/6.
  { line: 'Breathe Fire: −1 against ST 5, the 2 fails too', yaml: BF('{ st: 5 }'), metric: 'turnover', bb2020: '1/3', bb2025: '1/3' },
  { line: 'Breathe Fire: ST 5 target still knocked down on a 6', yaml: BF('{ st: 5 }'), metric: 'knockdown', bb2020: '1/6', bb2025: '1/6' },
  // "Re-rollable like any roll": one team re-roll, goal knockdown: the coach re-rolls 1–3 (1/2): 1/6 + 1/2 × 1/6 = 1/4.
  { line: 'Breathe Fire: a team re-roll on a result of 3 or less', yaml: `rerolls: 1\n${BF('{ st: 3 }')}\ngoal: knockdown`, metric: 'knockdown', bb2020: '1/4', bb2025: '1/4' },
  // Placed prone (no armour roll) is seen by a team-mate's foul, which happens only on a target left down. AV 9+,
  // no assists: a foul breaks 10/36 = 5/18. Broken by the 6: 1/6 × 5/18 = 5/108; the 6 held (13/18), then the foul:
  // 1/6 × 13/18 × 5/18 = 65/1944; placed prone 2/6, then the foul: 1/3 × 5/18 = 5/54. 90/1944 + 65/1944 + 180/1944 = 335/1944.
  {
    line: 'Breathe Fire: a modified 4+ leaves the target prone',
    yaml: 'players:\n  flamer: { skills: [Breathe Fire] }\n  fouler: {}\nopponent: { st: 3, av: 9+ }\nsteps:\n  - breatheFire: { by: flamer }\n  - foul: { by: fouler }\ngoal: armourBroken',
    metric: 'armourBroken', bb2020: '335/1944', bb2025: '335/1944',
  },
  // — Steady Footing: "Whenever it would be KD or Fall Over (… a 1 on a Rush; a failed Dodge or Jump …): roll a D6;
  // on a 6 it stays Standing … no turnover, activation continues … Team re-roll allowed in own turn … P = 1/6; with a
  // re-roll 11/36." A rush: 5/6 + 1/6 × 1/6 = 31/36 (bb2020 refuses the trait).
  { line: 'Steady Footing: a 6 after a failed rush', yaml: 'player: { skills: [Steady Footing] }\nsteps:\n  - rush', bb2020: 'error', bb2025: '31/36' },
  // AG 3+ dodge: 4/6 + 2/6 × 1/6 = 26/36 = 13/18.
  { line: 'Steady Footing: a 6 after a failed dodge', yaml: 'player: { ag: 3+, skills: [Steady Footing] }\nsteps:\n  - dodge', bb2020: 'error', bb2025: '13/18' },
  // One team re-roll: best spent on the rush (5/6 → 35/36), the last 1/36 then gets the bare 1/6: 35/36 + 1/216 =
  // 211/216 (spending it on Steady Footing instead: 5/6 + 1/6 × 11/36 = 191/216, worse).
  { line: 'Steady Footing after the re-roll of the rush', yaml: 'rerolls: 1\nplayer: { skills: [Steady Footing] }\nsteps:\n  - rush', bb2020: 'error', bb2025: '211/216' },
  // An AG 6+ jump, unmarked: only a natural 6 passes (1/6). One team re-roll: on the jump, 1/6 + 5/6 × 1/6 = 11/36,
  // then Steady Footing bare on the rest: 11/36 + 25/36 × 1/6 = 66/216 + 25/216 = 91/216; kept for Steady Footing
  // instead: 1/6 + 5/6 × 11/36 = 36/216 + 55/216 = 91/216 — the same either way.
  { line: 'Steady Footing on a jump', yaml: 'rerolls: 1\nplayer: { ag: 6+, skills: [Steady Footing] }\nsteps:\n  - jump', bb2020: 'error', bb2025: '91/216' },
  // Blocks: "Whenever it would be KD or Fall Over (Player Down; Both Down without Block; Stumble/POW against it …)".
  // One die, ST 3 v 3, no Block either side. The blocker with it: Player Down and Both Down (1/6 each) knock it down,
  // a 6 saves each: turnover 2/6 × 5/6 = 5/18 (bb2020 refuses the trait); the target still knocked down on POW,
  // Stumble and Both Down: 1/2.
  { line: 'Steady Footing: the blocker on Player Down and Both Down', yaml: 'player: { st: 3, skills: [Steady Footing] }\nopponent: { st: 3 }\nsteps:\n  - block: { dice: 1 }', metric: 'turnover', bb2020: 'error', bb2025: '5/18' },
  // The target with it: POW and Stumble (2/6) and Both Down (1/6) would knock it down, a 6 keeps it up: 3/6 × 5/6 = 5/12.
  { line: 'Steady Footing: the target of a block', yaml: 'player: { st: 3 }\nopponent: { st: 3, skills: [Steady Footing] }\nsteps:\n  - block: { dice: 1 }', metric: 'knockdown', bb2020: 'error', bb2025: '5/12' },
  // With Frenzy: a push (2/6) brings the second block. Turnover 10/36 + 2/6 × 10/36 = 80/216 = 10/27.
  { line: 'Steady Footing on each block of Frenzy', yaml: 'player: { st: 3, skills: [Steady Footing, Frenzy] }\nopponent: { st: 3 }\nsteps:\n  - block: { dice: 1 }', metric: 'turnover', bb2020: 'error', bb2025: '10/27' },
  // Breathe Fire: "Steady Footing saves only the KD cases". The fire-breather's 1 (1/6) saved on a 6: turnover
  // 1/6 × 5/6 = 5/36; the target's natural-6 knock-down saved on its 6: 1/6 × 5/6 = 5/36 knocked down.
  { line: 'Steady Footing: the fire-breather knocked down by its own 1', yaml: 'player: { skills: [Breathe Fire, Steady Footing] }\nopponent: { st: 3 }\nsteps:\n  - breatheFire', metric: 'turnover', bb2020: 'error', bb2025: '5/36' },
  { line: 'Steady Footing: a target of Breathe Fire', yaml: BF('{ st: 3, skills: [Steady Footing] }'), metric: 'knockdown', bb2020: 'error', bb2025: '5/36' },
  // A bomb ("bomb, Breathe Fire 6, kick-back…"): PA 2+ quick, accurate on 2–6 (5/6) onto a No Hands lineman, who
  // cannot catch it: hit and knocked down unless its 6 (5/6): 25/36; armour 9+ (no bomb bonus in bb2025) 25/36 × 10/36 = 125/648.
  { line: 'Steady Footing: a bomb victim', yaml: 'player: { pa: 2+, skills: [Bombardier] }\nopponents:\n  lineman: { av: 9+, skills: [No Hands, Steady Footing] }\nsteps:\n  - bomb: { range: quick, hit: lineman }', metric: 'armourBroken', bb2020: 'error', bb2025: '125/648' },
  // — Put the Boot In: "Gives an offensive foul assist (+1 to the foul armour roll) however many opponents mark it".
  // AV 9+: with the assist 8+ = 15/36 = 5/12; a marked team-mate without it gives none: 10/36 = 5/18.
  { line: 'Put the Boot In: a marked assister counts on a foul', yaml: PTBI('[Put the Boot In]', '{ by: booter, marked: true }'), metric: 'armourBroken', bb2020: 'error', bb2025: '5/12' },
  { line: 'a marked assister without it gives none', yaml: PTBI('[]', '{ by: booter, marked: true }'), metric: 'armourBroken', bb2020: '5/18', bb2025: '5/18' },
  // "Cancelled, in the fouling team's turn, for a PtBI player marked by an opposing Defensive player" (S25 Defensive): 5/18.
  { line: 'Defensive cancels Put the Boot In', yaml: PTBI('[Put the Boot In]', '{ by: booter, markedBy: [wall] }'), metric: 'armourBroken', bb2020: 'error', bb2025: '5/18' },
  // — Unsteady: "Cannot declare Secure the Ball: this player picks up only with the normal pick-up test".
  { line: 'Unsteady: no Secure the Ball', yaml: 'player: { ag: 3+, skills: [Unsteady] }\nsteps:\n  - secure', bb2020: 'error', bb2025: 'error' },
  { line: 'Unsteady: the ordinary pick-up, AG 3+: 4/6', yaml: 'player: { ag: 3+, skills: [Unsteady] }\nsteps:\n  - pickup', bb2020: 'error', bb2025: '2/3' },
  // — Renamed: "Pogo Stick → Pogo … unchanged: ignores every negative modifier"; "No Ball … Takes the place of BB2020
  // No Hands (same dice)". A Pogo jump AG 3+ from two marks: no modifier, 4/6; a No Ball pick-up fails: 0.
  { line: 'Pogo ignores the marks on a jump', yaml: 'player: { ag: 3+, skills: [Pogo] }\nsteps:\n  - jump: { markedFrom: 2, markedTo: 2 }', bb2020: '2/3', bb2025: '2/3' },
  { line: 'No Ball never picks the ball up', yaml: 'player: { ag: 3+, skills: [No Ball] }\nsteps:\n  - pickup', bb2020: '0', bb2025: '0' },
  // — Shadowing: "D6 4+ flat, re-rollable" — no MA read in bb2025 (`shadowing: {}`): AG 3+ dodge 2/3, followed
  // 1 − (1/2)² = 3/4 → 1/2; bb2020's opposed roll needs the Shadowing player's MA.
  { line: 'Shadowing without an MA in bb2025', yaml: 'player: { ag: 3+ }\nsteps:\n  - dodge: { shadowing: {} }', metric: 'shadowed', bb2020: 'error', bb2025: '1/2' },
  // — Pile Driver: "Now in addition to the team's one Foul … and Sneaky Git / Lone Fouler apply (F25). BB2020 Q&A: it
  // used the team's Foul." A foul by b on y first: b is sent off (a turnover) on an armour double (6/36) or a broken
  // non-double (8/36) then an injury double (6/36): 11/54, so the line goes on 43/54. Then a's one-die block on x (ST 3
  // v 3, AV 9+; pile-driver.test.ts): no Pile Driver 5/216, with it 2575/69984. x's casualty: bb2020 (no Pile Driver
  // beside a foul) 43/54 × 5/216 = 215/11664; bb2025 43/54 × 2575/69984 = 110725/3779136. Goal: the expected count,
  // so that the free foul always helps.
  {
    line: 'Pile Driver beside the team\'s Foul',
    yaml: 'players:\n  a: { st: 3, skills: [Pile Driver] }\n  b: {}\nopponents:\n  x: { st: 3, av: 9+ }\n  y: { av: 9+ }\nsteps:\n  - foul: { by: b, target: y }\n  - block: { by: a, target: x, dice: 1 }\ngoal: casualtiesCount',
    metric: 'cas', opponent: 'x', bb2020: '215/11664', bb2025: '110725/3779136',
  },
  // Lone Fouler on Pile Driver's foul (no assists): its armour 9+ breaks 10/36, a held roll (26/36) re-rolled:
  // 10/36 + 26/36 × 10/36 = 155/324, a casualty 6/36 of those: 155/1944. As pile-driver.test.ts with that foul:
  // 1/6 × 5/108 + 2/6 × (5/108 + 1146/1296 × 155/1944) = 58765/1259712 (without Lone Fouler 2575/69984).
  { line: 'Lone Fouler on the Pile Driver foul', yaml: 'player: { st: 3, skills: [Pile Driver, Lone Fouler] }\nopponent: { st: 3, av: 9+ }\nsteps:\n  - block: { dice: 1 }\ngoal: cas', metric: 'cas', bb2020: 'error', bb2025: '58765/1259712' },
  // — Animal Savagery: "the player must use its Claws/Mighty Blow on that armour roll (BB2020: the opposing coach
  // chose whether)". A Move: lashes out on 1–3 (1/2); +1 on the team-mate's armour 9+ → 8+ (15/36): broken 5/24 in
  // both; the injury then plain: KO 9/36 → 5/24 × 9/36 = 5/96, casualty 6/36 → 5/144 (bb2020, the +1 where it hurts:
  // KO 155/2592, casualty 65/1296, activation.test.ts).
  { line: 'Animal Savagery: Mighty Blow on the armour, compulsory', yaml: AS, metric: 'teammateKo', bb2020: '155/2592', bb2025: '5/96' },
  { line: 'Animal Savagery: the injury plain after it', yaml: AS, metric: 'teammateCas', bb2020: '65/1296', bb2025: '5/144' },
  { line: 'Animal Savagery: the armour broken alike', yaml: AS, metric: 'teammateArmourBroken', bb2020: '5/24', bb2025: '5/24' },
  // — Saboteur: "When KD by an opposing player's Block Action … before its armour roll, may roll a D6: 1–3 no effect,
  // armour roll as usual; 4+ the blocker is also KD (armour roll; no turnover unless the blocker held the ball) and
  // this player is KO'd outright". One die, ST 3 v 3, neither has Block, AV 9+ both: POW and Stumble (2/6) knock the
  // target down with the blocker Standing; Both Down (1/6) both (no Saboteur then); Player Down 1/6. Goal: our own
  // armour held (the opposing coach, minimising it, always rolls). Sabotaged 2/6 × 1/2 = 1/6: our armour breaks
  // 1/6 × 10/36 = 5/108; playerDown 1/6 + 1/6 + 1/6 = 1/2; turnover only Player Down and Both Down: 1/3. The target
  // KO'd 1/6, or KO'd by an armour roll (9/36 of 10/36 broken) after a failed Saboteur roll (1/6) or a Both Down
  // (1/6): 1/6 + 2/6 × 90/1296 = 216/1296 + 30/1296 = 246/1296 = 41/216.
  { line: 'Saboteur: our armour after a 4+', yaml: SAB('{ ownArmourBroken: -1 }'), metric: 'ownArmourBroken', bb2020: 'error', bb2025: '5/108' },
  { line: 'Saboteur: the blocker down, no turnover', yaml: SAB('{ ownArmourBroken: -1 }'), metric: 'playerDown', bb2020: 'error', bb2025: '1/2' },
  { line: 'Saboteur: no turnover of its own', yaml: SAB('{ ownArmourBroken: -1 }'), metric: 'turnover', bb2020: 'error', bb2025: '1/3' },
  { line: "Saboteur: the target KO'd outright", yaml: SAB('{ ownArmourBroken: -1 }'), metric: 'ko', bb2020: 'error', bb2025: '41/216' },
  // "may roll": with our goal armourBroken a KO'd target counts (its condition is past a broken armour), so the
  // opposing coach never rolls: 3/6 × 10/36 = 5/36, the blocker down only by Player Down and Both Down (1/3).
  { line: 'Saboteur: not rolled when it would help us', yaml: SAB('armourBroken'), metric: 'armourBroken', bb2020: 'error', bb2025: '5/36' },
  { line: 'Saboteur: not rolled, the blocker stands', yaml: SAB('armourBroken'), metric: 'playerDown', bb2020: 'error', bb2025: '1/3' },
  // — Saboteur as the blocker (the sheet's UNCONFIRMED point 5, FFB's reading: "also when it falls on its own
  // block"). One die, ST 3 v 3, neither has Block: POW, Stumble, Both Down knock the target down (3/6); on a Player
  // Down (1/6) our Saboteur rolls, 4+ (1/2) the target down too: 3/6 + 1/6 × 1/2 = 7/12 (1/2 without it). The
  // Saboteur KO'd then: 1/12. Still a turnover: Player Down and Both Down, 1/3. The target with Block: Both Down
  // leaves it Standing and us down, so the roll comes there too: 2/6 + 2/6 × 1/2 = 1/2 (1/3 without).
  { line: "Saboteur (the blocker's): the target down on a 4+", yaml: SABB('', 'knockdown'), metric: 'knockdown', bb2020: 'error', bb2025: '7/12' },
  { line: "Saboteur (the blocker's): KO'd outright", yaml: SABB('', 'knockdown'), metric: 'ownKo', bb2020: 'error', bb2025: '1/12' },
  { line: "Saboteur (the blocker's): still a turnover", yaml: SABB('', 'knockdown'), metric: 'turnover', bb2020: 'error', bb2025: '1/3' },
  { line: "Saboteur (the blocker's): on a Both Down against Block", yaml: SABB(', skills: [Block]', 'knockdown'), metric: 'knockdown', bb2020: 'error', bb2025: '1/2' },
];

function SABB(opponentSkills: string, goal: string): string {
  return `player: { st: 3, skills: [Saboteur] }\nopponent: { st: 3, av: 9+${opponentSkills} }\nsteps:\n  - block: { dice: 1 }\ngoal: ${goal}`;
}

function SAB(goal: string): string {
  return `player: { st: 3 }\nopponent: { st: 3, av: 9+, skills: [Saboteur] }\nsteps:\n  - block: { dice: 1 }\ngoal: ${goal}`;
}

function BF(opponent: string): string {
  return `player: { skills: [Breathe Fire] }\nopponent: ${opponent}\nsteps:\n  - breatheFire`;
}

function PTBI(skills: string, assister: string): string {
  return `players:\n  fouler: {}\n  booter: { skills: ${skills} }\nopponents:\n  target: { av: 9+ }\n  wall: { skills: [Defensive] }\nsteps:\n  - foul: { by: fouler, target: target, assists: [${assister}] }\ngoal: armourBroken`;
}

describe('Season 3 skills and traits, line by line of bb2025-skills.md', () => {
  for (const row of ROWS) {
    it(`${row.line}: bb2020 ${row.bb2020}, bb2025 ${row.bb2025}`, () => {
      const metric = row.metric ?? 'success';
      expect(fractionIn('bb2020', row.yaml, metric, row.opponent)).toBe(row.bb2020);
      expect(fractionIn('bb2025', row.yaml, metric, row.opponent)).toBe(row.bb2025);
    });
  }
});

/** Every skill base name the bb2025 team rosters write ("Mighty Blow (+1)" → "Mighty Blow"). */
function rosterNames(): string[] {
  const names = new Set<string>();
  for (const team of bb2025Rosters.teams) for (const position of team.positions) for (const s of position.skills) names.add(s.split(' (')[0]);
  return [...names].sort();
}

describe('the bb2025 catalogue against the rosters', () => {
  it('resolves every skill name of the bb2025 rosters to one entry, modelled or with no effect', () => {
    const entries = catalogue('bb2025');
    const unmodelled = rosterNames().filter((name) => {
      const entry = entries.find((e) => e.name === findSkill(name)?.name);
      return entry === undefined || entry.status === 'unmodelled';
    });
    expect(unmodelled).toEqual([]);
  });

  it("shows Season 3's spellings and keeps the old ones as aliases: one entry per skill", () => {
    const entry = (name: string) => catalogue('bb2025').find((e) => e.name === name);
    // bb2025-skills.md "Renamed".
    expect([entry('No Hands')?.spelling, entry('Pogo Stick')?.spelling, entry('Fumblerooskie')?.spelling, entry('Ball and Chain')?.spelling])
      .toEqual(['No Ball', 'Pogo', 'Fumblerooski', 'Ball & Chain']);
    expect(entry('No Hands')?.aliases).toContain('No Hands');
    expect(catalogue('bb2020').find((e) => e.name === 'No Hands')?.spelling).toBe('No Hands');
    for (const spelling of ['No Ball', 'Pogo', 'Fumblerooski', 'Pick-me-up', 'Dump-off', 'On the Ball', 'Ball & Chain', 'Kick Team-Mate']) {
      expect(catalogue('bb2025').filter((e) => [e.spelling, ...e.aliases].some((a) => findSkill(a) === findSkill(spelling))), spelling).toHaveLength(1);
    }
  });

  it('marks Block, Dodge, Guard and Mighty Blow Elite in bb2025 only ("Elite: Block, Dodge, Guard, Mighty Blow")', () => {
    expect(catalogue('bb2025').filter((e) => e.elite).map((e) => e.name)).toEqual(['Dodge', 'Block', 'Mighty Blow', 'Guard']);
    expect(catalogue('bb2020').filter((e) => e.elite)).toEqual([]);
  });

  it('has every new Season 3 skill and trait of the sheet, each in its category', () => {
    const category = (name: string) => catalogue('bb2025').find((e) => e.name === name)?.category;
    // bb2025-skills.md "New skills and traits" (categories as S25 gives them; Steady Footing General, point 6).
    const sheet: Record<string, string> = {
      'Eye Gouge': 'Devious', 'Lethal Flight': 'Devious', 'Lone Fouler': 'Devious', 'Put the Boot In': 'Devious', 'Quick Foul': 'Devious',
      Saboteur: 'Devious', 'Violent Innovator': 'Devious', 'Steady Footing': 'General', Taunt: 'General', Punt: 'Passing',
      Bullseye: 'Strength', Hatred: 'Trait', Insignificant: 'Trait', Unsteady: 'Trait', 'Breathe Fire': 'Trait',
    };
    expect(Object.fromEntries(Object.keys(sheet).map((n) => [n, category(n)]))).toEqual(sheet);
  });
});
