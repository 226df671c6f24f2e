import { csvRow } from "../csv-cell";
import { CONTACT_COLUMNS } from "./normalize-header";
import type { RejectedRow } from "./import-mapped-rows";

export const REJECTED_ROWS_FILE_NAME = "pitchsite-rejected-rows.csv";

/**
 * The rows an import skipped, as a CSV the rep can fix in a spreadsheet and upload again: the spec's column
 * names (so the fixed file maps by itself), then the file's row number and the reason it was skipped.
 */
export function rejectedRowsCsv(rejected: readonly RejectedRow[]): string {
  const lines = [csvRow([...CONTACT_COLUMNS, "row", "reason"])];
  for (const r of rejected) lines.push(csvRow([...CONTACT_COLUMNS.map((c) => r.values[c]), r.row, r.message]));
  return lines.join("");
}
