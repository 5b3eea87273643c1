/**
 * The file piscina loads in each worker thread. CommonJS on purpose: piscina first tries `require()` on its worker
 * file, and Node 20's `require()` of an ES module can abort the whole thread (the fatal
 * "v8::Module::IsGraphAsync must be used on an instantiated module", a race of require(esm) with import(), seen
 * in CI). This entry is plain CommonJS and reaches the ES worker through `import()` only.
 */
type Worker = typeof import('./worker.js', { with: { 'resolution-mode': 'import' } });
type Exact = typeof import('./exact-task.js', { with: { 'resolution-mode': 'import' } });

let worker: Promise<Worker> | undefined;
let exact: Promise<Exact> | undefined;

/** A Monte Carlo chunk (piscina's default task). */
async function runTask(task: Parameters<Worker['runTask']>[0]): Promise<ReturnType<Worker['runTask']>> {
  worker ??= import('./worker.js');
  return (await worker).runTask(task);
}

/** An exact evaluation (piscina's task named `exact`, `exact-task.ts`). */
async function runExact(task: Parameters<Exact['runExactTask']>[0]): Promise<ReturnType<Exact['runExactTask']>> {
  exact ??= import('./exact-task.js');
  return (await exact).runExactTask(task);
}

module.exports = Object.assign(runTask, { exact: runExact });
