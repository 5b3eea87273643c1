/**
 * The report in a real browser: Debian's Chromium, driven by playwright-core, opens the shipped scenarios'
 * report from file://, with every request other than the file itself refused and recorded. Every chart must
 * draw, the console must stay free of errors (a Content-Security-Policy violation is one), and a screenshot is
 * saved under reports/. Skipped only when /usr/bin/chromium is missing (.ci/run installs it with apt-get).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandScenarioPaths } from '../../src/scenario/load.js';
import { reportOf } from './support.js';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = join(import.meta.dirname, '../..');
const REPORTS = join(ROOT, 'reports');
const installed = existsSync(CHROMIUM);
if (!installed) console.warn(`browser test skipped: ${CHROMIUM} is not installed (.ci/run installs Debian's chromium with apt-get)`);

const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

describe.skipIf(!installed)(`the report in Chromium (needs ${CHROMIUM})`, () => {
  const file = join(REPORTS, 'browser-test.html');
  const url = pathToFileURL(file).href;
  const requests: string[] = [];
  const refused: string[] = [];
  const errors: string[] = [];
  let context: BrowserContext;
  let profile: string;
  let summary: { charts: number; drawn: number; empty: string[]; failed: string[]; trees: number; treeSvgs: number };

  beforeAll(async () => {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(file, reportOf(expandScenarioPaths([join(ROOT, 'scenarios')])));
    profile = mkdtempSync(join(tmpdir(), 'nuffle-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 1280, height: 900 },
    });
    await context.route('**/*', (route) => {
      const asked = route.request().url();
      if (asked === url) return route.continue();
      refused.push(asked);
      return route.abort();
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'load' });
    // Each chart is marked drawn, or filled with its error message, once vega-embed is done with it.
    await page.waitForFunction(
      () => [...document.querySelectorAll('.chart')].every((c) => c.hasAttribute('data-drawn') || (c.textContent ?? '') !== ''),
      null, { timeout: 60_000 },
    );
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
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
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
    expect(refused).toEqual([]);
    expect(requests).toEqual([url]);
  });

  it('logs no error', () => {
    expect(errors).toEqual([]);
  });

  it('saves a screenshot under reports/', () => {
    expect(existsSync(join(REPORTS, 'report-screenshot.png'))).toBe(true);
  });
});
