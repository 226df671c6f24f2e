import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "./client";
import { queryRows } from "./rows";
import { createScratchDatabase } from "../test/db/scratch-database";

const serverUrl = process.env.TEST_DATABASE_URL;

// PostgreSQL only: PGlite has no connections to lose. The CI runs this file against the local server.
describe.runIf(serverUrl)("PostgreSQL pool", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let handle: DatabaseHandle;
  const lost: Error[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, "pitchsite_pool");
    handle = openPostgres(scratch.url, { max: 3, onIdleError: (error) => lost.push(error) });
  });
  afterAll(async () => {
    await handle.close();
    await scratch.drop();
  });

  it("survives the server closing its idle connections, and reconnects", async () => {
    await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const killed = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [new URL(scratch.url).pathname.slice(1)],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // Each killed idle connection is reported and dropped (a query on one not yet reported would fail).
    await expect.poll(() => lost.length).toBe(killed.rowCount);

    expect(await queryRows(handle.db, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
  });
});
