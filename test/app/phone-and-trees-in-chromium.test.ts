/**
 * The page and the HTML report at a phone's width (390 px), and the page's probability trees, in Chromium: every
 * shipped scenario opened from the examples leaves the page no wider than the phone (the tables stacked into
 * label/value rows, the charts fitted to the column, each tree shown as its outline), the report of
 * `nuffle eval scenarios --report` likewise with every part open, and the page's tree of a line says what the
 * report's tree of the same file says, box by box. Screenshots at 1400 px and 390 px (light and dark) are left in
 * the temporary folder to look at. Skipped only when /usr/bin/chromium is missing.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppHtml, shippedExamples } from '../../scripts/build-app.js';
import { chromiumInstalled, CHROMIUM } from '../report/chromium.js';
import { afterAnswer, startBrowser, type AppBrowser } from './browser.js';

const ROOT = join(import.meta.dirname, '../..');
const CLI = join(ROOT, 'dist/src/cli/main.js');
const PHONE = 390;
const SCREENSHOTS = join(tmpdir(), 'nuffle-app-screenshots');

/** Opens every `<details>` under `root` (a selector), so nothing folded hides from the measure. */
async function openAll(page: Page, root: string): Promise<void> {
  await page.evaluate((sel) => document.querySelectorAll(`${sel} details`).forEach((d) => { (d as HTMLDetailsElement).open = true; }), root);
}

/** What sticks out sideways: the document's scroll width, and every element under `root` (but inside a tree's box or a chart's SVG) past the viewport's right edge. */
async function overflow(page: Page, root: string): Promise<{ scrollWidth: number; past: string[]; figures: string[] }> {
  return page.evaluate((sel) => {
    const width = document.documentElement.clientWidth;
    const inside = [...document.querySelectorAll(`${sel} *`)].filter((e) => !e.closest('svg') && !e.closest('.tree'));
    const name = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${e.getAttribute('class') ?? ''}`;
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? Infinity,
      past: inside.filter((e) => e.getBoundingClientRect().right > width + 0.5).map(name),
      // A chart narrowed to its figure: no figure scrolls sideways.
      figures: [...document.querySelectorAll(`${sel} figure`)].filter((f) => f.scrollWidth > f.clientWidth).map((f) => `${f.querySelector('.chart')?.getAttribute('data-kind')}: ${f.scrollWidth} > ${f.clientWidth}`),
    };
  }, root);
}

/** The odds each box of a tree's SVG gives, in drawing order ("66.7% of the branch · 66.7% overall"), from its tooltips. */
function boxOdds(svg: string): string[] {
  return [...svg.matchAll(/<title>[^<]*? — ([^<]*)<\/title>/g)].map((m) => m[1]);
}

/** A chance as the tree prints it: one decimal. */
const pct = (p: number) => `${(100 * p).toFixed(1)}%`;

describe.skipIf(!chromiumInstalled)(`the page and the report at a phone's width, and the page's trees (needs ${CHROMIUM})`, () => {
  let browser: AppBrowser;
  let url: string;
  let report: string;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nuffle-phone-'));
    writeFileSync(join(dir, 'app.html'), await buildAppHtml(ROOT));
    url = pathToFileURL(join(dir, 'app.html')).href;
    report = join(dir, 'report.html');
    const cli = spawnSync(process.execPath, [CLI, 'eval', join(ROOT, 'scenarios'), '--report', report], { encoding: 'utf8' });
    expect(cli.status).toBe(0);
    browser = await startBrowser();
    mkdirSync(SCREENSHOTS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps every shipped scenario inside 390 px: tables stacked, charts fitted, trees as outlines', async () => {
    const page = await browser.open(url, PHONE);
    const wrong: string[] = [];
    for (const [i, example] of shippedExamples(ROOT).entries()) {
      await afterAnswer(page, () => page.click(`[data-example="${i}"]`));
      // The trees come after the numbers, in a message of their own.
      await page.waitForFunction(() => document.body.dataset.trees === document.body.dataset.answered, null, { timeout: 60_000 });
      await openAll(page, '#answer');
      for (const chart of await page.locator('#answer .chart').all()) await chart.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => [...document.querySelectorAll('#answer .chart')].every((c) => c.hasAttribute('data-drawn')), null, { timeout: 60_000 });
      const seen = await overflow(page, '#answer');
      if (seen.scrollWidth > PHONE || seen.past.length > 0 || seen.figures.length > 0) wrong.push(`${example.file}: ${JSON.stringify(seen)}`);
      // Every tree shows as its outline (the drawing hidden), inside the column like the rest.
      const trees = await page.evaluate(() => ({
        drawings: [...document.querySelectorAll('#answer .tree')].filter((t) => t.getBoundingClientRect().width > 0).length,
        outlines: [...document.querySelectorAll('#answer .tree-outline')].filter((t) => t.getBoundingClientRect().width > 0).length,
        all: document.querySelectorAll('#answer .tree').length,
      }));
      if (trees.drawings > 0 || trees.outlines !== trees.all || trees.all === 0) wrong.push(`${example.file}: trees ${JSON.stringify(trees)}`);
      if (i === 0) await page.screenshot({ path: join(SCREENSHOTS, 'phone-390.png'), fullPage: true });
    }
    expect(wrong).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-390-dark.png'), fullPage: true });
    await page.close();
  }, 600_000);

  it('keeps the HTML report of eval scenarios --report inside 390 px, every part open', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: PHONE, height: 844 });
    await page.goto(pathToFileURL(report).href, { waitUntil: 'load' });
    await page.waitForFunction(() => [...document.querySelectorAll('.chart')].every((c) => c.hasAttribute('data-drawn')), null, { timeout: 60_000 });
    // Opening a part draws its charts again, fitted to the room it now has.
    for (const summary of await page.locator('summary.card').all()) await summary.click();
    await page.waitForFunction(() => [...document.querySelectorAll('.chart')].every((c) => c.hasAttribute('data-fitted') && c.hasAttribute('data-drawn')), null, { timeout: 60_000 });
    await page.waitForTimeout(500);
    await openAll(page, 'main');
    const seen = await overflow(page, 'main');
    expect(seen.past).toEqual([]);
    expect(seen.figures).toEqual([]);
    expect(seen.scrollWidth).toBeLessThanOrEqual(PHONE);
    await page.screenshot({ path: join(SCREENSHOTS, 'report-390.png') });
    await page.close();
  }, 300_000);

  it('shows the tree the report draws for a line, with its odds: dodge 3+, dodge 3+, rush 2+ with one team re-roll', async () => {
    const page = await browser.open(url, 1400);
    const examples = shippedExamples(ROOT);
    const at = examples.findIndex((e) => e.file === 'two-dodges-and-a-rush.yaml');
    await afterAnswer(page, () => page.click(`[data-example="${at}"]`));
    await page.waitForFunction(() => document.body.dataset.trees === document.body.dataset.answered, null, { timeout: 60_000 });
    const shown = boxOdds(await page.evaluate(() => document.querySelector('#answer .tree[data-kind="tree"]')?.innerHTML ?? ''));
    // The report's tree of the same file, read off the report's HTML: its section is the one named for the file.
    const html = readFileSync(report, 'utf8');
    const section = html.split('<section class="scenario"').find((s) => s.includes('two-dodges-and-a-rush.yaml')) ?? '';
    const drawn = /<div class="tree" data-kind="tree">([\s\S]*?)<\/div>/.exec(section)?.[1] ?? '';
    expect(shown.length).toBeGreaterThan(5);
    expect(shown).toEqual(boxOdds(drawn));
    // By hand: the first dodge passes 2/3 at once; failed (1/3) it takes the re-roll and passes 2/3 of those (2/9) or
    // fails both (1/9). After two clean dodges (4/9) the rush keeps the re-roll: 5/6 + 1/6 · 5/6 = 35/36 of the
    // branch, 4/9 · 35/36 = 35/81 overall.
    expect(shown).toEqual(expect.arrayContaining([
      `${pct(2 / 3)} of the branch · ${pct(2 / 3)} overall`,
      `${pct(2 / 3)} of the branch · ${pct(4 / 9)} overall`,
      `${pct(35 / 36)} of the branch · ${pct(35 / 81)} overall`,
      `${pct(2 / 9)} of the branch · ${pct(2 / 9)} overall`,
      `${pct(1 / 9)} of the branch · ${pct(1 / 9)} overall`,
    ]));
    await page.screenshot({ path: join(SCREENSHOTS, 'trees-1400.png'), fullPage: true });
    // At a phone's width the same boxes read top to bottom as an outline, the drawing hidden: the same odds, in the same order.
    await page.setViewportSize({ width: PHONE, height: 844 });
    expect(await page.isVisible('#answer .tree[data-kind="tree"]')).toBe(false);
    expect(await page.isVisible('#answer .tree-outline[data-outline="tree"]')).toBe(true);
    const outline = await page.evaluate(() => [...document.querySelectorAll('#answer .tree-outline[data-outline="tree"] .box small')].map((s) => s.textContent ?? ''));
    expect(outline).toEqual(shown);
    await page.locator('#answer .tree-outline').first().screenshot({ path: join(SCREENSHOTS, 'tree-outline-390.png') });
    await page.setViewportSize({ width: 1400, height: 1000 });
    // A turn of activations: the plan's tree beside the line's, as in the report.
    await afterAnswer(page, () => page.click(`[data-example="${examples.findIndex((e) => e.file === 'plan-defensive-turn.yaml')}"]`));
    await page.waitForFunction(() => document.body.dataset.trees === document.body.dataset.answered, null, { timeout: 60_000 });
    expect(await page.locator('#answer .tree[data-kind="plan-tree"] svg').count()).toBe(1);
    expect(await page.locator('#answer .tree[data-kind="tree"] svg').count()).toBe(1);
    await page.close();
  }, 120_000);

  it('asks for nothing but file:, data: and blob: URLs, and logs no error', () => {
    expect(browser.refused).toEqual([]);
    expect(browser.requests.filter((r) => !/^(file|data|blob):/.test(r))).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
