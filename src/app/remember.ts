/** What the page remembers between visits (the edition), in localStorage; a browser that refuses storage just forgets. */

/** The value stored under `key`, or null. */
export function recall(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` where the browser allows it. */
export function remember(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage refused (private mode, quota): the page works the same, it only forgets
  }
}
