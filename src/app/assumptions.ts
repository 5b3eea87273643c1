/**
 * What the engine assumes, one click away on the page (docs/scenario-format.md "Goal and tie-breaks", "Metrics and
 * output"): data, shown as written.
 */
export const ASSUMPTIONS: readonly string[] = [
  'Best play: every choice of the coach (which re-roll, which block die, Mighty Blow on armour or injury) maximises the goal; every choice of the opposing coach (defender-chosen block dice, Diving Tackle) minimises it.',
  'The goal is success unless the scenario says otherwise (knock-down with a block, bomb or chain move; removed with other contact steps).',
  'Among equal choices the coach prefers the lower chance of a turnover, then of its own player going down, then fewer team re-rolls spent, then the earliest option (accept, Break Tackle, the skill re-roll, Pro, the team re-roll).',
  'Success is the chance every step passes; turnover the chance the line ends in a turnover. A line can also stop with neither (a failed Bone Head, a need: not met).',
  'No die is re-rolled twice; skill re-rolls are once per turn where the rules say so; the team re-roll limit is the edition\'s.',
  'Dice, not the board: a scenario says how many opponents mark a square, not where they stand.',
  'Every probability shown is exact: the fractions are computed along the chosen play.',
];
