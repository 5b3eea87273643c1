/**
 * A step as the form holds it: its kind, the scalar options set, and the branches beside its kind (`otherwise:`,
 * `instead:`, any list of steps the schema declares there, `if.followed` for a mapping of lists), each a list of
 * steps of its own, nested as deep as written. Read from the YAML's data (`stepsOf`) and written back as YAML lines
 * (`stepLines`): a step without a branch on one line as before (`- dodge`, `- { dodge: { marked: 1 } }`), one with
 * a branch in block style so the nesting reads as the coach wrote it (docs/scenario-format.md "Branches").
 */
import type { StepKind } from './form-fields.js';
import { flowValue, misfit, type Value } from './form-value.js';
import { isMap, type Unsupported } from './form-yaml.js';

/** A branch of a step: the key it is written under (dotted for a mapping of lists) and its steps. */
export interface FormBranch {
  readonly key: string;
  readonly steps: readonly FormStep[];
}

/** A step: its kind, the options set (those left at their default are absent), and its branches (absent: none). */
export interface FormStep {
  readonly kind: string;
  /** Each option as the YAML's data: a scalar, or a list or mapping of the shape the schema gives it. */
  readonly options: Readonly<Record<string, Value>>;
  readonly branches?: readonly FormBranch[];
}

/** The step kinds by name, as the model reads them. */
export type Kinds = ReadonlyMap<string, StepKind>;

/** A list of steps from the data; `where` names it in what the form cannot show ("step 2", "activation 1, step 3"). */
export function stepsOf(list: unknown, where: string, kinds: Kinds): FormStep[] | Unsupported {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return { unsupported: `${where}steps is not a list` };
  const steps: FormStep[] = [];
  for (const [i, step] of list.entries()) {
    const read = stepOf(step, `${where}step ${i + 1}`, kinds);
    if ('unsupported' in read) return read;
    steps.push(read);
  }
  return steps;
}

function stepOf(step: unknown, name: string, kinds: Kinds): FormStep | Unsupported {
  if (typeof step === 'string' && kinds.has(step)) return { kind: step, options: {} };
  const entries = isMap(step) ? Object.entries(step) : [];
  const kind = entries.map(([k]) => k).find((k) => kinds.has(k));
  const known = kind === undefined ? undefined : kinds.get(kind);
  if (kind === undefined || known === undefined) return { unsupported: `${name} is not a step the form knows` };
  const heads = new Set(known.branches.map((b) => b.split('.')[0]));
  const stray = entries.find(([k]) => k !== kind && !heads.has(k));
  if (stray) return { unsupported: `${name} (${kind}) has '${stray[0]}' beside its kind, which only the YAML shows` };
  const options = optionsOf((step as Record<string, unknown>)[kind], name, known);
  if (isUnsupported(options)) return options;
  const branches = branchesOf(step as Record<string, unknown>, name, known, kinds);
  if ('unsupported' in branches) return branches;
  return branches.length === 0 ? { kind, options } : { kind, options, branches };
}

function optionsOf(value: unknown, name: string, kind: StepKind): FormStep['options'] | Unsupported {
  if (value === null || value === undefined) return {};
  if (!isMap(value)) return { unsupported: `${name} (${kind.kind}) has options that are not a mapping` };
  for (const [k, v] of Object.entries(value)) {
    const field = kind.fields.find((f) => f.name === k);
    const where = field ? misfit(field, v, k) : k;
    if (where !== null) return { unsupported: `${name} (${kind.kind}) sets '${where}'${field ? ' in a shape the schema does not give it' : ''}, which only the YAML shows` };
  }
  return value as FormStep['options'];
}

function isUnsupported(value: object): value is Unsupported {
  return typeof (value as Partial<Unsupported>).unsupported === 'string';
}

/** The branches written beside the kind, in the schema's order. */
function branchesOf(step: Record<string, unknown>, name: string, kind: StepKind, kinds: Kinds): FormBranch[] | Unsupported {
  const branches: FormBranch[] = [];
  for (const head of new Set(kind.branches.map((b) => b.split('.')[0]))) {
    if (step[head] === undefined) continue;
    const subs = kind.branches.filter((b) => b.startsWith(`${head}.`)).map((b) => b.slice(head.length + 1));
    if (subs.length > 0 && !isMap(step[head])) return { unsupported: `${name} (${kind.kind}) has '${head}' that is not a mapping` };
    const held = subs.length === 0 ? [[head, step[head]] as const] : subs.filter((s) => (step[head] as Record<string, unknown>)[s] !== undefined).map((s) => [`${head}.${s}`, (step[head] as Record<string, unknown>)[s]] as const);
    const stray = subs.length === 0 ? undefined : Object.keys(step[head] as object).find((k) => !subs.includes(k));
    if (stray !== undefined) return { unsupported: `${name} (${kind.kind}) sets '${head}.${stray}', which only the YAML shows` };
    for (const [key, list] of held) {
      const steps = stepsOf(list, `${name}, ${key}: `, kinds);
      if ('unsupported' in steps) return steps;
      branches.push({ key, steps });
    }
  }
  return branches;
}

/** The YAML lines of a list of steps, each item at `indent` spaces. */
export function stepLines(steps: readonly FormStep[], indent: number): string[] {
  const pad = ' '.repeat(indent);
  return steps.flatMap((step) => {
    const options = Object.keys(step.options).length;
    if (!step.branches || step.branches.length === 0) return [`${pad}- ${options === 0 ? step.kind : `{ ${step.kind}: ${flowValue(step.options)} }`}`];
    return [`${pad}- ${step.kind}: ${flowValue(step.options)}`, ...branchLines(step.branches, indent + 2)];
  });
}

/** A step's branches under it: `otherwise:` with its steps, `if:` then `followed:` with its steps. */
function branchLines(branches: readonly FormBranch[], indent: number): string[] {
  const pad = ' '.repeat(indent);
  const lines: string[] = [];
  for (const head of new Set(branches.map((b) => b.key.split('.')[0]))) {
    const mine = branches.filter((b) => b.key === head || b.key.startsWith(`${head}.`));
    const nested = mine.filter((b) => b.key !== head);
    if (nested.length === 0) {
      lines.push(`${pad}${head}:`, ...stepLines(mine[0].steps, indent + 2));
      continue;
    }
    lines.push(`${pad}${head}:`);
    for (const b of nested) lines.push(`${pad}  ${b.key.slice(head.length + 1)}:`, ...stepLines(b.steps, indent + 4));
  }
  return lines;
}
