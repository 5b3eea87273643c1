/**
 * The advisor that sees the whole game, pinned by hand: a two-situation profile, one in support (our player
 * assists a team-mate's block while marked: Guard) and one on defence (our player, an opponent of the acting
 * side, is blocked on the sideline: Stand Firm), each counted per game; the currency's arithmetic; a roster
 * position advised on the library of its role.
 */
import { describe, expect, it } from 'vitest';
import { weightsOf } from '../../src/advise/advise.js';
import { answer } from '../../src/advise/answer.js';
import { fractionText } from '../../src/evaluate/fraction.js';
import { adviceJson } from '../../src/advise/json.js';
import { profileFromParsed } from '../../src/advise/profile.js';
import { MONOTONE } from '../../src/advise/monotone.js';
import { bySide } from '../../src/advise/sides.js';
import { parseScenarioText } from '../../src/scenario/parse.js';
import { adviceOf } from './support.js';

// Support: a team-mate with Block blocks an ST 3 target; our player assists it while marked, so only with Guard.
const ASSIST = `name: Assisting while marked
players:
  mate: { ag: 3+, st: 3, skills: [Block] }
  player: { ag: 3+, st: 3 }
opponent: { st: 3, av: 9+ }
steps:
  - block: { by: mate, assists: [{ by: player, marked: true }] }
goal: knockdown
`;

// Defence: an ST 3 attacker with no skills blocks our player (the opponent 'target') on the sideline, no assists.
const SIDELINE = `name: Blocked on the sideline
player: { ag: 3+, st: 3 }
opponents:
  target: { st: 3, av: 9+ }
steps:
  - block: { target: target, sideline: true }
goal: surfed
`;

const PROFILE = `name: Guard or Stand Firm
player: { ag: 3+, st: 3, av: 9+ }
access: { primary: [Strength] }
candidates: [Guard, Stand Firm]
situations:
  - { file: assist.yaml, side: support, perGame: 1.5 }
  - { file: sideline.yaml, perGame: 0.3, advise: { opponent: target } }
`;

describe('a support and a defensive situation, per game, worked by hand', () => {
  // One block die: Player Down, Both Down, Push, Push, Stumble, POW, 1/6 each (seed 001 Block).
  // Support, without Guard the marked assister gives none: ST 3 v 3, one die. The target (no Block, no Dodge) is
  //   down on Both Down (the mate's Block keeps the mate up), Stumble and POW: 3/6 = 1/2.
  //   With Guard: ST 4 v 3, two dice, the attacker's choice: 1 - (1/2)^2 = 3/4. Guard's gain there: 1/4.
  // Defence, the attacker plays for `surfed` (our player in the crowd); our worth is minus it. One die: Push,
  //   Push, Stumble and POW push our player, and the attacker pushes it into the crowd: surfed 4/6 = 2/3, worth
  //   -2/3. With Stand Firm our player refuses the push (seed 001 Stand Firm): surfed 0, worth 0. Gain: 2/3.
  // Neither skill acts in the other situation (Guard on a lone block target, Stand Firm on an assister): 0.
  // Per game: Guard 1.5 × 1/4 = 3/8; Stand Firm 0.3 × 2/3 = 1/5.
  it('ranks Guard (3/8 a game) over Stand Firm (1/5 a game), each gain exact', async () => {
    const advice = await adviceOf({ 'profile.yaml': PROFILE, 'assist.yaml': ASSIST, 'sideline.yaml': SIDELINE });
    expect(advice.currency).toBe('perGame');
    expect(advice.situations.map((s) => [s.entry.side, fractionText(s.base)])).toEqual([['support', '1/2'], ['defence', '-2/3']]);
    expect(advice.ranking.map((r) => [r.skills[0].name, fractionText(r.gain), r.bySituation.map(fractionText)])).toEqual([
      ['Guard', '3/8', ['1/4', '0']],
      ['Stand Firm', '1/5', ['0', '2/3']],
    ]);
    expect(Object.fromEntries(Object.entries(bySide(advice.situations, advice.ranking[1].bySituation)).map(([k, v]) => [k, fractionText(v!)]))).toEqual({ support: '0', defence: '1/5' });
    expect(answer(advice)).toBe('Take Guard: +0.38 per game, most of it in "Assisting while marked"; Stand Firm is second, +0.20 per game.');
    expect(adviceJson(advice).situations).toMatchObject([{ side: 'support', perGame: 1.5, study: { side: 'player', id: 'player' } }, { side: 'defence', study: { side: 'opponent', id: 'target' }, worth: { surfed: -1 } }]);
  });
});

describe('the currency', () => {
  const profile = (situations: string) => profileFromParsed(parseScenarioText('p.yaml', `name: p\nplayer: { ag: 3+ }\naccess: { primary: [General] }\nsituations:\n${situations}`));

  it('counts a point of worth per game, or the weight over the weights\' sum', () => {
    // Relative weights 1, 3 → 1/4 and 3/4 (their sum is 4); per game 0.5 and 2.25 → 1/2 and 9/4 as written.
    expect(weightsOf(profile('  - { file: a.yaml }\n  - { file: b.yaml, weight: 3 }\n')).map(fractionText)).toEqual(['1/4', '3/4']);
    expect(weightsOf(profile('  - { file: a.yaml, perGame: 0.5 }\n  - { file: b.yaml, perGame: 2.25 }\n')).map(fractionText)).toEqual(['1/2', '9/4']);
  });

  it('refuses a profile that counts some situations per game and others by weight', () => {
    expect(() => profile('  - { file: a.yaml, perGame: 0.5 }\n  - { file: b.yaml, weight: 2 }\n')).toThrow(
      /p\.yaml:6:5 at situations\[1\]: 'b\.yaml' says no 'perGame:' while other situations do/);
  });
});

describe('a roster position on the library', () => {
  it('takes the position\'s characteristics, access and role, and the library of the role', () => {
    const p = profileFromParsed(parseScenarioText('p.yaml', 'name: p\nplayer: { team: human, position: blitzer }\n'));
    expect(p.player.written).toEqual({ ma: 7, st: 3, ag: '3+', pa: '4+', av: '9+' });
    expect(p.player.skills).toEqual(['Block']);
    expect(p.access).toEqual({ primary: ['General', 'Strength'], secondary: ['Agility', 'Passing'] });
    expect(p.role).toBe('blitzer');
    expect(p.currency).toBe('perGame');
    expect(p.situations.every((s) => s.library)).toBe(true);
    expect(new Set(p.situations.map((s) => s.side))).toEqual(new Set(['offence', 'defence', 'support']));
  });

  it('mixes the library with situations of its own, and needs a role for the library', () => {
    const mixed = profileFromParsed(parseScenarioText('p.yaml', 'name: p\nplayer: { team: human, position: blitzer }\nsituations: { library: true, add: [{ file: a.yaml, perGame: 1 }] }\n'));
    expect(mixed.situations.at(-1)).toMatchObject({ file: 'a.yaml', library: false });
    expect(() => profileFromParsed(parseScenarioText('p.yaml', 'name: p\nplayer: { ag: 3+ }\naccess: { primary: [General] }\n'))).toThrow(/the library of situations is chosen by the player's role/);
  });

  it('never lowers the worth with a skill its coach may decline, where the studied player acts for his own goal', async () => {
    // The property of monotone.ts, on the library: in every situation where the studied player is the acting one
    // and the worth is the goal he plays for, a skill that only gives him an option (MONOTONE) gains 0 or more.
    const advice = await adviceOf({ 'profile.yaml': 'name: p\nplayer: { team: human, position: blitzer }\n' });
    const own = advice.situations.map((s, i) => ({ s, i })).filter(({ s }) => s.entry.study.side === 'player' && s.entry.worth === undefined);
    expect(own.length).toBeGreaterThan(5);
    const monotone = advice.ranking.filter((r) => MONOTONE.has(r.skills[0].name));
    expect(monotone.length).toBeGreaterThan(5);
    for (const r of monotone) for (const { i } of own) expect([r.skills[0].name, i, r.bySituation[i].num >= 0n]).toEqual([r.skills[0].name, i, true]);
  });

  it('advises a BB2025 Human Blitzer (Block, Tackle; Devious access) on the library', async () => {
    const advice = await adviceOf({ 'profile.yaml': 'name: p\nedition: bb2025\nplayer: { team: human, position: human blitzer }\n' });
    expect(advice.edition).toBe('bb2025');
    expect(advice.skipped).toEqual(expect.arrayContaining(['Block', 'Tackle']));
    expect(advice.ranking.some((r) => r.skills[0].category === 'Devious')).toBe(true);
    expect(advice.ranking.filter((r) => r.changes).length).toBeGreaterThan(5);
  });
});
