import { checkCsvFile, CSV_MESSAGES } from "@/shared/csv/file-rules";
import type { CsvTableResult } from "@/shared/csv/read-csv-table";
import type { CsvWorkerRequest } from "./csv-worker";

/**
 * Spec 5 upload: the file rules are checked at once (no read), then Papa Parse reads the file in a Web Worker.
 * One worker per file, ended when it answers.
 */
export function readCsvFile(file: File): Promise<CsvTableResult> {
  const refused = checkCsvFile(file);
  if (refused) return Promise.resolve({ ok: false, error: refused });
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./csv-worker.ts", import.meta.url), { type: "module" });
    const finish = (result: CsvTableResult) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<CsvTableResult>) => finish(event.data);
    worker.onerror = () => finish({ ok: false, error: CSV_MESSAGES.parseFailed });
    worker.postMessage({ file } satisfies CsvWorkerRequest);
  });
}
