/**
 * The skill catalogue as `nuffle skills` prints it and the docs' table shows it: every name an edition knows, its
 * category, whether nuffle models it, the steps it acts on and, for a name that changes no die, why.
 */
import type { EditionId } from '../vocabulary/index.js';
import { categoryOf, type Category } from './categories.js';
import { SKILLS, type SkillStatus } from './skills.js';

/** One line of the catalogue (JSON keys fixed: scripts rely on them). */
export interface CatalogueEntry {
  readonly name: string;
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
  Dodge: ['dodge', 'block'], 'Sure Feet': ['rush', 'block'], 'Sure Hands': ['pickup'], Catch: ['catch', 'handoff'], Pass: ['pass'],
  'Monstrous Mouth': ['catch', 'handoff'], Pro: [...D6_STEPS.filter((k) => k !== 'catch' && k !== 'handoff'), 'block', 'chainsaw', 'vomit'],
  Loner: [...D6_STEPS, 'block', 'chainsaw', 'vomit'], 'Two Heads': ['dodge'], 'Break Tackle': ['dodge'], Stunty: ['dodge', 'block', 'foul', 'knockdown'],
  Titchy: ['dodge'], Sprint: ['rush'], Drunkard: ['rush', 'block'], 'Big Hand': ['pickup'], 'Extra Arms': ['pickup', 'catch', 'handoff', 'pass'],
  'Nerves of Steel': ['catch', 'handoff', 'pass'], Accurate: ['pass'], Cannoneer: ['pass'], 'Strong Arm': ['pass'], 'Diving Catch': ['catch'],
  'Safe Pass': ['pass'], 'No Hands': ['pickup', 'catch', 'handoff'], Block: ['block'], Wrestle: ['block'], Tackle: ['block'],
  Juggernaut: ['block'], 'Stand Firm': ['block'], Brawler: ['block'], Frenzy: ['block'], Horns: ['block'], Dauntless: ['block'],
  'Multiple Block': ['block'], 'Mighty Blow': ['block', 'knockdown'], Claws: ['block', 'knockdown'], 'Iron Hard Skin': ['block', 'knockdown'],
  'Thick Skull': ['block', 'foul', 'knockdown', 'stab', 'chainsaw', 'vomit'], Decay: ['block', 'foul', 'knockdown', 'stab', 'chainsaw', 'vomit'],
  Regeneration: ['block', 'foul', 'knockdown', 'stab', 'chainsaw', 'vomit'], 'Dirty Player': ['foul'], 'Sneaky Git': ['foul'],
  Chainsaw: ['chainsaw', 'foul', 'knockdown'], Stab: ['stab'], 'Projectile Vomit': ['vomit'], Leap: ['jump'], 'Very Long Legs': ['jump', 'pass'],
  'Pogo Stick': ['jump'], 'Jump Up': ['standUp'], 'Timmm-ber!': ['standUp'], 'Hypnotic Gaze': ['gaze'],
  'Bone Head': ['activation'], 'Really Stupid': ['activation'], 'Unchannelled Fury': ['activation'], 'Animal Savagery': ['activation'],
  'Wild Animal': ['activation'], Bloodlust: ['activation'], 'Take Root': ['activation'], 'Foul Appearance': ['activation'], Animosity: ['handoff', 'pass'], 'My Ball': ['handoff', 'pass'], 'Cloud Burster': ['pass'],
};

/** Every name the edition knows, in catalogue order. */
export function catalogue(edition: EditionId): CatalogueEntry[] {
  return SKILLS.filter((info) => info.editions.includes(edition)).map((info) => ({
    name: info.name,
    category: categoryOf(info.name, edition) ?? null,
    editions: info.editions,
    status: info.status,
    steps: STEPS_OF[info.name] ?? [],
    reason: info.reason ?? null,
  }));
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
