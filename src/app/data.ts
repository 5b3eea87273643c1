/** The data the page carries, inlined as JSON at build time: the worker's code, the shipped scenarios, the step palette. */
import type { StepKind } from './form-fields.js';

/** One shipped scenario, one click away. */
export interface Example {
  /** Its file under scenarios/ ("dodge-rush-pickup.yaml"), which names it in messages. */
  readonly file: string;
  /** Its `name:`. */
  readonly name: string;
  readonly text: string;
}

/** Everything the page reads from its `nuffle-data` element. */
export interface PageData {
  readonly version: string;
  /** The editions the switch offers, the default first. */
  readonly editions: readonly string[];
  readonly examples: readonly Example[];
  /** The skills nuffle models, by edition (`catalogue`), offered by the form. */
  readonly skills: Readonly<Record<string, readonly string[]>>;
  /** Every step kind with its options as form fields (read off the scenario schema). */
  readonly steps: readonly StepKind[];
  /** The Web Worker's code (an IIFE), started from a Blob URL. */
  readonly worker: string;
}

/** The page's data, read back from the document. */
export function readPageData(doc: Document): PageData {
  const element = doc.getElementById('nuffle-data');
  if (!element) throw new Error('the page has no nuffle-data element');
  return JSON.parse(element.textContent ?? '') as PageData;
}
