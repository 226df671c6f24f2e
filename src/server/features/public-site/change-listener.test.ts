import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@/server/logger";
import { openTestDatabase } from "@/server/test/test-database";
import { listenForMicrositeChanges, MICROSITE_CHANGED_CHANNEL } from "./change-listener";

describe("microsite change listener", () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let stop: () => Promise<void>;
  const invalidated: string[] = [];
  let clears = 0;

  beforeAll(async () => {
    handle = await openTestDatabase();
    stop = await listenForMicrositeChanges(handle, { invalidate: (slug) => invalidated.push(slug), clear: () => (clears += 1) }, createLogger("silent"));
  });
  afterAll(async () => {
    await stop();
    await handle.close();
  });

  const notify = (slug: string) => handle.db.execute(sql`select pg_notify(${MICROSITE_CHANGED_CHANNEL}, ${slug})`);

  it("drops the cached page of every slug the database announces", async () => {
    await notify("ada-lovelace");
    await expect.poll(() => invalidated).toContain("ada-lovelace");
  });

  it.runIf(process.env.TEST_DATABASE_URL)("clears everything and subscribes again when its connection is killed", async () => {
    const clearsBefore = clears;
    const admin = new pg.Client({ connectionString: handle.url });
    await admin.connect();
    const killed = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()");
    await admin.end();
    expect(killed.rowCount).toBe(1);
    // One clear when the connection is lost, one when the new subscription is in place.
    await expect.poll(() => clears - clearsBefore, ).toBeGreaterThanOrEqual(2);
    await notify("grace-hopper");
    await expect.poll(() => invalidated).toContain("grace-hopper");
  });
});
