/**
 * A star special rule declared before a step's dice (stars.md Bounding Leap: "declared before any dice of a Leap"):
 * phase 0 is the coach's choice — use it now (once a line: `OnceFlag.Special`) or save it for a later step — and the
 * step goes on from phase 1 as written or under the rule (two models of the same phases; `OnceFlag.Declared` says
 * which). With the rule spent, the step is as written.
 */
import type { ChoiceNode } from './node.js';
import type { StepModel, Transition } from './model.js';
import { clearUsed, goTo, hasUsed, markUsed, OnceFlag, type State } from './state.js';

/** The step's model with the choice first; `written` and `declared` number their phases from 1. */
export function declaredModel(rule: string, written: StepModel, declared: StepModel): StepModel {
  const by = written.step.by;
  const expand = (s: State): Transition => {
    if (s.phase > 0) return (hasUsed(s, by, OnceFlag.Declared) ? declared : written).expand(s);
    const save = goTo(clearUsed(s, by, OnceFlag.Declared), 1, []);
    if (hasUsed(s, by, OnceFlag.Special)) return save;
    const use = goTo(markUsed(markUsed(s, by, OnceFlag.Special), by, OnceFlag.Declared), 1, []);
    const situation = `${rule} before the roll`;
    const node: ChoiceNode = { kind: 'choice', by: 'coach', label: situation, situation, options: [{ label: `use ${rule}`, next: use }, { label: `save ${rule}`, next: save }] };
    return node;
  };
  const reads = [...new Set([...(written.reads ?? []), ...(declared.reads ?? []), OnceFlag.Special, OnceFlag.Declared])];
  const { teamRerolls: _bound, ...rest } = written;
  const teamRerolls = Math.max(written.teamRerolls ?? Infinity, declared.teamRerolls ?? Infinity);
  return { ...rest, expand, reads, ...(teamRerolls === Infinity ? {} : { teamRerolls }) };
}
