import type { SQL } from "drizzle-orm";
import type { Executor } from "./client";

/** Raw SQL answers come back as `{ rows }` from both node-postgres and PGlite. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
