/**
 * The skill advisor (issue 13: ten situations × the candidates of four categories in seconds at depth 1, under a
 * minute at depth 2): the wall time of a shipped profile and of the ten-situation profile `bench/advise-ten.yaml`,
 * at depth 1 and 2, in the main thread and on the worker pool (two threads, forced), with the evaluations each
 * solved. The first pair says whether the threads pay for their start-up (`advise.ts`, `POOL_PAYS_FROM_MS`).
 * First, issue 20's: roster positions of four roles on the library (`nuffle advise --team … --position …`).
 */
import { join } from 'node:path';
import { advise } from '../src/advise/advise.js';
import { positionProfile } from '../src/advise/position-profile.js';
import { loadProfile, type Profile } from '../src/advise/profile.js';
import { InlineExecutor, ThreadExecutor, type ChunkExecutor } from '../src/montecarlo/pool.js';

const ROOT = join(import.meta.dirname, '..', '..');
const PROFILES = [join(ROOT, 'scenarios', 'advise', 'human-blitzer.yaml'), join(ROOT, 'bench', 'advise-ten.yaml')];

/** Issue 20's bound: one position on the library of its role, depth 1 under 2 s and depth 2 under 30 s. */
const POSITIONS = [['human', 'Blitzer'], ['black orc', 'Black Orc'], ['skaven', 'Gutter Runner'], ['human', 'Ogre']] as const;

async function timed(file: string | (() => Profile), depth: 1 | 2, executor: ChunkExecutor): Promise<string> {
  const start = performance.now();
  const advice = await advise(typeof file === 'string' ? loadProfile(file) : file(), { depth, executor });
  const ms = performance.now() - start;
  const pairs = advice.pairs ? `, pairs ${advice.pairs.evaluated} evaluated / ${advice.pairs.pruned} pruned of ${advice.pairs.considered}` : '';
  return `${(ms / 1000).toFixed(2).padStart(7)} s  ${String(advice.run.evaluations).padStart(6)} evaluations${pairs}`;
}

export async function benchAdvise(): Promise<void> {
  console.log('\nskill advisor on the library of a role (issue 20: depth 1 < 2 s, depth 2 < 30 s; main thread)');
  for (const [team, position] of POSITIONS) {
    for (const depth of [1, 2] as const) {
      console.log(`${`${team} ${position} depth ${depth}`.padEnd(44)} main   ${await timed(() => positionProfile({ team, position }), depth, new InlineExecutor())}`);
    }
  }
  console.log('\nskill advisor (wall time; main thread, then 2 worker threads)');
  for (const file of PROFILES) {
    const name = file.split('/').slice(-2).join('/');
    for (const depth of [1, 2] as const) {
      console.log(`${`${name} depth ${depth}`.padEnd(44)} main   ${await timed(file, depth, new InlineExecutor())}`);
      const pool = new ThreadExecutor(2);
      try {
        console.log(`${''.padEnd(44)} pool 2 ${await timed(file, depth, pool)}`);
      } finally {
        await pool.close();
      }
    }
  }
}
