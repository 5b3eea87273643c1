/**
 * The report in a real browser: Debian's Chromium, driven by playwright-core, opens the shipped scenarios'
 * report from file://, with every request other than the file itself refused and recorded. Every chart must
 * draw, the console must stay free of errors (a Content-Security-Policy violation is one), and a screenshot is
 * saved under reports/. Skipped only when /usr/bin/chromium is missing (.ci/run installs it with apt-get).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, chromiumInstalled, openOffline, type OfflinePage } from './chromium.js';
import { expandScenarioPaths } from '../../src/scenario/load.js';
import { reportOf } from './support.js';

const ROOT = join(import.meta.dirname, '../..');
const REPORTS = join(ROOT, 'reports');
const installed = chromiumInstalled;
if (!installed) console.warn(`browser test skipped: ${CHROMIUM} is not installed (.ci/run installs Debian's chromium with apt-get)`);

describe.skipIf(!installed)(`the report in Chromium (needs ${CHROMIUM})`, () => {
  const file = join(REPORTS, 'browser-test.html');
  const url = pathToFileURL(file).href;
  let opened: OfflinePage | undefined;
  let summary: { charts: number; drawn: number; empty: string[]; failed: string[]; trees: number; treeSvgs: number };

  beforeAll(async () => {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(file, reportOf(expandScenarioPaths([join(ROOT, 'scenarios')])));
    opened = await openOffline(file);
    const { page } = opened;
    summary = await page.evaluate(() => {
      const charts = [...document.querySelectorAll('.chart')];
      const trees = [...document.querySelectorAll('.tree')];
      return {
        charts: charts.length,
        drawn: charts.filter((c) => c.hasAttribute('data-drawn')).length,
        empty: charts.filter((c) => !c.querySelector('svg, canvas')).map((c) => c.id),
        failed: charts.filter((c) => !c.hasAttribute('data-drawn')).map((c) => `${c.id}: ${c.textContent}`),
        trees: trees.length,
        treeSvgs: trees.filter((t) => t.querySelector('svg')).length,
      };
    });
    await page.screenshot({ path: join(REPORTS, 'report-screenshot.png'), fullPage: true });
    await page.screenshot({ path: join(REPORTS, 'report-top.png') });
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('draws every chart and every tree', () => {
    // Twelve shipped scenarios: at least the outcomes chart for each.
    expect(summary.charts).toBeGreaterThanOrEqual(12);
    expect(summary.failed).toEqual([]);
    expect(summary.drawn).toBe(summary.charts);
    expect(summary.empty).toEqual([]);
    expect(summary.trees).toBeGreaterThan(0);
    expect(summary.treeSvgs).toBe(summary.trees);
  });

  it('asks for nothing but the file itself', () => {
    expect(opened?.refused).toEqual([]);
    expect(opened?.requests).toEqual([url]);
  });

  it('logs no error', () => {
    expect(opened?.errors).toEqual([]);
  });

  it('saves a screenshot under reports/', () => {
    expect(existsSync(join(REPORTS, 'report-screenshot.png'))).toBe(true);
  });
});
