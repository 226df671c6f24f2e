import Papa from "papaparse";
import { CSV_MESSAGES } from "./file-rules";

/** A CSV as read: the header cells as written in the file, and every non-empty row's cells. */
export type CsvTable = { headers: string[]; rows: string[][] };

export type CsvTableResult = { ok: true; table: CsvTable } | { ok: false; error: string };

/**
 * Reads a CSV into its header and rows, before any column is interpreted (the rep maps the columns next). Papa
 * Parse handles the BOM, quoted fields (commas, quotes, line breaks inside quotes) and delimiter detection;
 * empty and whitespace-only lines are skipped.
 */
export function readCsvTable(text: string): CsvTableResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { header: false, skipEmptyLines: "greedy" });
  // An unterminated or misplaced quote means we cannot know where rows end: refuse rather than guess.
  if (parsed.errors.some((e) => e.type === "Quotes")) return { ok: false, error: CSV_MESSAGES.parseFailed };
  const [headerRow, ...rows] = parsed.data;
  const headers = (headerRow ?? []).map((h) => h.trim());
  if (headers.every((h) => h === "")) return { ok: false, error: CSV_MESSAGES.parseFailed };
  if (rows.length === 0) return { ok: false, error: CSV_MESSAGES.noRows };
  return { ok: true, table: { headers, rows } };
}
