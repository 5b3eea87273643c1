/**
 * The advisor in the page, in Chromium: a Human Blitzer advised in the page's own worker ranks every skill as
 * `nuffle advise --team Human --position Blitzer --json` does (rank, skill and exact gain, row by row), a skill
 * gained since moves the question on as `--skills` does, and Stop ranks the skills finished so far.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppHtml } from '../../scripts/build-app.js';
import { chromiumInstalled, CHROMIUM } from '../report/chromium.js';
import { startBrowser, type AppBrowser } from './browser.js';

const ROOT = join(import.meta.dirname, '../..');
const CLI = join(ROOT, 'dist/src/cli/main.js');

interface CliAdvice {
  ranking: { rank: number; skills: string[]; fractions: { gain: string } }[];
  unchanged: string[];
  failed: unknown[];
}

function cliAdvice(...flags: string[]): CliAdvice {
  const run = spawnSync(process.execPath, [CLI, 'advise', '--team', 'Human', '--position', 'Blitzer', ...flags, '--json'], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as CliAdvice;
}

/** The rows the CLI ranks that change something (the page's table shows those; the rest are listed under it). */
function changing(advice: CliAdvice): [number, string, string][] {
  return advice.ranking.filter((r) => !advice.unchanged.includes(r.skills[0])).map((r) => [r.rank, r.skills[0], r.fractions.gain]);
}

/** The page's ranking table: rank, skill, exact gain (the fraction under the gain). */
async function shownRanking(page: Page): Promise<[number, string, string][]> {
  return page.evaluate(() => {
    const tables = [...document.querySelectorAll('#advice table.numbers')];
    const ranking = tables.find((t) => t.querySelector('th')?.textContent === 'rank');
    return [...(ranking?.querySelectorAll('tbody tr') ?? [])].map((tr) => {
      const cells = tr.querySelectorAll('td');
      return [Number(cells[0].textContent), cells[1].textContent ?? '', cells[4].querySelector('small')?.textContent ?? ''] as [number, string, string];
    });
  });
}

async function advised(page: Page): Promise<string> {
  await page.waitForFunction(() => ['advice', 'stopped', 'error'].includes(document.getElementById('advisor')?.dataset.state ?? ''), null, { timeout: 120_000 });
  return page.evaluate(() => document.getElementById('advisor')?.dataset.state ?? '');
}

describe.skipIf(!chromiumInstalled)(`the advisor in the page (needs ${CHROMIUM})`, () => {
  let browser: AppBrowser;
  let page: Page;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nuffle-app-advisor-'));
    const file = join(dir, 'app.html');
    writeFileSync(file, await buildAppHtml(ROOT));
    browser = await startBrowser();
    page = await browser.open(pathToFileURL(file).href);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('ranks a Human Blitzer\'s skills as nuffle advise --json does, with its charts and a full progress bar', async () => {
    expect(await page.inputValue('#advise-team')).toBe('Human');
    expect(await page.inputValue('#advise-position')).toBe('Blitzer');
    expect(await page.textContent('#advise-has')).toContain('from the roster: Block');
    await page.click('#advise-run');
    expect(await advised(page)).toBe('advice');
    const cli = cliAdvice();
    const expected = changing(cli);
    expect(expected.length).toBeGreaterThan(10);
    expect(await shownRanking(page)).toEqual(expected);
    // The bar counted every candidate tried: those ranked and those a situation refused.
    const bar = await page.evaluate(() => { const p = document.getElementById('advise-progress') as HTMLProgressElement; return [p.value, p.max]; });
    expect(bar).toEqual([cli.ranking.length + cli.failed.length, cli.ranking.length + cli.failed.length]);
    // Charts are drawn as they come into view.
    await page.locator('#advice .chart').first().scrollIntoViewIfNeeded();
    await page.waitForSelector('#advice .chart[data-drawn="true"]', { timeout: 30_000 });
    expect(await page.locator('#advice .chart').count()).toBe(2);
  });

  it('takes the skills gained since from the list its access opens, as --skills does', async () => {
    const offered = await page.evaluate(() => [...document.querySelectorAll('#advise-add-skill optgroup')].map((g) => [g.getAttribute('label'), g.querySelectorAll('option').length]));
    // A Human Blitzer: primary General and Strength, secondary Agility and Passing (the BB2020 roster); Block it has.
    expect(offered.map((g) => g[0])).toEqual(['primary (General, Strength)', 'secondary (Agility, Passing)']);
    const names = await page.evaluate(() => [...document.querySelectorAll('#advise-add-skill option')].map((o) => o.textContent));
    expect(names).toContain('Mighty Blow (+1)');
    expect(names).not.toContain('Block');
    expect(names).toContain('Catch'); // Agility: secondary, offered
    expect(names).not.toContain('Claws'); // Mutation: not open to it
    await page.selectOption('#advise-add-skill', 'Tackle');
    expect(await page.inputValue('#advise-skills')).toBe('Tackle');
    await page.click('#advise-run');
    expect(await advised(page)).toBe('advice');
    expect(await shownRanking(page)).toEqual(changing(cliAdvice('--skills', 'Tackle')));
  });

  it('stops when asked, the skills tried so far ranked', async () => {
    await page.fill('#advise-skills', '');
    await page.click('#advise-run');
    await page.waitForFunction(() => (document.getElementById('advise-progress') as HTMLProgressElement).value > 0, null, { timeout: 60_000 });
    await page.click('#advise-stop');
    expect(await advised(page)).toBe('stopped');
    expect(await page.textContent('#advise-status')).toContain('Stopped');
    const shown = await shownRanking(page);
    expect(shown.length).toBeLessThan(changing(cliAdvice()).length);
  });

  it('asks for nothing but file:, data: and blob: URLs, and logs no error', () => {
    expect(browser.refused).toEqual([]);
    expect(browser.errors).toEqual([]);
  });
});
