import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Executor } from "../db/client";
import { queryRows } from "../db/rows";
import type { WorkCancellation } from "./work-cancellation";
import { launchRuns } from "../db/schema";

/**
 * While a batch is in flight, looks every `everyMs` for its runs being stopped (a Stop answered by another process)
 * and aborts their pages here. Returns the function that stops looking.
 */
export function watchStoppedRuns(db: Executor, runIds: string[], work: WorkCancellation, everyMs: number, logger: Logger): () => void {
  if (runIds.length === 0) return () => {};
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    queryRows<{ id: string }>(db, sql`SELECT id FROM ${launchRuns} WHERE id = ANY(${sql.param(runIds)}::uuid[]) AND status = 'cancelled'`)
      .then((rows) => work.stopRuns(rows.map((r) => r.id)))
      .catch((error) => logger.warn({ err: error }, "could not check for stopped runs"))
      .finally(() => (checking = false));
  }, everyMs);
  return () => clearInterval(timer);
}
