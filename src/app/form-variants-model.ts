/**
 * Variants in the form's model (docs/scenario-format.md "Variants"): `compare:` as named variants, each a list of
 * overrides (a dotted path and its value), and `sweep:` as rows of (a dotted path, the values to try). A value is
 * held as the flow YAML it is written in (`[Block]`, `2`, `bb2016`, `{ pickup: { marked: 1 } }`), so any value the
 * format allows fits, and a typo gets the reader's own message in the YAML.
 */
import { flowValue, type Value } from './form-value.js';
import { isMap, scalar, type Unsupported } from './form-yaml.js';

/** One override of a variant: `player.skills` → `[Block]`. */
export interface FormOverride {
  readonly path: string;
  /** The value as flow YAML; blank: not written. */
  readonly value: string;
}

/** A named variant of `compare:` (no override: the scenario as written). */
export interface FormVariant {
  readonly name: string;
  readonly overrides: readonly FormOverride[];
}

/** A row of `sweep:`: a path and the values to try, as the flow YAML between the list's brackets (`0, 1, 2`). */
export interface FormSweep {
  readonly path: string;
  readonly values: string;
}

/** The variants of a scenario: null when it writes no `compare:`. */
export interface FormVariants {
  readonly compare: readonly FormVariant[] | null;
  readonly sweep: readonly FormSweep[];
}

export const NO_VARIANTS: FormVariants = { compare: null, sweep: [] };

const text = (v: unknown) => flowValue(v as Value);

/** `compare:` and `sweep:` of the data, or what the form cannot show of them. */
export function variantsOf(compare: unknown, sweep: unknown): FormVariants | Unsupported {
  if (compare !== undefined && !isMap(compare)) return { unsupported: 'compare is not a mapping of named variants' };
  if (sweep !== undefined && !isMap(sweep)) return { unsupported: 'sweep is not a mapping of paths' };
  const variants: FormVariant[] = [];
  for (const [name, overrides] of Object.entries(compare ?? {})) {
    if (overrides !== null && !isMap(overrides)) return { unsupported: `compare.${name} is not a mapping of paths` };
    variants.push({ name, overrides: Object.entries(overrides ?? {}).map(([path, v]) => ({ path, value: text(v) })) });
  }
  const rows: FormSweep[] = [];
  for (const [path, values] of Object.entries(sweep ?? {})) {
    if (!Array.isArray(values)) return { unsupported: `sweep.${path} is not a list of values` };
    rows.push({ path, values: text(values).slice(1, -1) });
  }
  return { compare: compare === undefined ? null : variants, sweep: rows };
}

/** A typed value on one line (the flow YAML a field holds may not break the mapping it sits in). */
const oneLine = (value: string) => value.replace(/\s*\n\s*/g, ' ').trim();

/** The YAML lines of the variants. */
export function variantLines(variants: FormVariants): string[] {
  const lines: string[] = [];
  if (variants.compare !== null && variants.compare.length > 0) {
    lines.push('compare:');
    for (const v of variants.compare) {
      const set = v.overrides.filter((o) => o.path.trim() !== '' && oneLine(o.value) !== '');
      lines.push(`  ${scalar(v.name || 'variant')}: ${set.length === 0 ? '{}' : `{ ${set.map((o) => `${scalar(o.path.trim())}: ${oneLine(o.value)}`).join(', ')} }`}`);
    }
  }
  const rows = variants.sweep.filter((r) => r.path.trim() !== '' && oneLine(r.values) !== '');
  if (rows.length > 0) lines.push('sweep:', ...rows.map((r) => `  ${scalar(r.path.trim())}: [${oneLine(r.values)}]`));
  return lines;
}
