/**
 * The skills that never lower a situation's value, whatever else the player has: those the model offers as the
 * coach's option beside not using them, where not using them is the line without the skill — a re-roll (Dodge,
 * Sure Feet, Sure Hands, Catch, Pass, Pro, Monstrous Mouth, Brawler), a bonus the coach adds to an armour or
 * injury roll only where it changes the result (Mighty Blow, Dirty Player: `model/contact/harm.ts`), Wrestle on
 * Both Down, Pile Driver's free foul — and Sprint, which changes no die (it only allows a third rush). The coach
 * maximises the goal, so an extra option can only keep or raise it (up to the evaluator's tie tolerance, 10⁻¹²),
 * for any goal. `test/advise/monotone.test.ts` checks it on generated lines.
 *
 * The depth-2 search bounds pairs with it (`pairs.ts`). Skills applied by themselves (Frenzy's second block,
 * Claws, Horns, Two Heads, Juggernaut cancelling Wrestle, …) are not listed: they usually help, but a goal can be
 * written that they hurt, so pairs with them are always evaluated.
 */
export const MONOTONE: ReadonlySet<string> = new Set([
  'Dodge', 'Sure Feet', 'Sure Hands', 'Catch', 'Pass', 'Pro', 'Monstrous Mouth', 'Brawler',
  'Mighty Blow', 'Dirty Player', 'Wrestle', 'Pile Driver', 'Sprint',
]);

/** Whether adding `skill` never lowers a value (see the file header). */
export function isMonotone(skill: string): boolean {
  return MONOTONE.has(skill);
}
