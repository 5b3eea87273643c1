/**
 * The skill advisor's report section in a real browser (as `browser.test.ts` drives it: Debian's Chromium through
 * playwright-core, from file://, every other request refused and recorded): the ranked bar chart and the heat map
 * of the shipped Human Blitzer profile draw, nothing is fetched, the console stays clean, and the page escapes
 * what the profile wrote. Skipped only when /usr/bin/chromium is missing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, chromiumInstalled, openOffline, type OfflinePage } from './chromium.js';
import { adviseFile } from '../../src/advise/advise.js';
import { InlineExecutor } from '../../src/montecarlo/pool.js';
import { buildReport } from '../../src/report/build.js';

const ROOT = join(import.meta.dirname, '../..');
const REPORTS = join(ROOT, 'reports');
const installed = chromiumInstalled;

describe.skipIf(!installed)(`the advice section in Chromium (needs ${CHROMIUM})`, () => {
  const file = join(REPORTS, 'advice-browser-test.html');
  const url = pathToFileURL(file).href;
  let opened: OfflinePage | undefined;
  let summary: { kinds: (string | null)[]; drawn: number; svgs: number; bars: number; cells: number; headline: string };

  beforeAll(async () => {
    mkdirSync(REPORTS, { recursive: true });
    const advice = await adviseFile(join(ROOT, 'scenarios/advise/human-blitzer.yaml'), { executor: new InlineExecutor() });
    writeFileSync(file, buildReport([], { advice: [{ ...advice, name: `${advice.name} <script>alert(1)</script>` }], date: new Date('2026-01-01T00:00:00Z') }));
    opened = await openOffline(file);
    const { page } = opened;
    summary = await page.evaluate(() => {
      const charts = [...document.querySelectorAll('.advice .chart')];
      return {
        kinds: charts.map((c) => c.getAttribute('data-kind')),
        drawn: charts.filter((c) => c.hasAttribute('data-drawn')).length,
        svgs: charts.filter((c) => c.querySelector('svg')).length,
        // vega draws each bar and each heat-map cell as a path of its mark's group (legends are other groups).
        bars: charts[0]?.querySelectorAll('.mark-rect.role-mark path').length ?? 0,
        cells: charts[1]?.querySelectorAll('.mark-rect.role-mark path').length ?? 0,
        headline: document.querySelector('.advice .headline')?.textContent ?? '',
      };
    });
    await page.screenshot({ path: join(REPORTS, 'advice-screenshot.png'), fullPage: true });
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('draws the ranked bars and the heat map', () => {
    expect(summary.kinds).toEqual(['bars', 'heatmap']);
    expect(summary.drawn).toBe(2);
    expect(summary.svgs).toBe(2);
    // Nine skills change something in the shipped profile (its table), over six situations: 9 bars, 9 × 6 cells.
    expect(summary.bars).toBe(9);
    expect(summary.cells).toBe(54);
    expect(summary.headline).toMatch(/^Take /);
  });

  it('asks for nothing but the file itself, and runs no script the profile wrote', () => {
    expect(opened?.refused).toEqual([]);
    expect(opened?.requests).toEqual([url]);
    expect(opened?.errors).toEqual([]);
  });
});
