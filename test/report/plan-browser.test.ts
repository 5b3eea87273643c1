/**
 * A turn's report in a real browser (as `browser.test.ts` drives it: Debian's Chromium through playwright-core,
 * from file://, every other request refused and recorded): the orders chart draws its bars and the plan's tree of
 * activations is there, for the hostile two-activation turn (4 bars, 7 boxes: test/report/plan-section.test.ts)
 * and the shipped cage break; nothing is fetched, the console stays clean, the labels stay text. A screenshot of
 * the cage break's plan is saved under reports/. Skipped only when /usr/bin/chromium is missing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, chromiumInstalled, openOffline, type OfflinePage } from './chromium.js';
import { HOSTILE_TURN, reportOf, scenarioFile } from './support.js';

const ROOT = join(import.meta.dirname, '../..');
const REPORTS = join(ROOT, 'reports');

describe.skipIf(!chromiumInstalled)(`a turn's report in Chromium (needs ${CHROMIUM})`, () => {
  const file = join(REPORTS, 'plan-browser-test.html');
  const url = pathToFileURL(file).href;
  let opened: OfflinePage | undefined;
  let sections: { bars: number; drawn: boolean; boxes: number; injected: number }[] = [];

  beforeAll(async () => {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(file, reportOf([scenarioFile(HOSTILE_TURN), join(ROOT, 'scenarios', 'plan-cage-break.yaml')]));
    opened = await openOffline(file);
    const { page } = opened;
    sections = await page.evaluate(() => [...document.querySelectorAll('section.scenario')].map((section) => {
      const chart = section.querySelector('.chart[data-kind="plan"]');
      return {
        // vega draws each bar as a path of its mark's group.
        bars: chart?.querySelectorAll('.mark-rect.role-mark path').length ?? 0,
        drawn: chart?.hasAttribute('data-drawn') ?? false,
        boxes: section.querySelectorAll('.tree[data-kind="plan-tree"] svg g').length,
        injected: section.querySelectorAll('img, i').length,
      };
    }));
    await page.evaluate(() => {
      const cage = document.querySelectorAll('section.scenario')[1];
      (cage.querySelector('details.card') as HTMLDetailsElement).open = true;
      cage.querySelector('.chart[data-kind="plan"]')?.scrollIntoView();
    });
    const cage = page.locator('section.scenario').nth(1);
    await cage.locator('.chart[data-kind="plan"]').screenshot({ path: join(REPORTS, 'plan-orders.png') });
    await cage.locator('.tree[data-kind="plan-tree"]').screenshot({ path: join(REPORTS, 'plan-tree.png') });
  });

  afterAll(async () => {
    await opened?.close();
  });

  it('draws the orders chart: adaptive, written, best fixed and the other orders', () => {
    // The hostile turn: 4 bars (orderRows, worked by hand in test/charts/plan-orders.test.ts). The cage break: 40
    // fixed orders; adaptive, written, best fixed and the 23 best of the other 38: 26 bars.
    expect(sections.map((s) => [s.drawn, s.bars])).toEqual([[true, 4], [true, 26]]);
  });

  it('draws the plan as a tree of activations', () => {
    expect(sections[0].boxes).toBe(7);
    expect(sections[1].boxes).toBeGreaterThan(10);
  });

  it('keeps the labels as text, asks for nothing but the file, and logs no error', () => {
    expect(sections.map((s) => s.injected)).toEqual([0, 0]);
    expect(opened?.refused).toEqual([]);
    expect(opened?.requests).toEqual([url]);
    expect(opened?.errors).toEqual([]);
  });
});
