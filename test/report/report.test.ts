import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reportData, reportOf, scenarioFile, scriptBodies, withoutLibraries } from './support.js';

const HOSTILE = `name: "<script>alert(1)</script> \\u2028 </script><!--"
rerolls: 1
player:
  ag: 3+
  skills: [Dodge]
steps:
  - dodge: { marked: 1, label: "<img src=x onerror=alert(2)>" }
  - rush
compare:
  "</script><!-- <b>bold</b>": {}
  "Team & <i>co</i>": { rerolls: 2 }
`;

const html = reportOf([scenarioFile(HOSTILE), fileURLToPath(new URL('../../scenarios/claws-or-mighty-blow.yaml', import.meta.url))]);
const own = withoutLibraries(html);

describe('the report escapes every string of a scenario', () => {
  it('shows the name, labels and variant names as text', () => {
    expect(own).toContain('<h2>&lt;script&gt;alert(1)&lt;/script&gt; \u2028 &lt;/script&gt;&lt;!--</h2>');
    expect(own).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(own).toContain('&lt;/script&gt;&lt;!-- &lt;b&gt;bold&lt;/b&gt;');
    expect(own).toContain('Team &amp; &lt;i&gt;co&lt;/i&gt;');
    expect(own).not.toMatch(/<img|<b>|<i>|alert\(1\)<\/script>/);
  });

  it('has exactly its own five scripts: the data, three libraries and the drawing code', () => {
    expect(html.match(/<script[\s>]/g)?.length).toBe(5);
    expect(html.match(/<\/script>/g)?.length).toBe(5);
    expect(own).toContain('<script type="application/json" id="nuffle-data">');
  });

  it('inlines the data as JSON that reads back exactly, U+2028 and all', () => {
    const data = reportData(html);
    expect(data.scenarios[0].name).toBe('<script>alert(1)</script> \u2028 </script><!--');
    const json = /id="nuffle-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
  });

  it('shows the YAML as written, escaped', () => {
    expect(own).toContain('name: &quot;&lt;script&gt;alert(1)&lt;/script&gt; \\u2028 &lt;/script&gt;&lt;!--&quot;');
  });
});

describe('the report reaches nothing on the network', () => {
  it('names no URL a browser would fetch', () => {
    // What remains once the libraries are cut out is nuffle's markup, styles and data: no attribute, style or
    // element that loads anything. The only URL is the SVG namespace of the probability trees (a name, never
    // fetched).
    const urls = [...own.matchAll(/https?:\/\/[^\s"'<>)]*/g)].map((m) => m[0]);
    expect(new Set(urls)).toEqual(new Set(['http://www.w3.org/2000/svg']));
    expect(own.match(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g)?.length).toBe(urls.length);
    // Every element in the markup (text is escaped, so every "<" opens one): none that loads, no attribute that
    // names a resource, no link but to an anchor of the page, no CSS that imports or points at a URL.
    const tags = [...own.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)];
    const names = new Set(tags.map((t) => t[1].toLowerCase()));
    for (const loader of ['link', 'img', 'iframe', 'object', 'embed', 'base', 'form', 'image', 'use', 'audio', 'video', 'source']) {
      expect(names.has(loader), `<${loader}>`).toBe(false);
    }
    const attributes = tags.flatMap((t) => [...t[2].matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map((a) => [a[1].toLowerCase(), a[2]]));
    expect(attributes.filter(([name]) => ['src', 'srcset', 'action', 'poster', 'data', 'xlink:href'].includes(name))).toEqual([]);
    expect(attributes.filter(([name, value]) => name === 'href' && !value.startsWith('#'))).toEqual([]);
    const styles = [...own.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(styles).not.toMatch(/@import|url\(/i);
  });

  it('forbids every request by its Content-Security-Policy, allowing only its own scripts by hash', () => {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1].replace(/&#39;/g, "'") ?? '';
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.has('connect-src')).toBe(false);
    expect(directives.get('img-src')).toEqual(['data:']);
    const hashes = scriptBodies(html).map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    expect(hashes.length).toBe(4);
    expect(directives.get('script-src')).toEqual(hashes);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('lists a chart container for every chart in the data', () => {
    const data = reportData(html);
    const ids = data.scenarios.flatMap((s) => s.charts.map((c) => c.id));
    // Two variants, no sweep: bars, outcomes and the re-roll curve; variants across a sweep: bars, lines, outcomes.
    expect(data.scenarios[0].charts.map((c) => c.kind)).toEqual(['bars', 'outcomes', 'rerolls']);
    expect(data.scenarios[1].charts.map((c) => c.kind)).toEqual(['bars', 'lines', 'outcomes']);
    for (const id of ids) expect(own).toContain(`<div class="chart" id="${id}"`);
  });
});

describe("the report's opponents table", () => {
  // Two blockers with Block, one die each, on their own ST 3, AV 9+ target (worked by hand in
  // test/model/contact/whole-turn.test.ts): x is knocked down 1/2, y 5/12 (y is blocked unless the first block
  // was a Player Down).
  const TWO = `name: Two blocks
players:
  a: { skills: [Block] }
  b: { skills: [Block] }
opponents: { x: { av: 9+ }, y: { av: 9+ } }
steps:
  - block: { by: a, target: x }
  - block: { by: b, target: y }
`;
  const page = withoutLibraries(reportOf([scenarioFile(TWO)]));

  it('shows each opponent with its own knock-down chance and fraction', () => {
    expect(page).toContain('<h3>Each opponent</h3>');
    const table = /<table class="numbers opponents">([\s\S]*?)<\/table>/.exec(page)?.[1] ?? '';
    expect(table).toMatch(/<th scope="row">x<\/th><td data-label="knock-down">50\.00%<small>1\/2<\/small><\/td>/);
    expect(table).toMatch(/<th scope="row">y<\/th><td data-label="knock-down">41\.67%<small>5\/12<\/small><\/td>/);
    // The last column: sent to the reserves (no Regeneration, no apothecary here: 0).
    expect(table).toMatch(/<th>to the reserves<\/th><\/tr>/);
    expect(table).toMatch(/<th scope="row">x<\/th>(<td[^>]*>[^]*?<\/td>){7}<td data-label="[^"]+">0\.00%<small>0<\/small><\/td><\/tr>/);
  });

  it('shows the expected counts as numbers, not percentages', () => {
    // Knock-downs: 1/2 + 5/12 = 11/12 opponents.
    expect(page).toContain('0.917<small>11/12</small>');
  });
});
