import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { isCompletedMicrosite } from "../db/status-predicates";
import type { JobQueue } from "./queue";
import { removeSettledDrafts } from "./microsite-drafts";
import { finalizeRuns, openRunIds } from "./run-finalizer";
import { requestRepPageRefreshIfWaiting } from "./refresh-rep-pages";
import { launchRuns, microsites } from "../db/schema";

/** Expired pages become status `expired` (serving already refuses them the moment they expire). */
export async function expireMicrosites(db: Database, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ${microsites} SET status = 'expired', updated_at = now()
        WHERE ${isCompletedMicrosite("status")} AND expires_at <= ${now.toISOString()}::timestamptz RETURNING id`,
  );
  return rows.length;
}

/** The launch request enqueues right after its transaction commits; a crash in between leaves a run to enqueue here. */
export async function enqueueForgottenRuns(db: Database, queue: JobQueue, graceSeconds: number): Promise<number> {
  const runs = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM ${launchRuns} WHERE enqueued_at IS NULL AND finished_at IS NULL AND status IN ('queued', 'running')
        AND created_at < now() - make_interval(secs => ${graceSeconds})`,
  );
  let count = 0;
  for (const run of runs) count += await enqueuePendingOfRun(db, queue, run.id);
  return count;
}

export async function enqueuePendingOfRun(db: Database, queue: JobQueue, runId: string): Promise<number> {
  const pending = await queryRows<{ id: string }>(db, sql`SELECT id FROM ${microsites} WHERE run_id = ${runId} AND status = 'pending'`);
  await queue.enqueueGeneration(pending.map((m) => m.id));
  await db.execute(sql`UPDATE ${launchRuns} SET enqueued_at = now(), updated_at = now() WHERE id = ${runId}`);
  return pending.length;
}

/** Claims pg-boss gave up on (their job failed for good while holding one): release and queue again. */
export async function requeueStaleClaims(db: Database, queue: JobQueue, staleMinutes: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ${microsites} m SET claim_token = NULL, claimed_at = NULL, updated_at = now()
        FROM ${launchRuns} r
        WHERE m.status = 'pending' AND m.claimed_at < now() - make_interval(mins => ${staleMinutes})
          AND r.id = m.run_id AND r.status IN ('queued', 'running')
        RETURNING m.id`,
  );
  await queue.enqueueGeneration(rows.map((r) => r.id));
  return rows.length;
}

/** The periodic housekeeping job. Every step is idempotent, so overlapping sweeps are harmless. */
export async function sweepMicrosites(deps: { db: Database; queue: JobQueue; logger: Logger }): Promise<void> {
  const { db, queue, logger } = deps;
  const { outboxGraceSeconds, staleClaimMinutes } = queue.settings.sweep;
  const expired = await expireMicrosites(db);
  const forgotten = await enqueueForgottenRuns(db, queue, outboxGraceSeconds);
  const stale = await requeueStaleClaims(db, queue, staleClaimMinutes);
  const finished = await finalizeRuns(db, await openRunIds(db));
  const drafts = await removeSettledDrafts(db);
  // A hand-over whose re-render request was lost (the process died right after its commit) is asked for again.
  await requestRepPageRefreshIfWaiting(db, queue);
  if (expired || forgotten || stale || finished.length || drafts) {
    logger.info({ expired, forgotten, stale, finishedRuns: finished.length, settledDrafts: drafts }, "microsite sweep");
  }
}
