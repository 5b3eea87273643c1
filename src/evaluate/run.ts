/**
 * @deprecated Kept only because `src/index.ts` still exports from here: the exact run lives in `run/exact.ts`
 * (an evaluate → results import would make the layers circle). Delete once the entry points at `run/`.
 */
export { evaluateScenario, evaluateVariants } from '../run/exact.js';
