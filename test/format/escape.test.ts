import { describe, expect, it } from 'vitest';
import { safeScript } from '../../src/report/assets.js';
import { escapeHtml, jsonForScript } from '../../src/format/escape.js';

describe('escaping for HTML', () => {
  it('turns markup characters into entities', () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;');
  });

  it('writes JSON that cannot close a script, open a comment or break a line, and parses back unchanged', () => {
    const value = { name: '</script><!-- \u2028 \u2029 & <b>', list: ['</SCRIPT>', 1.5, null] };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('\u2028');
    expect(text).not.toContain('\u2029');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('keeps library code from ending its script element early', () => {
    const code = 'var a = "</script>", b = "</SCRIPT >", c = "<!--";';
    const safe = safeScript(code);
    expect(safe).not.toMatch(/<\/script/i);
    expect(safe).not.toContain('<!--');
    // The same strings to JavaScript: "<\/" is "</" and "<\!" is "<!".
    expect(new Function(`${safe}; return [a, b, c];`)()).toEqual(['</script>', '</SCRIPT >', '<!--']);
  });
});
