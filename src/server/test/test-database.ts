import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openPglite, openPostgres, type DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";
import { createScratchDatabase } from "./db/scratch-database";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is set —
 * a new PostgreSQL database created on that server and dropped again on close, so files never share rows.
 * Both start from the schema the run's global set-up migrated once (migrated-database-template.ts).
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openEmbeddedTestDatabase();
  const template = inject("postgresTemplateName");
  const scratch = await createScratchDatabase(serverUrl, "pitchsite_test", template);
  const handle = openPostgres(scratch.url);
  if (!template) await runMigrations(handle);
  return {
    ...handle,
    url: scratch.url,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  } as DatabaseHandle & { url?: string };
}

async function openEmbeddedTestDatabase(): Promise<DatabaseHandle> {
  const snapshotPath = inject("pgliteSnapshotPath");
  if (!snapshotPath) {
    const handle = await openPglite(undefined);
    await runMigrations(handle);
    return handle;
  }
  return openPglite(undefined, new Blob([readFileSync(snapshotPath)]));
}
