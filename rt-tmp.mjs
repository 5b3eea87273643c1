import fc from 'fast-check';
const root = '/work/main';
const { arbWholeTurn } = await import(root + '/dist/bench/random-turns.js');
const { scenarioFromText } = await import(root + '/dist/src/scenario/load.js');
const { compile } = await import(root + '/dist/src/steps/compile.js');
const ex = await import(root + '/dist/src/evaluate/exact.js');
const n = Number(process.argv[2] ?? 100);
const turns = fc.sample(arbWholeTurn, { seed: Number(process.argv[3] ?? 1), numRuns: n });
const res = []; let errors = 0;
for (const text of turns) {
  let s; try { s = scenarioFromText(text); } catch (e) { errors++; if (errors < 4) console.log('ERR', e.message.slice(0, 300)); continue; }
  const t0 = performance.now(); const g = ex.exploreModel(compile(s)); const r = ex.evaluateGraph(g, (await import(root + '/dist/src/evaluate/goal.js')).goalWeights(s.goal)); const ms = performance.now() - t0;
  res.push({ states: g.size, ms, text });
}
res.sort((a, b) => b.states - a.states);
console.log('errors', errors, 'n', res.length, 'max', res[0].states, res[0].ms.toFixed(0), 'ms; p50', res[Math.floor(res.length/2)].states, 'p90', res[Math.floor(res.length/10)].states);
console.log(res.slice(0, 5).map(r => `${r.states} ${r.ms.toFixed(0)}ms`).join(', '));
console.log(res[0].text);
