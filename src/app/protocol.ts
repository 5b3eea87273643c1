/**
 * The messages between the page and its Web Workers: the page asks with an id, the worker answers with the same
 * id, and the page keeps only the answer to its latest question (an older one is dropped). The advisor runs in a
 * worker of its own (the same code), which tells its progress as it goes and stops when asked.
 */
import type { LibraryTexts, TouchedReading } from '../index.js';

/** Evaluate this text (named `file` in messages). */
export interface EvaluateRequest {
  readonly kind: 'evaluate';
  readonly id: number;
  readonly text: string;
  readonly file: string;
  /** A pinned line to show beside this one, or null. */
  readonly pinned: { readonly text: string; readonly file: string } | null;
}

/** Advise a roster position (as `nuffle advise --team --position --skills --edition`), its library from `library`. */
export interface AdviseRequest {
  readonly kind: 'advise';
  readonly id: number;
  readonly team: string;
  readonly position: string;
  /** Skills gained beyond the roster's. */
  readonly skills: readonly string[];
  readonly edition: string;
  readonly library: LibraryTexts;
}

/** Warm the engine up with these texts (the shipped scenarios), answering none of them: `warm-up.ts`. */
export interface WarmRequest {
  readonly kind: 'warm';
  readonly texts: readonly { readonly file: string; readonly text: string }[];
}

/** The warm-up done: how many texts were evaluated, how many times each, in how many ms. */
export interface Warmed {
  readonly kind: 'warmed';
  readonly count: number;
  readonly rounds: number;
  readonly ms: number;
}

/** Stop the advice in flight: the candidates finished so far are ranked. */
export interface StopRequest {
  readonly kind: 'stop';
}

/** The worker's answer: the HTML to show, or the CLI's message for bad input. */
export type Reply =
  | { readonly kind: 'answer'; readonly id: number; readonly headline: string; readonly html: string; readonly metrics: Readonly<Record<string, number>>; readonly fractions: Readonly<Record<string, string>>; readonly sideBySide: string | null; readonly data: unknown; readonly charts: readonly { readonly kind: string; readonly spec: object }[]; readonly ms: number; readonly timing: Readonly<Record<string, number>>; readonly readings: readonly TouchedReading[] }
  | { readonly kind: 'error'; readonly id: number; readonly message: string; readonly line?: number; readonly column?: number; readonly internal: boolean };

/**
 * The probability trees of an answer (`src/report/trees.ts`), sent by the worker right after the answer of the
 * same id (a tree solves its variant again: the numbers are not kept waiting for it); '' when the report draws none.
 */
export interface TreesReply {
  readonly kind: 'trees';
  readonly id: number;
  readonly html: string;
  readonly ms: number;
}

/** The advisor worker's messages: progress as it goes, then the advice (or the CLI's message). */
export type AdviceReply =
  | { readonly kind: 'progress'; readonly id: number; readonly done: number; readonly planned: number }
  | { readonly kind: 'advice'; readonly id: number; readonly headline: string; readonly html: string; readonly charts: readonly { readonly kind: string; readonly spec: object }[]; readonly ranking: readonly { readonly rank: number; readonly skill: string; readonly gain: string }[]; readonly partial: boolean; readonly ms: number }
  | { readonly kind: 'error'; readonly id: number; readonly message: string; readonly internal: boolean };

/** What the page may ask. */
export type Request = EvaluateRequest | AdviseRequest | StopRequest | WarmRequest;
