/// <reference lib="webworker" />
import { CSV_MESSAGES } from "@/shared/csv/file-rules";
import { readCsvTable, type CsvTableResult } from "@/shared/csv/read-csv-table";

export type CsvWorkerRequest = { file: File };

/**
 * Reads a CSV into its header and rows off the main thread, so a 5 MB file never freezes the page.
 * In: the File. Out: one CsvTableResult (the columns are mapped and checked on the page, where the rep maps them).
 */
self.onmessage = async (event: MessageEvent<CsvWorkerRequest>) => {
  let result: CsvTableResult;
  try {
    result = readCsvTable(await event.data.file.text());
  } catch {
    result = { ok: false, error: CSV_MESSAGES.parseFailed };
  }
  self.postMessage(result);
};
