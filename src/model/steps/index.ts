/** Every step kind and the function that compiles it. Adding a step kind means adding one line here. */
import type { ModelContext, StepModel } from '../model.js';
import type { Step } from '../../scenario/types.js';
import { catchModel } from './catch.js';
import { dodgeModel } from './dodge.js';
import { passModel } from './pass.js';
import { pickupModel } from './pickup.js';
import { rushModel } from './rush.js';
import { testModel } from './test.js';

type Compilers = { [K in Step['kind']]: (step: Extract<Step, { kind: K }>, ctx: ModelContext) => StepModel };

export const STEP_COMPILERS: Compilers = {
  dodge: dodgeModel,
  rush: rushModel,
  pickup: pickupModel,
  catch: catchModel,
  pass: passModel,
  test: testModel,
};

export function compileStep(step: Step, ctx: ModelContext): StepModel {
  const compile = STEP_COMPILERS[step.kind] as (step: Step, ctx: ModelContext) => StepModel;
  return compile(step, ctx);
}
