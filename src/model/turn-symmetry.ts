/**
 * Interchangeable activations of a turn (docs/plan.md "Speed"): two activations of players alike (characteristics
 * and skills), with the same steps, worth, `optional:` and `after:`, that no other activation tells apart (each
 * other one is `after:` both or neither) and whose players no other step names. Taking one or the other leads to
 * states that differ only in which of the two is left, and so are worth the same: the coach's choice offers the
 * first of them only (`turn.ts`), and the fixed orders take them in their written order (`plan/orders.ts`). The
 * values are unchanged — among equals the solver takes the first option anyway — and the states are far fewer.
 *
 * Conservative: only steps that name no other player of the team (a pass, a hand-off, a catch, a throw of a
 * team-mate do) anywhere in the turn.
 */
import type { ActivationSpan, AnyScenario } from '../vocabulary/index.js';

/** Step kinds that name no player of the acting team but their own. */
const OWN_PLAYER_KINDS: ReadonlySet<string> = new Set(['rush', 'dodge', 'pickup', 'block', 'foul', 'gaze', 'activation', 'jump']);

/** A value as JSON, skill sets by their roster spelling, sets and maps as lists. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) => {
    if (v instanceof Set) return [...v].sort();
    if (v instanceof Map) return [...v].sort();
    if (typeof v === 'object' && v !== null && typeof (v as { describe?: unknown }).describe === 'function') {
      return (v as { describe(): string[] }).describe().slice().sort();
    }
    return v;
  });
}

/** What makes an activation what it is, its player's name and place in the turn aside. */
function signature(scenario: AnyScenario, span: ActivationSpan): string {
  const { id: _id, ...player } = scenario.players[span.by] as unknown as Record<string, unknown>;
  const steps = scenario.steps.slice(span.start, span.end).map((step) => {
    const { by: _by, index: _index, label: _label, ...rest } = step as unknown as Record<string, unknown>;
    return rest;
  });
  return canonicalJson({ player, steps, worth: span.worth, optional: span.optional, after: [...span.after].sort((x, y) => x - y) });
}

/** Whether the activation's player acts in its steps alone, and nowhere else in the turn. */
function ownPlayerOnly(scenario: AnyScenario, span: ActivationSpan): boolean {
  if (span.by < 0) return false;
  return scenario.steps.every((step, pc) => (pc >= span.start && pc < span.end ? step.by === span.by : step.by !== span.by));
}

/**
 * For each activation, the first activation interchangeable with it (itself when none comes before it): a class of
 * interchangeable activations is named by its first member.
 */
export function interchangeable(scenario: AnyScenario): number[] {
  const spans = scenario.activations ?? [];
  const itself = spans.map((_, a) => a);
  if (!scenario.steps.every((step) => OWN_PLAYER_KINDS.has(step.kind))) return itself;
  const signatures = spans.map((span) => (ownPlayerOnly(scenario, span) ? signature(scenario, span) : null));
  const told = (a: number, b: number) => spans.some((other) => other.after.includes(a) !== other.after.includes(b));
  return spans.map((_, a) => {
    const first = signatures[a] === null ? -1 : signatures.findIndex((s, b) => b < a && s === signatures[a] && !told(a, b));
    return first < 0 ? a : itself[first];
  });
}
