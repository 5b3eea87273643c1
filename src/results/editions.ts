/**
 * The edition a result was evaluated in, as titles name it: the id a scenario writes and the edition's own title,
 * "bb2020 · Blood Bowl 2020". A comparison across editions (`compare:` over `edition`) names each one.
 */
import { EDITION_IDS, edition, type EditionId } from '../rules/edition.js';
import type { ScenarioResult, VariantResult } from './types.js';

/** "bb2020 · Blood Bowl 2020"; an id nuffle does not know is shown as it is. */
export function editionTitle(id: string): string {
  return (EDITION_IDS as readonly string[]).includes(id) ? `${id} · ${edition(id as EditionId).title}` : id;
}

/** The edition of one variant: its own where `compare:` changed it, else the file's. */
export function variantEdition(result: ScenarioResult, variant: VariantResult): string {
  return variant.edition ?? result.edition;
}

/** Every edition a result's variants were evaluated in, in order of first appearance, as one title. */
export function resultEditions(result: ScenarioResult): string {
  const ids = [result.edition, ...result.results.map((v) => variantEdition(result, v))];
  return [...new Set(ids)].map(editionTitle).join(' / ');
}

/** The `edition` a variant's result carries: only where it differs from the file's, so that JSON stays as it was. */
export function ownEdition(variantEdition: string, fileEdition: string): { edition?: string } {
  return variantEdition === fileEdition ? {} : { edition: variantEdition };
}

/** `{ editions }` when the scenarios of a file's variants are read in more than one edition, else nothing. */
export function editionsField(scenarios: readonly { readonly edition: string }[]): { editions?: string[] } {
  const editions = [...new Set(scenarios.map((s) => s.edition))];
  return editions.length > 1 ? { editions } : {};
}
