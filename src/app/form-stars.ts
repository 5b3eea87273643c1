/**
 * A player filled from a star (`player: { star: Griff Oberwald }`, docs/stars.md): the edition's star players in a
 * list; choosing one fills MA, ST, AG, PA, AV and the skills with its special rule, as the CLI fills them, and the
 * YAML gets `star:` beside them. A star whose rule nuffle does not model yet is listed, not choosable: its title
 * carries the message `nuffle eval` would give.
 */
import type { StarData } from './data.js';
import type { FormPlayer } from './form-model.js';
import { el, labelled } from './dom.js';

/** The values a star fills in (the team and position cleared: a star plays for no roster position). */
export function starFill(star: StarData): Partial<FormPlayer> {
  return { star: star.name, team: '', position: '', ma: String(star.ma), st: String(star.st), ag: star.ag, pa: star.pa, av: star.av, skills: star.skills.join(', ') };
}

/** The star list of the player whose ids start with `id`. */
export function starField(id: string, stars: readonly StarData[], current: FormPlayer, set: (part: Partial<FormPlayer>, redraw: boolean) => void): HTMLElement {
  const choice = el('select', { id: `${id}-star` }) as HTMLSelectElement;
  choice.add(new Option('none', ''));
  for (const star of stars) {
    const option = new Option(star.unusable ? `${star.name} (not modelled yet)` : star.name, star.name);
    option.disabled = star.unusable !== null;
    if (star.unusable) option.title = star.unusable;
    choice.add(option);
  }
  // A star the list does not hold (misspelt in the YAML) stays shown, so the form does not drop it.
  if (current.star !== '' && !stars.some((s) => s.name === current.star)) choice.add(new Option(current.star, current.star));
  choice.value = current.star;
  choice.addEventListener('change', () => {
    const star = stars.find((s) => s.name === choice.value);
    set(star ? starFill(star) : { star: '' }, true);
  });
  return labelled('Star player', choice);
}
