import { sql } from "drizzle-orm";
import type { Executor } from "./client";
import { queryRows } from "./rows";

/** Tables that bulk writes grow and that foreign keys point at. */
export type BulkWrittenTable = "contacts" | "campaign_microsites";

/**
 * Refreshes the planner's statistics of `table` inside the writer's transaction when a write grew it the way
 * autovacuum's analyze rule counts (more than 50 rows + 10 % of the table).
 *
 * Why: a connection keeps the plan of each foreign-key check (`SELECT 1 FROM contacts WHERE id = $1`) that it
 * made while the table was small, a sequential scan, until the table's statistics change. The embedded database
 * has one connection for the process's life and no autovacuum, so after a few small imports a 40,000-row file
 * checked every new link by scanning every contact: each 5,700-row part took longer than the one before
 * (7 s, 12 s … 38 s). ANALYZE inside the transaction counts its own new rows and drops those plans, so the
 * next statement is planned for the table's real size. PostgreSQL servers analyze on their own after commit;
 * doing it here as well keeps the writer's own later statements right.
 */
export async function analyzeAfterBulkWrite(tx: Executor, table: BulkWrittenTable, rowsWritten: number): Promise<boolean> {
  if (rowsWritten <= 50) return false;
  const [stats] = await queryRows<{ tuples: number }>(tx, sql`SELECT greatest(reltuples, 0)::float8 AS tuples FROM pg_class WHERE oid = ${table}::regclass`);
  const known = Number(stats?.tuples ?? 0);
  if (rowsWritten <= 50 + 0.1 * known) return false;
  await tx.execute(sql.raw(`ANALYZE ${table}`));
  return true;
}
