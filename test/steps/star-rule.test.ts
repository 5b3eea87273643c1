/**
 * The star rules used at the start of the activation (`- starRule`, src/steps/star-rule/, readings in
 * src/rules/star-starts.ts), each against a value worked out by hand here with the sheet's line
 * (../shared/rules/stars.md). No team re-roll anywhere (rerolls: 0), so the stars' Loner never acts.
 *
 * Shared arithmetic: a D6 2+ is 5/6, 3+ is 4/6; 2D6 armour ≥ 8 is 15/36, ≥ 9 10/36, ≥ 10 6/36, ≥ 7 21/36.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line, success } from '../helpers.js';

const opponents = (...rows: string[]) => `opponents:\n${rows.map((r) => `  ${r}`).join('\n')}`;

describe('Baleful Hex: the target marks and assists no longer', () => {
  // "D6 2+ → it loses its tackle zone" (bb2020); "D6 2+ → Distracted" (bb2025: no tackle zone, no Active skills).
  // Estelle (AG 3+, Dodge) dodges away from o1, who has Tackle: hexed (5/6), her Dodge re-rolls, 3+ with a re-roll
  // 2/3 + 1/3 · 2/3 = 8/9; not hexed (1/6), Tackle stops the re-roll, 2/3.
  // 5/6 · 8/9 + 1/6 · 2/3 = 40/54 + 6/54 = 46/54 = 23/27.
  const hex = (edition: string, name: string) => line({
    edition, player: `{ star: ${name} }`, steps: ['starRule: { target: o1 }', 'dodge: { from: [o1] }'], extra: opponents('o1: { skills: [Tackle] }'),
  });
  it('bb2020: 23/27 (without the rule 2/3)', () => {
    expect(success(hex('bb2020', 'Estelle La Veneaux'))).toBe('23/27');
    expect(success(line({ player: '{ star: Estelle La Veneaux }', steps: ['dodge: { from: [o1] }'], extra: opponents('o1: { skills: [Tackle] }') }))).toBe('2/3');
  });
  it('bb2025 (Distracted): 23/27', () => {
    expect(success(hex('bb2025', 'Estelle la Veneaux'))).toBe('23/27');
  });
  it('a hexed defensive assister gives no assist', () => {
    // Estelle ST 3 blocks o2 (ST 3), o1 assisting it: hexed (5/6) one die she chooses, else 3 against 4, two dice
    // the defender chooses. o2 has neither Block nor Dodge: down on Pow, Stumble and Both Down (she has no Block
    // either: both fall), 3/6 a die. One die: 1/2. Two dice, the defender's choice: both must, (1/2)² = 1/4.
    // 5/6 · 1/2 + 1/6 · 1/4 = 10/24 + 1/24 = 11/24.
    const y = line({
      player: '{ star: Estelle La Veneaux }', steps: ['starRule: { target: o1 }', 'block: { target: o2, defensiveAssists: [o1] }'],
      extra: `${opponents('o1: { st: 3 }', 'o2: { st: 3 }')}\ngoal: { knockdown: 1 }`,
    });
    expect(evaluate(y).fractions.knockdown).toBe('11/24');
  });
});

describe('Beer Barrel Bash', () => {
  // "D6 3+ → it is KD; 1 → Thorsson is KD (turnover); 2 → nothing" (bb2020). o1 AV 9+, Thorsson AV 8+.
  const bash = (goal: string, edition = 'bb2020') => evaluate(line({
    edition, player: '{ star: Thorsson Stoutmead, skills: [Block, Loner (4+), Thick Skull, Beer Barrel Bash] }',
    steps: ['starRule: { target: o1 }'], extra: `${opponents('o1: { av: 9+ }')}\ngoal: ${goal}`,
  }));
  it('used for a knock-down: down 4/6, armour broken 4/6 · 10/36 = 5/27, a turnover 1/6', () => {
    const { fractions } = bash('{ knockdown: 1 }');
    expect(fractions.knockdown).toBe('2/3');
    expect(fractions.armourBroken).toBe('5/27');
    expect(fractions.turnover).toBe('1/6');
    // Thorsson's own armour (8+) on a 1: 1/6 · 15/36 = 15/216 = 5/72.
    expect(fractions.ownArmourBroken).toBe('5/72');
  });
  it('its D6 takes a team re-roll (UNCONFIRMED reading: a roll of his activation): 4/6 + 2/6 · 1/2 (Loner 4+) · 4/6 = 7/9', () => {
    const y = line({
      rerolls: 1, player: '{ star: Thorsson Stoutmead, skills: [Block, Loner (4+), Thick Skull, Beer Barrel Bash] }',
      steps: ['starRule: { target: o1 }'], extra: `${opponents('o1: { av: 9+ }')}\ngoal: { knockdown: 1 }`,
    });
    expect(evaluate(y).fractions.knockdown).toBe('7/9');
  });
  it('saved when the line only wants to finish: success 1 (used it would be 5/6)', () => {
    expect(bash('success').fractions.success).toBe('1');
  });
  it('bb2025: the same dice, and his activation ends after it', () => {
    const { fractions } = bash('{ knockdown: 1 }', 'bb2025');
    expect(fractions.knockdown).toBe('2/3');
    // A rush after it is never made: used, the line stops there (success 0); his only other way is to save it.
    const y = line({
      edition: 'bb2025', player: '{ star: Thorsson Stoutmead, skills: [Block, Loner (4+), Thick Skull, Beer Barrel Bash] }',
      steps: ['starRule: { target: o1 }', 'rush'], extra: `${opponents('o1: { av: 9+ }')}\ngoal: { knockdown: 1 }`,
    });
    expect(evaluate(y).fractions.success).toBe('0');
  });
});

describe('Catch of the Day: the ball without the pick-up', () => {
  // "D6 3+ → he has the ball (no pick-up test); 1–2 nothing". Rodney (AG 3+) rushes twice to the ball and picks it
  // up (3+), then dodges away (3+, he has no Dodge). Worked (4/6): straight to the dodge. Else 5/6 · 5/6 · 2/3.
  // (2/3 + 1/3 · 25/36 · 2/3) · 2/3 = (216/324 + 50/324) · 2/3 = 266/324 · 2/3 = 532/972 = 133/243.
  it('133/243', () => {
    const y = line({ player: '{ star: Rodney Roachbait }', steps: ['starRule', 'rush', 'rush', 'pickup', 'dodge'] });
    expect(success(y)).toBe('133/243');
  });
  it('without a pick-up to stand for, an error', () => {
    expect(errorOf(line({ player: '{ star: Rodney Roachbait }', steps: ['starRule', 'rush'] })))
      .toMatch(/bad\.yaml:6:5 at steps\[0\]: Catch of the Day gives player 'player' the ball instead of its pick-up/);
  });
});

describe('Look Into My Eyes: the ball taken, the activation over', () => {
  // "D6 2+ → Boa takes the ball, activation ends; 1 nothing." Should it fail, Boa dodges into a marked square (4+,
  // his Dodge re-rolls: 1/2 + 1/2 · 1/2 = 3/4). 5/6 + 1/6 · 3/4 = 20/24 + 3/24 = 23/24.
  it('23/24', () => {
    const y = line({ player: "{ star: Boa Kon'ssstriktr }", steps: ['starRule: { target: o1 }', 'dodge: { marked: 1 }'], extra: opponents('o1: {}') });
    expect(success(y)).toBe('23/24');
  });
});

describe('Treacherous: the team-mate Knocked Down', () => {
  // "he takes it and that team-mate is KD (armour and injury rolls against his own player); no turnover". The
  // team-mate AV 9+: down 1, armour broken 10/36 = 5/18; Hakflem then rushes (2+), success 5/6.
  it('team-mate down 1, its armour 5/18, success 5/6', () => {
    const { fractions } = evaluate(line({ player: '{ star: Hakflem Skuttlespike, teammateAv: 9+ }', steps: ['starRule', 'rush'] }));
    expect(fractions.teammateDown).toBe('1');
    expect(fractions.teammateArmourBroken).toBe('5/18');
    expect(fractions.success).toBe('5/6');
  });
});

describe("Zzharg's blast", () => {
  // "D6 3+ it is hit; 2 → the opposing coach picks another player … to be hit; 1 → Zzharg is hit. Hit player:
  // unmodified armour roll, injury if broken". o1 AV 8+, o2 AV 9+, Zzharg AV 10+.
  const blast = (edition: string, name: string, others: string) => evaluate(line({
    edition, player: `{ star: Zzharg Madeye, skills: [Loner (4+), Thick Skull, "${name}"], teammateAv: 7+ }`,
    steps: [`starRule: { target: o1${others} }`], extra: `${opponents('o1: { av: 8+ }', 'o2: { av: 9+ }')}\ngoal: { armourBroken: 1 }`,
  }));
  it('bb2020: armour broken 4/6 · 15/36 + 1/6 · 10/36 = 35/108; a turnover 1/6 · 6/36 = 1/36', () => {
    const { fractions } = blast('bb2020', "Then I Started Blastin'!", ', others: [o2]');
    expect(fractions.armourBroken).toBe('35/108');
    expect(fractions.turnover).toBe('1/36');
    // Hit but not broken, nobody goes down: no knock-down beyond the broken armour.
    expect(fractions.knockdown).toBe('35/108');
  });
  it('the opposing coach picks his team-mate on a 2: opponents 4/6 · 15/36 = 5/18; team-mate 1/6 · 21/36 = 7/72', () => {
    const { fractions } = blast('bb2020', "Then I Started Blastin'!", ', others: [o2], teammate: true');
    expect(fractions.armourBroken).toBe('5/18');
    expect(fractions.teammateArmourBroken).toBe('7/72');
  });
  it("bb2025 Blastin' Solves Everything: the same dice", () => {
    expect(blast('bb2025', "Blastin' Solves Everything", ', others: [o2]').fractions.armourBroken).toBe('35/108');
  });
});

describe('the step, checked', () => {
  it('a player without such a rule', () => {
    expect(errorOf(line({ player: '{ ag: 3+ }', steps: ['starRule'] }))).toMatch(/carries no star rule used at the start of an activation; a 'starRule' step takes one of 'Baleful Hex'/);
  });
  it('another rule named: did you mean', () => {
    expect(errorOf(line({ player: '{ star: Estelle La Veneaux }', steps: ['starRule: { rule: Baleful Hax, target: o1 }'], extra: opponents('o1: {}') })))
      .toMatch(/carries 'Baleful Hex', not 'Baleful Hax'; did you mean 'Baleful Hex'\?/);
  });
  it('not the first step of the star', () => {
    expect(errorOf(line({ player: '{ star: Estelle La Veneaux }', steps: ['rush', 'starRule: { target: o1 }'], extra: opponents('o1: {}') })))
      .toMatch(/at steps\[1\]: a 'starRule' step is used at the start of the activation/);
  });
  it('a target for a rule that names none; others for a rule without the 2', () => {
    expect(errorOf(line({ player: '{ star: Hakflem Skuttlespike }', steps: ['starRule: { target: o1 }', 'rush'], extra: opponents('o1: {}') })))
      .toMatch(/at steps\[0\]\.starRule\.target: Treacherous names no player/);
    expect(errorOf(line({ player: '{ star: Estelle La Veneaux }', steps: ['starRule: { target: o1, others: [o2] }'], extra: opponents('o1: {}', 'o2: {}') })))
      .toMatch(/'others:' and 'teammate:' say whom Zzharg's 2 may hit; Baleful Hex has no such roll/);
  });
  it('an unknown opponent in others: the nearest id', () => {
    expect(errorOf(line({ player: '{ star: Zzharg Madeye }', steps: ['starRule: { target: o1, others: [o3] }'], extra: opponents('o1: {}', 'o2: {}') })))
      .toMatch(/o3/);
  });
});

describe('Primal Savagery: the failed Animal Savagery on an adjacent opponent', () => {
  // "after a failed Animal Savagery roll: the lash-out KDs an adjacent opponent instead of a team-mate (armour roll;
  // Claws/Mighty Blow usable as for a lash-out)"; bb2025 "the opponent's armour roll must use his Mighty Blow".
  // Glotl moves (Animal Savagery 4+: fails 1/2), no team-mate adjacent, o1 (AV 9+) adjacent; then a rush (5/6).
  const glotl = (goal: string, edition = 'bb2020', mightyBlow = 'Mighty Blow (+1)') => evaluate(line({
    edition, player: `{ star: Glotl Stop, skills: [Animal Savagery, ${mightyBlow}, Primal Savagery], opponentAdjacent: o1 }`,
    steps: ['rush'], extra: `${opponents('o1: { av: 9+ }')}\ngoal: ${goal}`,
  }));
  it('he goes on after it: success 1/2 · 5/6 + 1/2 · 5/6 = 5/6 (the activation ended instead: 5/12)', () => {
    expect(glotl('success').fractions.success).toBe('5/6');
    const without = line({ player: '{ star: Glotl Stop, skills: [Animal Savagery, Mighty Blow (+1)] }', steps: ['rush'], extra: opponents('o1: { av: 9+ }') });
    expect(success(without)).toBe('5/12');
  });
  it('o1 down 1/2; armour broken with Mighty Blow 1/2 · 15/36 = 5/24', () => {
    const { fractions } = glotl('{ armourBroken: 1 }');
    expect(fractions.knockdown).toBe('1/2');
    expect(fractions.armourBroken).toBe('5/24');
  });
  it('a casualty: bb2020 Mighty Blow where it serves, 1/2 · (10/36 · 10/36 + 5/36 · 6/36) = 65/1296; bb2025 on the armour, 1/2 · 15/36 · 6/36 = 5/144', () => {
    expect(glotl('{ cas: 1 }').fractions.cas).toBe('65/1296');
    expect(glotl('{ cas: 1 }', 'bb2025', 'Mighty Blow').fractions.cas).toBe('5/144');
  });
  it('opponentAdjacent on a player without such a rule, or naming no opponent', () => {
    expect(errorOf(line({ player: '{ skills: [Animal Savagery], opponentAdjacent: o1 }', steps: ['rush'], extra: opponents('o1: {}') })))
      .toMatch(/at player\.opponentAdjacent: opponentAdjacent: player 'player' has no Primal Savagery nor Tasty Morsel/);
    expect(errorOf(line({ player: '{ star: Glotl Stop, opponentAdjacent: o2 }', steps: ['rush'], extra: opponents('o1: {}') })))
      .toMatch(/'opponentAdjacent: o2' names no opponent; the opponents are 'o1'; did you mean 'o1'\?/);
  });
});

describe('Tasty Morsel: the failed Bloodlust bites an adjacent opponent', () => {
  // "after a failed Bloodlust roll: bite an adjacent opposing non-star with ST ≤ 3 as if a Thrall — an injury roll on
  // it, a casualty counting as Badly Hurt". Karina moves: Bloodlust (2+) fails on a 1 (1/6); she rushes (5/6); no
  // Thrall adjacent. bb2020 injury: 2–7 stunned 21/36, 8–9 KO 9/36, 10–12 a casualty 6/36 (here Badly Hurt).
  const karina = (rule: string, goal = 'success') => evaluate(line({
    player: `{ star: "'Captain' Karina von Riesz", skills: [Bloodlust (2+)${rule}], opponentAdjacent: o1 }`,
    steps: ['rush'], extra: `${opponents('o1: { st: 3 }')}\ngoal: ${goal}`,
  }));
  it('no turnover: success 5/6 · 5/6 + 1/6 · 5/6 = 5/6 (without the rule, the turnover: 25/36)', () => {
    expect(karina(', Tasty Morsel').fractions.success).toBe('5/6');
    expect(success(line({ player: '{ skills: [Bloodlust (2+)] }', steps: ['rush'] }))).toBe('25/36');
  });
  it('the bite: KO 1/6 · 5/6 · 9/36 = 5/144, a casualty (Badly Hurt) 1/6 · 5/6 · 6/36 = 5/216, never dead', () => {
    const { fractions } = karina(', Tasty Morsel', '{ ko: 1, cas: 1, dead: 1 }');
    expect(fractions.ko).toBe('5/144');
    expect(fractions.cas).toBe('5/216');
    // No casualty roll: a casualty is Badly Hurt, so none dies (with a casualty roll, 5/216 · 1/16 would).
    expect(fractions.dead).toBe('0');
  });
  it('an opponent stronger than ST 3: an error', () => {
    expect(errorOf(line({ player: `{ star: "'Captain' Karina von Riesz", opponentAdjacent: o1 }`, steps: ['rush'], extra: opponents('o1: { st: 4 }') })))
      .toMatch(/Tasty Morsel bites an opponent with ST 3 or less; 'o1' is stronger/);
  });
});
