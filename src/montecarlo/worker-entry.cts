/**
 * The file piscina loads in each worker thread. CommonJS on purpose: piscina first tries `require()` on its worker
 * file, and Node 20's `require()` of an ES module can abort the whole thread (the fatal
 * "v8::Module::IsGraphAsync must be used on an instantiated module", a race of require(esm) with import(), seen
 * in CI). This entry is plain CommonJS and reaches the ES worker through `import()` only.
 */
type Worker = typeof import('./worker.js', { with: { 'resolution-mode': 'import' } });

let worker: Promise<Worker> | undefined;

module.exports = async function runTask(task: Parameters<Worker['runTask']>[0]): Promise<ReturnType<Worker['runTask']>> {
  worker ??= import('./worker.js');
  return (await worker).runTask(task);
};
