/**
 * Escaping for everything a scenario's author wrote that ends up in HTML or SVG: names, labels, skills, YAML.
 * Text never becomes markup; inlined JSON never closes its script element or opens a comment.
 */

const HTML: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for element content or a quoted attribute (HTML and SVG alike). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML[c]);
}

/**
 * JSON safe inside `<script type="application/json">` or a script: `<`, `>` and `&` as \u escapes (so no
 * `</script>` and no `<!--`), and U+2028/U+2029 escaped (line terminators in older JavaScript). It parses back
 * to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
