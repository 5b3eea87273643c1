/**
 * The progress bar on stderr: samples done, rate and time left, redrawn in place a few times a second. It
 * appears only once a run has lasted about a second (short runs stay quiet) and never with `--json` or when
 * stderr is not a terminal (the CLI decides `enabled`).
 */

export interface ProgressOptions {
  readonly enabled: boolean;
  /** Milliseconds before the bar first appears. */
  readonly delayMs?: number;
  /** Milliseconds between redraws. */
  readonly intervalMs?: number;
  readonly now?: () => number;
}

/** Where the bar is drawn: stderr, or anything with `write` and a width. */
export interface ProgressSink {
  write(text: string): unknown;
  readonly columns?: number;
}

/** A progress bar redrawn in place on a terminal stream. */
export class ProgressBar {
  private readonly start: number;
  private lastDraw = Number.NEGATIVE_INFINITY;
  private drawn = false;

  constructor(private readonly sink: ProgressSink, private readonly options: ProgressOptions) {
    this.start = this.now();
  }

  update(done: number, total: number): void {
    if (!this.options.enabled) return;
    const now = this.now();
    if (now - this.start < (this.options.delayMs ?? 1000)) return;
    if (now - this.lastDraw < (this.options.intervalMs ?? 100) && done < total) return;
    this.lastDraw = now;
    this.drawn = true;
    this.sink.write(`\r${formatProgress(done, total, (now - this.start) / 1000, this.sink.columns || 80)}\x1b[K`);
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
  const fraction = total > 0 ? Math.min(1, done / total) : 1;
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 ? (total - done) / rate : Number.POSITIVE_INFINITY;
  const text = `${(100 * fraction).toFixed(0).padStart(3)}%  ${short(done)}/${short(total)} samples  ${short(rate)}/s  ${duration(left)} left`;
  const width = Math.max(10, Math.min(40, columns - text.length - 4));
  const filled = Math.round(fraction * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}`;
}

/** 950, 12.3k, 4.5M, 1.2G. */
export function short(n: number): string {
  if (n < 1e3) return n.toFixed(0);
  for (const [scale, unit] of [[1e9, 'G'], [1e6, 'M'], [1e3, 'k']] as const) {
    if (n < scale) continue;
    const one = (n / scale).toFixed(1);
    return `${Number(one) < 10 ? one : (n / scale).toFixed(0)}${unit}`;
  }
  return n.toFixed(0);
}

/** "0.6 s", "42 s", "3 min", "?". */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 120) return `${seconds.toFixed(0)} s`;
  return `${(seconds / 60).toFixed(0)} min`;
}
