/**
 * A scenario in a link: the text compressed (deflate-raw, where the browser has CompressionStream) and written
 * base64url into the URL fragment, which never leaves the browser. `#z=` is compressed, `#t=` plain.
 */

/** The fragment (with its `#`) that carries `text`. */
export async function fragmentOf(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (typeof CompressionStream === 'undefined') return `#t=${toBase64Url(bytes)}`;
  return `#z=${toBase64Url(await through(bytes, new CompressionStream('deflate-raw')))}`;
}

/** The text a fragment carries, or null when it carries none (or cannot be read). */
export async function textOf(fragment: string): Promise<string | null> {
  const match = /^#([zt])=([A-Za-z0-9_-]*)$/.exec(fragment);
  if (!match) return null;
  try {
    const bytes = fromBase64Url(match[2]);
    const plain = match[1] === 'z' ? await through(bytes, new DecompressionStream('deflate-raw')) : bytes;
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** Bytes as base64url, no padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url (padded or not) back to bytes. */
export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
