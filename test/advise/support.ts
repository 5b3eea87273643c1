/** Helpers for the advisor's tests: profiles and their situations written to a fresh folder, advised inline. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { advise, type Advice, type AdviseOptions } from '../../src/advise/advise.js';
import { loadProfile } from '../../src/advise/profile.js';
import { UserError } from '../../src/log/errors.js';
import { InlineExecutor } from '../../src/montecarlo/pool.js';

/** Writes `files` (name → text) into a new folder; returns the folder. */
export function folderWith(files: Readonly<Record<string, string>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'nuffle-advise-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** The advice of `profile.yaml` in a folder holding it and its situations, in the main thread. */
export async function adviceOf(files: Readonly<Record<string, string>>, options: AdviseOptions = {}): Promise<Advice> {
  const dir = folderWith(files);
  return advise(loadProfile(join(dir, 'profile.yaml')), { executor: new InlineExecutor(), ...options });
}

/** The user error reading and advising `profile.yaml` raises (fails the test when none is raised). */
export async function adviceError(files: Readonly<Record<string, string>>): Promise<UserError> {
  try {
    await adviceOf(files);
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('expected a user error');
}

/** A 3+ dodge, no team re-roll: the line succeeds when it passes. */
export const DODGE = 'name: A 3+ dodge\nplayer: { ag: 3+ }\nsteps: [dodge]\n';
/** One block die, ST 3 against ST 3 (the attacker chooses the only die), no team re-roll. */
export const BLOCK = 'name: A one-die block\nplayer: { ag: 3+, st: 3 }\nopponent: { st: 3, av: 9+ }\nsteps: [block]\ngoal: knockdown\n';
