/**
 * A turn as the form holds it (`activations:`, docs/plan.md): each activation's player (`by`), label, the labels it
 * comes `after`, `optional`, `worth` (as typed) and its steps (the same step model as a line's); and `order:`
 * (`best`, `written`, or '' for the default). Read from the YAML's data and written back as block YAML.
 */
import { isMap, numberText, scalar, type Unsupported } from './form-yaml.js';
import { stepLines, stepsOf, type FormStep, type Kinds } from './form-step-model.js';

/** One activation of a turn. */
export interface FormActivation {
  readonly by: string;
  /** Its label as written, or '' (the player's id then names it). */
  readonly label: string;
  readonly after: readonly string[];
  readonly optional: boolean;
  /** What completing it adds to the goal, as typed ('' for the default 0). */
  readonly worth: string;
  readonly steps: readonly FormStep[];
}

const KEYS = ['by', 'label', 'after', 'optional', 'worth', 'steps'];

/** The name an activation goes by in `after:` and in the plan: its label, else its player's id. */
export function labelOf(activation: FormActivation): string {
  return activation.label.trim() || activation.by;
}

/** A new activation by `by`, with no step yet. */
export function newActivation(by: string): FormActivation {
  return { by, label: '', after: [], optional: false, worth: '', steps: [] };
}

/** The activations of the data (none when it has no `activations:`), or what the form cannot show. */
export function activationsOf(value: unknown, kinds: Kinds): FormActivation[] | Unsupported {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return { unsupported: 'activations is not a list' };
  const list: FormActivation[] = [];
  for (const [i, item] of value.entries()) {
    const where = `activation ${i + 1}`;
    if (!isMap(item)) return { unsupported: `${where} is not a mapping` };
    const extra = Object.keys(item).find((k) => !KEYS.includes(k));
    if (extra !== undefined) return { unsupported: `the form shows an activation's by, label, after, optional, worth and steps; ${where} also has '${extra}'` };
    const after = item.after ?? [];
    if (typeof item.by !== 'string' || (item.label !== undefined && typeof item.label !== 'string') || !Array.isArray(after) || !after.every((a) => typeof a === 'string')
      || (item.optional !== undefined && typeof item.optional !== 'boolean') || (item.worth !== undefined && typeof item.worth !== 'number')) {
      return { unsupported: `${where} has a by, label, after, optional or worth the form cannot show` };
    }
    const steps = stepsOf(item.steps, `${where}, `, kinds);
    if ('unsupported' in steps) return steps;
    list.push({ by: item.by, label: item.label ?? '', after: after as string[], optional: item.optional === true, worth: item.worth === undefined ? '' : String(item.worth), steps });
  }
  return list;
}

/** The `activations:` lines (none for no activation). */
export function activationLines(list: readonly FormActivation[]): string[] {
  if (list.length === 0) return [];
  return ['activations:', ...list.flatMap((a) => {
    const head = [`  - by: ${scalar(a.by)}`];
    if (a.label.trim() !== '') head.push(`    label: ${scalar(a.label.trim())}`);
    if (a.after.length > 0) head.push(`    after: [${a.after.map(scalar).join(', ')}]`);
    if (a.optional) head.push('    optional: true');
    if (a.worth.trim() !== '') head.push(`    worth: ${numberText(a.worth.trim())}`);
    return [...head, '    steps:', ...stepLines(a.steps, 6)];
  })];
}
