/** The shipped scenarios the tests walk: every file of `scenarios/` and the advisor's situations, in one sorted list. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the shipped scenarios. */
export const SCENARIOS_DIR = fileURLToPath(new URL('../../scenarios/', import.meta.url));
/** The skill advisor's situations (`scenarios/advise/situations/`) are shipped scenarios too; `nuffle eval scenarios` skips the folder. */
const SITUATIONS = 'advise/situations/';
const yamlIn = (dir: string) => readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));

/** Each shipped scenario's path inside `SCENARIOS_DIR`, sorted. */
export const SHIPPED_FILES: readonly string[] = [
  ...yamlIn(SCENARIOS_DIR),
  ...yamlIn(join(SCENARIOS_DIR, SITUATIONS)).map((f) => `${SITUATIONS}${f}`),
].sort();
