import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * The embedded database has no autovacuum daemon, so nothing refreshes the planner's statistics: after a big
 * import the planner keeps guessing table sizes from an empty database. ANALYZE samples at most 30,000 rows per
 * table, so it stays quick (the analyze-embedded-database job runs it hourly). PostgreSQL servers do this themselves.
 */
export async function analyzeEmbeddedDatabase(db: Database): Promise<void> {
  await db.execute(sql`ANALYZE`);
}
