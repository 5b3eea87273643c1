/**
 * The messages between the page and its Web Worker: the page asks with an id, the worker answers with the same
 * id, and the page keeps only the answer to its latest question (an older one is dropped).
 */

/** Evaluate this text (named `file` in messages). */
export interface EvaluateRequest {
  readonly kind: 'evaluate';
  readonly id: number;
  readonly text: string;
  readonly file: string;
  /** A pinned line to show beside this one, or null. */
  readonly pinned: { readonly text: string; readonly file: string } | null;
}

/** The worker's answer: the HTML to show, or the CLI's message for bad input. */
export type Reply =
  | { readonly kind: 'answer'; readonly id: number; readonly headline: string; readonly html: string; readonly metrics: Readonly<Record<string, number>>; readonly fractions: Readonly<Record<string, string>>; readonly sideBySide: string | null; readonly data: unknown; readonly charts: readonly { readonly kind: string; readonly spec: object }[]; readonly ms: number }
  | { readonly kind: 'error'; readonly id: number; readonly message: string; readonly line?: number; readonly column?: number; readonly internal: boolean };

/** What the page may ask. */
export type Request = EvaluateRequest;
