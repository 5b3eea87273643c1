/** "Did you mean …?": the nearest valid name by edit distance. */

export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost));
    }
    previous = current;
  }
  return previous[y.length];
}

/** The candidate nearest to `name`, when it is near enough to be a plausible typo. */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(name, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 2)) ? best : undefined;
}

/** " (did you mean 'Dodge'?)" or "". */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const match = nearest(name, candidates);
  return match === undefined ? '' : `; did you mean '${match}'?`;
}
