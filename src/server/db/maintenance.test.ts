import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCampaign } from "../test/launch-fixtures";
import { openTestDatabase } from "../test/test-database";
import { user } from "./schema";
import { analyzeEmbeddedDatabase } from "./maintenance";
import { queryRows } from "./rows";
import { createPersonalWorkspace } from "./membership";

describe("embedded database maintenance", () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  const estimatedContacts = async () =>
    Number((await queryRows<{ n: number }>(handle.db, sql`select reltuples::float8 as n from pg_class where relname = 'contacts'`))[0].n);

  it.skipIf(process.env.TEST_DATABASE_URL)("refreshes the planner's row estimates after a big import", async () => {
    await handle.db.insert(user).values({ id: "owner-1", name: "Owner", email: "owner@example.com" });
    await createPersonalWorkspace(handle.db, { id: "owner-1", name: "Owner", email: "owner@example.com" });
    await seedCampaign(handle.db, "owner-1", { contacts: 3000 });
    expect(await estimatedContacts()).toBeLessThan(3000);

    await analyzeEmbeddedDatabase(handle.db);
    expect(await estimatedContacts()).toBe(3000);
  });
});
