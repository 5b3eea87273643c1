/**
 * A candidate that carries a number is tried with its default: Mighty Blow is Mighty Blow (+1) (seed 001; the
 * catalogue's `defaultParam`). Pinned with the rules sheets' README numbers: a target just knocked down, AV 9+,
 * a casualty 5/108 without Mighty Blow and 65/648 with Mighty Blow (+1), so the gain is 65/648 − 30/648 = 35/648.
 */
import { describe, expect, it } from 'vitest';
import { fractionText } from '../../src/evaluate/fraction.js';
import { adviceOf } from './support.js';

const HIT = 'name: A lineman knocked down\nplayer: { st: 3 }\nopponent: { st: 3, av: 9+ }\nsteps: [knockdown]\ngoal: cas\n';
const PROFILE = 'name: mb\nplayer: { st: 3 }\naccess: { primary: [Strength] }\ncandidates: [Mighty Blow]\nsituations:\n  - { file: hit.yaml }\n';

describe('candidates with a number', () => {
  it('try Mighty Blow as Mighty Blow (+1)', async () => {
    const advice = await adviceOf({ 'profile.yaml': PROFILE, 'hit.yaml': HIT });
    expect(fractionText(advice.situations[0].base)).toBe('5/108');
    expect(advice.ranking.map((r) => [r.skills[0].name, fractionText(r.gain)])).toEqual([['Mighty Blow', '35/648']]);
  });
});
