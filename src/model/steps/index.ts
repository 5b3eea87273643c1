/** Every step kind and the function that compiles it. Adding a step kind means adding one line here. */
import type { ModelContext, StepModel } from '../model.js';
import type { Step } from '../../scenario/types.js';
import { blockModel } from './block.js';
import { catchModel } from './catch.js';
import { chainsawModel } from './chainsaw.js';
import { dodgeModel } from './dodge.js';
import { foulModel } from './foul.js';
import { knockdownModel } from './knockdown.js';
import { passModel } from './pass.js';
import { pickupModel } from './pickup.js';
import { rushModel } from './rush.js';
import { stabModel } from './stab.js';
import { testModel } from './test.js';
import { vomitModel } from './vomit.js';

type Compilers = { [K in Step['kind']]: (step: Extract<Step, { kind: K }>, ctx: ModelContext) => StepModel };

export const STEP_COMPILERS: Compilers = {
  dodge: dodgeModel,
  rush: rushModel,
  pickup: pickupModel,
  catch: catchModel,
  pass: passModel,
  test: testModel,
  block: blockModel,
  foul: foulModel,
  knockdown: knockdownModel,
  stab: stabModel,
  chainsaw: chainsawModel,
  vomit: vomitModel,
};

export function compileStep(step: Step, ctx: ModelContext): StepModel {
  const compile = STEP_COMPILERS[step.kind] as (step: Step, ctx: ModelContext) => StepModel;
  return compile(step, ctx);
}
