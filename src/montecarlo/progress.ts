/**
 * Progress on stderr: samples done, rate and time left. On a terminal, a bar redrawn in place a few times a
 * second, once a run has lasted about a second (short runs stay quiet). Elsewhere (a log file, a CI job, a
 * script reading `--json`), one plain line every ten seconds once a run has lasted ten seconds, so a long run
 * says it is alive without flooding the log. `--quiet` turns both off (the CLI decides the style). Its numbers
 * are written by `format/progress.ts`.
 */
import { duration, progressPercent, shortCount } from '../format/progress.js';

/** How progress is shown: redrawn in place, as calm plain lines, or not at all. */
export type ProgressStyle = 'bar' | 'lines' | 'off';

export interface ProgressOptions {
  readonly style: ProgressStyle;
  /** Milliseconds before the first draw (default: 1 s for the bar, 10 s for lines). */
  readonly delayMs?: number;
  /** Milliseconds between draws (default: 100 ms for the bar, 10 s for lines). */
  readonly intervalMs?: number;
  readonly now?: () => number;
}

/** The style for a stream: the bar on a terminal, lines elsewhere, nothing when asked to be quiet. */
export function progressStyle(stream: { readonly isTTY?: boolean }, quiet: boolean): ProgressStyle {
  if (quiet) return 'off';
  return stream.isTTY === true ? 'bar' : 'lines';
}

const DEFAULT_TIMING: Record<Exclude<ProgressStyle, 'off'>, { delayMs: number; intervalMs: number }> = {
  bar: { delayMs: 1000, intervalMs: 100 },
  lines: { delayMs: 10_000, intervalMs: 10_000 },
};

/** Where the bar is drawn: stderr, or anything with `write` and a width. */
export interface ProgressSink {
  write(text: string): unknown;
  readonly columns?: number;
}

/** Progress drawn on a stream in its style (see the file header). */
export class ProgressBar {
  private readonly start: number;
  private lastDraw = Number.NEGATIVE_INFINITY;
  private drawn = false;

  constructor(private readonly sink: ProgressSink, private readonly options: ProgressOptions) {
    this.start = this.now();
  }

  update(done: number, total: number): void {
    const { style } = this.options;
    if (style === 'off') return;
    const now = this.now();
    const timing = DEFAULT_TIMING[style];
    if (now - this.start < (this.options.delayMs ?? timing.delayMs)) return;
    const interval = this.options.intervalMs ?? timing.intervalMs;
    // The bar shows its last frame; a line at the end would only repeat what the result says.
    if (now - this.lastDraw < interval && (style === 'lines' || done < total)) return;
    this.lastDraw = now;
    const seconds = (now - this.start) / 1000;
    if (style === 'lines') {
      this.sink.write(`nuffle: ${formatProgressText(done, total, seconds)}\n`);
      return;
    }
    this.drawn = true;
    this.sink.write(`\r${formatProgress(done, total, seconds, this.sink.columns || 80)}\x1b[K`);
  }

  /** Clears the bar's line (the result follows on a clean screen). */
  finish(): void {
    if (this.drawn) this.sink.write('\r\x1b[K');
    this.drawn = false;
  }

  private now(): number {
    return (this.options.now ?? (() => performance.now()))();
  }
}

/** "[#######-------]  45%  4.5M/10M samples  9.1M/s  0.6 s left", fitted to `columns`. */
export function formatProgress(done: number, total: number, seconds: number, columns = 80): string {
  const fraction = progressFraction(done, total);
  const text = formatProgressText(done, total, seconds);
  const width = Math.max(10, Math.min(40, columns - text.length - 4));
  const filled = Math.round(fraction * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}`;
}

/** " 45%  4.5M/10M samples  9.1M/s  0.6 s left". */
export function formatProgressText(done: number, total: number, seconds: number): string {
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
  return `${progressPercent(progressFraction(done, total))}  ${shortCount(done)}/${shortCount(total)} samples  ${shortCount(rate)}/s  ${duration(left)} left`;
}

function progressFraction(done: number, total: number): number {
  return total > 0 ? Math.min(1, done / total) : 1;
}
