/** Reads a scenario file as YAML data, keeping positions so every later message can say line and column. */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { isAlias, isCollection, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type YAMLError } from 'yaml';
import { formatPath, UserError } from '../log/errors.js';
import { message } from '../log/messages.js';
import { MAX_ALIAS_COUNT, MAX_DEPTH, MAX_FILE_BYTES } from './limits.js';

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
  return parseScenarioText(file, readBounded(file));
}

/**
 * The file's text, reading at most MAX_FILE_BYTES + 1 bytes: a larger file (or an endless one) is refused, and so
 * is anything but a regular file — a named pipe would block the open until something writes to it, for ever.
 */
function readBounded(file: string): string {
  const chunks: Buffer[] = [];
  let total = 0;
  let fd: number | undefined;
  try {
    const kind = statSync(file);
    if (kind.isDirectory()) throw new UserError({ file }, message.fileUnreadable(`${UNREADABLE.EISDIR} (EISDIR)`));
    if (!kind.isFile()) throw new UserError({ file }, message.notARegularFile(file, specialKind(kind)));
    fd = openSync(file, 'r');
    for (;;) {
      const chunk = Buffer.alloc(Math.min(65_536, MAX_FILE_BYTES + 1 - total));
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      total += read;
      if (total > MAX_FILE_BYTES) throw new UserError({ file }, message.fileTooLarge(MAX_FILE_BYTES));
    }
  } catch (error) {
    if (error instanceof UserError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UserError({ file }, message.fileMissing(file));
    throw new UserError({ file }, message.fileUnreadable(code && UNREADABLE[code] ? `${UNREADABLE[code]} (${code})` : String(code ?? error)));
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Why a file cannot be read, in words. */
const UNREADABLE: Readonly<Record<string, string>> = {
  EISDIR: 'it is a directory, not a scenario file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ELOOP: 'its symbolic links form a loop (a link that leads back to itself)',
  ENOTDIR: 'a part of the path is a file, not a directory',
  ENAMETOOLONG: 'the name is too long',
};

/** What a file that is not a regular one is, in words. */
function specialKind(kind: { isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean }): string {
  if (kind.isFIFO()) return 'a named pipe (FIFO)';
  if (kind.isSocket()) return 'a socket';
  return kind.isCharacterDevice() || kind.isBlockDevice() ? 'a device' : 'not a regular file';
}

export function parseScenarioText(file: string, text: string): ParsedFile {
  // TextEncoder, not Buffer: the same check in Node and in the browser page (src/app/).
  if (new TextEncoder().encode(text).length > MAX_FILE_BYTES) throw new UserError({ file }, message.fileTooLarge(MAX_FILE_BYTES));
  const lines = new LineCounter();
  // The core schema only: no custom tags, nothing is ever evaluated.
  const doc = parseDocument(text, { lineCounter: lines, schema: 'core', uniqueKeys: true, prettyErrors: false });
  const error = doc.errors[0];
  if (error) throw yamlError(file, doc, lines, error);
  const parsed = { file, text, doc, lines, data: undefined };
  checkDepth(parsed);
  checkPrintable(parsed);
  return { ...parsed, data: toData(parsed, doc) };
}

/** A YAML error in words: the common ones explained, the others as the parser says them (first line only). */
function yamlError(file: string, doc: Document, lines: LineCounter, error: YAMLError): UserError {
  const { line, col } = lines.linePos(error.pos[0]);
  const at = { file, line, column: col };
  switch (error.code) {
    case 'MULTIPLE_DOCS':
      return new UserError(at, message.oneDocument());
    case 'DUPLICATE_KEY': {
      const found = duplicateAt(doc, error.pos[0]);
      if (!found) break;
      const first = found.firstOffset === undefined ? undefined : lines.linePos(found.firstOffset).line;
      return new UserError({ ...at, path: formatPath(found.path) }, message.duplicateKey(String(found.path[found.path.length - 1]), first));
    }
    case 'RESOURCE_EXHAUSTION':
      // The parser ran out of stack: nothing but very deep nesting does that.
      if (/call stack/i.test(error.message)) return new UserError(at, message.tooDeep(MAX_DEPTH));
      break;
  }
  return new UserError(at, message.yamlSyntax(error.message.split('\n')[0]));
}

/** The path of the map key that starts at `offset` (a duplicate), and where its first spelling starts. */
function duplicateAt(doc: Document, offset: number): { path: (string | number)[]; firstOffset: number | undefined } | undefined {
  const stack: [unknown, (string | number)[]][] = [[doc.contents, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const key = pair.key.value as string | number;
        if (pair.key.range?.[0] === offset) {
          const first = node.items.find((p) => isScalar(p.key) && p.key.value === key);
          const firstOffset = first && first !== pair ? (first.key as { range?: [number, number, number] }).range?.[0] : undefined;
          return { path: [...path, key], firstOffset };
        }
        stack.push([pair.value, [...path, key]]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => stack.push([item, [...path, i]]));
    }
  }
  return undefined;
}

/** Refuses nesting deeper than MAX_DEPTH (walked without recursion), before anything recursive reads the file. */
/**
 * Characters that must not reach a screen from a file: C0 and C1 controls but tab, line feed and carriage return
 * (terminal escapes clear the screen or set the window title), and the bidirectional marks and overrides that
 * reorder the rest of a line in a table or a report (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
 */
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** The name of an unprintable character, for messages: "U+001B". */
function codeOf(text: string): string {
  const c = UNPRINTABLE.exec(text)![0];
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Refuses unprintable characters anywhere in the file — written raw (a comment included: the report shows the
 * file) or made by a double-quoted escape ("\e[2J") in a key or a value — so that no table, JSON or HTML ever
 * carries one (issue 24).
 */
function checkPrintable(parsed: Omit<ParsedFile, 'data'>): void {
  const raw = UNPRINTABLE.exec(parsed.text);
  if (raw) throw unprintableAt(parsed, raw.index, codeOf(raw[0]));
  const stack: unknown[] = [parsed.doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isScalar(node) && typeof node.value === 'string' && UNPRINTABLE.test(node.value)) {
      throw unprintableAt(parsed, node.range?.[0] ?? 0, codeOf(node.value));
    }
    if (isPair(node)) stack.push(node.key, node.value);
    else if (isCollection(node)) stack.push(...node.items);
  }
}

/** Refuses a text given elsewhere than in a file (the report's `--title`) that holds an unprintable character. */
export function checkPrintableText(text: string, where: string): void {
  if (UNPRINTABLE.test(text)) throw new UserError({ file: where }, message.unprintable(codeOf(text)));
}

function unprintableAt(parsed: Omit<ParsedFile, 'data'>, offset: number, code: string): UserError {
  const { line, col } = parsed.lines.linePos(offset);
  return new UserError({ file: parsed.file, line, column: col }, message.unprintable(code));
}

function checkDepth(parsed: Omit<ParsedFile, 'data'>): void {
  const stack: [unknown, number][] = [[parsed.doc.contents, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!isCollection(node)) continue;
    if (depth > MAX_DEPTH) {
      const { line, col } = parsed.lines.linePos(node.range?.[0] ?? 0);
      throw new UserError({ file: parsed.file, line, column: col }, message.tooDeep(MAX_DEPTH));
    }
    for (const item of node.items) {
      if (isPair(item)) stack.push([item.key, depth + 1], [item.value, depth + 1]);
      else stack.push([item, depth + 1]);
    }
  }
}

/**
 * The plain data of a document (of the file, or of a variant written into a copy of it). Aliases are expanded
 * here: an expansion past MAX_ALIAS_COUNT (an alias bomb) is a user error at the first alias.
 */
export function toData(parsed: Pick<ParsedFile, 'file' | 'lines'>, doc: Document): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (!(error instanceof ReferenceError) || !/alias/i.test(error.message)) throw error;
    const { line, col } = parsed.lines.linePos(firstAliasOffset(doc) ?? 0);
    throw new UserError({ file: parsed.file, line, column: col }, message.aliasExpansion(MAX_ALIAS_COUNT));
  }
}

function firstAliasOffset(doc: Document): number | undefined {
  const stack: unknown[] = [doc.contents];
  let first: number | undefined;
  while (stack.length > 0) {
    const node = stack.pop();
    if (isAlias(node)) {
      const start = node.range?.[0];
      if (start !== undefined && (first === undefined || start < first)) first = start;
    } else if (isPair(node)) {
      stack.push(node.key, node.value);
    } else if (isCollection(node)) {
      stack.push(...node.items);
    }
  }
  return first;
}

/** Line and column of the value at `path` (or of its key, for an unknown key), as near as the document allows. */
export function positionOf(parsed: Pick<ParsedFile, 'doc' | 'lines'>, path: Path, atKey = false): { line: number; column: number } {
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
