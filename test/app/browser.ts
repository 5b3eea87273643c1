/**
 * The page in Debian's Chromium (playwright-core, the flags of the report's browser tests): opened from file://,
 * every request recorded and any but file:, data: and blob: refused, console and page errors collected.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { buildAppHtml } from '../../scripts/build-app.js';
import { ARGS, CHROMIUM } from '../report/chromium.js';

/** A browser with the page's context, and what it saw. */
export interface AppBrowser {
  readonly context: BrowserContext;
  /** Every URL any page asked for. */
  readonly requests: string[];
  /** Those refused (anything but file:, data:, blob:). */
  readonly refused: string[];
  /** Console errors and page errors. */
  readonly errors: string[];
  /** The URL of every Web Worker the pages started. */
  readonly workers: string[];
  /** A new tab at `url`, its first answer shown. */
  open(url: string, width?: number): Promise<Page>;
  close(): Promise<void>;
}

const LOCAL = /^(file|data|blob):/;

/** Starts Chromium with a fresh profile. */
export async function startBrowser(): Promise<AppBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'nuffle-app-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 1400, height: 1000 },
  });
  const requests: string[] = [];
  const refused: string[] = [];
  const errors: string[] = [];
  const workers: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  await context.route('**/*', (route) => {
    const asked = route.request().url();
    if (LOCAL.test(asked)) return route.continue();
    refused.push(asked);
    return route.abort();
  });
  const watch = (page: Page) => {
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => { errors.push(`dialog: ${dialog.message()}`); void dialog.dismiss(); });
    page.on('worker', (worker) => workers.push(worker.url()));
    page.on('worker', (worker) => worker.on('console', (message) => { if (message.type() === 'error') errors.push(`worker: ${message.text()}`); }));
  };
  context.on('page', watch);
  for (const page of context.pages()) watch(page);
  return {
    context, requests, refused, errors, workers,
    async open(url, width = 1400) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => document.body.dataset.state !== undefined, null, { timeout: 60_000 });
      return page;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The id of the answer on show (0 before the first). */
export async function answeredId(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.body.dataset.answered ?? 0));
}

/** Runs `act`, then waits for the page to show a newer answer (or error) than before it. */
export async function afterAnswer(page: Page, act: () => Promise<unknown>): Promise<void> {
  const before = await answeredId(page);
  await act();
  await page.waitForFunction((id) => Number(document.body.dataset.answered ?? 0) > id, before, { timeout: 60_000 });
}

/** The exact fractions the page shows, per variant: variant → metric → fraction. */
export async function shownFractions(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#answer table.exact')].map((table) => [
    table.getAttribute('data-variant') ?? '',
    Object.fromEntries([...table.querySelectorAll('td.fraction')].map((td) => [td.getAttribute('data-metric') ?? '', td.textContent ?? ''])),
  ])));
}

/** The page built from the repository at `root` into a fresh folder (named after `stem`), as a file: URL. */
export async function builtPageUrl(root: string, stem: string): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), `${stem}-`)), 'app.html');
  writeFileSync(file, await buildAppHtml(root));
  return pathToFileURL(file).href;
}
