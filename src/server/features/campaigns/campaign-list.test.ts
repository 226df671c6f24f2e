import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactRows } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { campaigns } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";

type Listed = { id: string; name: string; status: string; contact_count: number };

// Issue 13 item 2: the campaigns and frameworks lists search, sort, filter and page on the server; without
// parameters they answer everything, as before (the wizard's pickers read the whole list).
describe("campaigns and frameworks lists: search, sort, filter, page", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let rep: TestUser;
  let outsider: TestUser;
  const call = (user: TestUser, path: string, body?: unknown) => ctx.request(path, { method: body === undefined ? "GET" : "POST", body, cookie: user.cookie });
  const list = async (user: TestUser, path: string) => {
    const res = await call(user, path);
    expect(res.status, path).toBe(200);
    return { total: Number(res.headers.get("x-total-count")), rows: (await res.json()) as Listed[] };
  };
  const names = async (user: TestUser, path: string) => (await list(user, path)).rows.map((r) => r.name);

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signUp();
    outsider = await ctx.signUp();
    rep = await joinAs(ctx, admin, "member", "Rita");
    for (const [user, name, size, description] of [
      [rep, "beta launch", 3, "Renewal cohort in EMEA"],
      [rep, "Alpha outreach", 1, null],
      [admin, "Gamma summit", 2, null],
    ] as const) {
      await call(user, "/api/campaigns", { name, description, contacts: contactRows(size) });
    }
    await ctx.db.update(campaigns).set({ status: "live" }).where(eq(campaigns.name, "beta launch"));
    await call(outsider, "/api/campaigns", { name: "Alpha elsewhere" });
  });
  afterAll(() => ctx.close());

  it("answers every campaign in scope, newest first, without parameters", async () => {
    expect(await list(admin, "/api/campaigns")).toMatchObject({ total: 3 });
    expect(await names(admin, "/api/campaigns")).toEqual(["Gamma summit", "Alpha outreach", "beta launch"]);
    expect(await names(rep, "/api/campaigns")).toEqual(["Alpha outreach", "beta launch"]);
    expect(await names(outsider, "/api/campaigns")).toEqual(["Alpha elsewhere"]);
  });

  it("searches, filters by status, sorts by each key and pages", async () => {
    expect(await names(admin, "/api/campaigns?q=ALPHA")).toEqual(["Alpha outreach"]);
    expect(await names(admin, "/api/campaigns?q=emea%20beta")).toEqual(["beta launch"]); // every word, name or description
    expect(await names(admin, "/api/campaigns?q=emea%20alpha")).toEqual([]);
    expect(await names(admin, "/api/campaigns?status=live")).toEqual(["beta launch"]);
    expect(await list(admin, "/api/campaigns?status=draft&q=a")).toMatchObject({ total: 2 });
    expect(await names(admin, "/api/campaigns?sort=name")).toEqual(["Alpha outreach", "beta launch", "Gamma summit"]);
    expect(await names(admin, "/api/campaigns?sort=name&dir=desc")).toEqual(["Gamma summit", "beta launch", "Alpha outreach"]);
    expect(await names(admin, "/api/campaigns?sort=contacts&dir=desc")).toEqual(["beta launch", "Gamma summit", "Alpha outreach"]);
    expect((await names(admin, "/api/campaigns?sort=status")).at(-1)).toBe("beta launch"); // draft before live
    expect(await names(admin, "/api/campaigns?sort=created&dir=asc")).toEqual(["beta launch", "Alpha outreach", "Gamma summit"]);
    const page2 = await list(admin, "/api/campaigns?sort=name&limit=2&offset=2");
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.rows.map((r) => r.name)).toEqual(["Gamma summit"]);
  });

  it("answers 400 naming the allowed values", async () => {
    const cases: Array<[string, string]> = [
      ["/api/campaigns?sort=owner", "sort must be one of: name, status, contacts, created"],
      ["/api/campaigns?status=archived", "status must be one of: draft, live, paused, completed, expired"],
      ["/api/campaigns?dir=sideways", "dir must be one of: asc, desc"],
      ["/api/campaigns?limit=0", "limit must be at least 1"],
      ["/api/frameworks?sort=status", "sort must be one of: name, created"],
      ["/api/frameworks?offset=abc", "offset must be a whole number"],
    ];
    for (const [path, error] of cases) {
      const res = await call(admin, path);
      expect(res.status, path).toBe(400);
      expect((await json<{ error: string }>(res)).error, path).toBe(error);
    }
  });

  it("sorts and pages the workspace's frameworks, which every member reads", async () => {
    for (const name of ["Bravo", "alpha", "Charlie"]) {
      expect((await call(admin, "/api/frameworks", buildFrameworkInput({ name }))).status).toBe(201);
    }
    expect(await names(rep, "/api/frameworks")).toEqual(["Charlie", "alpha", "Bravo"]);
    expect(await names(rep, "/api/frameworks?sort=name")).toEqual(["alpha", "Bravo", "Charlie"]);
    expect(await names(rep, "/api/frameworks?sort=name&dir=desc&limit=1&offset=1")).toEqual(["Bravo"]);
    expect(await list(rep, "/api/frameworks?q=ALP")).toMatchObject({ total: 1 });
    expect(await list(outsider, "/api/frameworks")).toEqual({ total: 0, rows: [] });
  });
});
