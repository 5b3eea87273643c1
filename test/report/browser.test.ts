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

  it('opens a part from its link in the contents (issue 24): closed before, open after', async () => {
    const page = opened?.page;
    if (!page) throw new Error('no page');
    const id = await page.evaluate(() => document.querySelector('nav.toc a')?.getAttribute('href')?.slice(1) ?? '');
    const isOpen = () => page.evaluate((at) => (document.getElementById(at)?.querySelector('details.card') as HTMLDetailsElement | null)?.open ?? null, id);
    expect(await isOpen()).toBe(false);
    await page.click(`nav.toc a[href="#${id}"]`);
    await page.waitForFunction((at) => (document.getElementById(at)?.querySelector('details.card') as HTMLDetailsElement | null)?.open === true, id);
    expect(await isOpen()).toBe(true);
  });

  it.each([1400, 390])('at %i px, every part opened, nothing runs past its card and no table scrolls (issues 21, 24)', async (width) => {
    const page = opened?.page;
    if (!page) throw new Error('no page');
    await page.setViewportSize({ width, height: 900 });
    const measured = await page.evaluate(() => {
      document.querySelectorAll('details.card').forEach((d) => { (d as HTMLDetailsElement).open = true; });
      const past: string[] = [];
      const scrolling: string[] = [];
      for (const section of document.querySelectorAll('section.scenario')) {
        if (section.scrollWidth > section.clientWidth + 1) past.push(`${section.id}: ${section.scrollWidth} > ${section.clientWidth}`);
        for (const fit of section.querySelectorAll('.numbers-fit')) if (fit.scrollWidth > fit.clientWidth + 1) scrolling.push(section.id);
      }
      return { past, scrolling, page: document.documentElement.scrollWidth, view: window.innerWidth };
    });
    await page.screenshot({ path: join(REPORTS, `report-${width}.png`), fullPage: true });
    expect(measured.past).toEqual([]);
    expect(measured.page).toBeLessThanOrEqual(measured.view);
    // At 1400 px the tables fit their cards; at 390 px they stack into label/value rows (cell-label.ts), so none scrolls either.
    expect(measured.scrolling).toEqual([]);
  });

  it('opens each probability tree on its start box, at the top left, its labels whole (issue 24)', async () => {
    const page = opened?.page;
    if (!page) throw new Error('no page');
    await page.setViewportSize({ width: 1400, height: 900 });
    const trees = await page.evaluate(() => [...document.querySelectorAll('.tree')].map((tree) => {
      const start = tree.querySelector('svg g')?.getBoundingClientRect();
      const box = tree.getBoundingClientRect();
      const cut = [...tree.querySelectorAll('svg g')].filter((g) => {
        const rect = g.querySelector('rect')?.getBoundingClientRect();
        return rect ? [...g.querySelectorAll('text')].some((t) => t.getBoundingClientRect().right > rect.right + 1) : false;
      }).length;
      return { top: start ? start.top - box.top : -1, left: start ? start.left - box.left : -1, cut };
    }));
    expect(trees.length).toBeGreaterThan(0);
    for (const tree of trees) {
      expect(tree.top).toBeGreaterThanOrEqual(0);
      expect(tree.top).toBeLessThan(60);
      expect(tree.left).toBeLessThan(20);
      expect(tree.cut).toBe(0);
    }
  });
});
