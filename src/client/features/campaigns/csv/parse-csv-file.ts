import { checkCsvFile, CSV_MESSAGES } from "../../../../shared/csv/file-rules";
import type { CsvParseResult } from "../../../../shared/csv/parse-contacts-csv";
import type { CsvWorkerRequest } from "./csv-worker";

/**
 * Spec 5 upload: the file rules are checked at once (no read), then Papa Parse runs in a Web Worker.
 * One worker per file, ended when it answers. `knownEmails` (contacts added by hand) count as repeats.
 */
export function parseCsvFile(file: File, knownEmails: string[] = []): Promise<CsvParseResult> {
  const refused = checkCsvFile(file);
  if (refused) return Promise.resolve({ ok: false, error: refused });
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./csv-worker.ts", import.meta.url), { type: "module" });
    const finish = (result: CsvParseResult) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<CsvParseResult>) => finish(event.data);
    worker.onerror = () => finish({ ok: false, error: CSV_MESSAGES.parseFailed });
    worker.postMessage({ file, knownEmails } satisfies CsvWorkerRequest);
  });
}
