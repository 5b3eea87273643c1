/**
 * The form in Chromium, beyond a plain line: a turn of two activations built by clicks alone — a star player
 * (Griff Oberwald, from the edition's star list), a second player and an opponent; the star's blitz that needs a
 * knock-down, with an `otherwise:` branch (a dodge when the block only pushed); the second player's rush after it —
 * and the page shows the exact fractions the library finds for the same turn written by hand. Then the same form
 * at a phone's width, and the goal's weights. Skipped only when /usr/bin/chromium is missing.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateText } from '../../src/index.js';
import { chromiumInstalled, CHROMIUM } from '../report/chromium.js';
import { afterAnswer, builtPageUrl, shownFractions, startBrowser, type AppBrowser } from './browser.js';

const ROOT = join(import.meta.dirname, '../..');
/** Screenshots land beside the page's (test/app/page-in-chromium.test.ts): look at them. */
const SCREENSHOTS = join(tmpdir(), 'nuffle-app-screenshots');

/** The turn as a coach would write it: the star by name only (the CLI fills his profile, as the form shows it). */
const BY_HAND = `name: by hand
rerolls: 1
players:
  player: { star: Griff Oberwald }
  player2: { ag: 3+ }
opponent: { st: 3, av: 9+ }
activations:
  - by: player
    steps:
      - block: { target: opponent, need: knockdown, blitz: true }
        otherwise:
          - dodge: { marked: 1 }
  - by: player2
    after: [player]
    steps: [rush]
`;

describe.skipIf(!chromiumInstalled)(`the form in Chromium (needs ${CHROMIUM})`, () => {
  let browser: AppBrowser;
  let page: Page;

  beforeAll(async () => {
    const url = await builtPageUrl(ROOT, 'nuffle-form');
    browser = await startBrowser();
    page = await browser.open(url);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds a turn of two activations with a branch and a star player by clicks, and shows the CLI\'s exact fractions', async () => {
    const act = (what: () => Promise<unknown>) => afterAnswer(page, what);
    await act(() => page.click('#new-line'));
    await act(() => page.selectOption('#form-rerolls', '1'));
    await act(() => page.selectOption('#player-star', 'Griff Oberwald'));
    // The bb2020 star profile (shared/rosters, docs/stars.md): MA 7 ST 4 AG 2+ PA 3+ AV 9+, his special rule among the skills.
    expect([await page.inputValue('#player-ma'), await page.inputValue('#player-st'), await page.inputValue('#player-ag'), await page.inputValue('#player-av')]).toEqual(['7', '4', '2+', '9+']);
    expect(await page.inputValue('#player-skills')).toContain('Consummate Professional');
    await act(() => page.click('#add-player'));
    await act(() => page.click('#add-opponent'));
    await act(() => page.click('#add-activation'));
    await page.selectOption('#act-0-step-kind', 'block');
    await act(() => page.click('#act-0-step-add-step'));
    await act(() => page.selectOption('#act-0-step-0-target', 'opponent'));
    await act(() => page.selectOption('#act-0-step-0-need', 'knockdown'));
    await act(() => page.check('#act-0-step-0-blitz'));
    await act(() => page.click('#act-0-step-0-add-otherwise'));
    await page.selectOption('#act-0-step-0-otherwise-kind', 'dodge');
    await act(() => page.click('#act-0-step-0-otherwise-add-step'));
    await act(() => page.fill('#act-0-step-0-otherwise-0-marked', '1'));
    await act(() => page.click('#add-activation'));
    await act(() => page.selectOption('#act-1-by', 'player2'));
    await page.selectOption('#act-1-step-kind', 'rush');
    await act(() => page.click('#act-1-step-add-step'));
    await act(() => page.check('#act-1-after-player'));
    const yaml = await page.inputValue('#yaml');
    expect(yaml).toContain('player: { star: Griff Oberwald, ma: 7, st: 4, ag: 2+, pa: 3+, av: 9+, skills: [');
    expect(yaml).toContain('activations:\n  - by: player\n    steps:\n      - block: { target: opponent, need: knockdown, blitz: true }\n        otherwise:\n          - { dodge: { marked: 1 } }\n');
    expect(yaml).toContain('  - by: player2\n    after: [player]\n    steps:\n      - rush\n');
    expect(await page.evaluate(() => document.body.dataset.state)).toBe('answer');
    const expected = evaluateText(BY_HAND, 'by-hand.yaml', { plan: false }).result.results[0].fractions;
    expect((await shownFractions(page)).base).toEqual(expected);
  });

  it('moves and removes a branch\'s step and an activation, and reads the YAML back into the turn', async () => {
    await afterAnswer(page, () => page.click('[aria-label="move activation 2 up"]'));
    expect(await page.inputValue('#yaml')).toMatch(/activations:\n {2}- by: player2\n/);
    await afterAnswer(page, () => page.click('[aria-label="remove activation 2 step 1 otherwise step 1"]'));
    expect(await page.inputValue('#yaml')).toContain('        otherwise:\n');
    await afterAnswer(page, () => page.fill('#yaml', BY_HAND));
    expect(await page.inputValue('#act-0-by')).toBe('player');
    expect(await page.inputValue('#player-star')).toBe('Griff Oberwald');
    expect(await page.inputValue('#act-0-step-0-otherwise-0-marked')).toBe('1');
    expect(await page.isChecked('#act-1-after-player')).toBe(true);
    await afterAnswer(page, () => page.click('[aria-label="remove activation 2"]'));
    expect(await page.inputValue('#yaml')).not.toContain('by: player2');
    expect(await page.locator('[data-activation]').count()).toBe(1);
  });

  it('weighs the goal: a dodge 3+ with the goal { success: 1, turnover: -1 } shows the same fractions (the re-roll policy does not change)', async () => {
    await afterAnswer(page, () => page.fill('#yaml', 'name: goal\nrerolls: 0\nplayer: { ag: 3+ }\nsteps:\n  - dodge\n'));
    await afterAnswer(page, () => page.selectOption('#form-goal', 'weights…'));
    expect(await page.inputValue('#yaml')).toContain('goal: { success: 1 }');
    await afterAnswer(page, () => page.click('#add-weight'));
    expect(await page.inputValue('#yaml')).toContain('goal: { success: 1, turnover: -1 }');
    // One dodge 3+, no re-roll: success 2/3, turnover 1/3 whatever the goal.
    const shown = (await shownFractions(page)).base;
    expect([shown.success, shown.turnover]).toEqual(['2/3', '1/3']);
  });

  it('fits a phone\'s width with the turn open, and works from the keyboard', async () => {
    await afterAnswer(page, () => page.fill('#yaml', BY_HAND));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => { (document.getElementById('form-fold') as HTMLDetailsElement).open = true; });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.locator('.form-turn').screenshot({ path: join(SCREENSHOTS, 'form-turn-390.png') });
    // From the keyboard: the focus on "Add the step" of activation 2, Enter adds a rush, the focus stays there.
    await page.focus('#act-1-step-add-step');
    await afterAnswer(page, () => page.keyboard.press('Enter'));
    expect(await page.inputValue('#yaml')).toContain('    steps:\n      - rush\n      - dodge\n');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('act-1-step-add-step');
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  it('asks for nothing but file:, data: and blob: URLs, and logs no error', () => {
    expect(browser.refused).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
