/**
 * A report opened in a real browser, offline: Debian's Chromium through playwright-core, from file://, every
 * request other than the file itself refused and recorded, console errors, page errors and dialogs collected,
 * and the page left once every chart is drawn (or shows its error). Shared by the browser tests.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const chromiumInstalled = existsSync(CHROMIUM);

/** Chromium's flags: headless, no sandbox, no GPU, and nothing that talks to the network on its own. */
export const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** What the browser saw of a page, and how to close it. */
export interface OfflinePage {
  readonly page: Page;
  /** Every URL the page asked for. */
  readonly requests: string[];
  /** The URLs refused (all but the file itself). */
  readonly refused: string[];
  /** Console errors, page errors and dialogs. */
  readonly errors: string[];
  close(): Promise<void>;
}

/** Opens `file` offline and waits until every `.chart` is drawn or shows its error. */
export async function openOffline(file: string): Promise<OfflinePage> {
  const url = pathToFileURL(file).href;
  const requests: string[] = [];
  const refused: string[] = [];
  const errors: string[] = [];
  const profile = mkdtempSync(join(tmpdir(), 'nuffle-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 1280, height: 900 },
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
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
  page.on('dialog', (dialog) => { errors.push(`dialog: ${dialog.message()}`); void dialog.dismiss(); });
  await page.goto(url, { waitUntil: 'load' });
  // Each chart is marked drawn, or filled with its error message, once vega-embed is done with it.
  await page.waitForFunction(
    () => [...document.querySelectorAll('.chart')].every((c) => c.hasAttribute('data-drawn') || (c.textContent ?? '') !== ''),
    null, { timeout: 60_000 },
  );
  return { page, requests, refused, errors, close };
}
