/**
 * What a report inlines from the installed packages: the vega, vega-lite and vega-embed browser builds (read
 * from node_modules, never fetched), and nuffle's own version.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The browser builds, in the order they must load (vega-lite needs vega; vega-embed needs both). */
export const LIBRARIES = [
  'vega/build/vega.min.js',
  'vega-lite/build/vega-lite.min.js',
  'vega-embed/build/vega-embed.min.js',
] as const;

/** The first `relative` path found walking up from this module (works from src/ and from dist/src/). */
export function findUp(relative: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find ${relative} above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** A library's code, made safe to sit inside a <script> element (no `</script`, no `<!--`). */
export function libraryCode(library: string): string {
  return safeScript(readFileSync(findUp(join('node_modules', library)), 'utf8'));
}

/** Script text that cannot end its element early: `</script` and `<!--` are broken up (same meaning in JS). */
export function safeScript(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** nuffle's version, from its package.json. */
export function nuffleVersion(): string {
  return (JSON.parse(readFileSync(findUp('package.json'), 'utf8')) as { version: string }).version;
}
