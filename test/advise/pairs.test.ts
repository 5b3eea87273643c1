/**
 * The depth-2 search drops only pairs that cannot be in the top N: on a small profile its best pairs are exactly
 * those of an exhaustive evaluation of every pair (each one solved directly, without the search), and the bound
 * did drop some.
 */
import { describe, expect, it } from 'vitest';
import { fractionText, subtract, weightedMean } from '../../src/evaluate/fraction.js';
import { Evaluator, isFailure } from '../../src/advise/evaluator.js';
import { loadProfile } from '../../src/advise/profile.js';
import { loadSituations } from '../../src/advise/situation.js';
import { advise } from '../../src/advise/advise.js';
import { InlineExecutor } from '../../src/montecarlo/pool.js';
import { join } from 'node:path';
import { BLOCK, DODGE, folderWith } from './support.js';

const PROFILE = `name: pairs
player: { ag: 3+, st: 3 }
access: { primary: [General, Strength], secondary: [Agility] }
candidates: [Dodge, Sure Feet, Pro, Wrestle, Mighty Blow, Tackle, Block, Frenzy, Sprint, Jump Up]
situations:
  - { file: dodge.yaml, weight: 2 }
  - { file: block.yaml, weight: 1, goal: success }
  - { file: rush-block.yaml, weight: 1 }
`;
const RUSH_BLOCK = 'name: rush, blitz a Dodge catcher\nrerolls: 1\nplayer: { ag: 3+, st: 3 }\nopponent: { st: 3, av: 8+, skills: [Dodge] }\nsteps: [rush, { block: { blitz: true, assists: 1 } }]\ngoal: { knockdown: 1, cas: 1 }\n';

describe('the depth-2 search', () => {
  it('finds the exhaustive top 3, dropping some pairs by the bound', async () => {
    const dir = folderWith({ 'profile.yaml': PROFILE, 'dodge.yaml': DODGE, 'block.yaml': BLOCK, 'rush-block.yaml': RUSH_BLOCK });
    const profile = loadProfile(join(dir, 'profile.yaml'));
    const advice = await advise(profile, { depth: 2, top: 3, executor: new InlineExecutor() });
    expect(advice.pairs!.pruned).toBeGreaterThan(0);
    expect(advice.pairs!.evaluated + advice.pairs!.pruned).toBe(advice.pairs!.considered);

    // Every pair by itself, with a fresh evaluator (no search, no bound).
    const direct = new Evaluator(loadSituations(profile), new InlineExecutor(), 200_000);
    const base = await direct.values([]);
    if (isFailure(base)) throw new Error(base.failed);
    const weights = advice.situations.map((s) => s.weight);
    const names = advice.ranking.map((r) => r.skills[0].name);
    const all: { pair: string; gain: string; value: number }[] = [];
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        const values = await direct.values([names[i], names[j]]);
        if (isFailure(values)) continue;
        const gain = weightedMean(values.map((v, k) => subtract(v, base[k])), weights);
        all.push({ pair: [names[i], names[j]].sort().join(' + '), gain: fractionText(gain), value: Number(gain.num) / Number(gain.den) });
      }
    }
    all.sort((a, b) => b.value - a.value);
    const third = all[2].value;
    const expected = all.filter((p) => p.value >= third - 1e-15).map((p) => `${p.pair} ${p.gain}`).sort();
    const found = advice.pairs!.pairs.map((p) => `${p.skills.map((s) => s.name).sort().join(' + ')} ${fractionText(p.gain)}`).sort();
    expect(found).toEqual(expected);
  });
});
