/**
 * The skill catalogue: every skill and trait name a roster may carry, by edition, and whether the engine models
 * it. A skill the engine does not model yet is refused with a message that says so, never silently ignored.
 */
import type { EditionId, SkillName, Skills } from '../vocabulary/index.js';
import { NOT_CLASSIC } from './classic.js';
import { NO_EFFECT_REASONS } from './reasons.js';
import { STAR_RULES, starRuleEditions, type StarRuleInfo } from './star-rules.js';

/** How the engine treats a skill. */
export type SkillStatus =
  /** Changes the odds and is modelled. */
  | 'modelled'
  /** Accepted; has no effect on the dice this engine rolls (e.g. Grab, Fend, Sidestep). */
  | 'noEffect'
  /** Known, but not modelled yet: naming it is an error. */
  | 'unmodelled';

/**
 * What a skill carries in brackets: "Loner (4+)" a target, "Mighty Blow (+1)" a bonus, "Animosity (all team-mates)"
 * a text nuffle accepts and does not read (the step says whom it applies to: `animosity: true`).
 */
export type SkillParam = 'target' | 'bonus' | 'text';

export interface SkillInfo {
  /** Canonical name (the BB2020 spelling where both editions have it). */
  readonly name: SkillName;
  /** Other spellings accepted, e.g. bb2016's "Claw" for Claws. */
  readonly aliases: readonly string[];
  readonly editions: readonly EditionId[];
  readonly param?: SkillParam;
  /** The number when the roster leaves it out ("Mighty Blow" is +1). */
  readonly defaultParam?: number;
  readonly status: SkillStatus;
  /** For a `noEffect` name: why it cannot change the dice of a scenario. */
  readonly reason?: string;
  /**
   * The edition's own spelling where it renamed the skill (bb2025's "No Ball" for No Hands, "Pogo" for Pogo Stick;
   * ../shared/rules/bb2025-skills.md "Renamed"): what `nuffle skills` shows for that edition. One entry, the
   * canonical name in code.
   */
  readonly spelledIn?: Partial<Record<EditionId, string>>;
  /** An edition where the name has another status (bb2025's Monstrous Mouth), with its reason. */
  readonly inEdition?: Partial<Record<EditionId, { readonly status: SkillStatus; readonly reason?: string }>>;
  /** A star player's special rule (`star-rules.ts`), not a skill a player may take. */
  readonly starRule?: true;
}

/** How the edition spells a skill: its own spelling where it renamed it, else the canonical name. */
export function spellingIn(info: SkillInfo, edition: EditionId): string {
  return info.spelledIn?.[edition] ?? info.name;
}

/** A skill's status and reason in one edition. */
export function skillStatus(info: SkillInfo, edition: EditionId): { status: SkillStatus; reason?: string } {
  return info.inEdition?.[edition] ?? { status: info.status, ...(info.reason === undefined ? {} : { reason: info.reason }) };
}

const BOTH: readonly EditionId[] = ['bb2020', 'bb2016'];
const ONLY_2020: readonly EditionId[] = ['bb2020'];
const ONLY_2016: readonly EditionId[] = ['bb2016'];
const ONLY_2025: readonly EditionId[] = ['bb2025'];

/**
 * bb2025 keeps every bb2020 name (../shared/rules/bb2025.md lists what changed, and adds Hatred and Lone Fouler) but
 * those Season 3 dropped: Running Pass (merged into Give and Go) and the Dungeon Bowl skills (bb2025-skills.md
 * "Against the analyzer's bb2025 skill list": "Listed for bb2025 but not in Season 3").
 */
const NOT_IN_2025: readonly string[] = ['Running Pass', 'Portal Navigator', 'Portal Passer', 'Wall Thrower'];
function withBb2025(name: string, editions: readonly EditionId[]): readonly EditionId[] {
  return editions.includes('bb2020') && !editions.includes('bb2025') && !NOT_IN_2025.includes(name) ? [...editions, 'bb2025'] : editions;
}

/** Season 3's spellings of the names it renamed (bb2025-skills.md "Renamed"), accepted in every edition as aliases. */
const SPELLED_2025: Readonly<Record<string, string>> = {
  Fumblerooskie: 'Fumblerooski', 'Pick-Me-Up': 'Pick-me-up', 'Dump-Off': 'Dump-off', 'On The Ball': 'On the Ball',
  'Ball and Chain': 'Ball & Chain', 'Pogo Stick': 'Pogo', 'No Hands': 'No Ball',
};

/**
 * A catalogue entry. A name with a reason in `reasons.ts` changes no die of a line: it is accepted as `noEffect`,
 * whatever the list below says, so that naming it is never refused.
 */
function skill(
  name: SkillName,
  status: SkillStatus,
  options: { aliases?: string[]; editions?: readonly EditionId[]; param?: SkillParam; defaultParam?: number } = {},
): SkillInfo {
  const reason = NO_EFFECT_REASONS[name];
  const editions = withBb2025(name, withClassic(name, options.editions ?? BOTH));
  const season3 = editions.includes('bb2025') ? SPELLED_2025[name] : undefined;
  const aliases = [...(options.aliases ?? []), ...(season3 !== undefined && !(options.aliases ?? []).includes(season3) ? [season3] : [])];
  return {
    name, status: reason === undefined ? status : 'noEffect', ...(reason === undefined ? {} : { reason }),
    aliases, editions, param: options.param, defaultParam: options.defaultParam,
    ...(season3 === undefined ? {} : { spelledIn: { bb2025: season3 } }),
  };
}

/** Classic knows the bb2016 names but the later ones (`NOT_CLASSIC`, src/rules/classic.ts), with their bb2016 rules. */
function withClassic(name: string, editions: readonly EditionId[]): readonly EditionId[] {
  return editions.includes('bb2016') && !NOT_CLASSIC.includes(name) ? [...editions, 'classic'] : editions;
}

/** Every skill and trait of seed 001 (BB2020) plus the BB2016-only names. */
export const SKILLS: readonly SkillInfo[] = [
  // Re-roll skills and the modifiers of the agility steps (foundation).
  skill('Dodge', 'modelled'),
  skill('Sure Feet', 'modelled'),
  skill('Sure Hands', 'modelled'),
  skill('Catch', 'modelled'),
  skill('Pass', 'modelled'),
  // bb2025: "Monstrous Mouth no longer re-rolls catches (it gives Chomp, 3+)" (bb2025.md); Chomp is not rolled here.
  { ...skill('Monstrous Mouth', 'modelled'), inEdition: { bb2025: { status: 'noEffect', reason: 'bb2025: no catch re-roll; its Chomp (3+) is a roll no line makes' } } },
  skill('Pro', 'modelled'),
  skill('Loner', 'modelled', { param: 'target', defaultParam: 4 }),
  skill('Two Heads', 'modelled'),
  skill('Break Tackle', 'modelled'),
  skill('Stunty', 'modelled'),
  skill('Titchy', 'modelled'),
  skill('Sprint', 'modelled'),
  skill('Drunkard', 'modelled', { editions: ONLY_2020 }),
  skill('Big Hand', 'modelled'),
  skill('Extra Arms', 'modelled'),
  skill('Nerves of Steel', 'modelled'),
  skill('Accurate', 'modelled'),
  skill('Cannoneer', 'modelled', { editions: ONLY_2020 }),
  skill('Strong Arm', 'modelled'),
  skill('Diving Catch', 'modelled'),
  skill('Safe Pass', 'modelled', { aliases: ['Safe Throw'] }),
  skill('No Hands', 'modelled'),
  skill('Leader', 'noEffect'),
  // Contact game: blocks, armour, injuries, fouls (src/model/contact/, steps block, foul, knockdown, stab,
  // chainsaw, vomit). Diving Tackle and Prehensile Tail act on a dodge: the dodge step's options carry them.
  skill('Block', 'modelled'),
  skill('Wrestle', 'modelled'),
  skill('Tackle', 'modelled'),
  // The markers of a mover (`steps/markers.ts`: `from:` on dodge and jump, or the shorthand options).
  skill('Diving Tackle', 'modelled'),
  skill('Prehensile Tail', 'modelled'),
  skill('Tentacles', 'modelled'),
  skill('Shadowing', 'modelled'),
  skill('Arm Bar', 'modelled', { editions: ONLY_2020 }),
  skill('Juggernaut', 'modelled'),
  skill('Stand Firm', 'modelled'),
  skill('Brawler', 'modelled', { editions: ONLY_2020 }),
  skill('Frenzy', 'modelled'),
  skill('Horns', 'modelled'),
  skill('Dauntless', 'modelled'),
  skill('Multiple Block', 'modelled'),
  skill('Mighty Blow', 'modelled', { param: 'bonus', defaultParam: 1 }),
  skill('Claws', 'modelled', { aliases: ['Claw'] }),
  skill('Iron Hard Skin', 'modelled', { editions: ONLY_2020 }),
  skill('Thick Skull', 'modelled'),
  skill('Decay', 'modelled'),
  skill('Regeneration', 'modelled'),
  skill('Dirty Player', 'modelled', { param: 'bonus', defaultParam: 1 }),
  skill('Sneaky Git', 'modelled'),
  skill('Chainsaw', 'modelled'),
  skill('Stab', 'modelled'),
  skill('Projectile Vomit', 'modelled', { editions: ONLY_2020 }),
  // Movement (issue 10): the jump, stand-up and gaze steps.
  skill('Leap', 'modelled'),
  skill('Very Long Legs', 'modelled'),
  skill('Pogo Stick', 'modelled', { editions: ONLY_2020 }),
  skill('Jump Up', 'modelled'),
  skill('Timmm-ber!', 'modelled'),
  skill('Hypnotic Gaze', 'modelled'),
  // The ball on a block (issue 11): `ball: true` on the target.
  skill('Strip Ball', 'modelled'),
  skill('Safe Pair of Hands', 'modelled', { editions: ONLY_2020 }),
  skill('Pile Driver', 'modelled', { editions: ONLY_2020 }),
  // My Ball (issue 11): the player never gives the ball up; a pass or hand-off by it is an error (steps/pass.ts).
  skill('My Ball', 'modelled', { editions: ONLY_2020 }),
  // Interference (issue 11): long and bomb passes make a successful interferer re-roll.
  skill('Cloud Burster', 'modelled', { editions: ONLY_2020 }),
  // Named assists (`steps/assists.ts`): a marked assister counts with Guard, unless a Defensive marker cancels it.
  skill('Guard', 'modelled'),
  skill('Defensive', 'modelled', { editions: ONLY_2020 }),
  // Where a push sends the target and whether the attacker follows (`steps/block/push.ts`): `sideline:` on a block.
  skill('Grab', 'modelled'),
  skill('Fend', 'modelled'),
  skill('Sidestep', 'modelled', { aliases: ['Side Step'] }),
  // Activation rolls (src/steps/activation.ts; seed 001 and seed 004 texts): rolled by themselves before the
  // player's first step, and Foul Appearance's roll by the player who blocks it.
  skill('Bone Head', 'modelled', { aliases: ['Bone-head'] }),
  skill('Really Stupid', 'modelled'),
  skill('Unchannelled Fury', 'modelled', { editions: ONLY_2020 }),
  skill('Animal Savagery', 'modelled', { editions: ONLY_2020 }),
  skill('Wild Animal', 'modelled', { editions: ONLY_2016 }),
  skill('Bloodlust', 'modelled', { aliases: ['Blood Lust'], param: 'target', defaultParam: 2 }),
  skill('Take Root', 'modelled'),
  skill('Foul Appearance', 'modelled'),
  // bb2025 (issue 12): Hatred (X) re-rolls one Player Down against a hated keyword (`hated: true` on the block);
  // Lone Fouler re-rolls a failed foul armour roll made with no assists on either side.
  skill('Hatred', 'modelled', { editions: ONLY_2025, param: 'text' }),
  skill('Lone Fouler', 'modelled', { editions: ONLY_2025 }),
  // Known skills and traits with no model yet: naming one is an error that says so.
  ...([
    'Kick', 'Disturbing Presence', 'Secret Weapon', 'Swarming',
  ] as const).map((name) => skill(name, 'unmodelled')),
  // Season 3 spells it Fumblerooski (bb2025-skills.md "Renamed"; ../shared/rosters/bb2025.json): one entry, two spellings.
  skill('Fumblerooskie', 'unmodelled', { editions: ONLY_2020 }),
  ...([
    'Give and Go', 'On The Ball', 'Running Pass',
    'Hit and Run', 'Plague Ridden',
    'Pick-Me-Up', 'Trickster', 'Portal Navigator', 'Portal Passer', 'Wall Thrower',
  ] as const).map((name) => skill(name, 'unmodelled', { editions: ONLY_2020 })),
  // The things that fly (issue 11): a pass that misses scatters (steps/missedPass.ts); Hail Mary Pass on a pass;
  // the throwTeamMate and kickTeamMate steps with the thrower's Always Hungry and the thrown player's landing.
  skill('Hail Mary Pass', 'modelled'),
  skill('Throw Team-mate', 'modelled'),
  skill('Kick Team-mate', 'modelled'),
  skill('Always Hungry', 'modelled'),
  skill('Right Stuff', 'modelled'),
  skill('Swoop', 'modelled'),
  // Things that fly and roll (issue 11): the `bomb` step (Bombardier), the `chainMove` step (Ball and Chain), a
  // block's ball carrier throwing first (`dumpOff:` on `block`).
  skill('Bombardier', 'modelled'),
  skill('Ball and Chain', 'modelled'),
  skill('Dump-Off', 'modelled'),
  // Animosity (issue 11): its roll on a hand-off or pass with `animosity: true`; the brackets name whom it applies to.
  skill('Animosity', 'modelled', { param: 'text' }),
  // BB2016 (LRB6) names that BB2020 dropped or renamed.
  ...(['Kick-Off Return', 'Pass Block', "Nurgle's Rot", 'Fan Favourite', 'Weeping Dagger'] as const).map(
    (name) => skill(name, 'unmodelled', { editions: ONLY_2016 }),
  ),
  // bb2016 (issue 11): Piling On re-rolls a knocked-down victim's armour or injury, the blocker then prone (block);
  // Stakes +1 on a Stab's armour against Khemri, Necromantic, Undead and Vampire players (`stab: { undead: true }`).
  skill('Piling On', 'modelled', { editions: ONLY_2016 }),
  skill('Stakes', 'modelled', { editions: ONLY_2016 }),
  // Season 3 (issue 22; ../shared/rules/bb2025-skills.md "New skills and traits"). Put the Boot In: a marked named
  // assister of a foul counts (`steps/assists.ts`); Steady Footing: a 6 keeps a falling player Standing (rush, dodge,
  // jump, block; `model/steady-footing.ts`); Unsteady: no Secure the Ball (`secure`); Saboteur: a block's target
  // (`steps/block/saboteur.ts`). The others change no die a line
  // rolls: their reasons are in `reasons.ts`.
  skill('Eye Gouge', 'noEffect', { editions: ONLY_2025 }),
  skill('Put the Boot In', 'modelled', { editions: ONLY_2025 }),
  skill('Quick Foul', 'noEffect', { editions: ONLY_2025 }),
  skill('Saboteur', 'modelled', { editions: ONLY_2025 }),
  skill('Violent Innovator', 'noEffect', { editions: ONLY_2025 }),
  skill('Steady Footing', 'modelled', { editions: ONLY_2025 }),
  skill('Taunt', 'noEffect', { editions: ONLY_2025 }),
  skill('Punt', 'noEffect', { editions: ONLY_2025 }),
  skill('Bullseye', 'noEffect', { editions: ONLY_2025 }),
  skill('Lethal Flight', 'noEffect', { editions: ONLY_2025 }),
  skill('Insignificant', 'noEffect', { editions: ONLY_2025 }),
  skill('Unsteady', 'modelled', { editions: ONLY_2025 }),
  // Breathe Fire (a BB2020 trait by erratum, the same dice in Season 3): the `breatheFire` step.
  skill('Breathe Fire', 'modelled', { editions: ONLY_2020 }),
  // The star players' special rules (issue 22): `star-rules.ts` says, per edition, what each does and whether it is modelled.
  ...STAR_RULES.map(starRuleSkill),
];

/** A star's special rule as a catalogue entry: its status and reason in each edition whose stars carry it. */
function starRuleSkill(rule: StarRuleInfo): SkillInfo {
  const editions = starRuleEditions(rule);
  const first = rule.readings[editions[0]];
  const inEdition = Object.fromEntries(editions.map((id) => {
    const reading = rule.readings[id];
    return [id, { status: reading?.status ?? 'unmodelled', ...(reading?.reason === undefined ? {} : { reason: reading.reason }) }];
  }));
  return { name: rule.name as SkillName, aliases: rule.aliases, editions, status: first?.status ?? 'unmodelled', ...(first?.reason === undefined ? {} : { reason: first.reason }), inEdition, starRule: true };
}

/** Skills a player has, by canonical name, with the number each carries (null when it carries none). */
export class SkillSet implements Skills {
  private readonly entries: ReadonlyMap<SkillName, number | null>;

  constructor(entries: Iterable<readonly [SkillName, number | null]> = []) {
    this.entries = new Map(entries);
  }

  has(name: SkillName): boolean {
    return this.entries.has(name);
  }

  /** The number a skill carries ("Loner (4+)" → 4), or undefined when the player lacks it. */
  param(name: SkillName): number | undefined {
    const value = this.entries.get(name);
    return value === null ? undefined : value;
  }

  /** Canonical names, in roster order. */
  names(): SkillName[] {
    return [...this.entries.keys()];
  }

  /** Roster spelling, e.g. "Loner (4+)", "Mighty Blow (+1)". */
  describe(): string[] {
    return [...this.entries].map(([name, value]) => {
      const info = findSkill(name);
      if (value === null || !info?.param) return name;
      return info.param === 'target' ? `${name} (${value}+)` : `${name} (+${value})`;
    });
  }

  with(name: SkillName, value: number | null = null): SkillSet {
    return new SkillSet([...this.entries, [name, value]]);
  }
}

const BY_NAME = new Map<string, SkillInfo>();
for (const info of SKILLS) {
  for (const spelling of [info.name, ...info.aliases]) BY_NAME.set(normaliseName(spelling), info);
}

/** Case, spaces and hyphens do not matter when matching a skill name. */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[\s\-_']+/g, '');
}

export function findSkill(name: string): SkillInfo | undefined {
  return BY_NAME.get(normaliseName(name));
}

/** Every spelling accepted in an edition, for "did you mean". */
export function skillSpellings(edition: EditionId): string[] {
  return SKILLS.filter((s) => s.editions.includes(edition)).flatMap((s) => [s.name, ...s.aliases]);
}
