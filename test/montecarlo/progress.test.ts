import { describe, expect, it } from 'vitest';
import { formatProgress, ProgressBar, progressStyle } from '../../src/montecarlo/progress.js';

function sink() {
  const writes: string[] = [];
  return { writes, write: (text: string) => writes.push(text), columns: 80 };
}

describe('the progress bar', () => {
  it('shows samples done, rate and time left', () => {
    // 4.5M of 10M in 0.5 s: 9M/s, 5.5M left → 0.6 s. The text is 42 characters; on a wide terminal the bar is
    // 40 wide (45% → 18 marks), on 80 columns it gets 80 − 42 − 4 = 34 (45% of 34 = 15.3 → 15 marks).
    const text = ' 45%  4.5M/10M samples  9.0M/s  0.6 s left';
    expect(formatProgress(4_500_000, 10_000_000, 0.5, 200)).toBe(`[${'#'.repeat(18)}${'-'.repeat(22)}] ${text}`);
    expect(formatProgress(4_500_000, 10_000_000, 0.5, 80)).toBe(`[${'#'.repeat(15)}${'-'.repeat(19)}] ${text}`);
    // Done: 100% is as wide as 45% (four characters); nothing left takes 0.0 s.
    expect(formatProgress(10_000_000, 10_000_000, 1, 200).endsWith('] 100%  10M/10M samples  10M/s  0.0 s left')).toBe(true);
  });

  it('stays quiet for the first second, then redraws at most every 100 ms, and clears its line at the end', () => {
    let now = 0;
    const out = sink();
    const bar = new ProgressBar(out, { style: 'bar', now: () => now });
    now = 900;
    bar.update(1, 10);
    expect(out.writes).toEqual([]);
    now = 1000;
    bar.update(2, 10);
    now = 1050;
    bar.update(3, 10);
    expect(out.writes).toHaveLength(1);
    expect(out.writes[0]).toMatch(/^\r\[#+-+\] {2}20%/);
    now = 1100;
    bar.update(4, 10);
    expect(out.writes).toHaveLength(2);
    bar.finish();
    expect(out.writes[2]).toBe('\r\x1b[K');
  });

  it('never draws when off (--quiet)', () => {
    let now = 0;
    const out = sink();
    const bar = new ProgressBar(out, { style: 'off', now: () => now });
    now = 5000;
    bar.update(5, 10);
    bar.finish();
    expect(out.writes).toEqual([]);
  });

  it('off a terminal, writes one plain line every ten seconds once the run has lasted ten seconds', () => {
    let now = 0;
    const out = sink();
    const lines = new ProgressBar(out, { style: 'lines', now: () => now });
    now = 9_999;
    lines.update(1, 100);
    expect(out.writes).toEqual([]);
    // 20 of 100 after 10 s: 2 samples a second, 80 left → 40 s.
    now = 10_000;
    lines.update(20, 100);
    now = 19_000;
    lines.update(38, 100);
    expect(out.writes).toEqual(['nuffle:  20%  20/100 samples  2/s  40 s left\n']);
    now = 20_000;
    lines.update(40, 100);
    lines.update(100, 100); // the end adds no line: the result follows
    lines.finish();
    expect(out.writes).toHaveLength(2);
    expect(out.writes.every((w) => !w.includes('\r') && !w.includes('\x1b'))).toBe(true);
  });

  it('is a bar on a terminal, lines elsewhere, nothing with --quiet', () => {
    expect(progressStyle({ isTTY: true }, false)).toBe('bar');
    expect(progressStyle({ isTTY: false }, false)).toBe('lines');
    expect(progressStyle({}, false)).toBe('lines');
    expect(progressStyle({ isTTY: true }, true)).toBe('off');
  });
});
