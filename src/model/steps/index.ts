/**
 * Every step kind and the function that compiles it. Adding a step kind means adding one line here. Options every
 * contact step shares (`need:`) wrap the compiled step here, once.
 */
import { conditionOf } from '../contact/victim.js';
import { isNode, type ModelContext, type StepModel } from '../model.js';
import { mapNext } from '../node.js';
import { Out, TargetCondition as C } from '../outcome.js';
import { endLineAt, type State } from '../state.js';
import type { Need, Step } from '../../scenario/types.js';
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
  const model = compile(step, ctx);
  return 'need' in step && step.need !== null ? withNeed(model, step.target, NEED_CONDITION[step.need]) : model;
}

/** The least condition of the target that meets each `need:` (outcome.ts orders conditions by harm). */
const NEED_CONDITION: Record<Need, number> = {
  knockdown: C.ArmourHeld, armourBroken: C.Stunned, removed: C.Reserves, cas: C.BadlyHurt,
};

/**
 * The step with `need:`: when it moves on to the next step with its target short of `least`, the line stops there
 * instead, without a turnover (one that Multiple Block left pending still happens).
 */
function withNeed(model: StepModel, target: number, least: number): StepModel {
  const pc = model.step.index - 1;
  const check = (s: State): State =>
    s.status === 'running' && s.pc === pc + 1 && conditionOf(s, target) < least ? endLineAt(s, pc, s.out[Out.TurnoverPending] === 1) : s;
  return {
    ...model,
    expand: (s) => {
      const next = model.expand(s);
      return isNode(next) ? (next.kind === 'terminal' ? next : mapNext(next, check)) : check(next);
    },
  };
}
