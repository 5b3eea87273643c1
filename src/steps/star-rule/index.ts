/**
 * A star's special rule used at the start of its activation, written as the first step of the star's line:
 * `- starRule: { target: o1 }` (Baleful Hex, Beer Barrel Bash, Look Into My Eyes, Zzharg's rule),
 * `- starRule` (Catch of the Day, Treacherous). The rule is the acting star's own (`rule:` may say it, and is checked);
 * what it does, per edition, is `rules/star-starts.ts`, and the model is `model.ts`.
 *
 * The coach chooses to use the rule or not (a choice of the solver, before the die); once used, the star's
 * `OnceFlag.Special` is spent (once per game, half or drive is once in a line: issue 22). Sources:
 * `../shared/rules/stars.md` (each rule's row).
 */
import { HARM_SKILLS } from '../../model/contact/attack.js';
import { D6_TEST_SKILLS } from '../../model/d6step.js';
import { starStartRules } from '../../rules/star-starts.js';
import type { MetricName } from '../../vocabulary/index.js';
import { TEAMMATE_HARM } from '../lash-out.js';
import { defineStep, NO_AG } from '../kind.js';
import { starRuleModel } from './model.js';
import { normalise, options, type StarRuleStep } from './options.js';

export type { StarRuleStep } from './options.js';

/** What a line with the rule reports besides the opponents' harm: the team-mate hit (Treacherous, Zzharg's 2). */
function reports(step: StarRuleStep): readonly MetricName[] {
  const own: MetricName[] = step.start.onOne === 'nothing' ? [] : ['ownArmourBroken', 'ownKo', 'ownCas'];
  return step.start.effect === 'treachery' || step.teammate ? [...own, ...TEAMMATE_HARM] : own;
}

export const starRule = defineStep({
  kind: 'starRule',
  d6Tests: ['other'],
  skills: [...D6_TEST_SKILLS, ...HARM_SKILLS],
  editionSkills: (edition) => starStartRules(edition.id),
  inEdition: (edition) => starStartRules(edition.id).length > 0,
  options,
  normalise,
  rollsAgainstAg: NO_AG,
  modifiers: [{ modifier: 'none: the D6 is the rule’s own score (2+ or 3+, a natural 1 fails)', bb2020: '—', bb2016: 'no star rules' }],
  model: starRuleModel,
  reports,
});
