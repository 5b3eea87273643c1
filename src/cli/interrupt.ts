/**
 * Ctrl-C during a long run: the first SIGINT asks the run to stop (finished work is kept and printed, marked
 * partial); a second one exits at once with code 130.
 */

export async function withInterrupt<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const onSigint = () => {
    if (controller.signal.aborted) process.exit(130);
    process.stderr.write('\nnuffle: stopping — finished trials are kept (Ctrl-C again to quit at once)\n');
    controller.abort();
  };
  process.on('SIGINT', onSigint);
  try {
    return await run(controller.signal);
  } finally {
    process.off('SIGINT', onSigint);
  }
}
