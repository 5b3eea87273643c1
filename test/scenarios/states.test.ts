/**
 * The state counts of the shipped scenarios, pinned (as chess engines pin `perft` node counts), so that a change
 * that grows the state space shows in review; and on every shipped scenario and comparison variant, the state
 * that forgets (`canonical.ts`) gives exactly the fractions of the model that forgets nothing.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluateExact, exploreModel } from '../../src/evaluate/exact.js';
import { compile } from '../../src/steps/compile.js';
import { loadVariants } from '../../src/scenario/variants.js';
import { SCENARIOS_DIR, SHIPPED_FILES } from './files.js';

const DIR = SCENARIOS_DIR;
const FILES = SHIPPED_FILES;

/** States of each variant's model (its start only, without the re-roll curve's extra starts), in file order. */
const STATES: Record<string, readonly number[]> = {
  'advise/situations/blitz-dodger.yaml': [16],
  'advise/situations/block-two-dice.yaml': [16],
  'advise/situations/gutter-runner-dash.yaml': [32],
  'bb2016-dodge-pickup.yaml': [27],
  'bb2025-secure-the-ball.yaml': [6, 10, 8],
  'bombardier.yaml': [673],
  'blitz-dodge-rush-block.yaml': [60],
  'blitzer-block-wrestle-dodge.yaml': [20, 55, 44, 28, 76, 60, 28, 65, 54],
  'bone-head-test.yaml': [23],
  'chainsaw-attack.yaml': [17],
  'classic-foul-apothecary.yaml': [45, 51, 122],
  'claws-or-mighty-blow.yaml': [4, 4, 4, 4, 4, 8, 8, 8, 8, 8, 8, 8, 6, 6, 6],
  'dodge-rush-pickup.yaml': [45],
  'foul-two-assists-dirty-player.yaml': [31],
  'foul-with-assists.yaml': [14, 14, 14, 14, 14, 14, 14, 14, 14, 20, 22, 20, 22, 20, 22, 20, 22, 20, 12, 12, 12, 12, 12, 12, 12, 12, 12],
  'frenzy-block.yaml': [30],
  // 33 before issue 24: the fumble's flag (`throwFumbled`) is kept through the Goblin's armour and injury rolls.
  'goblin-toss.yaml': [35],
  'guard-blitz-at-the-sideline.yaml': [20, 10, 16],
  'loner-ogre-rush.yaml': [13],
  'mighty-blow-across-editions.yaml': [21, 21, 21],
  'minotaur-unchannelled-fury-blitz.yaml': [48],
  'ogre-bone-head-block.yaml': [81],
  'pass-and-catch.yaml': [78],
  'pass-through-two-interferers.yaml': [30],
  'plan-cage-break.yaml': [2424],
  'plan-defensive-turn.yaml': [976],
  'pro-or-team-reroll-line.yaml': [15, 16, 17, 37, 41, 45, 31, 34, 37, 62, 71, 80],
  'pro-versus-team-reroll.yaml': [44],
  // Issue 22: the star players.
  'star-estelle-baleful-hex.yaml': [16],
  'star-griff-oberwald-run.yaml': [37],
  'star-grim-ironjaw-ogre.yaml': [56],
  'strip-ball-blitz.yaml': [25],
  'stunty-receiver-hit.yaml': [21],
  'two-blitz-lines.yaml': [20, 55, 10, 28],
  'two-dodges-and-a-rush.yaml': [25],
  'vampire-gaze-then-block.yaml': [78],
  // Issue 23: a branch on an outcome (`otherwise:`).
  'vampire-gaze-or-dodge.yaml': [47],
  // … and on one that does not stop the line (`if: { followed: }`).
  'shadowed-dodge-again.yaml': [46],
  'whole-turn-ogre-frenzy-pass.yaml': [619],
};

describe('state counts of the shipped scenarios', () => {
  it('pins every shipped file', () => {
    expect(Object.keys(STATES).sort()).toEqual(FILES);
  });

  for (const file of FILES) {
    it(`${file}: ${STATES[file]?.join(', ')} states`, () => {
      const counts = loadVariants(join(DIR, file)).map((v) => exploreModel(compile(v.scenario)).size);
      expect(counts).toEqual(STATES[file]);
    });
  }
});

/**
 * The whole turns of `bench/turns/` (what `npm run bench` times), pinned the same way (the start only: the
 * method line of `nuffle eval` counts the re-roll curve's extra starts too).
 */
const BENCH_DIR = fileURLToPath(new URL('../../bench/turns/', import.meta.url));
const BENCH_STATES: Record<string, number> = {
  'blocked-twice-steps-between.yaml': 9_498,
  'frenzy-blocks-then-foul.yaml': 17_791,
  'frenzy-foul-handoff.yaml': 605,
  'ogre-blitzer-pass.yaml': 699,
  'round-robin-12-blocks.yaml': 4_464,
  'three-blocks-cage.yaml': 574,
};

describe('state counts of the bench whole turns', () => {
  it('pins every file of bench/turns/', () => {
    expect(Object.keys(BENCH_STATES).sort()).toEqual(readdirSync(BENCH_DIR).filter((f) => /\.ya?ml$/.test(f)).sort());
  });

  for (const [file, states] of Object.entries(BENCH_STATES)) {
    it(`${file}: ${states} states`, () => {
      const counts = loadVariants(join(BENCH_DIR, file)).map((v) => exploreModel(compile(v.scenario)).size);
      expect(counts).toEqual([states]);
    }, 60_000);
  }
});

describe('the state that forgets, on the shipped scenarios', () => {
  for (const file of FILES) {
    it(`${file}: every variant's fractions equal the uncompressed model's`, () => {
      for (const { variant, scenario } of loadVariants(join(DIR, file))) {
        const small = evaluateExact(compile(scenario)).exact;
        const full = evaluateExact(compile(scenario, { compress: false })).exact;
        expect(small.num.map((n) => `${n}/${small.den}`), variant).toEqual(full.num.map((n) => `${n}/${full.den}`));
      }
      // The whole turn's uncompressed model has 1,495,052 states since an inaccurate pass may still be caught (~55 s
      // alone on a loaded machine): the time it needs, not a bound on the compressed model.
    }, 180_000);
  }
});
