/** One exact evaluation of a scenario file in this process; prints the process's peak memory in MB (for `exact.ts`). */
import { resourceUsage } from 'node:process';
import { evaluateScenario } from '../src/run/exact.js';
import { loadScenario } from '../src/scenario/load.js';

evaluateScenario(loadScenario(process.argv[2]));
// maxRSS is in kilobytes.
console.log((resourceUsage().maxRSS / 1024).toFixed(1));
