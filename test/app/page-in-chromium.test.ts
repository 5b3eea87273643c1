/**
 * The browser page in Chromium, built by the test itself (scripts/build-app.ts) and opened from file://: the
 * numbers it shows are the library's exact evaluation of the same files, a typo shows the CLI's own message, a
 * shared link reopens the line, the edition switch is remembered, a pinned line sits beside the edited copy, and
 * the page asks for nothing but its own file, data: and blob: URLs, logs no error and fits a phone's width.
 * Skipped only when /usr/bin/chromium is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppHtml, shippedExamples } from '../../scripts/build-app.js';
import { evaluateVariants, loadVariants } from '../../src/index.js';
import { chromiumInstalled, CHROMIUM } from '../report/chromium.js';
import { afterAnswer, shownFractions, startBrowser, type AppBrowser } from './browser.js';

const ROOT = join(import.meta.dirname, '../..');
const CLI = join(ROOT, 'dist/src/cli/main.js');
/** Screenshots land here (look at them: the test only checks they were taken). */
export const SCREENSHOTS = join(tmpdir(), 'nuffle-app-screenshots');

describe.skipIf(!chromiumInstalled)(`the browser page in Chromium (needs ${CHROMIUM})`, () => {
  let browser: AppBrowser;
  let url: string;
  let page: Page;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nuffle-app-'));
    const file = join(dir, 'app.html');
    writeFileSync(file, await buildAppHtml(ROOT));
    url = pathToFileURL(file).href;
    browser = await startBrowser();
    page = await browser.open(url);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens on dodge-rush-pickup with the exact fractions the library finds for the file', async () => {
    const expected = evaluateVariants(loadVariants(join(ROOT, 'scenarios/dodge-rush-pickup.yaml'))).results[0].fractions;
    expect(await shownFractions(page)).toEqual({ base: expected });
    expect(await page.textContent('[data-headline]')).toContain(`exactly ${expected.success}`);
  });

  it('shows, for every shipped scenario opened from the examples, the numbers of the library\'s exact evaluation and its charts', async () => {
    const examples = shippedExamples(ROOT);
    expect(await page.locator('[data-example]').count()).toBe(examples.length);
    const wrong: string[] = [];
    // Charts are checked on a file of each kind: a sweep and comparison (bars and heat map), a sweep (lines), a comparison, a single line.
    const charts = ['blitzer-block-wrestle-dodge.yaml', 'claws-or-mighty-blow.yaml', 'foul-with-assists.yaml', 'dodge-rush-pickup.yaml'];
    expect(charts.every((f) => examples.some((e) => e.file === f))).toBe(true);
    for (const [i, example] of examples.entries()) {
      await afterAnswer(page, () => page.click(`[data-example="${i}"]`));
      expect(await page.inputValue('#yaml')).toBe(example.text);
      const results = evaluateVariants(loadVariants(join(ROOT, 'scenarios', example.file))).results;
      const shown = await shownFractions(page);
      // The page's tables are at the middle of the sweep, one per variant, as the report's choices are.
      const variants = [...new Set(results.map((r) => r.variant))];
      const expected = Object.fromEntries(variants.map((v) => {
        const points = results.filter((r) => r.variant === v);
        return [v, points[Math.floor((points.length - 1) / 2)].fractions];
      }));
      if (JSON.stringify(shown) !== JSON.stringify(expected)) wrong.push(`${example.file}: ${JSON.stringify(shown)} ≠ ${JSON.stringify(expected)}`);
      // The report's charts, drawn by vega-embed as they come into view: at least the outcomes chart for every file.
      if (charts.includes(example.file)) {
        await page.locator('#answer .charts').scrollIntoViewIfNeeded();
        await page.waitForFunction(() => [...document.querySelectorAll('#answer .chart')].every((c) => c.hasAttribute('data-drawn') || (c.textContent ?? '') !== ''));
        const drawn = await page.evaluate(() => [...document.querySelectorAll('#answer .chart')].map((c) => (c.hasAttribute('data-drawn') && c.querySelector('svg') ? 'drawn' : c.textContent)));
        if (drawn.length === 0 || drawn.some((c) => c !== 'drawn')) wrong.push(`${example.file}: charts ${JSON.stringify(drawn)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('builds "dodge 3+, rush, pick-up 3+, one team re-roll" by clicks and shows the CLI\'s exact fraction', async () => {
    await afterAnswer(page, () => page.click('#new-line'));
    await afterAnswer(page, () => page.selectOption('#form-rerolls', '1'));
    for (const kind of ['dodge', 'rush', 'pickup']) await afterAnswer(page, () => page.click(`[data-add-step="${kind}"]`));
    // A skill from the list, then taken away again by hand: the line is back to no skill.
    await afterAnswer(page, () => page.selectOption('#player-add-skill', 'Sure Hands'));
    expect(await page.inputValue('#yaml')).toContain('skills: [Sure Hands]');
    await afterAnswer(page, () => page.fill('#player-skills', ''));
    const dir = mkdtempSync(join(tmpdir(), 'nuffle-clicks-'));
    writeFileSync(join(dir, 'line.yaml'), 'name: by hand\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, rush, pickup]\n');
    const cli = spawnSync(process.execPath, [CLI, 'eval', join(dir, 'line.yaml'), '--json'], { encoding: 'utf8' });
    const expected = JSON.parse(cli.stdout).results[0].fractions;
    // By hand: every step must pass, the one re-roll saving the first failure: (2/3)(5/6)(2/3)(1 + 1/3 + 1/6 + 1/3) = 55/81.
    expect(expected.success).toBe('55/81');
    expect((await shownFractions(page)).base).toEqual(expected);
    expect(await page.inputValue('#yaml')).toContain('steps:\n  - dodge\n  - rush\n  - pickup\n');
  });

  it('reorders and removes steps from the form, and reads YAML edits back into it', async () => {
    await afterAnswer(page, () => page.click('[aria-label="move step 1 down"]'));
    expect(await page.inputValue('#yaml')).toContain('steps:\n  - rush\n  - dodge\n  - pickup\n');
    await afterAnswer(page, () => page.click('[aria-label="remove step 3"]'));
    expect(await page.inputValue('#yaml')).toContain('steps:\n  - rush\n  - dodge\n');
    await afterAnswer(page, () => page.fill('#yaml', 'name: typed\nrerolls: 2\nplayer: { ag: 4+, skills: [Dodge] }\nsteps: [{ dodge: { marked: 2 } }]\n'));
    expect(await page.inputValue('#form-rerolls')).toBe('2');
    expect(await page.inputValue('#player-ag')).toBe('4+');
    expect(await page.inputValue('#player-skills')).toBe('Dodge');
    expect(await page.inputValue('#step-0-marked')).toBe('2');
  });

  it('fills a player from a roster position, adds an opponent and a second player, and a block names them', async () => {
    await afterAnswer(page, () => page.click('#new-line'));
    await afterAnswer(page, () => page.selectOption('#player-team', 'Human'));
    await afterAnswer(page, () => page.selectOption('#player-position', 'Blitzer'));
    // The BB2020 Human Blitzer (shared/rosters): MA 7, ST 3, AG 3+, PA 4+, AV 9+, Block.
    expect([await page.inputValue('#player-ma'), await page.inputValue('#player-ag'), await page.inputValue('#player-skills')]).toEqual(['7', '3+', 'Block']);
    expect(await page.inputValue('#yaml')).toContain('player: { team: Human, position: Blitzer, ma: 7, st: 3, ag: 3+, pa: 4+, av: 9+, skills: [Block] }');
    // Its access: General and Strength first, then Agility and Passing; Block it has already.
    const groups = await page.evaluate(() => [...document.querySelectorAll('#player-add-skill optgroup')].map((g) => g.getAttribute('label')));
    expect(groups).toEqual(['primary (General, Strength)', 'secondary (Agility, Passing)']);
    await page.fill('#player-skill-number', '2');
    await afterAnswer(page, () => page.selectOption('#player-add-skill', 'Mighty Blow'));
    expect(await page.inputValue('#player-skills')).toBe('Block, Mighty Blow (+2)');
    await afterAnswer(page, () => page.click('#add-opponent'));
    await afterAnswer(page, () => page.click('#add-player'));
    await afterAnswer(page, () => page.click('[data-add-step="block"]'));
    const targets = await page.evaluate(() => [...(document.querySelector('#step-0-target') as HTMLSelectElement).options].map((o) => o.value));
    expect(targets).toEqual(['', 'opponent']);
    const by = await page.evaluate(() => [...(document.querySelector('#step-0-by') as HTMLSelectElement).options].map((o) => o.value));
    expect(by).toEqual(['', 'player', 'player2']);
    await afterAnswer(page, () => page.selectOption('#step-0-by', 'player'));
    const yaml = await page.inputValue('#yaml');
    expect(yaml).toContain('players:\n  player: { team: Human, position: Blitzer');
    expect(yaml).toContain('  player2: { ag: 3+ }\nopponent: { st: 3, av: 9+ }\n');
    expect(await page.evaluate(() => document.body.dataset.state)).toBe('answer');
    await afterAnswer(page, () => page.click('[aria-label="remove player player2"]'));
    expect(await page.inputValue('#yaml')).toContain('\nplayer: { team: Human'); // one player again: the shorthand
  });

  it('reads BBAC\'s notation into the YAML and answers it', async () => {
    await page.selectOption('#notation-rerolls', '1');
    await afterAnswer(page, () => page.fill('#notation', 'D,SF:R2,D3,C3'));
    // Sure Feet for the rush, Dodge for the dodge, the team re-roll for the catch: (35/36)(8/9)(8/9) = 560/729.
    expect((await shownFractions(page)).base.success).toBe('560/729');
    expect(await page.inputValue('#yaml')).toContain('skills: ["Dodge", "Sure Feet"]');
    await page.fill('#notation', 'D:D3,S+5{D3}');
    await page.waitForSelector('#notation-problem:not([hidden])');
    expect(await page.textContent('#notation-problem')).toContain("'S+5' at character 6 is out of range");
    await page.fill('#notation', '');
  });

  it('shows the CLI\'s own message for a typo in the YAML, and keeps the last answer', async () => {
    await afterAnswer(page, () => page.click(`[data-example="${shippedExamples(ROOT).findIndex((e) => e.file === 'dodge-rush-pickup.yaml')}"]`));
    const typo = (await page.inputValue('#yaml')).replace('  - rush', '  - rusj');
    const dir = mkdtempSync(join(tmpdir(), 'nuffle-typo-'));
    writeFileSync(join(dir, 'dodge-rush-pickup.yaml'), typo);
    const cli = spawnSync(process.execPath, [CLI, 'eval', 'dodge-rush-pickup.yaml'], { cwd: dir, encoding: 'utf8' });
    expect(cli.status).toBe(2);
    const said = cli.stderr.trim().replace(/^nuffle: /, '');
    expect(said).toMatch(/^dodge-rush-pickup\.yaml:\d+:\d+ at steps\[1\]: unknown step 'rusj'.*did you mean 'rush'\?$/);
    await afterAnswer(page, () => page.fill('#yaml', typo));
    expect(await page.textContent('#problem')).toBe(said);
    expect(await page.isVisible('#problem')).toBe(true);
    expect((await shownFractions(page)).base.success).toBe('25/48');
  });

  it('reopens a shared link on the same line, with the same numbers', async () => {
    const text = 'name: shared line\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, dodge, rush]\n';
    await afterAnswer(page, () => page.fill('#yaml', text));
    await page.click('#share');
    await page.waitForFunction(() => location.hash.startsWith('#z='));
    const link = page.url();
    const reopened = await browser.open(link);
    expect(await reopened.inputValue('#yaml')).toBe(text);
    // Two dodges 3+ and a rush 2+ with one team re-roll: 55/81 (test/cli/eval.test.ts, worked out there).
    expect((await shownFractions(reopened)).base.success).toBe('55/81');
    await reopened.close();
  });

  it('remembers the edition switched to', async () => {
    await afterAnswer(page, () => page.selectOption('#edition', 'bb2016'));
    expect(await page.inputValue('#yaml')).toMatch(/^edition: bb2016$/m);
    const again = await browser.open(url);
    expect(await again.inputValue('#edition')).toBe('bb2016');
    expect(await again.inputValue('#yaml')).toMatch(/^edition: bb2016$/m);
    // It opens on the bb2016 example, and answers it: dodge-rush-pickup switched to bb2016 did not read.
    expect(await again.evaluate(() => document.body.dataset.state)).toBe('answer');
    expect(await again.inputValue('#yaml')).toBe(shippedExamples(ROOT).find((e) => e.file === 'bb2016-dodge-pickup.yaml')?.text);
    await again.close();
  });

  it('pins a line and shows it beside the edited copy', async () => {
    await afterAnswer(page, () => page.fill('#yaml', 'name: one dodge\nplayer: { ag: 3+ }\nsteps: [dodge]\n'));
    await afterAnswer(page, () => page.click('#pin'));
    await afterAnswer(page, () => page.fill('#yaml', 'name: one dodge, one re-roll\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge]\n'));
    const side = await page.textContent('#pinned');
    // A dodge 3+ is 2/3; with a team re-roll 1 − (1/3)² = 8/9.
    expect(side).toContain('pinned: one dodge');
    expect(side).toContain('2/3');
    expect(side).toContain('8/9');
    await afterAnswer(page, () => page.click('#unpin'));
    expect(await page.isHidden('#pinned')).toBe(true);
  });

  it('fits a phone\'s width and takes screenshots at 1400 px and 390 px', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await afterAnswer(page, () => page.click(`[data-example="${shippedExamples(ROOT).findIndex((e) => e.file === 'frenzy-block.yaml')}"]`));
    await page.screenshot({ path: join(SCREENSHOTS, 'app-1400.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SCREENSHOTS, 'app-390.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: join(SCREENSHOTS, 'app-390-dark.png'), fullPage: true });
    await page.setViewportSize({ width: 1400, height: 1000 });
    expect(['app-1400.png', 'app-390.png', 'app-390-dark.png'].every((f) => existsSync(join(SCREENSHOTS, f)))).toBe(true);
  });

  it('says what nuffle assumes, one click away', async () => {
    expect(await page.isVisible('details.assumptions li')).toBe(false);
    await page.click('details.assumptions summary');
    expect(await page.textContent('details.assumptions')).toContain('every choice of the opposing coach');
    // The UNCONFIRMED readings of the line on show: a Wrestle blitzer's block touches Wrestle's; a lone dodge none.
    const examples = shippedExamples(ROOT);
    await afterAnswer(page, () => page.click(`[data-example="${examples.findIndex((e) => e.file === 'blitzer-block-wrestle-dodge.yaml')}"]`));
    expect(await page.textContent('#readings')).toContain('A player placed prone by Wrestle is no turnover');
    expect(await page.textContent('details.assumptions summary')).toMatch(/UNCONFIRMED readings? in this line/);
    expect(await page.isVisible('#readings-none')).toBe(false);
    await afterAnswer(page, () => page.fill('#yaml', 'name: one dodge\nplayer: { ag: 3+ }\nsteps: [dodge]\n'));
    expect(await page.locator('#readings li').count()).toBe(0);
    expect(await page.isVisible('#readings-none')).toBe(true);
  });

  it('works with the keyboard alone: Tab reaches an example, Enter opens it', async () => {
    const examples = shippedExamples(ROOT);
    const target = examples.findIndex((e) => e.file === 'two-dodges-and-a-rush.yaml');
    await page.focus(`[data-example="${target - 1}"]`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-example'))).toBe(String(target));
    await afterAnswer(page, () => page.keyboard.press('Enter'));
    expect(await page.inputValue('#yaml')).toBe(examples[target].text);
    const focusRing = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(focusRing).not.toBe('none');
  });

  it('keeps the focus on the control pressed when the form redraws, and adds a skill from the list with Enter, not with the arrows', async () => {
    await afterAnswer(page, () => page.click('#new-line'));
    const focused = () => page.evaluate(() => {
      const a = document.activeElement;
      return a?.id || a?.getAttribute('data-add-step') || a?.getAttribute('aria-label') || a?.tagName;
    });
    await page.focus('[data-add-step="dodge"]');
    await afterAnswer(page, () => page.keyboard.press('Enter'));
    await afterAnswer(page, () => page.keyboard.press('Space'));
    // Two dodges added from the keyboard, the focus still on the palette's dodge.
    expect(await page.inputValue('#yaml')).toContain('steps:\n  - dodge\n  - dodge\n');
    expect(await focused()).toBe('dodge');
    await page.focus('[aria-label="remove step 2"]');
    await afterAnswer(page, () => page.keyboard.press('Enter'));
    // Step 2 removed: the focus goes to the step before, "remove step 1".
    expect(await focused()).toBe('remove step 1');
    await page.focus('#player-add-skill');
    const before = await page.inputValue('#player-skills');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300); // the form's debounce (120 ms) would have written a skill added by now
    expect(await page.inputValue('#player-skills')).toBe(before);
    const shown = await page.evaluate(() => (document.getElementById('player-add-skill') as HTMLSelectElement).value);
    expect(shown).not.toBe('');
    await afterAnswer(page, () => page.keyboard.press('Enter'));
    const after = await page.inputValue('#player-skills');
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length).replace(/^, /, '')).toContain(shown);
    expect(await focused()).toBe('player-add-skill');
  });

  it('opens at a phone\'s width with the form folded, the answer first', async () => {
    const phone = await browser.open(url, 390);
    expect(await phone.evaluate(() => (document.getElementById('form-fold') as HTMLDetailsElement).open)).toBe(false);
    const [answerTop, yamlTop] = await phone.evaluate(() => ['answer', 'yaml'].map((id) => document.getElementById(id)!.getBoundingClientRect().top));
    expect(answerTop).toBeLessThan(yamlTop);
    // The charts fit the phone's column (narrowed to it, src/charts/fit.ts): none wider than its figure.
    for (const chart of await phone.locator('#answer .chart').all()) await chart.scrollIntoViewIfNeeded();
    await phone.waitForFunction(() => [...document.querySelectorAll('#answer .chart')].every((c) => c.hasAttribute('data-drawn')));
    const overflows = await phone.evaluate(() => [...document.querySelectorAll('#answer figure')].map((f) => f.scrollWidth - f.clientWidth));
    expect(overflows.length).toBeGreaterThan(0);
    expect(overflows.every((o) => o <= 0)).toBe(true);
    await phone.close();
  });

  it('warms the worker up on every example after the first answer', async () => {
    await page.waitForFunction(() => document.body.dataset.warmed !== undefined, null, { timeout: 60_000 });
    const warmed = JSON.parse(await page.evaluate(() => document.body.dataset.warmed ?? '{}')) as { count: number };
    // Every shipped scenario reads, so every one is warmed (test/app/warm-up.test.ts: in which order).
    expect(warmed.count).toBe(shippedExamples(ROOT).length);
  });

  it('asks for nothing but file:, data: and blob: URLs, and logs no error', () => {
    expect(browser.refused).toEqual([]);
    expect(browser.requests.filter((r) => !/^(file|data|blob):/.test(r))).toEqual([]);
    expect(browser.requests.length).toBeGreaterThan(0);
    expect(browser.workers.length).toBeGreaterThan(0);
    expect(browser.workers.every((w) => w.startsWith('blob:'))).toBe(true);
    expect(browser.errors).toEqual([]);
  });
});

