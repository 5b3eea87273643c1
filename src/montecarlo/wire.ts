/**
 * A normalised scenario as plain data, to send to worker threads (structured clone keeps plain objects, arrays
 * and primitives but not class instances). Skill sets travel as their entries and come back as `SkillSet`s;
 * everything else is copied as it is. A scenario from a file, a variant of it or a sweep point all travel the
 * same way, so a worker rebuilds exactly the model the main thread means.
 */
import { createHash } from 'node:crypto';
import { SkillSet } from '../rules/skills.js';
import type { SkillName } from '../vocabulary/index.js';
import type { Scenario } from '../scenario/types.js';

const SKILLS = '$skills';

/** Plain data standing for a scenario. */
export type WireScenario = { readonly __wire: 'scenario'; readonly data: unknown };

/** A scenario as plain data. */
export function toWire(scenario: Scenario): WireScenario {
  return { __wire: 'scenario', data: encode(scenario) };
}

/** The scenario back from plain data. */
export function fromWire(wire: WireScenario): Scenario {
  return decode(wire.data) as Scenario;
}

/** A short digest of the wire form: equal scenarios get equal keys (workers cache by it). */
export function wireKey(wire: WireScenario): string {
  return createHash('sha256').update(JSON.stringify(wire.data)).digest('hex').slice(0, 32);
}

function encode(value: unknown): unknown {
  if (value instanceof SkillSet) return { [SKILLS]: value.names().map((name) => [name, value.param(name) ?? null]) };
  if (Array.isArray(value)) return value.map(encode);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (!isPlainObject(value)) return value;
  const entries = value[SKILLS];
  if (Array.isArray(entries)) return new SkillSet(entries as [SkillName, number | null][]);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
