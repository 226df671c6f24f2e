import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { serverPath } from "../runtime-files";
import type { DatabaseHandle } from "./client";

export const MIGRATIONS_FOLDER = serverPath("./db/migrations");

/** Any constant shared by every process of the deployment: the advisory lock that lets one of them migrate at a time. */
export const MIGRATION_LOCK_KEY = 7_326_041_117;

/**
 * Applies the committed drizzle-kit migrations; drizzle records applied ones, so this is safe on every start. On
 * PostgreSQL the processes starting at once (web processes, workers, a deploy's old and new release) take turns
 * under an advisory lock: the first applies what is new, the others then find nothing left to apply.
 * `migrationsFolder` is for the migration tests, which stop at an older schema to fill it first.
 */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder };
  if (handle.kind === "pglite") return migratePglite(handle.db as unknown as PgliteDatabase, config);
  const lock = await handle.pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as unknown as NodePgDatabase, config);
  } finally {
    // Unlocked explicitly: a pooled connection outlives this call, and with it a session lock would.
    await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}
