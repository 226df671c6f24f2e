import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { microsites, user } from "@/server/db/schema";
import { openTestDatabase } from "@/server/test/test-database";
import { MicrositeDirectory } from "./microsite-directory";
import { seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { createPersonalWorkspace } from "@/server/db/membership";

describe("MicrositeDirectory", () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let seeded: Array<Awaited<ReturnType<typeof seedMicrosite>>>;
  let selects = 0;
  // The real database, counting the queries the directory makes.
  let db: Database;

  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.insert(user).values({ id: "owner-1", name: "Owner", email: "owner@example.com" });
    await createPersonalWorkspace(handle.db, { id: "owner-1", name: "Owner", email: "owner@example.com" });
    seeded = [];
    for (let i = 0; i < 30; i++) seeded.push(await seedMicrosite(handle.db, "owner-1", i === 0 ? { status: "pending", html: null } : {}));
    db = new Proxy(handle.db, {
      get: (target, key, receiver) => {
        if (key === "select") selects += 1;
        return Reflect.get(target, key, receiver);
      },
    });
  });
  afterAll(() => handle.close());

  it("looks up a wave of distinct slugs with one query, and answers repeats from memory", async () => {
    const directory = new MicrositeDirectory(db);
    const before = selects;
    const slugs = [...seeded.map((s) => s.microsite.slug), "no-such-slug"];
    const found = await Promise.all([...slugs, ...slugs].map((slug) => directory.find(slug)));
    expect(selects - before).toBe(1);
    expect(found.slice(0, 30).map((m) => m?.id)).toEqual(seeded.map((s) => s.microsite.id));
    expect(found[30]).toBeNull();
    expect(found[0]?.published).toBe(false); // pending, no HTML yet
    expect(found[1]).toMatchObject({ published: true, campaignId: seeded[1].campaignId, contactId: seeded[1].contact.id, userId: "owner-1" });

    await directory.find(slugs[5]);
    expect(selects - before).toBe(1);
  });

  it("sees a change after forget()", async () => {
    const directory = new MicrositeDirectory(db);
    const { microsite } = seeded[2];
    expect((await directory.find(microsite.slug))?.published).toBe(true);
    await handle.db.update(microsites).set({ status: "error" }).where(eq(microsites.id, microsite.id));
    expect((await directory.find(microsite.slug))?.published).toBe(true); // cached
    directory.forget(microsite.slug);
    expect((await directory.find(microsite.slug))?.published).toBe(false);
  });
});
