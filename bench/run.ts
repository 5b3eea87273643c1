/** `npm run bench`: every benchmark in one run, so ratios compare like with like on a noisy machine. */
import { benchAdvise } from './advise.js';
import { benchApp } from './app.js';
import { benchExact } from './exact.js';
import { benchFallback } from './fallback.js';
import { benchMonteCarlo } from './montecarlo.js';
import { benchPlan } from './plan.js';
import { benchReport } from './report.js';

benchExact();
benchPlan();
benchReport();
await benchApp();
await benchMonteCarlo();
await benchFallback();
await benchAdvise();
