/**
 * The edition switch writes the scenario's top-level `edition:` line (the YAML stays the one truth), and reads
 * it back to show which edition the text is in.
 */

const EDITION_LINE = /^edition:[ \t]*([^\s#]*)[^\n]*$/m;

/** The edition the text names at its top level, or null. */
export function editionOf(text: string): string | null {
  return EDITION_LINE.exec(text)?.[1] ?? null;
}

/** The text with its top-level `edition:` set to `edition` (the line added after `name:`, or first, if absent). */
export function withEdition(text: string, edition: string): string {
  if (EDITION_LINE.test(text)) return text.replace(EDITION_LINE, `edition: ${edition}`);
  const name = /^name:[^\n]*\n/m.exec(text);
  if (!name) return `edition: ${edition}\n${text}`;
  const end = name.index + name[0].length;
  return `${text.slice(0, end)}edition: ${edition}\n${text.slice(end)}`;
}

/**
 * The example the page opens on when it remembers `edition`: the first example written in it (its `edition:`
 * line), so that it reads — bb2016 and classic write AG as a plain number where bb2020 writes 3+, and the
 * bb2020 example switched to bb2016 was an error where the first answer should be — else `first` switched to it.
 */
export function openingExample<E extends { readonly text: string }>(examples: readonly E[], first: E, edition: string | null): { readonly example: E; readonly text: string } {
  if (edition === null || editionOf(first.text) === edition) return { example: first, text: first.text };
  const written = examples.find((e) => editionOf(e.text) === edition);
  return written ? { example: written, text: written.text } : { example: first, text: withEdition(first.text, edition) };
}
