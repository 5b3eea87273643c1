/** Values as text: each expectation is worked by hand from the fraction, not copied from an output. */
import { describe, expect, it } from 'vitest';
import { difference, isLevel } from '../../src/format/difference.js';
import { axisFormat, tooltipFormat } from '../../src/format/d3.js';
import { exactColumn, exactlyAfter, fractionAfter, shortFractionAfter } from '../../src/format/fraction.js';
import { intervalRange, plusMinus } from '../../src/format/interval.js';
import { count, HEADLINE, metricValue, percent, VERIFY, wholeNumber } from '../../src/format/numbers.js';

describe('a metric value', () => {
  it('writes a probability as a percentage: 5/18 = 27.777…%', () => {
    expect(percent(5 / 18)).toBe('27.78%');
    expect(percent(5 / 18, 1)).toBe('27.8%');
    expect(metricValue('success', 5 / 18, VERIFY)).toBe('27.778%');
  });

  it('writes the expected counts as numbers, whatever their size', () => {
    expect(count(1 / 8)).toBe('0.125');
    expect(metricValue('rerollsUsed', 1 / 8)).toBe('0.125');
    expect(metricValue('knockdowns', 1.5, HEADLINE)).toBe('1.50');
    for (const name of ['removedCount', 'casualtiesCount']) expect(metricValue(name, 2 / 3)).toBe('0.667');
  });

  it('groups thousands', () => {
    expect(wholeNumber(1_000_000)).toBe('1,000,000');
  });
});

describe('a difference from the best', () => {
  it('is in percentage points for probabilities: 50% against 48.75% is 1.25 pp', () => {
    expect(difference('success', 0.5, 0.4875)).toBe('+1.25 pp');
    expect(difference('success', 0.4875, 0.5)).toBe('-1.25 pp');
    expect(difference('success', 0.4875, 0.5, { minus: '−' })).toBe('−1.25 pp');
  });

  it('is in units for counts: 1/4 against 3/8 re-rolls is -0.125', () => {
    expect(difference('rerollsUsed', 0.25, 0.375)).toBe('-0.125');
  });

  it('is level within the noise of adding doubles (0.1 + 0.2 against 0.3)', () => {
    expect(isLevel('success', 0.1 + 0.2, 0.3)).toBe(true);
    expect(difference('success', 0.1 + 0.2, 0.3)).toBeNull();
    expect(isLevel('success', 0.3001, 0.3)).toBe(false);
  });
});

describe('an interval', () => {
  it('shows its half-width with digits enough to tell it from zero', () => {
    expect(plusMinus('success', [0.27, 0.272])).toBe('± 0.10%');
    expect(plusMinus('success', [0.27, 0.2702])).toBe('± 0.010%');
    expect(plusMinus('success', [0.27, 0.27002])).toBe('± 0.0010%');
    expect(plusMinus('rerollsUsed', [0.5, 0.504])).toBe('± 0.002');
    expect(plusMinus('success', [1, 1])).toBe('± 0');
  });

  it('shows its ends as the metric reads', () => {
    expect(intervalRange('success', [0.275, 0.2806])).toBe('27.50%–28.06%');
    expect(intervalRange('knockdowns', [1.25, 1.5])).toBe('1.250–1.500');
  });
});

describe('exact fractions beside a value', () => {
  it('adds the fraction when there is one', () => {
    expect(fractionAfter('5/18')).toBe(' (5/18)');
    expect(exactlyAfter('5/18')).toBe(' (exactly 5/18)');
    expect(fractionAfter(undefined)).toBe('');
  });

  it('shows a fraction of up to 9 denominator digits whole in a table, a longer one as ≈ the value to more places', () => {
    const precise = () => '0.439580';
    expect(exactColumn('5/18', precise)).toBe('5/18');
    expect(exactColumn('1/123456789', precise)).toBe('1/123456789');
    expect(exactColumn('22403392681/9183300480', precise)).toBe('≈ 0.439580');
    expect(exactColumn('22403392681/9183300480', precise, true)).toBe('22403392681/9183300480');
  });

  it('adds a short fraction to a sentence, never a whole number or a long one', () => {
    expect(shortFractionAfter('5/9')).toBe(' = 5/9');
    expect(shortFractionAfter('1')).toBe('');
    expect(shortFractionAfter('0')).toBe('');
    expect(shortFractionAfter('575/1234567890')).toBe('');
  });
});

describe('d3 formats of the charts', () => {
  it('draws probabilities as percentages and counts as numbers', () => {
    expect([axisFormat('cas'), tooltipFormat('cas')]).toEqual(['.0%', '.2%']);
    for (const name of ['rerollsUsed', 'knockdowns', 'removedCount', 'casualtiesCount']) {
      expect([axisFormat(name), tooltipFormat(name)]).toEqual(['.2f', '.3f']);
    }
  });
});
