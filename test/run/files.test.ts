/** The library's run over files: one method per file from its explored graph, exact or sampled, in file order. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InlineExecutor } from '../../src/montecarlo/pool.js';
import { evaluateFiles } from '../../src/run/files.js';
import { resolveRunOptions } from '../../src/run/options.js';
import { loadVariants } from '../../src/scenario/variants.js';

const file = (name: string) => loadVariants(join(import.meta.dirname, '..', '..', 'scenarios', name));

describe('a run over files', () => {
  it('solves a small file exactly and says why', async () => {
    const [result] = await evaluateFiles([file('bone-head-test.yaml')], resolveRunOptions({ seed: 1 }));
    expect(result.method).toBe('exact');
    expect(result.reason).toMatch(/^exact: the model has \d+ states, within the bound of 200,000$/);
  });

  it('samples when asked, on the executor given, and stops before the next file once aborted', async () => {
    const controller = new AbortController();
    const files = [file('bone-head-test.yaml'), file('bone-head-test.yaml')];
    const progress: number[] = [];
    const results = await evaluateFiles(files, resolveRunOptions({ method: 'montecarlo', samples: 2_000, seed: 3 }), {
      executor: new InlineExecutor(),
      signal: controller.signal,
      progress: () => ({ update: (done) => progress.push(done), finish: () => controller.abort() }),
    });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ method: 'montecarlo', samples: 2_000, seed: 3, policy: 'optimal', partial: false });
    expect(progress[progress.length - 1]).toBe(2_000);
  });
});
