/**
 * One browser bundle of a `src/app/` entry, as a single IIFE string (vite's library mode, minified). The library
 * modules a page never runs (file reading, worker threads, the Monte Carlo pool) still import Node's modules at
 * their top; those imports resolve to one stub whose every function throws, so nothing of Node's can run in the
 * page unnoticed, and the tree-shaker drops what the entry does not reach.
 */
import { build, type Plugin } from 'vite';

/** Every name `src/` imports from Node's modules or piscina (a missing one fails the build, loudly). */
const NODE_NAMES = [
  'existsSync', 'lstatSync', 'readFileSync', 'readdirSync', 'statSync', 'closeSync', 'openSync', 'readSync', 'mkdirSync', 'writeFileSync',
  'dirname', 'join', 'resolve', 'relative', 'fileURLToPath', 'pathToFileURL', 'availableParallelism', 'randomInt',
  'createHash', 'Piscina',
];

const STUB = '\0nuffle-node-stub';

/** Node's modules (and piscina) in the browser: functions that say they are not there. */
function nodeStub(): Plugin {
  return {
    name: 'nuffle-node-stub',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith('node:') || id === 'piscina' ? STUB : null),
    load: (id) => id !== STUB ? null : [
      'function missing(name) { return function () { throw new Error(name + " is not available in the browser"); }; }',
      ...NODE_NAMES.map((n) => `export const ${n} = missing(${JSON.stringify(n)});`),
      'export default {};',
    ].join('\n'),
  };
}

/** The minified IIFE of `entry` (a path), every module it reaches inlined. */
export async function bundle(root: string, entry: string): Promise<string> {
  const output = await build({
    root, configFile: false, logLevel: 'warn', plugins: [nodeStub()],
    build: {
      write: false, minify: true, target: 'es2022', reportCompressedSize: false,
      lib: { entry, formats: ['iife'], name: 'nuffle', fileName: 'bundle' },
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as { output: { type: string; code?: string }[] }[];
  const chunks = outputs.flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  if (chunks.length !== 1 || chunks[0].code === undefined) throw new Error(`expected one chunk for ${entry}, got ${chunks.length}`);
  return chunks[0].code;
}
