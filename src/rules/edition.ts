/**
 * An edition of the rules as data and small functions. The model asks the edition for targets and limits and
 * never tests `edition === ...` itself.
 */
import { bb2016 } from './bb2016.js';
import { bb2020 } from './bb2020.js';
import { classic } from './classic.js';
import { bb2025 } from './bb2025.js';
import type { Edition } from './types.js';
import { EDITION_IDS, type EditionId } from '../vocabulary/index.js';

export { EDITION_IDS, type EditionId };
export type { Edition, PassResult } from './types.js';

const EDITIONS: Record<EditionId, Edition> = { bb2020, bb2016, classic, bb2025 };

export function edition(id: EditionId): Edition {
  return EDITIONS[id];
}
