/** `nuffle app --out FILE`: writes the built browser page (dist/app/app.html, built by `npm run build` / `npm test`). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const CLI = join(ROOT, 'dist/src/cli/main.js');
const nuffle = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });

describe('nuffle app', () => {
  it('writes the built page, one self-contained HTML file with the shipped scenarios in it', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'nuffle-app-cli-')), 'sub', 'app.html');
    const run = nuffle('app', '--out', out);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`wrote ${out}`);
    const html = readFileSync(out, 'utf8');
    expect(html === readFileSync(join(ROOT, 'dist/app/app.html'), 'utf8')).toBe(true);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    // The Content-Security-Policy, its quotes escaped in the attribute: nothing from anywhere by default.
    expect(html).toContain('http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;;');
    expect(html.includes('dodge-rush-pickup.yaml')).toBe(true);
    // Nothing loaded from elsewhere: outside the inlined scripts' code, no element names another file or site.
    const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '<script></script>');
    expect(/<[a-z]+[^>]+(src|href)=/i.test(markup)).toBe(false);
    expect(markup.includes('<script></script>')).toBe(true);
  });

  it('refuses a directory as the output, exit code 2', () => {
    const run = nuffle('app', '--out', tmpdir());
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('cannot write the page there: it is a directory');
  });
});
