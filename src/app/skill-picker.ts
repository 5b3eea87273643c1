/**
 * A list to add a skill from: the skills a position's access opens (primary, then secondary; every category for a
 * player typed by hand), those the player has left out, and a box for the number a skill carries ("Loner (4+)",
 * "Mighty Blow (+1)"), its default shown. Choosing a skill adds it, with its number, to the typed list: a click at
 * once, the keyboard with Enter (its arrows only move through the list).
 */
import { el, input, labelled } from './dom.js';
import { offeredSkills, skillsOf, skillText, type Access, type SkillEntry } from './skill-list.js';

/** The picker for the player whose element ids start with `id`; `typed()` is the list as typed, `set` takes the new one. */
export function skillPicker(id: string, skills: readonly SkillEntry[], access: Access | null, typed: () => string, set: (skills: string) => void): HTMLElement {
  const choice = el('select', { id: `${id}-add-skill` }) as HTMLSelectElement;
  const number = input('number', '', `${id}-skill-number`);
  number.min = '1';
  number.max = '6';
  const fill = () => {
    choice.replaceChildren(new Option(access ? 'add a skill its access opens…' : 'add a skill…', ''));
    const byName = new Map(skills.map((s) => [s.name, s]));
    for (const group of offeredSkills(skills, access, skillsOf(typed()))) {
      const optgroup = el('optgroup', { label: group.label }) as HTMLOptGroupElement;
      for (const s of group.skills) optgroup.append(new Option(skillText(s), s.name));
      choice.append(optgroup);
    }
    const add = () => {
      const entry = byName.get(choice.value);
      if (!entry) return;
      const n = number.value.trim() === '' ? null : Number(number.value);
      set([...skillsOf(typed()), skillText(entry, n)].join(', '));
      number.value = '';
      fill();
    };
    // Chosen by a click, the skill is added at once; with the keyboard the arrows only move through the list
    // (each arrow is a change too) and Enter adds the skill shown.
    let browsing = false;
    choice.onkeydown = (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        browsing = false;
        add();
      } else if (event.key !== 'Tab' && event.key !== 'Shift') browsing = true;
    };
    choice.onchange = () => {
      if (!browsing) add();
    };
    choice.onblur = () => {
      browsing = false;
    };
  };
  fill();
  number.placeholder = 'its number';
  return el('span', { class: 'skill-picker' }, [labelled(access ? 'Skills its access opens' : 'Skills nuffle models', choice), labelled('its number (4+, +1)', number)]);
}
