import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { LeaseSafePool } from "./lease-safe-pool";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

export type DatabaseHandle =
  | { kind: "pglite"; db: Database; pglite: PGlite; close: () => Promise<void> }
  | { kind: "postgres"; db: Database; pool: pg.Pool; close: () => Promise<void> };

/**
 * `dataPath` undefined keeps the embedded database in memory (tests); `snapshot` starts it from a dumped data
 * directory instead of an empty one (tests share one migrated schema).
 */
export async function openPglite(dataPath: string | undefined, snapshot?: Blob): Promise<DatabaseHandle> {
  const pglite = await PGlite.create({ ...(dataPath ? { dataDir: dataPath } : {}), ...(snapshot ? { loadDataDir: snapshot } : {}) });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return { kind: "pglite", db, pglite, close: () => pglite.close() };
}

export function openPostgres(url: string, options: { max?: number; onIdleError?: (error: Error) => void } = {}): DatabaseHandle {
  const pool = new LeaseSafePool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection closed by the server (restart, failover, pg_terminate_backend) is dropped and replaced by
  // the pool; without a listener Node treats the pool's 'error' event as fatal and the whole process dies.
  pool.on("error", (error) => options.onIdleError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { kind: "postgres", db, pool, close: () => pool.end() };
}
