/**
 * The star players' special rules as catalogue entries (`skills.ts` lists them after the skills): for each rule and
 * edition, whether nuffle models its dice, the sheet's reading in a line, how often it may be used, and, for a rule
 * that changes no die of a line, why. Source: `../shared/rules/stars.md` (one row per rule and edition, with its
 * BBBase page and FFB class); the star profiles that carry them are the rosters' (`rosters/stars.ts`).
 *
 * A rule is `modelled` where nuffle rolls the die it changes (the tables of `star-aids.ts` say how, per edition);
 * `noEffect` where the sheet gives it no dice effect, or its roll is one no line makes (a kick-off, a touchdown,
 * the opposing turn); `unmodelled` where it changes a die a line could roll and nuffle does not model it yet — a
 * star carrying it is an error that says so (write the star's `skills:` without it).
 */
import type { EditionId } from '../vocabulary/index.js';

/** How often a star may use its rule (the sheet's words). */
export type StarLimit = 'game' | 'half' | 'drive' | 'turn' | 'activation' | 'each time';

/** One rule in one edition. */
export interface StarRuleReading {
  readonly status: 'modelled' | 'noEffect' | 'unmodelled';
  /** What it does to dice, in a line (the sheet's reading). */
  readonly effect: string;
  readonly limit: StarLimit;
  /** For `noEffect`: why it changes no die of a line. */
  readonly reason?: string;
}

export interface StarRuleInfo {
  /** Canonical name (the bb2020 spelling where both editions have it). */
  readonly name: string;
  /** The rosters' other spellings. */
  readonly aliases: readonly string[];
  readonly readings: Readonly<Partial<Record<EditionId, StarRuleReading>>>;
}

const m = (effect: string, limit: StarLimit): StarRuleReading => ({ status: 'modelled', effect, limit });
const n = (effect: string, limit: StarLimit, reason: string): StarRuleReading => ({ status: 'noEffect', effect, limit, reason });
const both = (reading: StarRuleReading) => ({ bb2020: reading, bb2025: reading });

/** No line rolls these: the reasons, written once. */
const AFTER_LINE = 'what it gives comes after the line (a touchdown, a casualty recovered later, the next drive)';

/** Every special rule of the two rosters' stars, in alphabetical order of the bb2020 name. */
export const STAR_RULES: readonly StarRuleInfo[] = [
  {
    name: 'A Sneaky Pair', aliases: [], readings: {
      bb2020: m('Foul or Stab against an opponent marked by both twins (the step\'s `sneakyPair: true`): +1 to the injury roll', 'each time'),
      bb2025: m('Foul or Stab against an opponent marked by both twins (the step\'s `sneakyPair: true`): +1 to the armour or the injury roll (UNCONFIRMED which: FFB\'s either, a Stab\'s too)', 'each time'),
    },
  },
  { name: 'All You Can Eat', aliases: [], readings: both(m('two Throw Bomb actions in one activation (two `bomb` steps of hers, one after the other); after the second, D6 1-3: sent off (no turnover, UNCONFIRMED)', 'game')) },
  {
    name: 'Baleful Hex', aliases: [], readings: both(m('D6 2+ at the start of her activation: an opponent within 5 squares loses its tackle zone (bb2025: Distracted)', 'game')),
  },
  {
    name: 'Beer Barrel Bash', aliases: [], readings: both(m('D6 at the start of his activation: 3+ an opponent within 3 squares is Knocked Down, 1 Thorsson is', 'drive')),
  },
  { name: 'Black Ink', aliases: [], readings: both(n('a marked opponent loses its tackle zone (bb2025: Distracted), no roll', 'game', 'no dice effect (stars.md): it takes a tackle zone away without a roll; write the marks as they stand')) },
  {
    name: 'Blast It!', aliases: [], readings: {
      bb2020: m('Hail Mary Pass: may re-roll each landing scatter die as it is rolled; a team-mate catching it gets +1', 'game'),
      bb2025: m('every Hail Mary Pass: may re-roll each landing scatter die as it is rolled; a team-mate catching it gets +1', 'each time'),
    },
  },
  { name: 'Blind Rage', aliases: [], readings: both(m('may re-roll the Dauntless D6', 'each time')) },
  { name: 'Bounding Leap', aliases: [], readings: both(m('one Leap (declared before the dice) with no negative modifiers, and it may be re-rolled', 'game')) },
  { name: 'Brutal Block', aliases: [], readings: { bb2020: m('+1 to an injury roll after his Block action, after the roll (with Mighty Blow)', 'game') } },
  { name: 'Burst of Speed', aliases: [], readings: { bb2020: m('a third Rush (2+) after the second (one more `rush` step allowed)', 'game') } },
  { name: 'Catch of the Day', aliases: [], readings: both(m('D6 3+ at the start of his activation: he has a ball on the ground within 3 squares, no pick-up', 'half')) },
  {
    name: 'Consummate Professional', aliases: [], readings: {
      bb2020: m('re-roll one D6 Griff rolled himself (not armour, injury or casualty), with no 3+ roll', 'game'),
      bb2025: m('+1 to one agility test Griff made (dodge, pick-up, catch, jump, landing, interference, Jump Up), after the roll', 'game'),
    },
  },
  { name: 'Crushing Blow', aliases: [], readings: both(m('+1 to the armour roll of an opponent his Block action knocks down, after the roll (with Mighty Blow)', 'game')) },
  { name: 'Dwarfen Grit', aliases: [], readings: { bb2025: m('re-roll an armour roll that broke Josef\'s own armour (a Chainsaw kick-back, his own Projectile Vomit, a Saboteur), the coach\'s choice', 'game') } },
  {
    name: 'Dwarfen Scourge', aliases: ['Dwarven Scourge'], readings: both(m('+1 to the armour or the injury roll of an opponent his Block action knocks down, +2 against a Dwarf (`hated: true` on the block in bb2025, his Hatred (Dwarf); `dwarf: true` in bb2020), after the roll', 'game')),
  },
  { name: 'Frenzied Rush', aliases: [], readings: { bb2020: m('Frenzy for a Blitz, no Grab (the coach\'s choice at the block, or the block\'s `frenziedRush:`)', 'game'), bb2025: m('Frenzy for a Blitz, no Grab (the coach\'s choice at the block, or the block\'s `frenziedRush:`)', 'half') } },
  { name: 'Furious Outburst', aliases: [], readings: both(m('placed next to an opponent and Stabs it (the team\'s Blitz): a `stab` step, no dodge before it', 'half')) },
  { name: 'Fury of the Blood God', aliases: [], readings: both(m('a natural 1 on Unchannelled Fury after declaring a Block: two Block actions (the coach\'s choice; the second is her block written `fury: true`)', 'game')) },
  { name: 'Ghostly Flames', aliases: [], readings: { bb2020: m('a Chainsaw Attack in a Blitz (the player\'s action): +4 instead of +3 to the armour roll', 'half') } },
  { name: 'Gored by the Bull', aliases: [], readings: both(m('the block of a Blitz: one extra block die (at most 3)', 'game')) },
  { name: 'Halfling Luck', aliases: [], readings: both(m('re-roll one D6 Puggy rolled himself (not armour, injury or casualty), with no 3+ roll', 'game')) },
  { name: "I'll Be Back!", aliases: [], readings: both(n('the first Secret Weapon send-off does not happen', 'game', 'no dice effect (stars.md): the send-off comes after the line')) },
  { name: "I'll Carry You", aliases: [], readings: { bb2025: m('Grak carries Crumbleberry, with Break Tackle and Dodge while he does (Grak\'s `carrying: true`)', 'half') } },
  {
    name: 'Incorporeal', aliases: [], readings: {
      bb2020: m('add her ST to one dodge roll, after the roll', 'game'),
      bb2025: m('for one activation she makes no dodge rolls (nuffle: every dodge of her line passes without a roll)', 'game'),
    },
  },
  { name: 'Indomitable', aliases: [], readings: both(m('after a successful Dauntless roll: double the target\'s ST (before assists) instead of equal', 'game')) },
  { name: 'Kaboom!', aliases: [], readings: both(m('a bomb of his caught by an opponent explodes at once (the coach may save it)', 'game')) },
  { name: "Kick 'em while they're down!", aliases: [], readings: both(m('a Chainsaw Attack on a Prone or Stunned opponent, not a Foul (the coach\'s choice when the `chainsaw` step finds its target down)', 'game')) },
  { name: 'Krump and Smash', aliases: [], readings: { bb2025: m('re-roll the armour roll of an opponent his Block action knocks down, when it held', 'game') } },
  { name: 'Look Into My Eyes', aliases: [], readings: both(m('D6 2+ at the start of his activation marking the carrier: Boa takes the ball', 'game')) },
  {
    name: 'Lord of Chaos', aliases: [], readings: {
      bb2020: m('one extra team re-roll for the half (on top of `rerolls:`, as the Leader re-roll)', 'half'),
      bb2025: m('re-roll one block die of his Block action', 'game'),
    },
  },
  {
    name: 'Master Assassin', aliases: [], readings: {
      bb2020: m('after his Stab breaks armour: re-roll the injury roll (not once it is a casualty)', 'game'),
      bb2025: m('re-roll the armour roll of his Stab, when it held', 'game'),
    },
  },
  { name: 'Maximum Carnage', aliases: [], readings: both(m('a second Chainsaw Attack on another player right after the first (two `chainsaw` steps)', 'game')) },
  { name: 'Mesmerising Dance', aliases: ['Mesmerizing Dance', 'Mesmerizing Gaze'], readings: { bb2020: m('re-roll a failed Hypnotic Gaze', 'game'), bb2025: m('re-roll the Hypnotic Gaze D6', 'half') } },
  { name: 'Old Pro', aliases: [], readings: both(m('his Pro (3+ first) may re-roll one die of the armour roll of his block, Chainsaw, foul, Stab or vomit', 'game')) },
  { name: 'Primal Savagery', aliases: [], readings: both(m('a failed Animal Savagery lashes out at an adjacent opponent instead', 'game')) },
  { name: 'Pump Up the Crowd', aliases: [], readings: both(m('a casualty from his Block action: +1 team re-roll for the drive (nuffle: for the rest of the line)', 'game')) },
  { name: 'Putrid Regurgitation', aliases: [], readings: { bb2020: m('a Projectile Vomit even after a Block this turn (a `vomit` after his `block`)', 'game'), bb2025: m('a Projectile Vomit even after a Block this turn (a `vomit` after his `block`)', 'half') } },
  { name: 'Quick Bite', aliases: [], readings: both(n('an opponent he marks catches the ball: an armour roll on it', 'game', "it acts in the opposing team's turn, which no line rolls")) },
  { name: 'Raiding Party', aliases: [], readings: both(n('a team-mate within 5 squares moves 1 square', 'drive', 'no dice effect (stars.md): a move without a roll; write the marks as they stand')) },
  { name: 'Ram', aliases: [], readings: both(m('+1 to the armour or the injury roll of an opponent his Block action knocks down, after the roll', 'game')) },
  { name: 'Reliable', aliases: [], readings: both(m('a fumbled Throw Team-mate: the thrown player lands safely, no landing test', 'each time')) },
  { name: 'Savage Blow', aliases: [], readings: both(m('re-roll any number of the block dice of a Block action together (the block of a Blitz too: UNCONFIRMED)', 'game')) },
  { name: 'Savage Mauling', aliases: [], readings: both(m('re-roll an injury roll he makes against an opponent (not once it is a casualty)', 'game')) },
  { name: 'Shot to Nothing', aliases: [], readings: both(m('Hail Mary Pass for a Pass action (`hailMary: true` without the skill)', 'game')) },
  {
    name: 'Slayer', aliases: [], readings: {
      bb2020: m('+1 to the armour or the injury roll of an opponent of ST 5 or more his Block action knocks down, after the roll', 'game'),
      bb2025: m('+1 to the armour or the injury roll of an opposing Big Guy his Block action knocks down (`hated: true` on the block: his Hatred (Big Guy)), after the roll', 'game'),
    },
  },
  { name: 'Slashing Nails', aliases: [], readings: { bb2025: m('Claws for a Blitz', 'half') } },
  { name: 'Sneakiest of the Lot', aliases: [], readings: both(n('two Foul actions a turn, one by the Gobbo', 'turn', 'no dice effect (stars.md): an extra action; write both fouls as steps')) },
  { name: 'Star of the Show', aliases: [], readings: both(n('+1 team re-roll after his touchdown', 'game', AFTER_LINE)) },
  { name: 'Strong Passing Game', aliases: [], readings: both(m('add his ST to the PA test of a Pass action, after the roll (bb2025: to at most 6)', 'game')) },
  { name: 'Swift as the Breeze', aliases: [], readings: both(m('one dodge, leap or rush passes on a 2+ whatever the modifiers (chosen after the roll)', 'game')) },
  { name: 'Tasty Morsel', aliases: [], readings: both(m('a failed Bloodlust roll: bite an adjacent opponent instead of a Thrall', 'game')) },
  { name: 'The Ballista', aliases: [], readings: { bb2020: m('re-roll a failed PA test of a Pass or Throw Team-mate action (nuffle: one that is not accurate)', 'game'), bb2025: m('re-roll the PA test of a Throw Team-mate action', 'game') } },
  { name: 'The Flashing Blade', aliases: [], readings: both(m('a Stab at the start of his activation (his first step a `stab`, without the skill), then a Move action: his activation goes on', 'game')) },
  { name: "Then I Started Blastin'!", aliases: [], readings: { bb2020: m('D6 at the start of his activation: an opponent within 3 squares (3+), another player (2) or Zzharg (1) is hit', 'half') } },
  { name: "Blastin' Solves Everything", aliases: ['"Blastin\' Solves Everything"'], readings: { bb2025: m('D6 at the start of his activation: an opponent within 3 squares (3+), another player (2) or Zzharg (1) is hit', 'half') } },
  { name: "Thinking Man's Troll", aliases: [], readings: both(m('re-roll one D6 Ripper rolled himself (not armour, injury or casualty), with no 3+ roll', 'half')) },
  { name: 'Toxin Connoisseur', aliases: [], readings: both(m('after his Stab breaks armour: +1 to the injury roll, after the roll', 'game')) },
  { name: 'Treacherous', aliases: [], readings: both(m('he takes the ball from an adjacent team-mate, who is Knocked Down', 'game')) },
  { name: 'Two for One', aliases: [], readings: { bb2020: n('when the partner is KO\'d or a casualty, Loner (4+) becomes Loner (2+)', 'game', 'it changes Loner for the rest of the game: write Loner (2+) on the star') } },
  { name: 'Unstoppable Momentum', aliases: [], readings: both(m('in a Blitz: re-roll one block die', 'each time')) },
  { name: 'Vicious Vines', aliases: [], readings: both(n('a Block action against an opponent 2 squares away, no follow-up', 'half', 'no dice effect (stars.md): the block is rolled as any block; write it as a `block` step')) },
  { name: 'Watch Out!', aliases: [], readings: { bb2020: m('the first opposing block on him each half: he counts as having Dodge (nuffle: the first block of the line on him)', 'half'), bb2025: m('the first opposing block on him each drive: he counts as having Dodge (nuffle: the first block of the line on him)', 'drive') } },
  { name: 'Whirling Dervish', aliases: [], readings: both(n('re-roll one Ball and Chain direction D6', 'activation', 'no line rolls the direction D6: a Ball & Chain move is written once its square is known (`chainMove` into an opponent), and where the template sends him is board geometry, not dice')) },
  { name: 'Wisdom of the White Dwarf', aliases: [], readings: { bb2020: m('an adjacent team-mate gains Break Tackle, Dauntless, Mighty Blow (+1) or Sure Feet for its activation (the team-mate\'s `wisdom:`)', 'turn'), bb2025: m('a team-mate within 2 squares gains Break Tackle, Dauntless, Mighty Blow or Sure Feet to the end of the turn (the team-mate\'s `wisdom:`)', 'game') } },
  { name: 'Woodland Fury', aliases: [], readings: { bb2025: m('re-roll one block die when the result would knock her down', 'game') } },
  { name: 'Working In Tandem', aliases: [], readings: { bb2025: m('Lucien\'s block on an opponent Valen marks (the block\'s `tandem: true`): re-roll one block die; Valen\'s pass to Lucien (the pass\'s `tandem: true`): no range modifier', 'each time') } },
  { name: 'Yoink!', aliases: [], readings: both(m('attempting to intercept: D6 2+ an automatic interception (an interferer carrying it in `interference:`)', 'game')) },
  {
    name: 'Excuse Me, Are You a Zoat?', aliases: ['“Excuse Me, Are You a Zoat?”', '"Excuse me, are you a Zoat?"'], readings: {
      bb2020: m('Hypnotic Gaze for one activation (a `gaze` step without the skill)', 'game'),
      bb2025: n('an opponent within 3 squares becomes Distracted, no roll', 'game', 'no dice effect (stars.md): Distracted without a roll'),
    },
  },
];

/** The editions whose stars carry a rule. */
export function starRuleEditions(info: StarRuleInfo): EditionId[] {
  return Object.keys(info.readings) as EditionId[];
}
