/**
 * The few DOM builders the page's forms share: elements from a tag, attributes and children (text children by
 * textContent: nothing typed ever becomes markup), labelled fields, inputs, selects and buttons.
 */

/** An element with attributes (`true`: present, `false`: absent) and children. */
export function el(tag: string, attributes: Record<string, string | boolean> = {}, children: (HTMLElement | string)[] = []): HTMLElement {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) {
    if (v === true) node.setAttribute(k, '');
    else if (v !== false) node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

/** A control under its label. */
export function labelled(text: string, control: HTMLElement): HTMLElement {
  return el('label', { class: 'field' }, [el('span', {}, [text]), control]);
}

/** An input of `type` holding `value` (a checkbox holds none). */
export function input(type: string, value: string, id: string): HTMLInputElement {
  const box = el('input', { id, type }) as HTMLInputElement;
  if (type !== 'checkbox') box.value = value;
  return box;
}

/** A select of `values` ('' shown as `emptyLabel`), `value` chosen. */
export function select(values: readonly string[], value: string, id: string, emptyLabel = ''): HTMLSelectElement {
  const choice = el('select', { id }) as HTMLSelectElement;
  for (const v of values) choice.add(new Option(v === '' ? emptyLabel : v, v));
  choice.value = value;
  return choice;
}

/** A button that runs `click`. */
export function button(text: string, click: () => void, attributes: Record<string, string | boolean> = {}): HTMLButtonElement {
  const b = el('button', { type: 'button', ...attributes }, [text]) as HTMLButtonElement;
  b.addEventListener('click', click);
  return b;
}
