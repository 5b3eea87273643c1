/**
 * The skill catalogue as `nuffle skills` prints it and the docs' table shows it: every name an edition knows, its
 * category, whether nuffle models it, the steps it acts on and, for a name that changes no die, why.
 */
import { EDITION_IDS, type EditionId, type SkillName } from '../vocabulary/index.js';
import { categoryOf, type Category } from './categories.js';
import { edition as editionOf } from './edition.js';
import { SKILLS, skillStatus, type SkillStatus } from './skills.js';

/** One line of the catalogue (JSON keys fixed: scripts rely on them). */
export interface CatalogueEntry {
  readonly name: SkillName;
  readonly category: Category | null;
  readonly editions: readonly EditionId[];
  readonly status: SkillStatus;
  /** The step kinds whose dice it changes (for an opponent's skill: the steps of the line it acts on). */
  readonly steps: readonly string[];
  readonly reason: string | null;
}

const D6_STEPS = ['dodge', 'rush', 'pickup', 'catch', 'handoff', 'pass', 'test', 'jump', 'standUp', 'gaze', 'activation'];

/** The steps each modelled skill acts on (the acting player's, unless said: an opponent's as the target). */
const STEPS_OF: Readonly<Record<string, readonly string[]>> = {
  Dodge: ['dodge', 'block'], 'Sure Feet': ['rush', 'block', 'chainMove'], 'Sure Hands': ['pickup'], Catch: ['catch', 'handoff'], Pass: ['pass', 'throwTeamMate', 'bomb'],
  'Monstrous Mouth': ['catch', 'handoff'], Pro: [...D6_STEPS.filter((k) => k !== 'catch' && k !== 'handoff'), 'block', 'chainsaw', 'vomit', 'throwTeamMate', 'kickTeamMate', 'bomb', 'chainMove'],
  Loner: [...D6_STEPS, 'block', 'chainsaw', 'vomit', 'throwTeamMate', 'kickTeamMate', 'bomb', 'chainMove'], 'Two Heads': ['dodge'], 'Break Tackle': ['dodge'], Stunty: ['dodge', 'block', 'foul', 'knockdown', 'pass', 'throwTeamMate', 'kickTeamMate'],
  Titchy: ['dodge'], Sprint: ['rush'], Drunkard: ['rush', 'block'], 'Big Hand': ['pickup'], 'Extra Arms': ['pickup', 'catch', 'handoff', 'pass'],
  'Nerves of Steel': ['catch', 'handoff', 'pass', 'throwTeamMate', 'bomb'], Accurate: ['pass', 'throwTeamMate', 'bomb'], Cannoneer: ['pass', 'bomb'], 'Strong Arm': ['pass', 'throwTeamMate'], 'Diving Catch': ['catch'],
  'Safe Pass': ['pass', 'bomb'], 'No Hands': ['pickup', 'catch', 'handoff'], Block: ['block'], Wrestle: ['block'], Tackle: ['block'],
  Juggernaut: ['block'], 'Stand Firm': ['block'], Brawler: ['block'], Frenzy: ['block'], Horns: ['block'], Dauntless: ['block'],
  'Multiple Block': ['block'], 'Mighty Blow': ['block', 'knockdown', 'kickTeamMate'], Claws: ['block', 'knockdown'], 'Iron Hard Skin': ['block', 'knockdown'],
  'Thick Skull': ['block', 'foul', 'knockdown', 'stab', 'chainsaw', 'vomit', 'throwTeamMate', 'kickTeamMate'], Decay: ['block', 'foul', 'knockdown', 'stab', 'chainsaw', 'vomit', 'throwTeamMate', 'kickTeamMate'],
  Regeneration: ['block', 'foul', 'knockdown', 'stab', 'chainsaw', 'vomit', 'throwTeamMate', 'kickTeamMate'], 'Dirty Player': ['foul'], 'Sneaky Git': ['foul'],
  Chainsaw: ['chainsaw', 'foul', 'knockdown'], Stab: ['stab'], 'Projectile Vomit': ['vomit'], Leap: ['jump'], 'Very Long Legs': ['jump', 'pass'],
  'Pogo Stick': ['jump'], 'Jump Up': ['standUp'], 'Timmm-ber!': ['standUp'], 'Hypnotic Gaze': ['gaze'],
  'Bone Head': ['activation'], 'Really Stupid': ['activation'], 'Unchannelled Fury': ['activation'], 'Animal Savagery': ['activation'],
  'Wild Animal': ['activation'], Bloodlust: ['activation'], 'Take Root': ['activation'], 'Foul Appearance': ['activation'], Animosity: ['handoff', 'pass'], 'My Ball': ['handoff', 'pass'], 'Strip Ball': ['block'], 'Pile Driver': ['block'], 'Safe Pair of Hands': ['block'], 'Cloud Burster': ['pass'],
  'Hail Mary Pass': ['pass'], 'Throw Team-mate': ['throwTeamMate'], 'Kick Team-mate': ['kickTeamMate'],
  'Always Hungry': ['throwTeamMate', 'kickTeamMate'], 'Right Stuff': ['throwTeamMate', 'kickTeamMate'], Swoop: ['throwTeamMate', 'kickTeamMate'],
  Hatred: ['block'], 'Lone Fouler': ['foul'],
  Bombardier: ['bomb'], 'Ball and Chain': ['chainMove'], 'Dump-Off': ['block'], 'Piling On': ['block'], Stakes: ['stab'],
};

/** Steps a skill acts on only where the edition says so: Pro on armour and injury rolls (classic, seed 000 [GWUK]). */
function editionSteps(name: string, id: EditionId): readonly string[] {
  return name === 'Pro' && editionOf(id).proRerollsArmourAndInjury ? ['foul', 'knockdown', 'stab'] : [];
}

/** Every name the edition knows, in catalogue order. */
export function catalogue(edition: EditionId): CatalogueEntry[] {
  return SKILLS.filter((info) => info.editions.includes(edition)).map((info) => {
    const { status, reason } = skillStatus(info, edition);
    return {
      name: info.name,
      category: categoryOf(info.name, edition) ?? null,
      editions: info.editions,
      status,
      steps: status === 'modelled' ? [...(STEPS_OF[info.name] ?? []), ...editionSteps(info.name, edition)] : [],
      reason: reason ?? null,
    };
  });
}

/** The catalogue as a Markdown table (the docs' skill table is this, for each edition). */
export function catalogueMarkdown(edition: EditionId): string {
  const rows = catalogue(edition).map((e) =>
    `| ${e.name} | ${e.category ?? '—'} | ${e.status} | ${e.steps.map((k) => `\`${k}\``).join(', ') || '—'} | ${e.reason ?? ''} |`);
  const unmodelled = catalogue(edition).filter((e) => e.status === 'unmodelled').length;
  return [
    `### ${edition}`, '',
    `${rows.length} names; ${unmodelled} not modelled yet (naming one is an error that says so).`, '',
    '| skill | category | status | steps | why it changes no die |', '|---|---|---|---|---|', ...rows, '',
  ].join('\n');
}

/** `docs/skills.md`: what the statuses mean, then each edition's table (`nuffle skills --markdown` prints it). */
export function skillsPage(): string {
  return [
    '# Skills and traits', '',
    'Generated by `nuffle skills --markdown`; `test/rules/catalogue.test.ts` fails when this page and the catalogue ' +
      'differ. **modelled**: nuffle rolls its dice; **noEffect**: accepted, and printed under a result ("no effect on ' +
      "these dice\") with the reason it cannot change a line's dice; **unmodelled**: known, not modelled yet — naming it " +
      'is an error that says so. Categories: seed 001 (bb2020); the LRB6 families for bb2016, its traits called ' +
      'Extraordinary. classic: the bb2016 names and rules (the seeds give none of their own but for Pro, Loner and ' +
      'the traits of seed 004), without the names of the Blood Bowl 2016 box (Titchy, Swarming, Timmm-ber!, Weeping ' +
      'Dagger; UNCONFIRMED, `src/rules/classic.ts`), in the LRB6 families.', '',
    ...EDITION_IDS.map(catalogueMarkdown),
  ].join('\n');
}
