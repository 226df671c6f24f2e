import { sql } from "drizzle-orm";
import type { TerminalRunStatus } from "@/shared/run-status";
import type { Executor } from "../db/client";
import { queryRows } from "../db/rows";
import { campaigns, launchRuns, microsites } from "../db/schema";

/**
 * Closes every given run that has nothing pending left: `failed` when no microsite of it could be
 * generated, else `completed` (with a summary in `error` when some failed), and mirrors the outcome in
 * the campaign's launch_status when it is a launch run. Safe to call from several workers at once: a run is closed only once.
 */
export async function finalizeRuns(db: Executor, runIds: string[]): Promise<Array<{ id: string; status: TerminalRunStatus }>> {
  if (runIds.length === 0) return [];
  return queryRows<{ id: string; status: TerminalRunStatus }>(
    db,
    sql`WITH stats AS (
          SELECT r.id, r.campaign_id,
                 count(m.id) FILTER (WHERE m.status = 'pending') AS pending,
                 count(m.id) FILTER (WHERE m.status = 'error') AS errored,
                 count(m.id) FILTER (WHERE m.status NOT IN ('pending', 'error')) AS done,
                 min(m.error) FILTER (WHERE m.status = 'error') AS first_error
          FROM ${launchRuns} r LEFT JOIN ${microsites} m ON m.run_id = r.id
          WHERE r.id = ANY(${sql.param(runIds)}::uuid[]) AND r.finished_at IS NULL AND r.status IN ('queued', 'running', 'paused')
          GROUP BY r.id
        ), finished AS (
          UPDATE ${launchRuns} r
          SET status = CASE WHEN s.errored > 0 AND s.done = 0 THEN 'failed' ELSE 'completed' END,
              error = CASE WHEN s.errored > 0 THEN s.errored || ' of ' || (s.errored + s.done) || ' microsites failed: ' || s.first_error END,
              finished_at = now(), updated_at = now()
          FROM stats s
          WHERE r.id = s.id AND s.pending = 0 AND r.finished_at IS NULL
          RETURNING r.id, r.campaign_id, r.status, r.kind
        ), campaign_update AS (
          UPDATE ${campaigns} c SET launch_status = f.status, updated_at = now()
          FROM finished f WHERE c.id = f.campaign_id AND f.kind = 'launch'
        )
        SELECT id, status FROM finished`,
  );
}

/** Runs still open, for the sweep to re-check. */
export async function openRunIds(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM ${launchRuns} WHERE finished_at IS NULL AND status IN ('queued', 'running', 'paused')`);
  return rows.map((r) => r.id);
}
