/** A scenario in a link: the fragment carries the text back exactly, compressed or plain. */
import { describe, expect, it } from 'vitest';
import { fragmentOf, fromBase64Url, textOf, toBase64Url } from '../../src/app/share.js';

describe('the share fragment', () => {
  it('carries a scenario back exactly, compressed (#z=)', async () => {
    const text = 'name: é dodge\nrerolls: 1\nplayer: { ag: 3+ }\nsteps: [dodge, rush, { pickup: { marked: 1 } }]\n';
    const fragment = await fragmentOf(text);
    expect(fragment).toMatch(/^#z=[A-Za-z0-9_-]+$/);
    expect(await textOf(fragment)).toBe(text);
  });

  it('reads a plain base64url fragment (#t=), the fallback without CompressionStream', async () => {
    // "hi\n" is the bytes 68 69 0a: base64 "aGkK".
    expect(await textOf('#t=aGkK')).toBe('hi\n');
  });

  it('writes base64url without padding, and reads it back', () => {
    // 0xfb 0xff is "+/8=" in base64: "-_8" in base64url without padding.
    expect(toBase64Url(Uint8Array.from([0xfb, 0xff]))).toBe('-_8');
    expect([...fromBase64Url('-_8')]).toEqual([0xfb, 0xff]);
  });

  it('carries nothing for another fragment or a damaged one', async () => {
    expect(await textOf('')).toBeNull();
    expect(await textOf('#s1')).toBeNull();
    expect(await textOf('#z=AAAA')).toBeNull();
  });
});
