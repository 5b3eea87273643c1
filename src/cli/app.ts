/**
 * `nuffle app --out FILE`: writes the browser page, one self-contained HTML file (the engine in a Web Worker,
 * the shipped scenarios inlined) that opens from disk and asks the network for nothing. The page is built with
 * the package (`npm run build`: `scripts/build-app.ts` writes `dist/app/app.html`); this command copies it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { message, UserError } from '../index.js';
import { writeOutput, type OutputKind } from './output.js';

/** Options of `nuffle app`. */
export interface AppOptions {
  readonly out: string;
}

/** The page, for messages. */
export const APP: OutputKind = { what: 'page', example: 'app.html' };

/** The built page: `dist/app/app.html`, two folders above this module's `dist/src/cli/`. */
export function builtAppPage(): string {
  return fileURLToPath(new URL('../../app/app.html', import.meta.url));
}

/** Runs `nuffle app`: copies the built page to `options.out` and says where it is. */
export function appCommand(options: AppOptions, say: NodeJS.WritableStream = process.stdout): void {
  const page = builtAppPage();
  if (!existsSync(page)) throw new UserError({ file: page }, message.appNotBuilt(page));
  writeOutput(options.out, readFileSync(page, 'utf8'), APP);
  say.write(`wrote ${options.out}: open it in a browser (it works offline, from disk)\n`);
}
