/**
 * A table cell's `data-label`: its column's heading, which a narrow screen (a phone's 390 px) shows beside the value
 * when the table's rows stack into label/value lines (the report's stylesheet, `style.ts`), so no table is wider
 * than the column. The report and the page share it, as they share the tables.
 */
import { escapeHtml } from '../format/escape.js';

/** The attribute, with its leading space: ` data-label="…"` (escaped). */
export function labelled(label: string): string {
  return ` data-label="${escapeHtml(label)}"`;
}
