/**
 * Builds the browser page `dist/app/app.html` (what `nuffle app --out FILE` and `npm start` write): the worker
 * and the page bundled from `src/app/` (vite, one IIFE each), the shipped scenarios read from `scenarios/`, all
 * inlined into one HTML file that opens from disk and asks the network for nothing.
 *
 *   node dist/scripts/build-app.js            (run by `npm run build` and `npm test`)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  catalogue, DEFAULT_EDITION, diskLibrary, EDITION_IDS, jsonSchema, roster, ROSTER_EDITIONS, scenarioFromText, skillParameter, stars, unadvisable,
  UserError, type EditionId, type LibraryTexts,
} from '../src/index.js';
import { goalMetrics, playerFields, stepKinds, topField } from '../src/app/form-fields.js';
import type { Example, PageData, StarData, TeamData } from '../src/app/data.js';
import type { SkillEntry } from '../src/app/skill-list.js';
import { appPageHtml } from '../src/app/page.js';
import { LIBRARIES, libraryCode, safeScript } from '../src/report/assets.js';
import { bundle } from './bundle.js';

/** The repository's root: the first folder above this file holding package.json (works from scripts/ and dist/scripts/). */
export function repositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!readdirSync(dir).includes('package.json')) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('no package.json above scripts/');
    dir = parent;
  }
  return dir;
}

/** Where the built page goes. */
export function builtPage(root = repositoryRoot()): string {
  return join(root, 'dist', 'app', 'app.html');
}

/** Every shipped scenario (`scenarios/*.yaml`), in name order, each checked to read. */
export function shippedExamples(root: string): Example[] {
  const folder = join(root, 'scenarios');
  return readdirSync(folder).filter((f) => /\.ya?ml$/.test(f)).sort().map((file) => {
    const text = readFileSync(join(folder, file), 'utf8');
    return { file, name: scenarioFromText(text, file).name, text };
  });
}

/** The skills a scenario of `edition` may name (modelled, or accepted with no effect), with their parameters. */
export function pageSkills(edition: EditionId): SkillEntry[] {
  return catalogue(edition).filter((s) => s.status !== 'unmodelled').map((s) => {
    const parameter = skillParameter(s.name);
    return { name: s.name, category: s.category, param: parameter?.kind ?? null, default: parameter?.default ?? null };
  });
}

/** The teams of every edition with rosters, as the page offers them. */
export function pageRosters(): Record<string, TeamData[]> {
  return Object.fromEntries(ROSTER_EDITIONS.map((edition) => [edition, roster(edition).teams.map((team) => ({
    name: team.name,
    positions: team.positions.map((p) => ({
      name: p.name, ma: p.ma, st: p.st, ag: p.ag, pa: p.pa, av: p.av, skills: p.skills, primary: p.primary, secondary: p.secondary,
      unadvisable: unadvisable(edition, p),
    })),
  }))]));
}

/**
 * The star players of every edition with rosters, as the page offers them: profile, skills and special rule from
 * the roster file (`stars()`), and whether a scenario may field one — asked of the scenario reader itself, so the
 * page refuses a star exactly where `nuffle eval` would, with its message.
 */
export function pageStars(): Record<string, StarData[]> {
  return Object.fromEntries(ROSTER_EDITIONS.map((edition) => [edition, stars(edition).map((star) => ({
    name: star.name, ma: star.ma, st: star.st, ag: star.ag, pa: star.pa, av: star.av, skills: [...star.skills, star.specialRule], specialRule: star.specialRule,
    unusable: starRefusal(edition, star.name),
  }))]));
}

function starRefusal(edition: EditionId, name: string): string | null {
  try {
    scenarioFromText(`name: star\nedition: ${edition}\nplayer: { star: ${JSON.stringify(name)} }\nsteps: [rush]\n`, 'star.yaml');
    return null;
  } catch (error) {
    if (error instanceof UserError) return error.message;
    throw error;
  }
}

/** The advisor's library as the page carries it: the texts read from disk, named under "library/". */
export function pageLibrary(): LibraryTexts {
  return { folder: 'library/', files: diskLibrary().files };
}

/** The page's HTML. */
export async function buildAppHtml(root = repositoryRoot()): Promise<string> {
  const [worker, page] = await Promise.all([
    bundle(root, join(root, 'src', 'app', 'worker.ts')),
    bundle(root, join(root, 'src', 'app', 'main.ts')),
  ]);
  // The chart libraries as the report inlines them (vega, vega-lite, vega-embed), then the page's own script.
  const scripts = [...LIBRARIES.map(libraryCode), safeScript(page)].map((code) => ({ code, hash: createHash('sha256').update(code, 'utf8').digest('base64') }));
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const data: PageData = {
    version, editions: [DEFAULT_EDITION, ...EDITION_IDS.filter((e) => e !== DEFAULT_EDITION)], examples: shippedExamples(root), steps: stepKinds(jsonSchema()), worker,
    skills: Object.fromEntries(EDITION_IDS.map((e) => [e, pageSkills(e)])), rosters: pageRosters(), library: pageLibrary(), stars: pageStars(),
    playerFields: playerFields(jsonSchema(), 'player'), opponentFields: playerFields(jsonSchema(), 'opponent'), metrics: goalMetrics(jsonSchema()), bribes: topField(jsonSchema(), 'bribes')!,
  };
  return appPageHtml({ scripts, data });
}

/** Builds the page and writes it to `out` (default `dist/app/app.html`); returns its size in bytes. */
export async function buildApp(out = builtPage()): Promise<number> {
  const html = await buildAppHtml();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, html);
  return Buffer.byteLength(html);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2] ?? builtPage();
  const bytes = await buildApp(out);
  console.log(`wrote ${out} (${(bytes / 1024).toFixed(0)} KiB)`);
}
