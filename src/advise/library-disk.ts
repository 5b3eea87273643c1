/**
 * The built-in library read from its folder on disk (`src/advise/library/`, copied to `dist/` by the build) into
 * the texts `library.ts` reads: every `.yaml` file under it, by its path in the folder. Read once per process.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Role } from '../rosters/role.js';
import { libraryFileIn, type LibraryTexts } from './library.js';

/** The library's folder on disk (with its trailing separator). */
export function libraryDir(): string {
  return fileURLToPath(new URL('./library/', import.meta.url));
}

/** The library file of a role on disk. */
export function libraryFile(role: Role): string {
  return libraryFileIn(diskLibrary(), role);
}

let read: LibraryTexts | undefined;

/** The library's texts, read from its folder (once). */
export function diskLibrary(): LibraryTexts {
  if (read === undefined) {
    const folder = libraryDir();
    read = { folder, files: Object.fromEntries(yamlFiles(folder, '').map((file) => [file, readFileSync(join(folder, file), 'utf8')])) };
  }
  return read;
}

/** Every `.yaml` file under `folder`/`under`, as paths relative to `folder` with '/' between parts, sorted. */
function yamlFiles(folder: string, under: string): string[] {
  return readdirSync(join(folder, under)).sort().flatMap((name) => {
    const path = under === '' ? name : `${under}/${name}`;
    if (statSync(join(folder, path)).isDirectory()) return yamlFiles(folder, path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}
