import { openPglite, openPostgres, type DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";
import { createScratchDatabase } from "../db/scratch-database";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is set —
 * a new PostgreSQL database created on that server and dropped again on close, so files never share rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(undefined);
    await runMigrations(handle);
    return handle;
  }
  const scratch = await createScratchDatabase(serverUrl, "pitchsite_test");
  const handle = openPostgres(scratch.url);
  await runMigrations(handle);
  return {
    ...handle,
    url: scratch.url,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  } as DatabaseHandle & { url?: string };
}
