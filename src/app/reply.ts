/** The worker's answer to one request: the library's exact evaluation and answer HTML, or the CLI's message. */
import { answerHtml, evaluateText, readingsTouchedByAny, scenarioTrees, sideBySideHtml, treesHtml, UserError, type AnswerInput } from '../index.js';
import type { EvaluateRequest, Reply, TreesReply } from './protocol.js';

/** The last pinned line evaluated, kept while it stays pinned (a pinned line does not change). */
let pinnedCache: { key: string; input: AnswerInput | null } | undefined;

/** Texts answered lately, newest last: the same text asked again (pin, unpin, an example reopened, an edit undone) is not solved again. */
const recent = new Map<string, Answered>();
/** A text answered: its evaluation, its answer and, once drawn, its trees' HTML. */
interface Answered {
  readonly input: AnswerInput & { readonly data: unknown };
  readonly answer: ReturnType<typeof answerHtml>;
  trees?: string;
}
/** How many answered texts are kept. */
export const RECENT_ANSWERS = 12;

/** The text evaluated and its answer, from `recent` when it was asked lately. */
function answered(file: string, text: string): { input: AnswerInput & { readonly data: unknown }; answer: ReturnType<typeof answerHtml>; evaluated: number } {
  const key = `${file}\u0000${text}`;
  const known = recent.get(key);
  if (known) {
    recent.delete(key);
    recent.set(key, known);
    return { ...known, evaluated: performance.now() };
  }
  // The page shows no turn's plan (every fixed order solved again: four fifths of plan-cage-break's time).
  const input = { file, text, ...evaluateText(text, file, { plan: false }) };
  const evaluated = performance.now();
  const entry: Answered = { input, answer: answerHtml(input) };
  recent.set(key, entry);
  if (recent.size > RECENT_ANSWERS) recent.delete(recent.keys().next().value as string);
  return { ...entry, evaluated };
}

/** The answer to one request. */
export function reply(request: EvaluateRequest): Reply {
  const started = performance.now();
  try {
    const { input: current, answer, evaluated } = answered(request.file, request.text);
    const { headline, html, charts } = answer;
    const drawn = performance.now();
    const pinned = request.pinned ? pinnedInput(request.pinned) : null;
    const sideBySide = pinned ? sideBySideHtml(pinned, current) : null;
    const first = current.result.results[0];
    const done = performance.now();
    return {
      kind: 'answer', id: request.id, headline, html, metrics: first.metrics, fractions: first.fractions,
      sideBySide, data: current.data, charts: charts.map((c) => ({ kind: c.kind, spec: c.spec })), ms: done - started,
      readings: readingsTouchedByAny(current.variants.map((v) => v.scenario)),
      timing: { evaluate: evaluated - started, answer: drawn - evaluated, pinned: done - drawn },
    };
  } catch (error) {
    if (error instanceof UserError) {
      return { kind: 'error', id: request.id, message: error.message, line: error.where.line, column: error.where.column, internal: false };
    }
    return { kind: 'error', id: request.id, message: `internal error: ${error instanceof Error ? error.message : String(error)}`, internal: true };
  }
}

/** The pinned line evaluated (once per pinned text); null should it no longer read (it did when pinned). */
function pinnedInput(pinned: { readonly text: string; readonly file: string }): AnswerInput | null {
  const key = `${pinned.file}\u0000${pinned.text}`;
  if (pinnedCache?.key !== key) {
    let input: AnswerInput | null = null;
    try {
      input = { ...pinned, ...evaluateText(pinned.text, pinned.file, { plan: false }) };
    } catch {
      input = null;
    }
    pinnedCache = { key, input };
  }
  return pinnedCache.input;
}

/**
 * The trees of the answer just given to `request` (the report's, `scenarioTrees`), drawn once per text answered;
 * null when the text did not read (no answer, no trees).
 */
export function treesReply(request: EvaluateRequest): TreesReply | null {
  const started = performance.now();
  const known = recent.get(`${request.file}\u0000${request.text}`);
  if (!known) return null;
  known.trees ??= treesHtml(scenarioTrees(known.input));
  return { kind: 'trees', id: request.id, html: known.trees, ms: performance.now() - started };
}
