/**
 * The form in Chromium over nested options and variants: a pass through one interferer (a list of objects, read
 * off the schema) and a `compare:` of two variants, built by clicks alone, show the exact fractions the library
 * finds for the same scenario written by hand; the YAML of a bomb's `near` (ids and `{ opponent, at }`) reads back
 * into the form's rows; at a phone's width nothing scrolls sideways; the keyboard alone adds and removes an
 * interferer. Skipped only when /usr/bin/chromium is missing.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateText } from '../../src/index.js';
import { chromiumInstalled, CHROMIUM } from '../report/chromium.js';
import { afterAnswer, builtPageUrl, shownFractions, startBrowser, type AppBrowser } from './browser.js';

const ROOT = join(import.meta.dirname, '../..');
const SCREENSHOTS = join(tmpdir(), 'nuffle-app-screenshots');

/** The scenario as a coach would write it, block style. */
const BY_HAND = `name: by hand
rerolls: 0
players:
  player: { ag: 3+, pa: 3+ }
  player2: { ag: 3+ }
steps:
  - pass:
      by: player
      range: short
      interference:
        - ag: 3+
          marked: 1
  - catch: { by: player2 }
compare:
  as written: {}
  one re-roll:
    rerolls: 1
`;

describe.skipIf(!chromiumInstalled)(`nested options and variants in the form in Chromium (needs ${CHROMIUM})`, () => {
  let browser: AppBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await startBrowser();
    page = await browser.open(await builtPageUrl(ROOT, 'nuffle-form-nested'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds a pass through one interferer and a compare of two variants by clicks, and shows the library\'s fractions', async () => {
    const act = (what: () => Promise<unknown>) => afterAnswer(page, what);
    await act(() => page.click('#new-line'));
    await act(() => page.fill('#player-pa', '3+'));
    await act(() => page.click('#add-player'));
    await act(() => page.click('[data-add-step="pass"]'));
    await act(() => page.selectOption('#step-0-by', 'player'));
    await act(() => page.selectOption('#step-0-range', 'short'));
    await act(() => page.click('#step-0-interference-add'));
    await act(() => page.fill('#step-0-interference-0-ag', '3+'));
    await act(() => page.fill('#step-0-interference-0-marked', '1'));
    await act(() => page.click('[data-add-step="catch"]'));
    await act(() => page.selectOption('#step-1-by', 'player2'));
    await act(() => page.click('#add-compare'));
    await page.fill('#variant-1-0-path', 'rerolls'); // no value yet: the override is not written, the YAML unchanged
    await act(() => page.fill('#variant-1-0-value', '1'));
    await act(() => page.fill('#variant-1-name', 'one re-roll'));
    const yaml = await page.inputValue('#yaml');
    expect(yaml).toContain('  - { pass: { by: player, range: short, interference: [{ ag: 3+, marked: 1 }] } }\n  - { catch: { by: player2 } }\n');
    expect(yaml).toContain('compare:\n  as written: {}\n  one re-roll: { rerolls: 1 }\n');
    expect(await page.evaluate(() => document.body.dataset.state)).toBe('answer');
    const results = evaluateText(BY_HAND, 'by-hand.yaml', { plan: false }).result.results;
    const expected = Object.fromEntries(results.map((r) => [r.variant, r.fractions]));
    expect(Object.keys(expected)).toEqual(['as written', 'one re-roll']);
    expect(await shownFractions(page)).toEqual(expected);
  });

  it('reads a bomb\'s near back into rows of (opponent, square), an id alone and an id with its square', async () => {
    await afterAnswer(page, () => page.fill('#yaml', readFileSync(join(ROOT, 'scenarios/bombardier.yaml'), 'utf8')));
    expect(await page.textContent('#form-note')).toBe('');
    expect([await page.inputValue('#step-0-near-0-opponent'), await page.inputValue('#step-0-near-0-at-0'), await page.inputValue('#step-0-near-0-at-1')]).toEqual(['blitzer', '1', '0']);
    expect(await page.inputValue('#step-0-near-1-opponent')).toBe('catcher');
  });

  it('fits a phone\'s width with the nested fields and the variants open, and works from the keyboard', async () => {
    await afterAnswer(page, () => page.fill('#yaml', BY_HAND));
    expect(await page.inputValue('#step-0-interference-0-ag')).toBe('3+');
    expect(await page.inputValue('#variant-1-0-value')).toBe('1');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => { (document.getElementById('form-fold') as HTMLDetailsElement).open = true; });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.locator('#form-body').screenshot({ path: join(SCREENSHOTS, 'form-nested-390.png') });
    // Enter on "+ add to interference": a second interferer, the focus kept on the button.
    await page.focus('#step-0-interference-add');
    await afterAnswer(page, () => page.keyboard.press('Enter'));
    expect(await page.locator('#step-0-interference-1-ag').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('step-0-interference-add');
    // Tab into the new interferer's AG, type it; then Enter on its ✕ removes it, the focus on the first one's ✕.
    await page.focus('#step-0-interference-1-ag');
    await afterAnswer(page, () => page.keyboard.type('4+'));
    expect(await page.inputValue('#yaml')).toContain('interference: [{ ag: 3+, marked: 1 }, { ag: 4+ }]');
    await page.focus('[aria-label="remove step 1 interference 2"]');
    await afterAnswer(page, () => page.keyboard.press('Enter'));
    expect(await page.inputValue('#yaml')).toContain('interference: [{ ag: 3+, marked: 1 }] }');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('remove step 1 interference 1');
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  it('asks for nothing but file:, data: and blob: URLs, and logs no error', () => {
    expect(browser.refused).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
