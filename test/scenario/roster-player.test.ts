/**
 * `player: { team, position }` fills a scenario's players and opponents from the edition's roster: keys written
 * beside win, `skills: { add }` adds; bad names get the nearest valid one.
 */
import { describe, expect, it } from 'vitest';
import { STAR_RULES } from '../../src/rules/star-rules.js';
import { errorOf } from '../helpers.js';
import { scenarioFromText } from '../../src/scenario/load.js';

const block = (player: string, opponents = 'opponent: { st: 3, av: 9+ }\n', edition = 'bb2020') =>
  `name: r\nedition: ${edition}\nplayer: ${player}\n${opponents}steps: [ { block: { dice: 1${opponents.startsWith('opponents') ? ', target: x' : ''} } } ]\n`;

describe('roster players', () => {
  it('fill the characteristics and skills of the position', () => {
    const [p] = scenarioFromText(block('{ team: human, position: blitzer }')).players;
    expect({ ma: p.ma, st: p.st, ag: p.ag, pa: p.pa, av: p.av, skills: p.skills.names() }).toEqual({ ma: 7, st: 3, ag: 3, pa: 4, av: 9, skills: ['Block'] });
  });

  it('let keys written beside win, and skills: { add } add', () => {
    const [p] = scenarioFromText(block('{ team: Human, position: Blitzer, st: 4, skills: { add: [Tackle] } }')).players;
    expect(p.st).toBe(4);
    expect(p.skills.names()).toEqual(['Block', 'Tackle']);
    const [q] = scenarioFromText(block('{ team: Human, position: Blitzer, skills: [Dodge] }')).players;
    expect(q.skills.names()).toEqual(['Dodge']);
  });

  it('fill opponents: ST, AG, AV and skills (an opponent has no MA or PA)', () => {
    const s = scenarioFromText(block('{ st: 3 }', 'opponents: { x: { team: black orc, position: "Black Orc" } }\n'));
    const x = s.opponents[0];
    expect({ st: x.st, ag: x.ag, av: x.av, skills: x.skills.names() }).toEqual({ st: 4, ag: 4, av: 10, skills: ['Brawler', 'Grab'] });
  });

  it('read the scenario\'s edition: a BB2025 Human Blitzer has Tackle', () => {
    const [p] = scenarioFromText(block('{ team: human, position: human blitzer }', undefined, 'bb2025')).players;
    expect(p.skills.names()).toEqual(['Block', 'Tackle']);
  });

  it('say what is wrong, with the nearest name', () => {
    expect(errorOf(block('{ team: humn, position: Blitzer }'))).toMatch(/^bad\.yaml:3:17 at player\.team: unknown team 'humn' in bb2020; expected one of .*; did you mean 'Human'\?$/);
    expect(errorOf(block('{ team: human, position: blitzr }'))).toMatch(/^bad\.yaml:3:34 at player\.position: the Human team has no position 'blitzr'; expected one of 'Ogre', 'Blitzer', .*; did you mean 'Blitzer'\?$/);
    expect(errorOf(block('{ team: human }'))).toMatch(/at player\.team: 'team:' needs 'position:' beside it/);
    expect(errorOf(block('{ team: human, position: Blitzer }', undefined, 'bb2016'))).toMatch(/at player\.team: nuffle has no rosters for bb2016/);
    expect(errorOf(block('{ team: human, position: Blitzer, skills: { remove: [Block] } }'))).toMatch(/at player\.skills: 'skills:' is a list of names, or '\{ add: \[names\] \}'/);
  });

  it('fill the positions whose skills issue 22 added: a Flamesmith breathes fire, a Grail Knight has Steady Footing', () => {
    const [flamesmith] = scenarioFromText(block('{ team: chaos dwarf, position: chaos dwarf flamesmith }')).players;
    expect(flamesmith.skills.names()).toContain('Breathe Fire');
    const [knight] = scenarioFromText(block('{ team: bretonnian, position: grail knight }', undefined, 'bb2025')).players;
    expect(knight.skills.names()).toContain('Steady Footing');
    // The Deathroller's "No Ball" is No Hands under Season 3's name: one skill.
    const [roller] = scenarioFromText(block('{ team: dwarf, position: deathroller }', undefined, 'bb2025')).players;
    expect(roller.skills.names()).toContain('No Hands');
  });
});

describe('star players', () => {
  it("fill the star's profile for the edition, its special rule among its skills", () => {
    const [p] = scenarioFromText(block('{ star: griff oberwald }')).players;
    // ../shared/rosters/bb2020.json: Griff Oberwald 7 4 2+ 3+ 9+, Block, Dodge, Fend, Loner (3+), Sprint, Sure Feet.
    expect({ ma: p.ma, st: p.st, ag: p.ag, pa: p.pa, av: p.av }).toEqual({ ma: 7, st: 4, ag: 2, pa: 3, av: 9 });
    expect(p.skills.describe()).toEqual(['Block', 'Dodge', 'Fend', 'Loner (3+)', 'Sprint', 'Sure Feet', 'Consummate Professional']);
  });

  it('on opponents too, and keys written beside win', () => {
    const s = scenarioFromText(block('{ star: Rumbelow Sheepskin, st: 4, skills: { add: [Frenzy] } }', 'opponents: { x: { star: Grim Ironjaw } }\n'));
    expect(s.players[0].st).toBe(4);
    expect(s.players[0].skills.names()).toEqual(['Block', 'Horns', 'Juggernaut', 'Loner', 'No Hands', 'Tackle', 'Thick Skull', 'Ram', 'Frenzy']);
    expect({ st: s.opponents[0].st, av: s.opponents[0].av }).toEqual({ st: 4, av: 9 });
  });

  it('say what is wrong: a misspelt star, a star of the other edition, star with team', () => {
    expect(errorOf(block('{ star: Grif Oberwald }'))).toMatch(/^bad\.yaml:3:17 at player\.star: unknown star player 'Grif Oberwald' in bb2020; expected one of .*; did you mean 'Griff Oberwald'\?$/);
    expect(errorOf(block('{ star: Josef Bugman }'))).toMatch(/at player\.star: Josef Bugman is not a star player in bb2020 \(only in 'bb2025'\)/);
    expect(errorOf(block('{ star: Griff Oberwald, team: human }'))).toMatch(/at player\.star: 'star:' fills the whole player/);
    expect(errorOf(block('{ star: Griff Oberwald }', undefined, 'bb2016'))).toMatch(/at player\.star: nuffle has no rosters for bb2016/);
  });

  it('accepts every star: no special rule is left unmodelled in either edition (a star carrying one would be refused)', () => {
    const left = STAR_RULES.flatMap((rule) => Object.entries(rule.readings).filter(([, r]) => r?.status === 'unmodelled').map(([e]) => `${rule.name} (${e})`));
    expect(left).toEqual([]);
    expect(() => scenarioFromText(block('{ star: Fungus the Loon }'))).not.toThrow();
  });

  it("fills a bb2025 star whose skills are Season 3's spellings: Akhorne's No Ball is No Hands", () => {
    // bb2025.json: Akhorne The Squirrel, MA 7 ST 1 AV 6+, "No Ball" among its skills; special rule Blind Rage.
    const akhorne = scenarioFromText(block('{ star: Akhorne The Squirrel }', undefined, 'bb2025')).players[0];
    expect({ ma: akhorne.ma, st: akhorne.st, av: akhorne.av }).toEqual({ ma: 7, st: 1, av: 6 });
    expect(akhorne.skills.names()).toContain('No Hands');
    expect(akhorne.skills.names()).toContain('Blind Rage');
  });
});
