/**
 * A variant whose override is relative reads as the author meant it: `rerolls: +1` is "one more team re-roll"
 * (the parsed data holds only 1), and `player.skills: { add: [Pro] }` is "adds Pro" (not its JSON).
 */
import { describe, expect, it } from 'vitest';
import { writtenCompare } from '../../src/report/overrides.js';
import { writtenWords } from '../../src/report/words.js';
import { parseScenarioText } from '../../src/scenario/parse.js';
import { reportOf, scenarioFile } from './support.js';

const FILE = `name: relative variants
rerolls: 1
player: { ag: 3+, skills: [Dodge] }
steps: [dodge, rush]
compare:
  As written: {}
  One more: { rerolls: +1 }
  One fewer: { rerolls: -1 }
  Set: { rerolls: 2 }
  Pro: { player.skills: { add: [Pro] } }
  Swap: { player.skills: { add: [Sure Feet], remove: [Dodge] } }
`;

describe('relative overrides in words', () => {
  it('reads each override as written, sign and edit kept', () => {
    const compare = writtenCompare(parseScenarioText('f.yaml', FILE));
    expect(compare?.['One more']).toEqual({ rerolls: { kind: 'shift', by: 1 } });
    expect(compare?.['One fewer']).toEqual({ rerolls: { kind: 'shift', by: -1 } });
    expect(compare?.Set).toEqual({ rerolls: { kind: 'value', value: 2 } });
    expect(compare?.Swap).toEqual({ 'player.skills': { kind: 'skills', add: ['Sure Feet'], remove: ['Dodge'] } });
  });

  it('says them as a coach would', () => {
    expect(writtenWords('rerolls', { kind: 'shift', by: 1 })).toBe('one more team re-roll');
    expect(writtenWords('rerolls', { kind: 'shift', by: -1 })).toBe('one team re-roll fewer');
    expect(writtenWords('rerolls', { kind: 'shift', by: 2 })).toBe('2 more team re-rolls');
    expect(writtenWords('player.skills', { kind: 'skills', add: ['Pro'], remove: [] })).toBe('adds Pro');
    expect(writtenWords('opponent.skills', { kind: 'skills', add: [], remove: ['Block'] })).toBe('opponent skills: removes Block');
  });

  it('shows them so in the report', () => {
    const html = reportOf([scenarioFile(FILE)]);
    expect(html).toContain('Compared: As written (as written), One more (one more team re-roll), One fewer (one team re-roll fewer), '
      + 'Set (team re-rolls = 2), Pro (adds Pro), Swap (adds Sure Feet, removes Dodge).');
    expect(html).not.toContain('team re-rolls = 1');
    expect(html).not.toContain('{&quot;add&quot;');
  });
});
