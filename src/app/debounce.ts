/** `run` called once `ms` after the last of a burst of calls (typing): the answer follows the text, not every key. */
export function debounce(run: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
}
