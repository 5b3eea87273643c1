/** Reads a scenario file as YAML data, keeping positions so every later message can say line and column. */
import { readFileSync } from 'node:fs';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { formatPath, UserError } from '../log/errors.js';
import { message } from '../log/messages.js';

export type Path = readonly (string | number)[];

export interface ParsedFile {
  readonly file: string;
  readonly text: string;
  readonly doc: Document;
  readonly lines: LineCounter;
  /** The plain data (maps as objects, no tags evaluated: YAML is data, never code). */
  readonly data: unknown;
}

export function readScenarioFile(file: string): ParsedFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UserError({ file }, code === 'ENOENT' ? message.fileMissing(file) : message.fileUnreadable(String(code ?? error)));
  }
  return parseScenarioText(file, text);
}

export function parseScenarioText(file: string, text: string): ParsedFile {
  const lines = new LineCounter();
  // The core schema only: no custom tags, nothing is ever evaluated.
  const doc = parseDocument(text, { lineCounter: lines, schema: 'core', uniqueKeys: true, prettyErrors: false });
  const error = doc.errors[0];
  if (error) {
    const { line, col } = lines.linePos(error.pos[0]);
    throw new UserError({ file, line, column: col }, message.yamlSyntax(error.message.split('\n')[0]));
  }
  return { file, text, doc, lines, data: doc.toJS({ maxAliasCount: 100 }) };
}

/** Line and column of the value at `path` (or of its key, for an unknown key), as near as the document allows. */
export function positionOf(parsed: ParsedFile, path: Path, atKey = false): { line: number; column: number } {
  let node: unknown = parsed.doc.contents;
  let offset = rangeStart(node) ?? 0;
  for (let i = 0; i < path.length; i++) {
    const part = path[i];
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === part);
      if (!pair) break;
      offset = (atKey && last ? rangeStart(pair.key) : rangeStart(pair.value) ?? rangeStart(pair.key)) ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof part === 'number' && node.items[part] !== undefined) {
      node = node.items[part];
      offset = rangeStart(node) ?? offset;
    } else {
      break;
    }
  }
  const { line, col } = parsed.lines.linePos(offset);
  return { line, column: col };
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null)?.range;
  return range?.[0];
}

/** A user error at a path of the scenario. */
export function errorAt(parsed: ParsedFile, path: Path, detail: string, atKey = false): UserError {
  return new UserError({ file: parsed.file, ...positionOf(parsed, path, atKey), path: formatPath(path) || undefined }, detail);
}
