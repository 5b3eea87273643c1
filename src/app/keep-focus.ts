/**
 * Focus kept across a redraw of the form: a structural edit (a step added from the palette, moved, removed, a
 * player added, a position chosen) draws the form anew, and the control the coach pressed went with the old nodes,
 * dropping the focus to the page's top (a keyboard user then had to Tab through the page again). The control is
 * found again by what names it (its id, palette kind or label); a removed one hands the focus to the one before
 * ("remove step 3" gone: "remove step 2").
 */

/** What names `active` inside `root`, as a selector, or null when the focus is elsewhere. */
export function focusKey(root: HTMLElement, active: Element | null): string | null {
  if (!active || active === root || !root.contains(active)) return null;
  if (active.id) return `#${CSS.escape(active.id)}`;
  const kind = active.getAttribute('data-add-step');
  if (kind !== null) return `[data-add-step="${CSS.escape(kind)}"]`;
  const label = active.getAttribute('aria-label');
  if (label !== null) return `[aria-label="${CSS.escape(label)}"]`;
  return null;
}

/** The keys to try in turn for `key`: itself, then with each smaller number in place of its last one, down to 1. */
export function fallbackKeys(key: string): string[] {
  const numbered = /^(.*?)(\d+)(\D*)$/.exec(key);
  if (!numbered) return [key];
  const [, head, n, tail] = numbered;
  return [key, ...Array.from({ length: Number(n) - 1 }, (_, i) => `${head}${Number(n) - 1 - i}${tail}`)];
}

/** Focuses the control `key` names under `root` (or the first of its fallbacks there). */
export function refocus(root: HTMLElement, key: string | null): void {
  if (key === null) return;
  for (const k of fallbackKeys(key)) {
    const found = root.querySelector<HTMLElement>(k);
    if (found) {
      found.focus();
      return;
    }
  }
}
