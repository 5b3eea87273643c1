/**
 * The star rules on armour and injury (src/rules/star-harm.ts), each against a value worked out by hand here, the
 * sheet's line (../shared/rules/stars.md) quoted. The star's `skills:` are written as a list so that only the
 * named ones count; blocks are one die (`dice: 1`) against a target without Block or Dodge.
 *
 * Shared arithmetic: one die with Block: Pow, Stumble and Both Down knock the target down, 3/6 = 1/2. 2D6 ≥ 9 is
 * 10/36, ≥ 8 is 15/36, ≥ 7 is 21/36, ≥ 10 is 6/36 (bb2020 injury: 10+ a casualty), ≥ 9 is 10/36.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, evaluate, line, success } from '../helpers.js';

const block = (player: string, options: string, opponent = '{ st: 3, av: 9+ }', edition = 'bb2020') =>
  line({ player, steps: [`block: { dice: 1, ${options} }`], extra: `opponent: ${opponent}`, edition });

describe('Ram, Slayer, Dwarfen Scourge', () => {
  // Ram: "Once per game: +1 to the armour *or* injury roll of an opponent KD by his Block action, after the roll."
  it('Ram: +1 on the armour, 1/2 · 15/36 = 5/24 (without it 1/2 · 10/36 = 5/36)', () => {
    expect(success(block('{ star: Rumbelow Sheepskin, skills: [Block, Ram] }', 'need: armourBroken'))).toBe('5/24');
    expect(success(block('{ star: Rumbelow Sheepskin, skills: [Block] }', 'need: armourBroken'))).toBe('5/36');
  });
  // Slayer BB2020: "… of an opponent with **ST ≥ 5** …"; BB2025: "an opposing **Big Guy**" (Grim's Hatred (Big Guy): hated: true).
  it('Slayer: against ST 5 only (bb2020); against the hated Big Guy (bb2025)', () => {
    const grim = '{ star: Grim Ironjaw, skills: [Block, Slayer] }';
    expect(success(block(grim, 'need: armourBroken', '{ st: 5, av: 9+ }'))).toBe('5/24');
    expect(success(block(grim, 'need: armourBroken', '{ st: 4, av: 9+ }'))).toBe('5/36');
    // bb2025 with Hatred: the skull (1/6) is re-rolled, down 1/2 + 1/6 · 1/2 = 7/12; 7/12 · 15/36 = 35/144.
    const grim25 = '{ star: Grim Ironjaw, skills: [Block, Hatred (Big Guy), Slayer] }';
    expect(success(block(grim25, 'need: armourBroken, hated: true', '{ st: 5, av: 9+ }', 'bb2025'))).toBe('35/144');
  });
  // "+1 to the armour or injury roll … +2 instead against a Dwarf."
  it('Dwarfen Scourge: +2 against a Dwarf, 1/2 · 21/36 = 7/24; +1 otherwise, 5/24', () => {
    const ivan = "{ star: Ivan 'The Animal' Deathshroud, skills: [Block, Dwarfen Scourge] }";
    expect(success(block(ivan, 'need: armourBroken, dwarf: true'))).toBe('7/24');
    expect(success(block(ivan, 'need: armourBroken'))).toBe('5/24');
  });
  it('Ram once a line: on the armour it is not on the injury', () => {
    // need: cas. Armour 9+ broken outright (10/36): +1 on the injury, 10/36 a casualty; armour 8 (5/36): Ram breaks it,
    // the injury unmodified, 6/36. 1/2 · (10/36 · 10/36 + 5/36 · 6/36) = 1/2 · 130/1296 = 65/1296.
    expect(success(block('{ star: Rumbelow Sheepskin, skills: [Block, Ram] }', 'need: cas'))).toBe('65/1296');
  });
});

describe('the Stab rules', () => {
  const stab = (rule: string, need: string, edition = 'bb2020') =>
    line({ player: `{ star: Skitter Stab-Stab, skills: [Stab, "${rule}"] }`, steps: [`stab: { need: ${need} }`], extra: 'opponent: { st: 3, av: 8+ }', edition });
  // Toxin Connoisseur: "Once per game, after his Stab breaks armour: +1 to the injury roll, after the roll."
  it('Toxin Connoisseur: 15/36 · 10/36 = 25/216 (plain Stab 15/36 · 6/36 = 5/72)', () => {
    expect(success(stab('Toxin Connoisseur', 'cas'))).toBe('25/216');
  });
  // Master Assassin BB2020: "after his Stab breaks armour: may re-roll the **injury** roll"; BB2025: "re-roll the **armour** roll".
  it('Master Assassin: the injury re-rolled (bb2020), the armour re-rolled (bb2025)', () => {
    // 15/36 · (1/6 + 5/6 · 1/6) = 15/36 · 11/36 = 55/432.
    expect(success(stab('Master Assassin', 'cas'))).toBe('55/432');
    // 1 − (21/36)² = 1 − 441/1296 = 855/1296 = 95/144.
    expect(success(stab('Master Assassin', 'armourBroken', 'bb2025'))).toBe('95/144');
  });
});

describe('Savage Mauling and Krump and Smash', () => {
  // "Once per game: re-roll an injury roll he makes against an opponent (not once it is a casualty)."
  it('Savage Mauling: 1/2 · 10/36 · 11/36 = 55/1296', () => {
    expect(success(block('{ star: Wilhelm Chaney, skills: [Block, Savage Mauling] }', 'need: cas'))).toBe('55/1296');
  });
  // BB2025: "when his Block Action KDs an opponent: may re-roll that armour roll (FFB: only if it failed to break)".
  it('Krump and Smash: 1/2 · (1 − (26/36)²) = 1/2 · 620/1296 = 155/648', () => {
    expect(success(block('{ star: Varag Ghoul-Chewer, skills: [Block, Krump and Smash] }', 'need: armourBroken', undefined, 'bb2025'))).toBe('155/648');
  });
});

describe('Slashing Nails and Watch Out!', () => {
  // BB2025: "Once per half, on declaring a Blitz: Claws to the end of the activation (natural 8+ breaks the armour …)".
  it('Slashing Nails: Claws on a Blitz, 1/2 · 15/36 = 5/24 against AV 10+; on a Block 1/2 · 6/36 = 1/12', () => {
    const roxanna = '{ star: Roxanna Darknail, skills: [Block, Slashing Nails] }';
    expect(success(block(roxanna, 'need: armourBroken, blitz: true', '{ st: 3, av: 10+ }', 'bb2025'))).toBe('5/24');
    expect(success(block(roxanna, 'need: armourBroken', '{ st: 3, av: 10+ }', 'bb2025'))).toBe('1/12');
  });
  // "The first time each half he is the target of an opposing Block action he counts as having Dodge."
  it('Watch Out! on the target: the first block treats Stumble as a push, 2/6 = 1/3 knocked down (1/2 without)', () => {
    const player = '{ st: 3, skills: [Block] }';
    const withergrasp = '{ star: Withergrasp Doubledrool, skills: ["Watch Out!"] }';
    expect(success(block(player, 'need: knockdown', withergrasp))).toBe('1/3');
    expect(success(block(player, 'need: knockdown'))).toBe('1/2');
  });
});

describe('Crushing Blow and Brutal Block, beside Mighty Blow', () => {
  // Crushing Blow: "Once per game: +1 to the **armour** roll of an opponent KD by his Block action, after the roll."
  it('Crushing Blow: armour 10+ broken on 8+ with both bonuses, 1/2 · 15/36 = 5/24 (Mighty Blow alone 5/36)', () => {
    const zug = (rules: string) => `{ star: Mighty Zug, skills: [Block, Mighty Blow (+1)${rules}] }`;
    expect(success(block(zug(', Crushing Blow'), 'need: armourBroken', '{ st: 3, av: 10+ }'))).toBe('5/24');
    expect(success(block(zug(''), 'need: armourBroken', '{ st: 3, av: 10+ }'))).toBe('5/36');
    // need: cas. Armour 10+ rolled (6/36): Mighty Blow on the injury, 9+ (10/36); a 9 (4/36): Crushing Blow breaks it,
    // Mighty Blow kept, 10/36; an 8 (5/36): both on armour, injury unmodified 6/36.
    // 1/2 · (60 + 40 + 30)/1296 = 65/1296.
    expect(success(block(zug(', Crushing Blow'), 'need: cas', '{ st: 3, av: 10+ }'))).toBe('65/1296');
  });
  // Brutal Block (BB2020): "Once per game: +1 to an injury roll he makes against an opponent after a Block action."
  it('Brutal Block: armour 9+ rolled (10/36), injury +2, 8+ (15/36); an 8 (5/36) takes Mighty Blow, injury +1 (10/36)', () => {
    const frank = "{ star: Frank 'n' Stein, skills: [Block, Mighty Blow (+1), Brutal Block] }";
    // 1/2 · (10/36 · 15/36 + 5/36 · 10/36) = 1/2 · 200/1296 = 25/324.
    expect(success(block(frank, 'need: cas'))).toBe('25/324');
  });
});

describe('Old Pro', () => {
  // "Once per game: his Pro may re-roll one die of an armour roll; the Pro 3+ roll is still needed, and the
  // once-per-game use is spent only if a die is actually re-rolled" (stars.md Old Pro, both editions).
  const helmut = (skills: string, edition = 'bb2020') =>
    line({ player: `{ star: Helmut Wulf, skills: [${skills}] }`, steps: ['chainsaw: { need: armourBroken }'], extra: 'opponent: { st: 3, av: 9+ }', edition });
  it('Chainsaw, AV 9+ (+3: a natural 6 breaks): Pro on the low die of a held roll, 55/72 (without Old Pro 325/486)', () => {
    // Held rolls (sum ≤ 5), low+high with their weights: 1+1 (1), 1+2 (2), 1+3 (2), 2+2 (1), 1+4 (2), 2+3 (2) = 10/36.
    // Keeping the high die H, the new die breaks on 6 − H or more: (H + 1)/6. Σ w · (H + 1)/6 = (2 + 6 + 8 + 3 + 10 +
    // 8)/6 = 37/6, over 36: 37/216; Pro 3+ (2/3) first: 37/324. Armour = 26/36 + 37/324 = 271/324.
    // The Chainsaw 2+ (5/6); on a 1 the coach spends Pro on it (2/3 · 5/6 = 5/54), then the armour without Old Pro
    // (Pro spent): 26/36. Total 5/6 · 271/324 + 5/54 · 26/36 = 1355/1944 + 130/1944 = 1485/1944 = 55/72.
    expect(success(helmut('Chainsaw, Pro, Old Pro'))).toBe('55/72');
    expect(success(helmut('Chainsaw, Pro, Old Pro', 'bb2025'))).toBe('55/72');
    // Without it: 26/36 · (5/6 + 5/54) = 26/36 · 50/54 = 325/486.
    expect(success(helmut('Chainsaw, Pro'))).toBe('325/486');
  });
  it('on his block: Pro on a failed block die or kept for the armour, 173/648', () => {
    // Held rolls (sum ≤ 8): keep the high die H, need 9 − H or more on a die: (H − 2)/6 for H ≥ 3, none below.
    // Pairs low+high ≤ 8 with high H: H=3: 1+3, 2+3 (w 2 each), 3+3 (1): 5 rolls; H=4: 1+4..4+4: 2+2+2+1 = 7;
    // H=5: 1+5, 2+5, 3+5: 6; H=6: 1+6, 2+6: 4. Σ w · (H − 2)/6 = (5·1 + 7·2 + 6·3 + 4·4)/6 = 53/6, over 36: 53/216.
    // Down on the first die (1/2), Pro kept: 1/2 · (10/36 + 2/3 · 53/216) = 1/2 · (180 + 106)/648 = 143/648.
    // The die failed (1/2): Pro on it, 3+ (2/3), down 1/2, then the armour alone (Pro spent): 1/6 · 10/36 = 30/648.
    // 143/648 + 30/648 = 173/648.
    expect(success(block('{ star: Helmut Wulf, skills: [Block, Pro, Old Pro] }', 'need: armourBroken'))).toBe('173/648');
  });
});

describe('Ram, Slayer or Dwarfen Scourge beside Mighty Blow', () => {
  // Ram: "+1 to the armour *or* injury roll …, after the roll"; BBAC: "combined with other modifiers" (stars.md). With
  // Mighty Blow (+1) both bonuses go on, on the same roll or one on each.
  it('Ram and Mighty Blow, AV 10+, need cas (injury 10+): 1/2 · (6·15 + 4·10 + 5·6)/1296 = 5/81 (Mighty Blow alone 7/216)', () => {
    // Down 1/2. Armour natural 10+ (6/36): both on the injury, 8+ (15/36); a 9 (4/36): one on the armour, one on the
    // injury, 9+ (10/36); an 8 (5/36): both on the armour, injury 10+ (6/36). Mighty Blow alone: 10+ (6/36) then
    // 9+ (10/36); a 9 (4/36) then 10+ (6/36): 1/2 · (60 + 24)/1296 = 7/216.
    const rumbelow = (rules: string) => block(`{ star: Rumbelow Sheepskin, skills: [Block, Mighty Blow (+1)${rules}] }`, 'need: cas', '{ st: 3, av: 10+ }');
    expect(success(rumbelow(', Ram'))).toBe('5/81');
    expect(success(rumbelow(''))).toBe('7/216');
  });
  it('Slayer and Mighty Blow (bb2020) against ST 5, AV 10+, need armourBroken: 1/2 · 15/36 = 5/24 (both on the armour: 8+)', () => {
    expect(success(block('{ star: Grim Ironjaw, skills: [Block, Mighty Blow (+1), Slayer] }', 'need: armourBroken', '{ st: 5, av: 10+ }'))).toBe('5/24');
  });
});

describe('Pump Up the Crowd', () => {
  // "Once per game, when his Block action causes a casualty: +1 team re-roll, lost at the end of the drive" (stars.md).
  // One die with Block (down 1/2), AV 9+ (10/36), bb2020 injury 10+ a casualty (6/36): 5/216. Then a rush (2+) and no
  // team re-roll of our own: 5/6 alone, 5/6 + 1/6 · 5/6 = 35/36 with the re-roll the casualty gave.
  const skrorg = (rules: string, edition = 'bb2020') => line({
    player: `{ star: Skrorg Snowpelt, skills: [Block${rules}] }`, edition,
    steps: ['block: { dice: 1, blitz: true, need: cas }', 'rush: {}'], extra: 'opponent: { st: 3, av: 9+ }',
  });
  it('a casualty, then a rush: 5/216 · 35/36 = 175/7776 (without the rule 5/216 · 5/6 = 25/1296)', () => {
    expect(success(skrorg(', Pump Up the Crowd'))).toBe('175/7776');
    expect(success(skrorg(''))).toBe('25/1296');
  });
});

describe('Ghostly Flames (bb2020)', () => {
  // "Once per half, a Chainsaw Attack made in a Blitz: +4 instead of +3 to that armour roll" (stars.md). Chainsaw 2+
  // (5/6), AV 9+: +3 breaks on a natural 6+ (26/36), +4 on 5+ (30/36).
  const bryce = (action: string) => line({
    player: `{ star: "Bryce 'The Slice' Cambuel", skills: [Chainsaw, Ghostly Flames], action: ${action} }`,
    steps: ['chainsaw: { need: armourBroken }'], extra: 'opponent: { st: 3, av: 9+ }',
  });
  it('in a Blitz: 5/6 · 30/36 = 25/36; in a Special action: 5/6 · 26/36 = 65/108', () => {
    expect(success(bryce('blitz'))).toBe('25/36');
    expect(success(bryce('special'))).toBe('65/108');
  });
});

describe('Maximum Carnage', () => {
  // "Once per game: a second Chainsaw Attack (new kick-back D6, +3 armour) on a different player right after the
  // first" (stars.md). Each attack: 2+ (5/6), then AV 9+ with +3 breaks on a natural 6+ (26/36): 65/108.
  const max = (rules: string, second = 'b') => line({
    player: `{ star: Max Spleenripper, skills: [Chainsaw${rules}] }`,
    steps: ['chainsaw: { target: a, need: armourBroken }', `chainsaw: { target: ${second}, need: armourBroken }`],
    extra: 'opponents: { a: { st: 3, av: 9+ }, b: { st: 3, av: 9+ } }',
  });
  it('two attacks: (65/108)² = 4225/11664; without the rule the first ends the activation (0)', () => {
    expect(success(max(', Maximum Carnage'))).toBe('4225/11664');
    expect(success(max(''))).toBe('0');
  });
  it('not on the same player twice: the activation ends at the first (0)', () => {
    expect(success(max(', Maximum Carnage', 'a'))).toBe('0');
  });
});

describe('Furious Outburst', () => {
  // "Once per half, Standing at activation start: placed next to a Standing opponent within 3 squares, Stabs it
  // (unmodified armour; injury if broken)" (stars.md): placed, no dodge; the Stab against AV 8+: 2D6 ≥ 8, 15/36 = 5/12.
  it("Swiftvine's Stab: 5/12, in both editions", () => {
    for (const edition of ['bb2020', 'bb2025']) {
      expect(success(line({ player: '{ star: Swiftvine Glimmershard }', steps: ['stab: { need: armourBroken }'], extra: 'opponent: { st: 3, av: 8+ }', edition }))).toBe('5/12');
    }
  });
});

describe('The Flashing Blade', () => {
  // "Once per game at activation start: Stab a marked opponent (unmodified armour, injury if broken), then a Move
  // action" (stars.md BB2020; BB2025 "As BB2020"). Jeremiah lacks Stab: the rule grants his first step's. The Stab
  // against AV 8+: 2D6 ≥ 8, 15/36 = 5/12; then his Move goes on: a dodge at AG 1+ fails on a natural 1 only (5/6),
  // no Dodge skill written: 5/12 · 5/6 = 25/72.
  const kool = (skills: string, steps: string[], edition = 'bb2020') =>
    line({ player: `{ star: Jeremiah Kool, skills: [${skills}] }`, steps, extra: 'opponent: { st: 3, av: 8+ }', edition });
  const stabThenDodge = ['stab: { need: armourBroken }', 'dodge: {}'];
  it('his Stab, then a Move: 25/72, in both editions', () => {
    for (const edition of ['bb2020', 'bb2025']) expect(success(kool('The Flashing Blade', stabThenDodge, edition))).toBe('25/72');
  });
  it('a Stab of the skill ends the activation: the dodge is never made (0)', () => {
    expect(success(kool('Stab', stabThenDodge))).toBe('0');
  });
  it('refused: without the rule, after another step of his, or twice', () => {
    expect(errorOf(kool('Block', ['stab: {}']))).toMatch(/a 'stab' step needs the 'Stab' skill, which player '.*' lacks/);
    expect(errorOf(kool('The Flashing Blade', ['dodge: {}', 'stab: {}']))).toMatch(/bad\.yaml:\d+:\d+.*'The Flashing Blade' grants a stab at the start of the activation/);
    expect(errorOf(kool('The Flashing Blade', ['stab: {}', 'stab: {}']))).toMatch(/'The Flashing Blade' is used once per game/);
  });
});

describe("Kick 'em while they're down!", () => {
  // "Once per game: a Chainsaw Attack on a Prone or Stunned opponent (2+ kick-back roll, armour +3); not a Foul"
  // (stars.md). A team-mate with Block knocks the target (AV 12+) down on one die (1/2), its armour breaking only on a
  // natural 12 (1/36). Held (35/36): Nobbla's Chainsaw on the Prone target, 2+ (5/6), +3: a natural 9+ (10/36) breaks
  // it: 25/108. Broken (1/36): the need is met; Stunned, the coach leaves it (an attack would risk the kick-back's
  // turnover, 1/6), KO'd or worse it is gone: 1. So 1/2 · (35/36 · 25/108 + 1/36) = 1/2 · (875 + 108)/3888 = 983/7776;
  // without the rule only the broken branch: 1/2 · 1/36 = 1/72.
  const text = (rules: string, edition = 'bb2020') => [
    'name: kick', `edition: ${edition}`, 'rerolls: 0',
    'players:', '  a: { st: 3, skills: [Block] }', `  nobbla: { star: Nobbla Blackwart, skills: [Chainsaw${rules}] }`,
    'opponent: { st: 3, av: 12+ }',
    'steps:', '  - block: { by: a, dice: 1, need: knockdown }', '  - chainsaw: { by: nobbla, need: armourBroken }',
  ].join('\n');
  it('983/7776 with the rule, 1/72 without', () => {
    expect(success(text(", Kick 'em while they're down!"))).toBe('983/7776');
    expect(success(text(''))).toBe('1/72');
  });
});

describe('A Sneaky Pair', () => {
  // BB2020: "Each Foul or Stab by either against an opponent marked by both: +1 to the injury roll (not armour). No
  // use limit"; BB2025 "+1 to the roll", FFB's reading: armour or injury, a Stab's too (stars.md). Drull's Stab
  // against AV 8+: 2D6 ≥ 8 breaks (15/36).
  const drull = (edition: string, need: string, pair: string) =>
    line({ player: '{ star: Drull, skills: [Stab, A Sneaky Pair] }', steps: [`stab: { need: ${need}${pair} }`], extra: 'opponent: { st: 3, av: 8+ }', edition });
  it('bb2020: the injury 10+ (6/36) becomes 9+ (10/36): 15/36 · 10/36 = 25/216; not marked by both 15/36 · 6/36 = 5/72', () => {
    expect(success(drull('bb2020', 'cas', ', sneakyPair: true'))).toBe('25/216');
    expect(success(drull('bb2020', 'cas', ''))).toBe('5/72');
    // Not on the armour in bb2020: 15/36 = 5/12 either way.
    expect(success(drull('bb2020', 'armourBroken', ', sneakyPair: true'))).toBe('5/12');
  });
  it('bb2025: on the armour, 7+ (21/36) = 7/12 (5/12 without)', () => {
    expect(success(drull('bb2025', 'armourBroken', ', sneakyPair: true'))).toBe('7/12');
    expect(success(drull('bb2025', 'armourBroken', ''))).toBe('5/12');
  });
  it('sneakyPair: needs the rule', () => {
    const text = line({ player: '{ st: 3, skills: [Stab] }', steps: ['stab: { sneakyPair: true }'], extra: 'opponent: { st: 3 }' });
    expect(errorOf(text)).toMatch(/a 'stab' step needs the 'A Sneaky Pair' skill/);
  });
});

describe('Dwarfen Grit (bb2025)', () => {
  // "Once per game, when an armour roll breaks Josef's armour: that armour roll may be re-rolled (both dice; the new
  // result stands)". Josef with a Chainsaw: a kick-back (a 1, 1/6) rolls his armour 9+ with +3, broken on 6+: 26/36.
  const josef = (goal: string) => line({
    player: '{ star: Josef Bugman, skills: [Chainsaw, Thick Skull, Dwarfen Grit] }', steps: ['chainsaw'],
    extra: `opponent: { st: 3, av: 9+ }\ngoal: ${goal}`, edition: 'bb2025',
  });
  it('re-rolled when his coach wants the armour to hold: 1/6 · (26/36)² = 1/6 · 676/1296 = 169/1944', () => {
    expect(evaluate(josef('{ ownArmourBroken: -1 }')).fractions.ownArmourBroken).toBe('169/1944');
  });
  it('a choice: used when only the goal is the target removed (his going down breaks the tie), saved against a goal it hurts', () => {
    expect(evaluate(josef('removed')).fractions.ownArmourBroken).toBe('169/1944');
    // Without it: 1/6 · 26/36 = 13/108.
    expect(evaluate(josef('{ ownArmourBroken: 1 }')).fractions.ownArmourBroken).toBe('13/108');
  });
  it('not in bb2020 (no such rule there)', () => {
    expect(errorOf(line({ player: '{ st: 3, av: 9+, skills: [Chainsaw, Dwarfen Grit] }', steps: ['chainsaw'], extra: 'opponent: { st: 3, av: 9+ }' }))).toMatch(/Dwarfen Grit/);
  });
});
