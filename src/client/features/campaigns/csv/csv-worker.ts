/// <reference lib="webworker" />
import { CSV_MESSAGES } from "../../../../shared/csv/file-rules";
import { parseContactsCsv, type CsvParseResult } from "../../../../shared/csv/parse-contacts-csv";

export type CsvWorkerRequest = { file: File; knownEmails: string[] };

/**
 * Parses and validates a contact CSV off the main thread, so a 5 MB file never freezes the page.
 * In: the File and the emails already in the list. Out: one CsvParseResult.
 */
self.onmessage = async (event: MessageEvent<CsvWorkerRequest>) => {
  let result: CsvParseResult;
  try {
    result = parseContactsCsv(await event.data.file.text(), event.data.knownEmails);
  } catch {
    result = { ok: false, error: CSV_MESSAGES.parseFailed };
  }
  self.postMessage(result);
};
