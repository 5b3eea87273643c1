/**
 * Ctrl-C during Monte Carlo runs: the first SIGINT asks the run to stop (finished trials are kept and printed,
 * marked partial); a second one exits at once with code 130. The handler is installed only while sampling, so
 * Ctrl-C during exact evaluation (which cannot be paused) keeps Node's default: quit at once.
 */
export class Interrupt {
  private readonly controller = new AbortController();

  /** `kept`: what a stop keeps, in words (Monte Carlo's finished trials; the advisor's finished candidates). */
  constructor(private readonly kept = 'finished trials are kept') {}

  /** Aborted once Ctrl-C has been pressed during a run. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Runs `work` with Ctrl-C asking it to stop. */
  async during<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const onSigint = () => {
      if (this.controller.signal.aborted) process.exit(130);
      process.stderr.write(`\nnuffle: stopping — ${this.kept} (Ctrl-C again to quit at once)\n`);
      this.controller.abort();
    };
    process.on('SIGINT', onSigint);
    try {
      return await work(this.controller.signal);
    } finally {
      process.off('SIGINT', onSigint);
    }
  }
}
